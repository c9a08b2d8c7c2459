import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DomainVerificationOutlined from '@mui/icons-material/DomainVerificationOutlined';
import CurrencyBitcoinOutlined from '@mui/icons-material/CurrencyBitcoinOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { MemberType, Role } from '../../../domain/enums.ts';
import { authRoles } from './auth-roles.ts';

export interface NavItem {
  id: string;
  /** Key in the shell namespace. */
  titleKey: string;
  url: string;
  icon: SvgIconComponent;
  /** Absent: everyone. Empty: guests only. Otherwise roles that see it (SPEC section 6). */
  auth?: Role[];
  /** Only members of this type (and staff) see it: employers are users by role. */
  memberType?: MemberType;
  /** Active only on its own URL, not on the pages below it (home, the employer dashboard). */
  end?: boolean;
}

export const matchesExactly = (item: Pick<NavItem, 'url' | 'end'>) => item.end ?? item.url === '/';

export interface NavGroup {
  id: string;
  titleKey: string;
  children: NavItem[];
}

export const navigationConfig: NavGroup[] = [
  {
    id: 'job-seekers',
    titleKey: 'nav.jobSeekers',
    children: [
      { id: 'home', titleKey: 'nav.home', url: '/', icon: HomeOutlined },
      { id: 'search', titleKey: 'nav.searchJobs', url: '/job/search/all', icon: SearchOutlined },
      { id: 'saved', titleKey: 'nav.savedJobs', url: '/job/saved', icon: BookmarkBorderOutlined, auth: authRoles.user },
      {
        id: 'applications',
        titleKey: 'nav.myApplications',
        url: '/job/apply',
        icon: BusinessCenterOutlined,
        auth: authRoles.user,
      },
      { id: 'profile', titleKey: 'nav.profile', url: '/profile', icon: PersonOutline, auth: authRoles.user },
      {
        id: 'job-alerts',
        titleKey: 'nav.jobAlerts',
        url: '/user/alerts',
        icon: NotificationsActiveOutlined,
        auth: authRoles.user,
      },
    ],
  },
  {
    id: 'employer',
    titleKey: 'nav.employerTools',
    children: [
      {
        id: 'employer-dashboard',
        titleKey: 'nav.employerDashboard',
        url: '/employer',
        icon: DashboardOutlined,
        auth: authRoles.user,
        memberType: 'employer',
        end: true,
      },
      {
        id: 'employer-jobs',
        titleKey: 'nav.employerJobs',
        url: '/employer/jobs',
        icon: WorkOutline,
        auth: authRoles.user,
        memberType: 'employer',
      },
      {
        id: 'employer-company',
        titleKey: 'nav.employerCompany',
        url: '/employer/company',
        icon: ApartmentOutlined,
        auth: authRoles.user,
        memberType: 'employer',
      },
    ],
  },
  {
    id: 'staff',
    titleKey: 'nav.staffTools',
    children: [
      {
        id: 'admin-moderation',
        titleKey: 'nav.moderation',
        url: '/admin/moderation',
        icon: DomainVerificationOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'admin-users',
        titleKey: 'nav.users',
        url: '/admin/users',
        icon: ManageAccountsOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'admin-companies',
        titleKey: 'nav.companies',
        url: '/admin/companies',
        icon: ApartmentOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'admin-content',
        titleKey: 'nav.content',
        url: '/admin/content',
        icon: EditNoteOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'admin-currency-rates',
        titleKey: 'nav.currencyRates',
        url: '/admin/currency-rates',
        icon: CurrencyExchangeOutlined,
        auth: authRoles.staff,
      },
    ],
  },
  {
    // The staff's workspace apps (DESIGN section 11).
    id: 'apps',
    titleKey: 'nav.apps',
    children: [
      { id: 'apps-mailbox', titleKey: 'nav.mailbox', url: '/apps/mailbox', icon: MailOutline, auth: authRoles.staff },
      // Open to every signed-in person (job seekers and employers too), unlike the staff's apps.
      { id: 'apps-academy', titleKey: 'nav.academy', url: '/apps/academy', icon: SchoolOutlined, auth: authRoles.user },
      // Every signed-in person's own profile page.
      {
        id: 'apps-profile',
        titleKey: 'nav.profilePage',
        url: '/apps/profile',
        icon: AccountCircleOutlined,
        auth: authRoles.user,
      },
      { id: 'apps-chat', titleKey: 'nav.chat', url: '/apps/chat', icon: ChatOutlined, auth: authRoles.staff },
      {
        id: 'apps-calendar',
        titleKey: 'nav.calendar',
        url: '/apps/calendar',
        icon: CalendarMonthOutlined,
        auth: authRoles.staff,
      },
      { id: 'apps-notes', titleKey: 'nav.notes', url: '/apps/notes', icon: StickyNote2Outlined, auth: authRoles.staff },
      { id: 'apps-tasks', titleKey: 'nav.tasks', url: '/apps/tasks', icon: TaskAltOutlined, auth: authRoles.staff },
      {
        id: 'apps-file-manager',
        titleKey: 'nav.fileManager',
        url: '/apps/file-manager',
        icon: FolderOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'apps-scrumboard',
        titleKey: 'nav.scrumboard',
        url: '/apps/scrumboard/boards',
        icon: ViewKanbanOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'apps-contacts',
        titleKey: 'nav.contacts',
        url: '/apps/contacts',
        icon: ContactsOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'apps-ecommerce-products',
        titleKey: 'nav.ecommerceProducts',
        url: '/apps/e-commerce/products',
        icon: StorefrontOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'apps-ecommerce-orders',
        titleKey: 'nav.ecommerceOrders',
        url: '/apps/e-commerce/orders',
        icon: ShoppingCartOutlined,
        auth: authRoles.staff,
      },
    ],
  },
  {
    // The workspace's dashboards (staff and admins).
    id: 'dashboards',
    titleKey: 'nav.dashboards',
    children: [
      {
        id: 'dashboard-project',
        titleKey: 'nav.projectDashboard',
        url: '/dashboards/project',
        icon: InsightsOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'dashboard-crypto',
        titleKey: 'nav.cryptoDashboard',
        url: '/dashboards/crypto',
        icon: CurrencyBitcoinOutlined,
        auth: authRoles.staff,
      },
      {
        id: 'dashboards-analytics',
        titleKey: 'nav.analytics',
        url: '/dashboards/analytics',
        icon: AnalyticsOutlined,
        auth: authRoles.staff,
      },
    ],
  },
  {
    // Ready-made searches for the fields the body's members work in.
    id: 'browse',
    titleKey: 'nav.browse',
    children: [
      { id: 'browse-cpa', titleKey: 'nav.cpaJobs', url: '/job/search/cpa', icon: VerifiedOutlined },
      { id: 'browse-audit', titleKey: 'nav.auditJobs', url: '/job/search/audit', icon: FactCheckOutlined },
      { id: 'browse-tax', titleKey: 'nav.taxJobs', url: '/job/search/tax', icon: ReceiptLongOutlined },
      {
        id: 'browse-reporting',
        titleKey: 'nav.reportingJobs',
        url: '/job/search/financial%20reporting',
        icon: AssessmentOutlined,
      },
      {
        id: 'browse-management',
        titleKey: 'nav.managementJobs',
        url: '/job/search/management%20accounting',
        icon: CalculateOutlined,
      },
      { id: 'browse-payroll', titleKey: 'nav.payrollJobs', url: '/job/search/payroll', icon: PaymentsOutlined },
      { id: 'browse-banking', titleKey: 'nav.bankingJobs', url: '/job/search/banking', icon: AccountBalanceOutlined },
    ],
  },
  {
    id: 'account',
    titleKey: 'nav.account',
    children: [
      { id: 'sign-in', titleKey: 'nav.signIn', url: '/sign-in', icon: LoginOutlined, auth: authRoles.onlyGuest },
      {
        id: 'create-jobseeker',
        titleKey: 'nav.createJobseeker',
        url: '/user/jobseeker/create',
        icon: PersonAddAltOutlined,
        auth: authRoles.onlyGuest,
      },
      {
        id: 'post-jobs',
        titleKey: 'nav.postJobs',
        url: '/user/employer/create',
        icon: PostAddOutlined,
        auth: authRoles.onlyGuest,
      },
    ],
  },
  {
    id: 'about',
    titleKey: 'nav.company',
    children: [
      { id: 'about-us', titleKey: 'nav.aboutUs', url: '/about-us', icon: InfoOutlined },
      { id: 'help-center', titleKey: 'nav.helpCenter', url: '/apps/help-center', icon: HelpOutlineOutlined },
      { id: 'privacy', titleKey: 'nav.privacyPolicy', url: '/privacy-policy', icon: PolicyOutlined },
      { id: 'terms', titleKey: 'nav.terms', url: '/terms-and-conditions', icon: GavelOutlined },
    ],
  },
];

/**
 * The public top bar (layout2) shows these pages as links and these groups as menus; home is its
 * logo, the account pages are in the account menu, the rest in the footer and the phone's drawer.
 * ("Reset my password" is in the account menu and the sign-in form, not the navigation.)
 */
export const TOP_BAR_LINK_IDS: readonly string[] = ['search', 'saved', 'applications', 'job-alerts', 'apps-academy'];
export const TOP_BAR_MENU_IDS: readonly string[] = ['employer', 'staff'];
