import type { SvgIconComponent } from '@mui/icons-material';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { Role } from '../../../domain/enums.ts';
import { authRoles } from './auth-roles.ts';

export interface NavItem {
  id: string;
  /** Key in the shell namespace. */
  titleKey: string;
  url: string;
  icon: SvgIconComponent;
  auth?: Role[];
}

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
      { id: 'applications', titleKey: 'nav.myApplications', url: '/job/apply', icon: BusinessCenterOutlined, auth: authRoles.user },
      { id: 'profile', titleKey: 'nav.profile', url: '/profile', icon: PersonOutline, auth: authRoles.user },
    ],
  },
  {
    id: 'employers',
    titleKey: 'nav.employers',
    children: [{ id: 'post-jobs', titleKey: 'nav.postJobs', url: '/user/employer/create', icon: PostAddOutlined, auth: authRoles.onlyGuest }],
  },
  {
    id: 'about',
    titleKey: 'nav.company',
    children: [
      { id: 'about-us', titleKey: 'nav.aboutUs', url: '/about-us', icon: InfoOutlined },
      { id: 'privacy', titleKey: 'nav.privacyPolicy', url: '/privacy-policy', icon: PolicyOutlined },
      { id: 'terms', titleKey: 'nav.terms', url: '/terms-and-conditions', icon: GavelOutlined },
    ],
  },
];

