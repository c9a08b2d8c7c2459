/**
 * Who may call each GraphQL operation. Every operation of the schema is listed (a test fails on
 * one that is missing), the README shows this table, and a test calls each operation as every
 * kind of person who must be refused and checks that they are.
 *
 * - public: anyone, guests too (the answer shows only what the caller may see).
 * - signedIn: any signed-in person, on their own records.
 * - self: only the signed-in person whose record it is.
 * - owner: the signed-in person whose record it is, and the portal staff.
 * - companyEmployer: the employers (owner and admins) of the company concerned, and the portal
 *   staff, who read but do not post for a company.
 * - companyEmployerOnly: the company's employers; not even staff.
 * - companyOwner: the company's owner (its admins and staff may look, not act).
 * - staff: the portal staff and admins.
 * - admin: the administrators.
 */
export type Access =
  | 'public'
  | 'signedIn'
  | 'self'
  | 'owner'
  | 'companyEmployer'
  | 'companyEmployerOnly'
  | 'companyOwner'
  | 'staff'
  | 'admin';

export const OPERATION_ACCESS = {
  // Queries
  apiVersion: 'public',
  getJob: 'public',
  listJobs: 'public',
  searchJobs: 'public',
  getCompany: 'public',
  listCompanies: 'public',
  getJobSeekerContent: 'public',
  companyInvite: 'public',
  getUser: 'owner',
  getEmployer: 'owner',
  myEmployer: 'signedIn',
  myCompanies: 'signedIn',
  myJobApplications: 'signedIn',
  jobApplicationEligibility: 'signedIn',
  myApplyStanding: 'signedIn',
  exportMyData: 'signedIn',
  companyAccount: 'companyEmployer',
  listCompanyInvites: 'companyEmployer',
  employerDashboard: 'companyEmployer',
  listCompanyJobs: 'companyEmployer',
  getCompanyJob: 'companyEmployer',
  listJobApplications: 'companyEmployer',
  listUsers: 'staff',
  listEmployers: 'staff',
  searchUsers: 'staff',
  listCompaniesForReview: 'staff',
  listJobsForReview: 'staff',
  moderationCounts: 'staff',
  listCompaniesForStaff: 'staff',
  myJobAlerts: 'signedIn',
  currencyRates: 'public',
  helpCenterCategories: 'public',
  helpCenterFaqs: 'public',
  helpCenterGuides: 'public',
  helpCenterGuide: 'public',
  searchHelpCenter: 'public',
  analyticsDashboard: 'staff',
  projectDashboard: 'staff',
  cryptoDashboard: 'staff',
  myNotifications: 'signedIn',
  mailbox: 'staff',
  mail: 'staff',
  mailboxCounts: 'staff',
  mailboxLabels: 'staff',
  mailRecipients: 'staff',
  ecommerceProducts: 'staff',
  ecommerceProduct: 'staff',
  ecommerceOrders: 'staff',
  ecommerceOrder: 'staff',
  // Mutations
  _noop: 'public',
  updateProjectBudget: 'admin',
  cryptoTrade: 'staff',
  importCryptoPrices: 'staff',
  updateUser: 'owner',
  createWork: 'signedIn',
  updateWork: 'self',
  deleteWork: 'self',
  createEducation: 'signedIn',
  updateEducation: 'self',
  deleteEducation: 'self',
  createLicense: 'signedIn',
  updateLicense: 'self',
  deleteLicense: 'self',
  likeJob: 'signedIn',
  unlikeJob: 'signedIn',
  claimCPA: 'self',
  createJobApplication: 'signedIn',
  withdrawJobApplication: 'self',
  deleteMyAccount: 'signedIn',
  createCompany: 'signedIn',
  createEmployer: 'signedIn',
  registerCompany: 'signedIn',
  acceptCompanyInvite: 'signedIn',
  updateCompany: 'companyEmployer',
  inviteEmployer: 'companyOwner',
  revokeCompanyInvite: 'companyOwner',
  removeCompanyEmployer: 'companyOwner',
  createJob: 'companyEmployerOnly',
  updateJob: 'companyEmployerOnly',
  publishJob: 'companyEmployerOnly',
  closeJob: 'companyEmployerOnly',
  reopenJob: 'companyEmployerOnly',
  duplicateJob: 'companyEmployerOnly',
  deleteJob: 'companyEmployerOnly',
  updateJobApplication: 'companyEmployerOnly',
  createUser: 'staff',
  reviewCPAClaim: 'staff',
  reviewCompany: 'staff',
  reviewJob: 'staff',
  setUserDisabled: 'staff',
  setCompanyFeatured: 'staff',
  setCompanyLicenseVerified: 'staff',
  updateJobSeekerContent: 'staff',
  setUserRoles: 'admin',
  createJobAlert: 'signedIn',
  updateJobAlert: 'self',
  deleteJobAlert: 'self',
  saveMailDraft: 'staff',
  sendMail: 'staff',
  mailboxAction: 'staff',
  createEcommerceProduct: 'staff',
  updateEcommerceProduct: 'staff',
  deleteEcommerceProduct: 'staff',
  createEcommerceOrder: 'staff',
  addEcommerceOrderStatus: 'staff',
  updateCurrencyRate: 'staff',
  createHelpCenterFaq: 'staff',
  updateHelpCenterFaq: 'staff',
  deleteHelpCenterFaq: 'staff',
  reorderHelpCenterFaqs: 'staff',
  createHelpCenterGuide: 'staff',
  updateHelpCenterGuide: 'staff',
  deleteHelpCenterGuide: 'staff',
  reorderHelpCenterGuides: 'staff',
  sendHelpCenterSupportRequest: 'public',
  rollUpAnalytics: 'staff',
  markNotificationRead: 'self',
  markAllNotificationsRead: 'signedIn',
  deleteNotification: 'self',
} as const satisfies Record<string, Access>;

export type OperationName = keyof typeof OPERATION_ACCESS;

/** In words, for the README's table. */
export const ACCESS_WORDS: Record<Access, string> = {
  public: 'anyone (guests too)',
  signedIn: 'any signed-in person, on their own records',
  self: 'only the record’s owner',
  owner: 'the record’s owner, and staff',
  companyEmployer: 'the company’s employers; staff may read',
  companyEmployerOnly: 'the company’s employers only',
  companyOwner: 'the company’s owner',
  staff: 'staff and admins',
  admin: 'admins',
};
