// The demo sign-in accounts. Their passwords are public on purpose: they exist so people can
// try the portal; never load this data into a production database (SEED=never).
import type { Language, MemberType, Role } from '../../domain/enums.ts';

export interface DemoProfile {
  firstName: string;
  lastName: string;
  location?: string;
  mobile?: string;
  countryCode?: string;
  gender?: string;
  ageGroup?: string;
  dateOfBirth?: string;
  linkedIn?: string;
  skill?: string;
  summary?: string;
  jobStatus?: string;
}

export interface DemoWork {
  title: string;
  company: string;
  start: string;
  end: string | null;
  current: boolean;
  description: string;
}

export interface DemoEducation {
  school: string;
  degree: string;
  start: string;
  end: string | null;
  current: boolean;
}

export interface DemoLicense {
  name: string;
  organization: string;
  number: string;
  start: string;
  end: string | null;
  current: boolean;
}

export interface DemoEmployer {
  /** Key of the company (in companies-data.ts) this employer owns and manages. */
  companyKey: string;
  title: string;
  contactNo: string;
  city: string;
  countryCode: string;
  address: string;
}

export interface DemoAccount {
  email: string;
  password: string;
  displayName: string;
  role: readonly Role[];
  memberType: MemberType;
  language: Language;
  /** A CPA confirmed by staff (the claim and its confirmation are both set). */
  isCpa: boolean;
  emailVerified: true;
  profile: DemoProfile;
  works?: readonly DemoWork[];
  educations?: readonly DemoEducation[];
  licenses?: readonly DemoLicense[];
  employer?: DemoEmployer;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@cpa-careers.test',
    password: 'Admin12345!',
    displayName: 'Selin Admin',
    role: ['admin', 'staff', 'user'],
    memberType: 'jobseeker',
    language: 'en',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'Selin', lastName: 'Admin', countryCode: 'US' },
  },
  {
    email: 'staff@cpa-careers.test',
    password: 'Staff12345!',
    displayName: 'Omar Staff',
    role: ['staff', 'user'],
    memberType: 'jobseeker',
    language: 'en',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'Omar', lastName: 'Staff', countryCode: 'US' },
  },
  // Two more of the body's staff, so the workspace apps (chat, mail, boards) have colleagues to
  // work with; they speak Turkish and Arabic, like many of the body's members.
  {
    email: 'elif@cpa-careers.test',
    password: 'Staff12345!',
    displayName: 'Elif Demir',
    role: ['staff', 'user'],
    memberType: 'jobseeker',
    language: 'tr',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'Elif', lastName: 'Demir', countryCode: 'TR' },
  },
  {
    email: 'nour@cpa-careers.test',
    password: 'Staff12345!',
    displayName: 'نور حداد',
    role: ['staff', 'user'],
    memberType: 'jobseeker',
    language: 'ar',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'نور', lastName: 'حداد', countryCode: 'AE' },
  },
  {
    email: 'seeker@cpa-careers.test',
    password: 'Seeker12345!',
    displayName: 'Jane Seeker',
    role: ['user'],
    memberType: 'jobseeker',
    language: 'en',
    isCpa: true,
    emailVerified: true,
    profile: {
      firstName: 'Jane',
      lastName: 'Seeker',
      location: 'Chicago, United States',
      mobile: '+1 312 555 0147',
      countryCode: 'US',
      gender: 'female',
      ageGroup: '25-34',
      dateOfBirth: '1993-04-18',
      linkedIn: 'https://www.linkedin.com/in/jane-seeker-demo',
      skill: 'US GAAP, IFRS, External audit, Month-end close, Excel, SAP S/4HANA, Power BI',
      summary:
        'Licensed CPA with six years of audit and corporate accounting experience. I led ' +
        'year-end audits for manufacturing and retail clients, then moved in-house to own the ' +
        'month-end close and consolidation. Looking for a senior accountant or audit manager role.',
      jobStatus: 'actively-looking',
    },
    works: [
      {
        title: 'Senior Accountant',
        company: 'Pinecrest Retail Group',
        start: '2021-09-01',
        end: null,
        current: true,
        description:
          'Own the month-end close for three business units, prepare consolidation entries and ' +
          'reconcile intercompany balances; cut the close from eight to five working days.',
      },
      {
        title: 'Staff Auditor',
        company: 'Greyfriars Audit & Assurance LLP',
        start: '2018-07-01',
        end: '2021-08-31',
        current: false,
        description:
          'Planned and performed financial statement audits of manufacturing and retail clients; ' +
          'tested internal controls and drafted management letters.',
      },
    ],
    educations: [
      {
        school: 'Lakeshore State University',
        degree: 'Bachelor of Science in Accounting',
        start: '2014-09-01',
        end: '2018-06-15',
        current: false,
      },
    ],
    licenses: [
      {
        name: 'Certified Public Accountant (CPA) license',
        organization: 'State Board of Accountancy',
        number: 'CPA-048213',
        start: '2019-11-01',
        end: null,
        current: true,
      },
    ],
  },
  {
    email: 'ayse@cpa-careers.test',
    password: 'Seeker12345!',
    displayName: 'Ayşe Yılmaz',
    role: ['user'],
    memberType: 'jobseeker',
    language: 'tr',
    isCpa: false,
    emailVerified: true,
    profile: {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      location: 'Istanbul, Türkiye',
      mobile: '+90 532 555 0123',
      countryCode: 'TR',
      gender: 'female',
      ageGroup: '18-24',
      skill: 'Ön muhasebe, e-Fatura, KDV beyannamesi, Logo Tiger, Excel',
      summary:
        'İşletme bölümü mezunuyum ve iki yıldır ön muhasebe alanında çalışıyorum. SMMM ' +
        'stajımı tamamlayıp bir denetim firmasında kariyerime devam etmek istiyorum.',
      jobStatus: 'actively-looking',
    },
  },
  {
    email: 'layla@cpa-careers.test',
    password: 'Seeker12345!',
    displayName: 'ليلى حسن',
    role: ['user'],
    memberType: 'jobseeker',
    language: 'ar',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'ليلى', lastName: 'حسن', location: 'Dubai, United Arab Emirates', countryCode: 'AE' },
  },
  {
    email: 'employer@cpa-careers.test',
    password: 'Employer12345!',
    displayName: 'Mark Employer',
    role: ['user'],
    memberType: 'employer',
    language: 'en',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'Mark', lastName: 'Employer', countryCode: 'US', mobile: '+1 212 555 0190' },
    employer: {
      companyKey: 'meridian-ledger',
      title: 'Head of Talent Acquisition',
      contactNo: '+1 212 555 0190',
      city: 'New York',
      countryCode: 'US',
      address: '410 Hudson Street, Floor 12, New York, NY 10014',
    },
  },
  {
    email: 'isveren@cpa-careers.test',
    password: 'Employer12345!',
    displayName: 'Mehmet Kaya',
    role: ['user'],
    memberType: 'employer',
    language: 'tr',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'Mehmet', lastName: 'Kaya', countryCode: 'TR', mobile: '+90 212 555 0144' },
    employer: {
      companyKey: 'anatolia-denetim',
      title: 'İnsan Kaynakları Müdürü',
      contactNo: '+90 212 555 0144',
      city: 'Istanbul',
      countryCode: 'TR',
      address: 'Büyükdere Caddesi No: 185, Levent, 34394 Şişli/İstanbul',
    },
  },
  {
    // The owner of the company waiting for staff approval: the staff's decision is e-mailed to
    // him, in Arabic, so the moderation screen has someone to name and to mail.
    email: 'khalid@cpa-careers.test',
    password: 'Employer12345!',
    displayName: 'خالد المنصوري',
    role: ['user'],
    memberType: 'employer',
    language: 'ar',
    isCpa: false,
    emailVerified: true,
    profile: { firstName: 'خالد', lastName: 'المنصوري', countryCode: 'AE', mobile: '+971 2 555 0156' },
    employer: {
      companyKey: 'dune-digital-payments',
      title: 'المؤسس والرئيس التنفيذي',
      contactNo: '+971 2 555 0156',
      city: 'Abu Dhabi',
      countryCode: 'AE',
      address: 'Unit 7, Falcon Innovation Park, Al Maryah Island, Abu Dhabi',
    },
  },
];
