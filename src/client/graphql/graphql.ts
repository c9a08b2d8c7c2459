/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AcademyCourseFilter = {
  categorySlug?: string | null | undefined;
  /** Leave out the courses the reader completed. */
  hideCompleted?: boolean | null | undefined;
  /** Words of the title or description. */
  search?: string | null | undefined;
};

export type AcademyCourseInput = {
  categoryId: string | number;
  duration: number;
  featured?: boolean | null | undefined;
  /** In order. */
  steps: Array<AcademyStepInput>;
  /** English is required; Turkish and Arabic when translated. */
  translations: Array<AcademyCourseTextInput>;
};

export type AcademyCourseTextInput = {
  description: string;
  language: Language;
  title: string;
};

export type AcademyProgressInput = {
  completed?: boolean | null | undefined;
  courseId: string | number;
  currentStep: number;
};

export type AcademyStepInput = {
  /** HTML; sanitized before it is stored. */
  content: string;
  subtitle?: string | null | undefined;
  title: string;
};

export type AddFileManagerFileInput = {
  description?: string | null | undefined;
  /** An upload of yours: POST /api/files with kind document (PDF, XLS/XLSX, DOC/DOCX, TXT or JPEG). */
  fileId: string | number;
  /** The folder to put it in; null for the root. */
  folderId?: string | number | null | undefined;
  /** The name to keep it under; the upload's file name when absent. */
  name?: string | null | undefined;
};

export type AddOrderStatusInput = {
  orderId: string | number;
  /** A status slug (SPEC section 4). */
  status: string;
};

/** The analytics dashboard's ranges: the last 7, 30 or 90 days (UTC, today included), or from-to. */
export type AnalyticsPreset =
  | 'custom'
  | 'last7'
  | 'last30'
  | 'last90';

export type AnalyticsRangeInput = {
  /** First day (YYYY-MM-DD) of a custom range. */
  from?: string | null | undefined;
  preset: AnalyticsPreset;
  /** Last day (YYYY-MM-DD) of a custom range. */
  to?: string | null | undefined;
};

export type ApplicationStatus =
  | 'hired'
  | 'interviewing'
  | 'offered'
  | 'rejected'
  | 'reviewing'
  | 'shortlisted'
  | 'submitted'
  | 'withdrawn';

export type ApplyBlockReason =
  | 'alreadyApplied'
  | 'cpaRequired'
  | 'jobClosed'
  | 'jobExternal'
  | 'verifyToApply';

export type ApplyWay =
  | 'external'
  | 'internal';

/** Every field required; desc may be empty; end not before start. */
export type CalendarEventInput = {
  allDay: boolean;
  end: string;
  extendedProps: CalendarEventPropsInput;
  start: string;
  title: string;
};

export type CalendarEventPropsInput = {
  desc: string;
  label: string | number;
};

export type CalendarLabelInput = {
  color: string;
  title: string;
};

export type ChatMessagesInput = {
  before?: string | null | undefined;
  chatId: string | number;
  limit?: number | null | undefined;
};

export type ChatMuteInput = {
  chatId: string | number;
  muted: boolean;
};

export type ChatProfileInput = {
  about?: string | null | undefined;
  status?: string | null | undefined;
};

/** draft, pending (waiting for review), rejected, open, closed or expired */
export type CompanyJobsFilter = {
  query?: string | null | undefined;
  status?: string | null | undefined;
};

export type CompanyRole =
  | 'admin'
  | 'owner'
  | 'staff';

export type CompanyStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type ContactEmailInput = {
  email: string;
  label: string;
};

/** A contact to create or to replace: at least one e-mail and one phone number, none twice. */
export type ContactInput = {
  address?: string | null | undefined;
  avatar?: string | null | undefined;
  background?: string | null | undefined;
  birthday?: string | null | undefined;
  company?: string | null | undefined;
  emails: Array<ContactEmailInput>;
  name: string;
  notes?: string | null | undefined;
  phoneNumbers: Array<ContactPhoneInput>;
  tags?: Array<string | number> | null | undefined;
  title?: string | null | undefined;
};

export type ContactListInput = {
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
  /** Words of the name, company, title or an e-mail, or digits of a phone number. */
  search?: string | null | undefined;
  /** Only the contacts with this tag (one of yours; another's is NOT_FOUND). */
  tag?: string | number | null | undefined;
};

export type ContactPhoneInput = {
  country: string;
  label: string;
  phoneNumber: string;
};

export type CpaStatus =
  | 'claimed'
  | 'confirmed'
  | 'none'
  | 'rejected';

export type CreateCompanyInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  contactNo?: string | null | undefined;
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  industry?: string | null | undefined;
  license?: string | null | undefined;
  logo?: string | null | undefined;
  name: string;
  size?: string | null | undefined;
  website?: string | null | undefined;
};

export type CreateEducationInput = {
  current?: boolean | null | undefined;
  degree?: string | null | undefined;
  /** YYYY-MM-DD, not before start; empty while current */
  end?: string | null | undefined;
  school: string;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  userID?: string | number | null | undefined;
};

export type CreateEmployerInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  contactNo?: string | null | undefined;
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  /** A company the signed-in person owns; when left out, the first company they own (if any). */
  employerCompanyId?: string | number | null | undefined;
  firstName: string;
  lastName: string;
  title?: string | null | undefined;
};

export type CreateFileManagerFolderInput = {
  description?: string | null | undefined;
  /** The parent folder; null for the root. */
  folderId?: string | number | null | undefined;
  name: string;
};

export type CreateJobAlertInput = {
  frequency: JobAlertFrequency;
  /** The search page's keywords path segment ('all' or empty for none). */
  keywords?: string | null | undefined;
  name: string;
  /** The search page's query string (filters and sort). */
  query?: string | null | undefined;
};

export type CreateJobApplicationInput = {
  coverLetter?: string | null | undefined;
  /** The id of the job applied to. */
  jobApplicationsId: string | number;
  resumeFileId?: string | number | null | undefined;
  salary?: number | null | undefined;
};

export type CreateJobInput = {
  address?: string | null | undefined;
  applyUrl?: string | null | undefined;
  /** internal (apply here) or external (applyUrl) */
  applyWay?: string | null | undefined;
  /** The company the job is for; only its employers may create it. */
  companyJobsId: string | number;
  /** YYYY-MM-DD; must be after today to publish */
  deadline?: string | null | undefined;
  /** Rich text (HTML); only simple formatting is kept, the rest is removed on the server. */
  description?: string | null | undefined;
  education?: string | null | undefined;
  experience?: string | null | undefined;
  /** entry, associate, mid, senior, director or executive */
  experienceLevel?: string | null | undefined;
  industry?: string | null | undefined;
  keyword?: Array<string> | null | undefined;
  /** en, tr or ar: the language the ad is written in */
  language?: string | null | undefined;
  location?: string | null | undefined;
  position?: string | null | undefined;
  remote?: boolean | null | undefined;
  requirement?: string | null | undefined;
  requiresCPA?: boolean | null | undefined;
  salaryEnd?: number | null | undefined;
  salaryNegotiable?: boolean | null | undefined;
  salaryStart?: number | null | undefined;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  subindustry?: string | null | undefined;
  /** full-time, part-time, contract, temporary, internship or volunteer */
  type?: string | null | undefined;
};

export type CreateLicenseInput = {
  current?: boolean | null | undefined;
  /** YYYY-MM-DD, not before start; empty while current */
  end?: string | null | undefined;
  name: string;
  number?: string | null | undefined;
  organization?: string | null | undefined;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  userID?: string | number | null | undefined;
};

export type CreateWorkInput = {
  company: string;
  current?: boolean | null | undefined;
  description?: string | null | undefined;
  /** YYYY-MM-DD, not before start; empty while current */
  end?: string | null | undefined;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  title: string;
  userID?: string | number | null | undefined;
};

export type CryptoTradeInput = {
  /** US dollars to spend or to receive, to the cent. */
  amountUsd: number;
  /** buy or sell. */
  side: string;
  /** The coin's wallet (one of the caller's own). */
  walletId: string | number;
};

export type DeleteInput = {
  id: string | number;
};

export type ExperienceLevel =
  | 'associate'
  | 'director'
  | 'entry'
  | 'executive'
  | 'mid'
  | 'senior';

export type HelpCenterFaqInput = {
  categoryId: string | number;
  /** English is required; Turkish and Arabic when translated. */
  translations: Array<HelpCenterFaqTextInput>;
};

export type HelpCenterFaqTextInput = {
  answer: string;
  language: Language;
  question: string;
};

export type HelpCenterGuideInput = {
  categoryId: string | number;
  translations: Array<HelpCenterGuideTextInput>;
};

export type HelpCenterGuideTextInput = {
  /** HTML; sanitized before it is stored. */
  content: string;
  language: Language;
  subtitle?: string | null | undefined;
  title: string;
};

export type HelpCenterReorderInput = {
  categoryId: string | number;
  /** Every item of the category, in the new order. */
  ids: Array<string | number>;
};

export type HelpCenterSupportInput = {
  email: string;
  message: string;
  name: string;
  subject: string;
};

export type InviteEmployerInput = {
  companyId: string | number;
  email: string;
};

export type InviteStatus =
  | 'accepted'
  | 'expired'
  | 'pending';

export type JobAlertFrequency =
  | 'daily'
  | 'weekly';

export type JobReviewStatus =
  | 'approved'
  | 'none'
  | 'pending'
  | 'rejected';

export type JobSearchFilter = {
  companyId?: string | number | null | undefined;
  experienceLevel?: Array<string> | null | undefined;
  industry?: Array<string> | null | undefined;
  location?: string | null | undefined;
  postedWithinDays?: number | null | undefined;
  remote?: boolean | null | undefined;
  requiresCPA?: boolean | null | undefined;
  /** The currency of salaryMin and salaryMax (ISO 4217); USD when not given. */
  salaryCurrency?: string | null | undefined;
  salaryMax?: number | null | undefined;
  /** Yearly, in salaryCurrency; jobs compare in US dollars at the current rates. */
  salaryMin?: number | null | undefined;
  type?: Array<string> | null | undefined;
};

export type JobSort =
  | 'newest'
  | 'relevance'
  | 'salary';

export type JobStatus =
  | 'closed'
  | 'draft'
  | 'expired'
  | 'open';

export type Language =
  | 'ar'
  | 'en'
  | 'tr';

export type MailDraftInput = {
  /** Ids of uploaded files (POST /api/files). */
  attachments?: Array<string | number> | null | undefined;
  bcc?: Array<string | number> | null | undefined;
  cc?: Array<string | number> | null | undefined;
  content?: string | null | undefined;
  /** The draft being edited; absent for a new one. */
  id?: string | number | null | undefined;
  subject?: string | null | undefined;
  to?: Array<string | number> | null | undefined;
};

export type MailListInput = {
  /** ... or a filter: starred or important ... */
  filter?: string | null | undefined;
  /** A folder (default inbox) ... */
  folder?: string | null | undefined;
  /** ... or a label slug. */
  label?: string | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
  /** Words in the subject, the sender's name or address, or the text. */
  search?: string | null | undefined;
};

/** A bulk action (SPEC mailbox_action): type unread|starred|important (value true/false), folder (a folder), label|unlabel (a label slug), delete (from the trash). */
export type MailboxActionInput = {
  ids: Array<string | number>;
  type: string;
  value?: string | null | undefined;
};

export type MemberType =
  | 'employer'
  | 'jobseeker';

export type ModelBooleanInput = {
  eq?: boolean | null | undefined;
  ne?: boolean | null | undefined;
};

export type ModelIdInput = {
  eq?: string | number | null | undefined;
  ne?: string | number | null | undefined;
};

export type ModelIntInput = {
  eq?: number | null | undefined;
  ge?: number | null | undefined;
  gt?: number | null | undefined;
  le?: number | null | undefined;
  lt?: number | null | undefined;
  ne?: number | null | undefined;
};

export type ModelJobFilterInput = {
  and?: Array<ModelJobFilterInput | null | undefined> | null | undefined;
  applyWay?: ModelStringInput | null | undefined;
  companyJobsId?: ModelIdInput | null | undefined;
  deadline?: ModelStringInput | null | undefined;
  experienceLevel?: ModelStringInput | null | undefined;
  id?: ModelIdInput | null | undefined;
  industry?: ModelStringInput | null | undefined;
  language?: ModelStringInput | null | undefined;
  location?: ModelStringInput | null | undefined;
  not?: ModelJobFilterInput | null | undefined;
  or?: Array<ModelJobFilterInput | null | undefined> | null | undefined;
  position?: ModelStringInput | null | undefined;
  remote?: ModelBooleanInput | null | undefined;
  requiresCPA?: ModelBooleanInput | null | undefined;
  salaryEnd?: ModelIntInput | null | undefined;
  salaryStart?: ModelIntInput | null | undefined;
  status?: ModelStringInput | null | undefined;
  subindustry?: ModelStringInput | null | undefined;
  type?: ModelStringInput | null | undefined;
};

export type ModelStringInput = {
  beginsWith?: string | null | undefined;
  contains?: string | null | undefined;
  eq?: string | null | undefined;
  ge?: string | null | undefined;
  gt?: string | null | undefined;
  le?: string | null | undefined;
  lt?: string | null | undefined;
  ne?: string | null | undefined;
};

/** A note's fields; on update only those sent change. */
export type NoteInput = {
  archived?: boolean | null | undefined;
  content?: string | null | undefined;
  /** An image uploaded as a photo (POST /api/files, kind photo): /api/files/<id>; null to remove it. */
  image?: string | null | undefined;
  labels?: Array<string | number> | null | undefined;
  /** ISO date-time; null to remove it. */
  reminder?: string | null | undefined;
  tasks?: Array<NoteTaskInput> | null | undefined;
  title?: string | null | undefined;
};

export type NoteTaskInput = {
  completed?: boolean | null | undefined;
  content: string;
  /** Absent for a task just added. */
  id?: string | number | null | undefined;
};

export type NotesListInput = {
  /** notes (default), archived or reminders. */
  filter?: string | null | undefined;
  /** Only the notes with this label. */
  labelId?: string | number | null | undefined;
  /** Words in the title, the text or a task. */
  search?: string | null | undefined;
};

export type OrderCustomerInput = {
  company?: string | null | undefined;
  email: string;
  firstName: string;
  invoiceAddress: string;
  jobTitle?: string | null | undefined;
  lastName: string;
  phone?: string | null | undefined;
  shippingAddress: string;
};

/** An order taken by the staff; prices and sums come from the shop. */
export type OrderInput = {
  carrier: string;
  customer: OrderCustomerInput;
  /** Cents, zero or negative. */
  discount?: number | null | undefined;
  paymentMethod: string;
  products: Array<OrderLineInput>;
};

export type OrderLineInput = {
  productId: string | number;
  quantity: number;
};

export type OrderListInput = {
  /** asc or desc. */
  direction?: string | null | undefined;
  /** Rows per page, 1 to 100 (10 by default). */
  limit?: number | null | undefined;
  /** The nextToken of the previous page; none for the first. */
  nextToken?: string | null | undefined;
  /** Words in the reference or the customer's name, e-mail or company. */
  search?: string | null | undefined;
  /** reference, customer, total, date or status. */
  sort?: string | null | undefined;
  /** A status slug: only orders whose current status it is. */
  status?: string | null | undefined;
};

/** A product to save. Give priceTaxExcl or priceTaxIncl (cents); the server works out the other. */
export type ProductInput = {
  active?: boolean | null | undefined;
  categories?: Array<string> | null | undefined;
  comparedPrice?: number | null | undefined;
  depth?: number | null | undefined;
  description?: string | null | undefined;
  extraShippingFee?: number | null | undefined;
  featuredImageId?: string | number | null | undefined;
  handle: string;
  height?: number | null | undefined;
  /** Ids of uploaded images (POST /api/files) or of pictures already on the product. */
  images?: Array<string | number> | null | undefined;
  name: string;
  priceTaxExcl?: number | null | undefined;
  priceTaxIncl?: number | null | undefined;
  quantity?: number | null | undefined;
  sku: string;
  tags?: Array<string> | null | undefined;
  taxRate?: number | null | undefined;
  weight?: number | null | undefined;
  width?: number | null | undefined;
};

export type ProductListInput = {
  /** asc or desc. */
  direction?: string | null | undefined;
  /** Rows per page, 1 to 100 (10 by default). */
  limit?: number | null | undefined;
  /** The nextToken of the previous page; none for the first. */
  nextToken?: string | null | undefined;
  /** Words in the name, SKU, handle or categories. */
  search?: string | null | undefined;
  /** name, sku, priceTaxIncl, quantity, active or createdAt. */
  sort?: string | null | undefined;
};

export type ProfileCommentInput = {
  content: string;
  postId: string | number;
};

export type ProfilePostInput = {
  content: string;
};

export type ProfileSettingsInput = {
  allowComments?: boolean | null | undefined;
  allowLikes?: boolean | null | undefined;
};

export type ProfileTimelineInput = {
  /** 1 to 50, 10 when left out. */
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
  /** Whose timeline; the signed-in person's own when left out. */
  userId?: string | number | null | undefined;
};

/**
 * Which range each project dashboard widget shows (SPEC section 4). The figures are counted from the
 * staff's tasks and scrumboard cards and the viewer's calendar (project-dashboard-service.ts says how).
 */
export type ProjectDashboardRanges = {
  /** The issues' week: this-week (default) or last-week. */
  issues?: string | null | undefined;
  /** today (default) or tomorrow. */
  schedule?: string | null | undefined;
  /** DY (yesterday), DT (today, the default) or DTM (tomorrow). */
  summary?: string | null | undefined;
  /** this-week (default) or last-week. */
  taskDistribution?: string | null | undefined;
};

export type ReviewInput = {
  approve: boolean;
  id: string | number;
  /** Required when rejecting; e-mailed to the company's employers. */
  reason?: string | null | undefined;
};

export type Role =
  | 'admin'
  | 'staff'
  | 'user';

export type ScrumboardBoardInput = {
  description?: string | null | undefined;
  icon?: string | null | undefined;
  title: string;
};

/** A board's settings; only those sent change. */
export type ScrumboardBoardUpdateInput = {
  cardCoverImages?: boolean | null | undefined;
  description?: string | null | undefined;
  icon?: string | null | undefined;
  /** The whole list of members (workspace users), at least one. */
  memberIds?: Array<string | number> | null | undefined;
  /** The signed-in member's own. */
  subscribed?: boolean | null | undefined;
  title?: string | null | undefined;
};

/** A card's fields; only those sent change. */
export type ScrumboardCardUpdateInput = {
  /** One of the card's picture attachments; null to show none. */
  attachmentCoverId?: string | number | null | undefined;
  /** The card's checklists as they are to be. */
  checklists?: Array<ScrumboardChecklistInput> | null | undefined;
  description?: string | null | undefined;
  /** Epoch seconds; null to remove it. */
  dueDate?: number | null | undefined;
  labels?: Array<string | number> | null | undefined;
  memberIds?: Array<string | number> | null | undefined;
  subscribed?: boolean | null | undefined;
  title?: string | null | undefined;
};

export type ScrumboardCheckItemInput = {
  checked?: boolean | null | undefined;
  /** Absent for an item just added. */
  id?: string | number | null | undefined;
  name: string;
};

export type ScrumboardChecklistInput = {
  checkItems?: Array<ScrumboardCheckItemInput> | null | undefined;
  /** Absent for a checklist just added. */
  id?: string | number | null | undefined;
  name: string;
};

export type SendChatMessageInput = {
  /** Ids of your uploads (POST /api/files). */
  attachments?: Array<string | number> | null | undefined;
  chatId: string | number;
  value: string;
};

export type SendMailInput = {
  attachments?: Array<string | number> | null | undefined;
  bcc?: Array<string | number> | null | undefined;
  cc?: Array<string | number> | null | undefined;
  content: string;
  /** The draft this mail was written in (it is removed once sent). */
  draftId?: string | number | null | undefined;
  subject: string;
  to?: Array<string | number> | null | undefined;
};

export type SetCompanyFeaturedInput = {
  featured: boolean;
  id: string | number;
};

export type SetCompanyLicenseVerifiedInput = {
  id: string | number;
  verified: boolean;
};

export type SetUserDisabledInput = {
  disabled: boolean;
  id: string | number;
};

export type SetUserRolesInput = {
  id: string | number;
  /** from admin, staff, user (user is always kept) */
  roles: Array<string>;
};

export type StaffCompanyFilterInput = {
  featured?: boolean | null | undefined;
  licenseVerified?: boolean | null | undefined;
  /** pending, approved or rejected */
  status?: string | null | undefined;
};

export type StaffUserFilterInput = {
  /** none, claimed, confirmed or rejected */
  cpaStatus?: string | null | undefined;
  disabled?: boolean | null | undefined;
  /** jobseeker or employer */
  memberType?: string | null | undefined;
  /** admin, staff or user */
  role?: string | null | undefined;
};

export type SubTaskInput = {
  completed?: boolean | null | undefined;
  /** Absent for a subtask just added. */
  id?: string | number | null | undefined;
  title: string;
};

/** A task's fields; on update only those sent change, and the type cannot. */
export type TaskInput = {
  /** A taskAssignees id; null to give the task to no one. */
  assignedTo?: string | number | null | undefined;
  completed?: boolean | null | undefined;
  /** YYYY-MM-DD; null to remove it. */
  dueDate?: string | null | undefined;
  notes?: string | null | undefined;
  priority?: number | null | undefined;
  subTasks?: Array<SubTaskInput> | null | undefined;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  /** section or task (task when not given); only on creation. */
  type?: string | null | undefined;
};

export type UpdateCompanyInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  contactNo?: string | null | undefined;
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  id: string | number;
  industry?: string | null | undefined;
  license?: string | null | undefined;
  logo?: string | null | undefined;
  name?: string | null | undefined;
  size?: string | null | undefined;
  website?: string | null | undefined;
};

export type UpdateCurrencyRateInput = {
  currency: string;
  unitsPerUsd: number;
};

export type UpdateEducationInput = {
  current?: boolean | null | undefined;
  degree?: string | null | undefined;
  /** YYYY-MM-DD, not before start; empty while current */
  end?: string | null | undefined;
  id: string | number;
  school?: string | null | undefined;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  userID?: string | number | null | undefined;
};

/** What changes; only the fields sent. */
export type UpdateFileManagerItemInput = {
  description?: string | null | undefined;
  name?: string | null | undefined;
};

export type UpdateJobAlertInput = {
  frequency?: JobAlertFrequency | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  unsubscribed?: boolean | null | undefined;
};

export type UpdateJobApplicationInput = {
  id: string | number;
  jobManagerGroups?: Array<string> | null | undefined;
  /** Private to the company; empty clears it. */
  note?: string | null | undefined;
  /** The star is the Shortlisted status: true moves the application there, false moves a shortlisted one back to reviewing. */
  shortlist?: boolean | null | undefined;
  /** Any status but withdrawn (that is the applicant's). */
  status?: string | null | undefined;
};

export type UpdateJobInput = {
  address?: string | null | undefined;
  applyUrl?: string | null | undefined;
  /** internal (apply here) or external (applyUrl) */
  applyWay?: string | null | undefined;
  /** YYYY-MM-DD; must be after today to publish */
  deadline?: string | null | undefined;
  /** Rich text (HTML); only simple formatting is kept, the rest is removed on the server. */
  description?: string | null | undefined;
  education?: string | null | undefined;
  experience?: string | null | undefined;
  /** entry, associate, mid, senior, director or executive */
  experienceLevel?: string | null | undefined;
  id: string | number;
  industry?: string | null | undefined;
  keyword?: Array<string> | null | undefined;
  /** en, tr or ar: the language the ad is written in */
  language?: string | null | undefined;
  location?: string | null | undefined;
  position?: string | null | undefined;
  remote?: boolean | null | undefined;
  requirement?: string | null | undefined;
  requiresCPA?: boolean | null | undefined;
  salaryEnd?: number | null | undefined;
  salaryNegotiable?: boolean | null | undefined;
  salaryStart?: number | null | undefined;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  subindustry?: string | null | undefined;
  /** full-time, part-time, contract, temporary, internship or volunteer */
  type?: string | null | undefined;
};

export type UpdateJobSeekerContentInput = {
  /** Plain paragraphs separated by a blank line; markup is removed. */
  aboutUs: string;
  /** An uploaded banner (/api/files/<id>), an https:// address, or empty for the default picture. */
  bannerImage: string;
  bannerTitle: string;
  /** en, tr or ar: the record home-<language> is updated */
  language: string;
};

export type UpdateLicenseInput = {
  current?: boolean | null | undefined;
  /** YYYY-MM-DD, not before start; empty while current */
  end?: string | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  number?: string | null | undefined;
  organization?: string | null | undefined;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  userID?: string | number | null | undefined;
};

export type UpdateProjectBudgetInput = {
  expensesAmount: number;
  total: number;
  type: string;
};

/** A patch: absent fields are left alone, null or empty text clears a field. */
export type UpdateUserInput = {
  ageGroup?: string | null | undefined;
  countryCode?: string | null | undefined;
  /** Staff and admin only. */
  cpaReviewNote?: string | null | undefined;
  /** Staff and admin only, never on themselves. */
  cpaStatus?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  firstName?: string | null | undefined;
  fullName?: string | null | undefined;
  gender?: string | null | undefined;
  icon?: string | null | undefined;
  id: string | number;
  /** Staff and admin only, never on themselves; isCPA true is the same as cpaStatus confirmed. */
  isCPA?: boolean | null | undefined;
  jobStatus?: string | null | undefined;
  language?: string | null | undefined;
  lastName?: string | null | undefined;
  linkedIn?: string | null | undefined;
  location?: string | null | undefined;
  /** Staff and admin only. */
  memberType?: string | null | undefined;
  mobile?: string | null | undefined;
  privacyChecked?: boolean | null | undefined;
  /** Admin only, never on themselves. */
  role?: Array<string> | null | undefined;
  skill?: string | null | undefined;
  summary?: string | null | undefined;
};

export type UpdateWorkInput = {
  company?: string | null | undefined;
  current?: boolean | null | undefined;
  description?: string | null | undefined;
  /** YYYY-MM-DD, not before start; empty while current */
  end?: string | null | undefined;
  id: string | number;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
  title?: string | null | undefined;
  userID?: string | number | null | undefined;
};

export type StaffCompanyFieldsFragment = { id: string, ownerName: string | null, ownerEmail: string | null, ownerLanguage: string | null, reviewReason: string | null, jobsTrusted: boolean, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, city: string | null, countryCode: string | null, email: string | null, website: string | null, contactNo: string | null, address: string | null, license: string | null, licenseVerified: boolean, featured: boolean, status: CompanyStatus } };

export type StaffUserFieldsFragment = { id: string, disabled: boolean, user: { id: string, fullName: string | null, email: string, role: Array<Role>, memberType: MemberType, cpaStatus: CpaStatus, language: Language, emailVerified: boolean, createdAt: string, cpaLicense: { name: string, organization: string | null, number: string | null, end: string | null, current: boolean } | null } };

export type HomeContentRecordFieldsFragment = { id: string, language: Language, bannerTitle: string, bannerImage: string, aboutUs: string, updatedAt: string };

export type ModerationCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ModerationCountsQuery = { moderationCounts: { companies: number, jobs: number, cpaClaims: number } };

export type CompaniesForReviewQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type CompaniesForReviewQuery = { listCompaniesForReview: { nextToken: string | null, total: number, items: Array<{ id: string, ownerName: string | null, ownerEmail: string | null, ownerLanguage: string | null, reviewReason: string | null, jobsTrusted: boolean, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, city: string | null, countryCode: string | null, email: string | null, website: string | null, contactNo: string | null, address: string | null, license: string | null, licenseVerified: boolean, featured: boolean, status: CompanyStatus } }> } };

export type JobsForReviewQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type JobsForReviewQuery = { listJobsForReview: { nextToken: string | null, total: number, items: Array<{ id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", language: Language, deadline: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, updatedAt: string, company: { id: string, name: string, licenseVerified: boolean, countryCode: string | null } | null }> } };

export type StaffSearchUsersQueryVariables = Exact<{
  query?: string | null | undefined;
  filter?: StaffUserFilterInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type StaffSearchUsersQuery = { searchUsers: { nextToken: string | null, total: number, items: Array<{ id: string, disabled: boolean, user: { id: string, fullName: string | null, email: string, role: Array<Role>, memberType: MemberType, cpaStatus: CpaStatus, language: Language, emailVerified: boolean, createdAt: string, cpaLicense: { name: string, organization: string | null, number: string | null, end: string | null, current: boolean } | null } }> } };

export type StaffCompaniesQueryVariables = Exact<{
  query?: string | null | undefined;
  filter?: StaffCompanyFilterInput | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type StaffCompaniesQuery = { listCompaniesForStaff: { nextToken: string | null, total: number, items: Array<{ id: string, ownerName: string | null, ownerEmail: string | null, ownerLanguage: string | null, reviewReason: string | null, jobsTrusted: boolean, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, city: string | null, countryCode: string | null, email: string | null, website: string | null, contactNo: string | null, address: string | null, license: string | null, licenseVerified: boolean, featured: boolean, status: CompanyStatus } }> } };

export type ReviewCompanyMutationVariables = Exact<{
  input: ReviewInput;
}>;


export type ReviewCompanyMutation = { reviewCompany: { id: string, status: CompanyStatus } };

export type ReviewJobMutationVariables = Exact<{
  input: ReviewInput;
}>;


export type ReviewJobMutation = { reviewJob: { id: string, status: JobStatus } };

export type ReviewCpaClaimMutationVariables = Exact<{
  userId: string | number;
  approve: boolean;
  note?: string | null | undefined;
}>;


export type ReviewCpaClaimMutation = { reviewCPAClaim: { id: string, cpaStatus: CpaStatus } };

export type SetUserRolesMutationVariables = Exact<{
  input: SetUserRolesInput;
}>;


export type SetUserRolesMutation = { setUserRoles: { id: string } };

export type SetUserDisabledMutationVariables = Exact<{
  input: SetUserDisabledInput;
}>;


export type SetUserDisabledMutation = { setUserDisabled: { id: string, disabled: boolean } };

export type SetCompanyLicenseVerifiedMutationVariables = Exact<{
  input: SetCompanyLicenseVerifiedInput;
}>;


export type SetCompanyLicenseVerifiedMutation = { setCompanyLicenseVerified: { id: string } };

export type SetCompanyFeaturedMutationVariables = Exact<{
  input: SetCompanyFeaturedInput;
}>;


export type SetCompanyFeaturedMutation = { setCompanyFeatured: { id: string } };

export type HomeContentRecordQueryVariables = Exact<{
  id: string | number;
}>;


export type HomeContentRecordQuery = { getJobSeekerContent: { id: string, language: Language, bannerTitle: string, bannerImage: string, aboutUs: string, updatedAt: string } | null };

export type UpdateJobSeekerContentMutationVariables = Exact<{
  input: UpdateJobSeekerContentInput;
}>;


export type UpdateJobSeekerContentMutation = { updateJobSeekerContent: { id: string, language: Language, bannerTitle: string, bannerImage: string, aboutUs: string, updatedAt: string } };

export type UpdateCurrencyRateMutationVariables = Exact<{
  input: UpdateCurrencyRateInput;
}>;


export type UpdateCurrencyRateMutation = { updateCurrencyRate: { currency: string, unitsPerUsd: number, updatedAt: string, updatedByName: string | null } };

export type MyJobAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyJobAlertsQuery = { myJobAlerts: Array<{ id: string, name: string, frequency: JobAlertFrequency, keywords: string, query: string, searchPath: string, unsubscribed: boolean, lastSentAt: string | null, createdAt: string }> };

export type CreateJobAlertMutationVariables = Exact<{
  input: CreateJobAlertInput;
}>;


export type CreateJobAlertMutation = { createJobAlert: { id: string, name: string } };

export type UpdateJobAlertMutationVariables = Exact<{
  input: UpdateJobAlertInput;
}>;


export type UpdateJobAlertMutation = { updateJobAlert: { id: string, name: string, frequency: JobAlertFrequency, unsubscribed: boolean } };

export type DeleteJobAlertMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteJobAlertMutation = { deleteJobAlert: { id: string } };

export type JobApplicantFieldsFragment = { id: string, status: ApplicationStatus, statusChangedAt: string | null, appliedAt: string, shortlist: boolean, jobManagerGroups: Array<string>, note: string | null, coverLetter: string | null, salary: number | null, resume: { id: string, filename: string, mimeType: string, size: number, url: string } | null, applicant: { id: string, name: string, email: string, mobile: string | null, location: string | null, summary: string | null, skills: string | null, linkedIn: string | null, isCPA: boolean, cpaStatus: CpaStatus, photo: string | null, work: Array<{ id: string, title: string, company: string, start: string | null, end: string | null, current: boolean, description: string | null }>, education: Array<{ id: string, school: string, degree: string | null, start: string | null, end: string | null, current: boolean }>, licenses: Array<{ id: string, name: string, organization: string | null, number: string | null, start: string | null, end: string | null, current: boolean }> } | null };

export type ApplicantsQueryVariables = Exact<{
  jobId: string | number;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type ApplicantsQuery = { listJobApplications: { nextToken: string | null, groups: Array<string>, job: { id: string, position: string, status: JobStatus, isOpen: boolean, company: { id: string, name: string } | null }, items: Array<{ id: string, status: ApplicationStatus, statusChangedAt: string | null, appliedAt: string, shortlist: boolean, jobManagerGroups: Array<string>, note: string | null, coverLetter: string | null, salary: number | null, resume: { id: string, filename: string, mimeType: string, size: number, url: string } | null, applicant: { id: string, name: string, email: string, mobile: string | null, location: string | null, summary: string | null, skills: string | null, linkedIn: string | null, isCPA: boolean, cpaStatus: CpaStatus, photo: string | null, work: Array<{ id: string, title: string, company: string, start: string | null, end: string | null, current: boolean, description: string | null }>, education: Array<{ id: string, school: string, degree: string | null, start: string | null, end: string | null, current: boolean }>, licenses: Array<{ id: string, name: string, organization: string | null, number: string | null, start: string | null, end: string | null, current: boolean }> } | null }> } };

export type UpdateApplicantMutationVariables = Exact<{
  input: UpdateJobApplicationInput;
}>;


export type UpdateApplicantMutation = { updateJobApplication: { id: string, status: ApplicationStatus, statusChangedAt: string | null, appliedAt: string, shortlist: boolean, jobManagerGroups: Array<string>, note: string | null, coverLetter: string | null, salary: number | null, resume: { id: string, filename: string, mimeType: string, size: number, url: string } | null, applicant: { id: string, name: string, email: string, mobile: string | null, location: string | null, summary: string | null, skills: string | null, linkedIn: string | null, isCPA: boolean, cpaStatus: CpaStatus, photo: string | null, work: Array<{ id: string, title: string, company: string, start: string | null, end: string | null, current: boolean, description: string | null }>, education: Array<{ id: string, school: string, degree: string | null, start: string | null, end: string | null, current: boolean }>, licenses: Array<{ id: string, name: string, organization: string | null, number: string | null, start: string | null, end: string | null, current: boolean }> } | null } };

export type ApplyJobQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplyJobQuery = { getJob: { id: string, position: string, location: string | null, deadline: string | null, status: JobStatus, isOpen: boolean, applyWay: ApplyWay, applyUrl: string | null, requiresCPA: boolean, salaryCurrency: string, company: { id: string, name: string, logo: string | null } | null } | null };

export type EligibilityQueryVariables = Exact<{
  jobId: string | number;
}>;


export type EligibilityQuery = { jobApplicationEligibility: { canApply: boolean, reason: ApplyBlockReason | null, application: { id: string, status: ApplicationStatus, appliedAt: string } | null, applicant: { displayName: string, fullName: string | null, email: string, emailVerified: boolean, mobile: string | null, countryCode: string | null, location: string | null, isCPA: boolean, cpaStatus: CpaStatus } } };

export type ApplyMutationVariables = Exact<{
  input: CreateJobApplicationInput;
}>;


export type ApplyMutation = { createJobApplication: { id: string, status: ApplicationStatus } };

export type MyApplicationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type MyApplicationsQuery = { myJobApplications: { nextToken: string | null, items: Array<{ id: string, status: ApplicationStatus, appliedAt: string, statusChangedAt: string | null, jobApplicationsId: string, job: { id: string, position: string, location: string | null, company: { id: string, name: string } | null } | null }> } };

export type WithdrawMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawMutation = { withdrawJobApplication: { id: string, status: ApplicationStatus } };

export type AcademyCategoriesQueryVariables = Exact<{
  language?: Language | null | undefined;
}>;


export type AcademyCategoriesQuery = { academyCategories: Array<{ id: string, slug: string, title: string, color: string }> };

export type AcademyCoursesQueryVariables = Exact<{
  filter?: AcademyCourseFilter | null | undefined;
  language?: Language | null | undefined;
}>;


export type AcademyCoursesQuery = { academyCourses: Array<{ id: string, slug: string, categoryId: string, title: string, description: string, duration: number, totalSteps: number, featured: boolean, updatedAt: string, progress: { currentStep: number, completed: boolean, started: boolean } }> };

export type AcademyCourseQueryVariables = Exact<{
  slug: string;
  language?: Language | null | undefined;
}>;


export type AcademyCourseQuery = { academyCourse: { id: string, slug: string, categoryId: string, title: string, description: string, duration: number, totalSteps: number, featured: boolean, updatedAt: string, activeStep: number, progress: { currentStep: number, completed: boolean, started: boolean }, steps: Array<{ order: number, title: string, subtitle: string, content: string }>, translations: Array<{ language: Language, title: string, description: string }> } };

export type SaveAcademyProgressMutationVariables = Exact<{
  input: AcademyProgressInput;
}>;


export type SaveAcademyProgressMutation = { saveAcademyProgress: { id: string, activeStep: number, progress: { currentStep: number, completed: boolean, started: boolean } } };

export type CreateAcademyCourseMutationVariables = Exact<{
  input: AcademyCourseInput;
}>;


export type CreateAcademyCourseMutation = { createAcademyCourse: { id: string, slug: string } };

export type UpdateAcademyCourseMutationVariables = Exact<{
  id: string | number;
  input: AcademyCourseInput;
}>;


export type UpdateAcademyCourseMutation = { updateAcademyCourse: { id: string, slug: string } };

export type DeleteAcademyCourseMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAcademyCourseMutation = { deleteAcademyCourse: string };

export type AnalyticsDashboardQueryVariables = Exact<{
  range: AnalyticsRangeInput;
}>;


export type AnalyticsDashboardQuery = { analyticsDashboard: { from: string, to: string, previousFrom: string, previousTo: string, conversionRate: number, previousConversionRate: number, demoDays: number, rolledAt: string | null, totals: { pageViews: number, visitors: number, newVisitors: number, returningVisitors: number, visits: number, impressions: number, applications: number, signUps: number, conversions: number }, previousTotals: { pageViews: number, visitors: number, newVisitors: number, returningVisitors: number, visits: number, impressions: number, applications: number, signUps: number, conversions: number }, days: Array<{ day: string, figures: { pageViews: number, visitors: number, newVisitors: number, returningVisitors: number, visits: number, impressions: number, applications: number, signUps: number, conversions: number } }>, previousDays: Array<{ day: string, figures: { pageViews: number, visitors: number, newVisitors: number, returningVisitors: number, visits: number, impressions: number, applications: number, signUps: number, conversions: number } }>, languages: Array<{ key: Language, visitors: number, pageViews: number }>, genders: Array<{ key: string, count: number }>, ages: Array<{ key: string, count: number }> } };

export type AnalyticsFigureFieldsFragment = { pageViews: number, visitors: number, newVisitors: number, returningVisitors: number, visits: number, impressions: number, applications: number, signUps: number, conversions: number };

export type RollUpAnalyticsMutationVariables = Exact<{ [key: string]: never; }>;


export type RollUpAnalyticsMutation = { rollUpAnalytics: Array<string> };

export type CalendarLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarLabelsQuery = { calendarLabels: Array<{ id: string, title: string, color: string, key: string | null }> };

export type CalendarEventsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type CalendarEventsQuery = { calendarEvents: Array<{ id: string, title: string, allDay: boolean, start: string, end: string, extendedProps: { desc: string, label: string } }> };

export type CreateCalendarEventMutationVariables = Exact<{
  input: CalendarEventInput;
}>;


export type CreateCalendarEventMutation = { createCalendarEvent: { id: string } };

export type UpdateCalendarEventMutationVariables = Exact<{
  id: string | number;
  input: CalendarEventInput;
}>;


export type UpdateCalendarEventMutation = { updateCalendarEvent: { id: string } };

export type DeleteCalendarEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCalendarEventMutation = { deleteCalendarEvent: string };

export type CreateCalendarLabelMutationVariables = Exact<{
  input: CalendarLabelInput;
}>;


export type CreateCalendarLabelMutation = { createCalendarLabel: { id: string } };

export type UpdateCalendarLabelMutationVariables = Exact<{
  id: string | number;
  input: CalendarLabelInput;
}>;


export type UpdateCalendarLabelMutation = { updateCalendarLabel: { id: string } };

export type DeleteCalendarLabelMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCalendarLabelMutation = { deleteCalendarLabel: string };

export type ChatListQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatListQuery = { chats: Array<{ id: string, contactId: string, unreadCount: number, muted: boolean, lastMessage: string | null, lastMessageAt: string | null, contact: { id: string, name: string, avatar: string | null, about: string, status: string } }> };

export type ChatOwnProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatOwnProfileQuery = { chatProfile: { id: string, name: string, email: string, status: string, avatar: string | null, about: string } };

export type ChatContactListQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ChatContactListQuery = { chatContacts: Array<{ id: string, name: string, avatar: string | null, about: string, status: string }> };

export type ChatContactCardQueryVariables = Exact<{
  id: string | number;
}>;


export type ChatContactCardQuery = { chatContact: { id: string, name: string, avatar: string | null, about: string, status: string, details: { title: string | null, company: string | null, address: string | null, emails: Array<{ email: string, label: string }>, phoneNumbers: Array<{ phoneNumber: string, label: string }> }, attachments: { links: Array<string>, media: Array<{ fileId: string, name: string, url: string }>, docs: Array<{ fileId: string, name: string, url: string }> } | null } };

export type ChatMessageListQueryVariables = Exact<{
  input: ChatMessagesInput;
}>;


export type ChatMessageListQuery = { chatMessages: { nextToken: string | null, items: Array<{ id: string, chatId: string, contactId: string | null, value: string, createdAt: string, attachments: Array<{ name: string, url: string }> }> } };

export type UpdateChatProfileMutationVariables = Exact<{
  input: ChatProfileInput;
}>;


export type UpdateChatProfileMutation = { updateChatProfile: { id: string, status: string, about: string } };

export type StartChatMutationVariables = Exact<{
  contactId: string | number;
}>;


export type StartChatMutation = { startChat: { id: string } };

export type SendChatMessageMutationVariables = Exact<{
  input: SendChatMessageInput;
}>;


export type SendChatMessageMutation = { sendChatMessage: { id: string, chatId: string, contactId: string | null, value: string, createdAt: string, attachments: Array<{ name: string, url: string }> } };

export type MarkChatReadMutationVariables = Exact<{
  chatId: string | number;
}>;


export type MarkChatReadMutation = { markChatRead: { id: string, unreadCount: number } };

export type SetChatMutedMutationVariables = Exact<{
  input: ChatMuteInput;
}>;


export type SetChatMutedMutation = { setChatMuted: { id: string, muted: boolean } };

export type ChatMessageArrivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ChatMessageArrivedSubscription = { chatMessageArrived: { chat: { id: string, unreadCount: number }, message: { id: string, chatId: string, contactId: string | null, value: string, createdAt: string, attachments: Array<{ name: string, url: string }> } } };

export type ChatContactChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ChatContactChangedSubscription = { chatContactChanged: { id: string, status: string } };

export type ContactFieldsFragment = { id: string, avatar: string | null, background: string | null, name: string, title: string | null, company: string | null, birthday: string | null, address: string | null, notes: string | null, tags: Array<string>, emails: Array<{ email: string, label: string }>, phoneNumbers: Array<{ country: string, phoneNumber: string, label: string }> };

export type ContactsPageQueryVariables = Exact<{
  input?: ContactListInput | null | undefined;
}>;


export type ContactsPageQuery = { contacts: { nextToken: string | null, total: number, items: Array<{ id: string, avatar: string | null, background: string | null, name: string, title: string | null, company: string | null, birthday: string | null, address: string | null, notes: string | null, tags: Array<string>, emails: Array<{ email: string, label: string }>, phoneNumbers: Array<{ country: string, phoneNumber: string, label: string }> }> } };

export type ContactDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type ContactDetailsQuery = { contact: { id: string, avatar: string | null, background: string | null, name: string, title: string | null, company: string | null, birthday: string | null, address: string | null, notes: string | null, tags: Array<string>, emails: Array<{ email: string, label: string }>, phoneNumbers: Array<{ country: string, phoneNumber: string, label: string }> } };

export type ContactTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactTagsQuery = { contactTags: Array<{ id: string, title: string, builtIn: string | null }> };

export type CreateContactMutationVariables = Exact<{
  input: ContactInput;
}>;


export type CreateContactMutation = { createContact: { id: string, avatar: string | null, background: string | null, name: string, title: string | null, company: string | null, birthday: string | null, address: string | null, notes: string | null, tags: Array<string>, emails: Array<{ email: string, label: string }>, phoneNumbers: Array<{ country: string, phoneNumber: string, label: string }> } };

export type UpdateContactMutationVariables = Exact<{
  id: string | number;
  input: ContactInput;
}>;


export type UpdateContactMutation = { updateContact: { id: string, avatar: string | null, background: string | null, name: string, title: string | null, company: string | null, birthday: string | null, address: string | null, notes: string | null, tags: Array<string>, emails: Array<{ email: string, label: string }>, phoneNumbers: Array<{ country: string, phoneNumber: string, label: string }> } };

export type DeleteContactMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteContactMutation = { deleteContact: string };

export type CreateContactTagMutationVariables = Exact<{
  title: string;
}>;


export type CreateContactTagMutation = { createContactTag: { id: string, title: string, builtIn: string | null } };

export type RenameContactTagMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type RenameContactTagMutation = { renameContactTag: { id: string, title: string, builtIn: string | null } };

export type DeleteContactTagMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteContactTagMutation = { deleteContactTag: string };

export type CryptoDashboardQueryVariables = Exact<{
  range?: string | null | undefined;
}>;


export type CryptoDashboardQuery = { cryptoDashboard: { range: string, coins: Array<{ coin: string, name: string, price: number, marketCap: number, volume: number, supply: number, allTimeHigh: number, updatedAt: string | null, spark: Array<number>, trend: { dir: string, amount: number }, series: Array<{ at: string, price: number }> }>, wallets: Array<{ id: string, coin: string, amount: number, valueUsd: number }> } };

export type CryptoTradeMutationVariables = Exact<{
  input: CryptoTradeInput;
}>;


export type CryptoTradeMutation = { cryptoTrade: { side: string, coin: string, price: number, amountUsd: number, coinAmount: number, usdBalance: number, coinBalance: number } };

export type ImportCryptoPricesMutationVariables = Exact<{
  csv: string;
}>;


export type ImportCryptoPricesMutation = { importCryptoPrices: { imported: number, days: number, minutes: number } };

export type EcommerceProductsQueryVariables = Exact<{
  input?: ProductListInput | null | undefined;
}>;


export type EcommerceProductsQuery = { ecommerceProducts: { total: number, nextToken: string | null, items: Array<{ id: string, name: string, sku: string, categories: Array<string>, featuredImageId: string | null, priceTaxExcl: number, priceTaxIncl: number, taxRate: number, quantity: number, active: boolean, images: Array<{ id: string, url: string }> }> } };

export type EcommerceProductQueryVariables = Exact<{
  id: string | number;
}>;


export type EcommerceProductQuery = { ecommerceProduct: { id: string, name: string, handle: string, description: string, categories: Array<string>, tags: Array<string>, featuredImageId: string | null, priceTaxExcl: number, priceTaxIncl: number, taxRate: number, comparedPrice: number, quantity: number, sku: string, width: number, height: number, depth: number, weight: number, extraShippingFee: number, active: boolean, images: Array<{ id: string, url: string, type: string }> } };

export type CreateEcommerceProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateEcommerceProductMutation = { createEcommerceProduct: { id: string } };

export type UpdateEcommerceProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type UpdateEcommerceProductMutation = { updateEcommerceProduct: { id: string } };

export type DeleteEcommerceProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEcommerceProductMutation = { deleteEcommerceProduct: { id: string } };

export type EcommerceOrdersQueryVariables = Exact<{
  input?: OrderListInput | null | undefined;
}>;


export type EcommerceOrdersQuery = { ecommerceOrders: { total: number, nextToken: string | null, items: Array<{ id: string, reference: string, total: number, date: string, customer: { firstName: string, lastName: string }, payment: { method: string }, status: Array<{ slug: string }> }> } };

export type EcommerceOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type EcommerceOrderQuery = { ecommerceOrder: { id: string, reference: string, subtotal: number, tax: number, discount: number, total: number, date: string, customer: { firstName: string, lastName: string, company: string, jobTitle: string, email: string, phone: string, invoiceAddress: { address: string }, shippingAddress: { address: string } }, products: Array<{ id: string, name: string, price: number, quantity: number, image: string | null }>, status: Array<{ id: string, slug: string, color: string, date: string }>, payment: { transactionId: string, amount: number, method: string, date: string }, shippingDetails: Array<{ tracking: string, carrier: string, weight: number, fee: number, date: string }> } };

export type CreateEcommerceOrderMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CreateEcommerceOrderMutation = { createEcommerceOrder: { id: string, reference: string } };

export type AddEcommerceOrderStatusMutationVariables = Exact<{
  input: AddOrderStatusInput;
}>;


export type AddEcommerceOrderStatusMutation = { addEcommerceOrderStatus: { id: string } };

export type FileManagerFolderQueryVariables = Exact<{
  folderId?: string | number | null | undefined;
}>;


export type FileManagerFolderQuery = { fileManagerFolder: { folder: { id: string, name: string } | null, path: Array<{ id: string, name: string }>, items: Array<{ id: string, folderId: string | null, name: string, type: string, createdBy: string, createdAt: string, modifiedAt: string, size: number, contents: number | null, description: string, url: string | null }> } };

export type FileManagerFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type FileManagerFoldersQuery = { fileManagerFolders: Array<{ id: string, folderId: string | null, name: string }> };

export type CreateFileManagerFolderMutationVariables = Exact<{
  input: CreateFileManagerFolderInput;
}>;


export type CreateFileManagerFolderMutation = { createFileManagerFolder: { id: string } };

export type AddFileManagerFileMutationVariables = Exact<{
  input: AddFileManagerFileInput;
}>;


export type AddFileManagerFileMutation = { addFileManagerFile: { id: string } };

export type UpdateFileManagerItemMutationVariables = Exact<{
  id: string | number;
  input: UpdateFileManagerItemInput;
}>;


export type UpdateFileManagerItemMutation = { updateFileManagerItem: { id: string } };

export type MoveFileManagerItemMutationVariables = Exact<{
  id: string | number;
  folderId?: string | number | null | undefined;
}>;


export type MoveFileManagerItemMutation = { moveFileManagerItem: { id: string } };

export type DeleteFileManagerItemMutationVariables = Exact<{
  id: string | number;
  withContents?: boolean | null | undefined;
}>;


export type DeleteFileManagerItemMutation = { deleteFileManagerItem: string };

export type HelpCenterCategoriesQueryVariables = Exact<{
  language?: Language | null | undefined;
}>;


export type HelpCenterCategoriesQuery = { helpCenterCategories: Array<{ id: string, kind: string, slug: string, title: string, position: number }> };

export type HelpCenterFaqsQueryVariables = Exact<{
  categorySlug?: string | null | undefined;
  language?: Language | null | undefined;
}>;


export type HelpCenterFaqsQuery = { helpCenterFaqs: Array<{ id: string, categoryId: string, question: string, answer: string, language: Language, position: number, translations: Array<{ language: Language, question: string, answer: string }> }> };

export type HelpCenterGuidesQueryVariables = Exact<{
  categorySlug?: string | null | undefined;
  language?: Language | null | undefined;
}>;


export type HelpCenterGuidesQuery = { helpCenterGuides: Array<{ id: string, categoryId: string, slug: string, title: string, subtitle: string, language: Language, position: number }> };

export type HelpCenterGuideQueryVariables = Exact<{
  slug: string;
  language?: Language | null | undefined;
}>;


export type HelpCenterGuideQuery = { helpCenterGuide: { id: string, categoryId: string, slug: string, title: string, subtitle: string, content: string, language: Language, updatedAt: string, translations: Array<{ language: Language, title: string, subtitle: string, content: string }> } };

export type SearchHelpCenterQueryVariables = Exact<{
  query: string;
  language?: Language | null | undefined;
}>;


export type SearchHelpCenterQuery = { searchHelpCenter: { faqs: Array<{ id: string, categoryId: string, question: string, answer: string, language: Language }>, guides: Array<{ id: string, categoryId: string, slug: string, title: string, subtitle: string, language: Language }> } };

export type CreateHelpCenterFaqMutationVariables = Exact<{
  input: HelpCenterFaqInput;
}>;


export type CreateHelpCenterFaqMutation = { createHelpCenterFaq: { id: string } };

export type UpdateHelpCenterFaqMutationVariables = Exact<{
  id: string | number;
  input: HelpCenterFaqInput;
}>;


export type UpdateHelpCenterFaqMutation = { updateHelpCenterFaq: { id: string } };

export type DeleteHelpCenterFaqMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHelpCenterFaqMutation = { deleteHelpCenterFaq: string };

export type ReorderHelpCenterFaqsMutationVariables = Exact<{
  input: HelpCenterReorderInput;
}>;


export type ReorderHelpCenterFaqsMutation = { reorderHelpCenterFaqs: Array<string> };

export type CreateHelpCenterGuideMutationVariables = Exact<{
  input: HelpCenterGuideInput;
}>;


export type CreateHelpCenterGuideMutation = { createHelpCenterGuide: { id: string, slug: string } };

export type UpdateHelpCenterGuideMutationVariables = Exact<{
  id: string | number;
  input: HelpCenterGuideInput;
}>;


export type UpdateHelpCenterGuideMutation = { updateHelpCenterGuide: { id: string, slug: string } };

export type DeleteHelpCenterGuideMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHelpCenterGuideMutation = { deleteHelpCenterGuide: string };

export type ReorderHelpCenterGuidesMutationVariables = Exact<{
  input: HelpCenterReorderInput;
}>;


export type ReorderHelpCenterGuidesMutation = { reorderHelpCenterGuides: Array<string> };

export type SendHelpCenterSupportRequestMutationVariables = Exact<{
  input: HelpCenterSupportInput;
  language?: Language | null | undefined;
}>;


export type SendHelpCenterSupportRequestMutation = { sendHelpCenterSupportRequest: { id: string, createdAt: string } };

export type MailboxPageQueryVariables = Exact<{
  input?: MailListInput | null | undefined;
}>;


export type MailboxPageQuery = { mailbox: { nextToken: string | null, total: number, items: Array<{ id: string, date: string, subject: string, preview: string, starred: boolean, important: boolean, unread: boolean, folder: string, labels: Array<string>, from: { id: string | null, name: string, email: string }, to: Array<{ id: string | null, name: string, email: string }>, attachments: Array<{ fileId: string }> }> } };

export type MailDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type MailDetailsQuery = { mail: { id: string, date: string, subject: string, content: string, starred: boolean, important: boolean, unread: boolean, folder: string, labels: Array<string>, from: { id: string | null, name: string, email: string }, to: Array<{ id: string | null, name: string, email: string }>, cc: Array<{ id: string | null, name: string, email: string }>, bcc: Array<{ id: string | null, name: string, email: string }>, attachments: Array<{ fileId: string, type: string, name: string, size: number, preview: string | null, downloadUrl: string }> } };

export type MailboxCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type MailboxCountsQuery = { mailboxCounts: Array<{ folder: string, unread: number, total: number }> };

export type MailRecipientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type MailRecipientsQuery = { mailRecipients: Array<{ id: string | null, name: string, email: string }> };

export type SaveMailDraftMutationVariables = Exact<{
  input: MailDraftInput;
}>;


export type SaveMailDraftMutation = { saveMailDraft: { id: string } };

export type SendMailMutationVariables = Exact<{
  input: SendMailInput;
}>;


export type SendMailMutation = { sendMail: { id: string } };

export type MailboxActionMutationVariables = Exact<{
  input: MailboxActionInput;
}>;


export type MailboxActionMutation = { mailboxAction: Array<{ id: string, unread: boolean, starred: boolean, important: boolean, folder: string, labels: Array<string> }> };

export type MailArrivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MailArrivedSubscription = { notificationAdded: { id: string, link: string | null } };

export type NotesPageQueryVariables = Exact<{
  input?: NotesListInput | null | undefined;
}>;


export type NotesPageQuery = { notes: Array<{ id: string, title: string, content: string, image: string | null, reminder: string | null, labels: Array<string>, archived: boolean, createdAt: string, updatedAt: string, tasks: Array<{ id: string, content: string, completed: boolean }> }> };

export type NotesLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotesLabelsQuery = { notesLabels: Array<{ id: string, title: string }> };

export type CreateNoteMutationVariables = Exact<{
  input: NoteInput;
}>;


export type CreateNoteMutation = { createNote: { id: string } };

export type UpdateNoteMutationVariables = Exact<{
  id: string | number;
  input: NoteInput;
}>;


export type UpdateNoteMutation = { updateNote: { id: string } };

export type DeleteNoteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNoteMutation = { deleteNote: string };

export type CreateNotesLabelMutationVariables = Exact<{
  title: string;
}>;


export type CreateNotesLabelMutation = { createNotesLabel: { id: string, title: string } };

export type RenameNotesLabelMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type RenameNotesLabelMutation = { renameNotesLabel: { id: string, title: string } };

export type DeleteNotesLabelMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNotesLabelMutation = { deleteNotesLabel: string };

export type MyNotificationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type MyNotificationsQuery = { myNotifications: { nextToken: string | null, total: number, unread: number, items: Array<{ id: string, icon: string | null, image: string | null, title: string, description: string, time: string, read: boolean, link: string | null, useRouter: boolean }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
  read?: boolean | null | undefined;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, read: boolean } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type DeleteNotificationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteNotificationMutation = { deleteNotification: { id: string } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { id: string, icon: string | null, image: string | null, title: string, description: string, time: string, read: boolean, link: string | null, useRouter: boolean } };

export type NotificationsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationsChangedSubscription = { notificationsChanged: boolean };

export type ProfilePageQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type ProfilePageQuery = { profilePage: { role: string, isSelf: boolean, memberSince: string, email: string, location: string | null, mobile: string | null, linkedIn: string | null, summary: string | null, skills: Array<string>, canLike: boolean, canComment: boolean, person: { id: string, name: string, avatar: string }, works: Array<{ id: string, title: string, company: string, description: string | null, start: string | null, end: string | null, current: boolean }>, educations: Array<{ id: string, school: string, degree: string | null, start: string | null, end: string | null, current: boolean }>, licenses: Array<{ id: string, name: string, organization: string | null, start: string | null, end: string | null, current: boolean }>, companies: Array<{ id: string, name: string, logo: string | null, title: string | null }>, colleagues: Array<{ id: string, name: string, avatar: string }>, settings: { allowLikes: boolean, allowComments: boolean } | null } };

export type ProfilePostFieldsFragment = { id: string, content: string, createdAt: string, likeCount: number, likedByMe: boolean, shareCount: number, sharedByMe: boolean, commentCount: number, canLike: boolean, canComment: boolean, canShare: boolean, canDelete: boolean, author: { id: string, name: string, avatar: string }, comments: Array<{ id: string, content: string, createdAt: string, canDelete: boolean, author: { id: string, name: string, avatar: string } }> };

export type ProfileTimelineQueryVariables = Exact<{
  input?: ProfileTimelineInput | null | undefined;
}>;


export type ProfileTimelineQuery = { profileTimeline: { nextToken: string | null, items: Array<{ id: string, kind: string, at: string, status: string | null, job: { id: string, position: string, companyName: string } | null, post: { id: string, content: string, createdAt: string, likeCount: number, likedByMe: boolean, shareCount: number, sharedByMe: boolean, commentCount: number, canLike: boolean, canComment: boolean, canShare: boolean, canDelete: boolean, author: { id: string, name: string, avatar: string }, comments: Array<{ id: string, content: string, createdAt: string, canDelete: boolean, author: { id: string, name: string, avatar: string } }> } | null }> } };

export type ProfilePhotosQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type ProfilePhotosQuery = { profilePhotos: Array<{ id: string, url: string, name: string, createdAt: string }> };

export type CreateProfilePostMutationVariables = Exact<{
  input: ProfilePostInput;
}>;


export type CreateProfilePostMutation = { createProfilePost: { id: string } };

export type DeleteProfilePostMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProfilePostMutation = { deleteProfilePost: string };

export type LikeProfilePostMutationVariables = Exact<{
  id: string | number;
}>;


export type LikeProfilePostMutation = { likeProfilePost: { id: string } };

export type ShareProfilePostMutationVariables = Exact<{
  id: string | number;
}>;


export type ShareProfilePostMutation = { shareProfilePost: { id: string } };

export type ProfilePostQueryVariables = Exact<{
  id: string | number;
}>;


export type ProfilePostQuery = { profilePost: { id: string, content: string, createdAt: string, likeCount: number, likedByMe: boolean, shareCount: number, sharedByMe: boolean, commentCount: number, canLike: boolean, canComment: boolean, canShare: boolean, canDelete: boolean, author: { id: string, name: string, avatar: string }, comments: Array<{ id: string, content: string, createdAt: string, canDelete: boolean, author: { id: string, name: string, avatar: string } }> } };

export type UnlikeProfilePostMutationVariables = Exact<{
  id: string | number;
}>;


export type UnlikeProfilePostMutation = { unlikeProfilePost: { id: string } };

export type CommentOnProfilePostMutationVariables = Exact<{
  input: ProfileCommentInput;
}>;


export type CommentOnProfilePostMutation = { commentOnProfilePost: { id: string } };

export type DeleteProfileCommentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProfileCommentMutation = { deleteProfileComment: { id: string } };

export type UpdateProfileSettingsMutationVariables = Exact<{
  input: ProfileSettingsInput;
}>;


export type UpdateProfileSettingsMutation = { updateProfileSettings: { allowLikes: boolean, allowComments: boolean } };

export type ProjectDashboardQueryVariables = Exact<{
  ranges?: ProjectDashboardRanges | null | undefined;
}>;


export type ProjectDashboardQuery = { projectDashboard: { today: string, summary: { range: string, day: string, due: number, completed: number }, overdue: { tasks: number, fromYesterday: number }, issues: { open: number, opened: number, closed: number }, features: { proposed: number, implemented: number }, issueWeek: { range: string, days: Array<{ day: string, new: number, closed: number }>, overview: { new: number, closed: number, open: number, overdue: number, urgent: number } }, taskDistribution: { range: string, due: number, newTasks: number, completedTasks: number, tags: Array<{ tag: string, count: number }> }, schedule: { range: string, day: string, events: Array<{ id: string, title: string, startsAt: string, endsAt: string, allDay: boolean, label: string, labelKey: string | null, color: string }> }, budget: Array<{ type: string, total: number, expensesAmount: number, expensesPercentage: number, remainingAmount: number, remainingPercentage: number }>, teamMembers: Array<{ id: string, avatar: string | null, name: string, email: string, phone: string | null, title: string | null, role: string }> } };

export type UpdateProjectBudgetMutationVariables = Exact<{
  input: UpdateProjectBudgetInput;
}>;


export type UpdateProjectBudgetMutation = { updateProjectBudget: { type: string, total: number, expensesAmount: number, expensesPercentage: number, remainingAmount: number, remainingPercentage: number } };

export type ScrumboardBoardsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ScrumboardBoardsPageQuery = { scrumboardBoards: Array<{ id: string, title: string, description: string, icon: string, lastActivity: string, cardCount: number, members: Array<{ id: string, name: string, avatar: string }> }> };

export type ScrumboardBoardPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ScrumboardBoardPageQuery = { scrumboardBoard: { id: string, title: string, description: string, icon: string, lastActivity: string, members: Array<{ id: string, name: string, avatar: string }>, settings: { subscribed: boolean, cardCoverImages: boolean }, lists: Array<{ id: string, title: string, cards: Array<string> }>, labels: Array<{ id: string, title: string }>, cards: Array<{ id: string, listId: string, title: string, description: string, labels: Array<string>, dueDate: number | null, attachmentCoverId: string | null, memberIds: Array<string>, subscribed: boolean, attachments: Array<{ id: string, name: string, src: string, time: number, type: string }>, checklists: Array<{ id: string, name: string, checkItems: Array<{ id: string, name: string, checked: boolean }> }>, activities: Array<{ id: string, type: string, idMember: string, message: string, time: number }> }> } };

export type ScrumboardBoardFieldsFragment = { id: string, title: string, description: string, icon: string, lastActivity: string, members: Array<{ id: string, name: string, avatar: string }>, settings: { subscribed: boolean, cardCoverImages: boolean }, lists: Array<{ id: string, title: string, cards: Array<string> }>, labels: Array<{ id: string, title: string }>, cards: Array<{ id: string, listId: string, title: string, description: string, labels: Array<string>, dueDate: number | null, attachmentCoverId: string | null, memberIds: Array<string>, subscribed: boolean, attachments: Array<{ id: string, name: string, src: string, time: number, type: string }>, checklists: Array<{ id: string, name: string, checkItems: Array<{ id: string, name: string, checked: boolean }> }>, activities: Array<{ id: string, type: string, idMember: string, message: string, time: number }> }> };

export type ScrumboardMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type ScrumboardMembersQuery = { scrumboardMembers: Array<{ id: string, name: string, avatar: string }> };

export type CreateScrumboardBoardMutationVariables = Exact<{
  input: ScrumboardBoardInput;
}>;


export type CreateScrumboardBoardMutation = { createScrumboardBoard: { id: string } };

export type UpdateScrumboardBoardMutationVariables = Exact<{
  id: string | number;
  input: ScrumboardBoardUpdateInput;
}>;


export type UpdateScrumboardBoardMutation = { updateScrumboardBoard: { id: string } };

export type DeleteScrumboardBoardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScrumboardBoardMutation = { deleteScrumboardBoard: string };

export type CreateScrumboardListMutationVariables = Exact<{
  boardId: string | number;
  title: string;
}>;


export type CreateScrumboardListMutation = { createScrumboardList: { id: string } };

export type RenameScrumboardListMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type RenameScrumboardListMutation = { renameScrumboardList: { id: string } };

export type MoveScrumboardListMutationVariables = Exact<{
  id: string | number;
  position: number;
}>;


export type MoveScrumboardListMutation = { moveScrumboardList: { id: string } };

export type DeleteScrumboardListMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScrumboardListMutation = { deleteScrumboardList: string };

export type CreateScrumboardCardMutationVariables = Exact<{
  listId: string | number;
  title: string;
}>;


export type CreateScrumboardCardMutation = { createScrumboardCard: { id: string } };

export type UpdateScrumboardCardMutationVariables = Exact<{
  id: string | number;
  input: ScrumboardCardUpdateInput;
}>;


export type UpdateScrumboardCardMutation = { updateScrumboardCard: { id: string } };

export type MoveScrumboardCardMutationVariables = Exact<{
  id: string | number;
  listId: string | number;
  position: number;
}>;


export type MoveScrumboardCardMutation = { moveScrumboardCard: { id: string, title: string, description: string, icon: string, lastActivity: string, members: Array<{ id: string, name: string, avatar: string }>, settings: { subscribed: boolean, cardCoverImages: boolean }, lists: Array<{ id: string, title: string, cards: Array<string> }>, labels: Array<{ id: string, title: string }>, cards: Array<{ id: string, listId: string, title: string, description: string, labels: Array<string>, dueDate: number | null, attachmentCoverId: string | null, memberIds: Array<string>, subscribed: boolean, attachments: Array<{ id: string, name: string, src: string, time: number, type: string }>, checklists: Array<{ id: string, name: string, checkItems: Array<{ id: string, name: string, checked: boolean }> }>, activities: Array<{ id: string, type: string, idMember: string, message: string, time: number }> }> } };

export type DeleteScrumboardCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScrumboardCardMutation = { deleteScrumboardCard: string };

export type AddScrumboardCardAttachmentMutationVariables = Exact<{
  cardId: string | number;
  fileId: string | number;
}>;


export type AddScrumboardCardAttachmentMutation = { addScrumboardCardAttachment: { id: string } };

export type RemoveScrumboardCardAttachmentMutationVariables = Exact<{
  cardId: string | number;
  attachmentId: string | number;
}>;


export type RemoveScrumboardCardAttachmentMutation = { removeScrumboardCardAttachment: { id: string } };

export type AddScrumboardCommentMutationVariables = Exact<{
  cardId: string | number;
  message: string;
}>;


export type AddScrumboardCommentMutation = { addScrumboardComment: { id: string } };

export type TasksPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TasksPageQuery = { tasks: Array<{ id: string, type: string, title: string, notes: string, completed: boolean, dueDate: string | null, priority: number, tags: Array<string>, assignedTo: string | null, order: number, subTasks: Array<{ id: string, title: string, completed: boolean }> }> };

export type TaskFieldsFragment = { id: string, type: string, title: string, notes: string, completed: boolean, dueDate: string | null, priority: number, tags: Array<string>, assignedTo: string | null, order: number, subTasks: Array<{ id: string, title: string, completed: boolean }> };

export type TaskAssigneesQueryVariables = Exact<{ [key: string]: never; }>;


export type TaskAssigneesQuery = { taskAssignees: Array<{ id: string, name: string, avatar: string }> };

export type AssignedTasksQueryVariables = Exact<{ [key: string]: never; }>;


export type AssignedTasksQuery = { assignedTasks: Array<{ task: { id: string, type: string, title: string, notes: string, completed: boolean, dueDate: string | null, priority: number, tags: Array<string>, assignedTo: string | null, order: number, subTasks: Array<{ id: string, title: string, completed: boolean }> }, owner: { id: string, name: string, avatar: string } }> };

export type SetAssignedTaskCompletedMutationVariables = Exact<{
  id: string | number;
  completed: boolean;
}>;


export type SetAssignedTaskCompletedMutation = { setAssignedTaskCompleted: { task: { id: string, completed: boolean } } };

export type SetAssignedSubTaskCompletedMutationVariables = Exact<{
  taskId: string | number;
  subTaskId: string | number;
  completed: boolean;
}>;


export type SetAssignedSubTaskCompletedMutation = { setAssignedSubTaskCompleted: { task: { id: string, subTasks: Array<{ id: string, completed: boolean }> } } };

export type CreateTaskMutationVariables = Exact<{
  input: TaskInput;
  position?: number | null | undefined;
}>;


export type CreateTaskMutation = { createTask: { id: string } };

export type UpdateTaskMutationVariables = Exact<{
  id: string | number;
  input: TaskInput;
}>;


export type UpdateTaskMutation = { updateTask: { id: string } };

export type MoveTaskMutationVariables = Exact<{
  id: string | number;
  position: number;
}>;


export type MoveTaskMutation = { moveTask: Array<{ id: string, type: string, title: string, notes: string, completed: boolean, dueDate: string | null, priority: number, tags: Array<string>, assignedTo: string | null, order: number, subTasks: Array<{ id: string, title: string, completed: boolean }> }> };

export type DeleteTaskMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTaskMutation = { deleteTask: string };

export type TaskNoticesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TaskNoticesSubscription = { notificationAdded: { link: string | null } };

export type EmployerCompanyFieldsFragment = { id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, countryCode: string | null, contactNo: string | null, email: string | null, website: string | null, city: string | null, address: string | null, license: string | null, licenseVerified: boolean, status: CompanyStatus };

export type CompanyInviteFieldsFragment = { id: string, email: string, status: InviteStatus, invitedByName: string | null, expiresAt: string, createdAt: string };

export type MyEmployerQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEmployerQuery = { myEmployer: { id: string, employerCompanyId: string | null } | null };

export type MyCompanyDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompanyDetailsQuery = { myCompanies: Array<{ id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, countryCode: string | null, contactNo: string | null, email: string | null, website: string | null, city: string | null, address: string | null, license: string | null, licenseVerified: boolean, status: CompanyStatus }> };

export type CreateEmployerMutationVariables = Exact<{
  input: CreateEmployerInput;
}>;


export type CreateEmployerMutation = { createEmployer: { id: string } };

export type RegisterCompanyMutationVariables = Exact<{
  input: CreateCompanyInput;
}>;


export type RegisterCompanyMutation = { registerCompany: { id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, countryCode: string | null, contactNo: string | null, email: string | null, website: string | null, city: string | null, address: string | null, license: string | null, licenseVerified: boolean, status: CompanyStatus } };

export type UpdateCompanyMutationVariables = Exact<{
  input: UpdateCompanyInput;
}>;


export type UpdateCompanyMutation = { updateCompany: { id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, countryCode: string | null, contactNo: string | null, email: string | null, website: string | null, city: string | null, address: string | null, license: string | null, licenseVerified: boolean, status: CompanyStatus } };

export type CompanyAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type CompanyAccountQuery = { companyAccount: { status: CompanyStatus, reviewReason: string | null, myRole: CompanyRole, company: { id: string, name: string, logo: string | null, industry: string | null, size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, countryCode: string | null, contactNo: string | null, email: string | null, website: string | null, city: string | null, address: string | null, license: string | null, licenseVerified: boolean, status: CompanyStatus }, employers: Array<{ userId: string, name: string, email: string, title: string | null, role: CompanyRole }> } };

export type CompanyInvitesQueryVariables = Exact<{
  id: string | number;
}>;


export type CompanyInvitesQuery = { listCompanyInvites: Array<{ id: string, email: string, status: InviteStatus, invitedByName: string | null, expiresAt: string, createdAt: string }> };

export type InviteEmployerMutationVariables = Exact<{
  input: InviteEmployerInput;
}>;


export type InviteEmployerMutation = { inviteEmployer: { id: string, email: string, status: InviteStatus, invitedByName: string | null, expiresAt: string, createdAt: string } };

export type RevokeCompanyInviteMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeCompanyInviteMutation = { revokeCompanyInvite: boolean };

export type RemoveCompanyEmployerMutationVariables = Exact<{
  companyId: string | number;
  userId: string | number;
}>;


export type RemoveCompanyEmployerMutation = { removeCompanyEmployer: boolean };

export type CompanyInvitePreviewQueryVariables = Exact<{
  token: string;
}>;


export type CompanyInvitePreviewQuery = { companyInvite: { companyName: string, maskedEmail: string, status: InviteStatus, expiresAt: string } | null };

export type AcceptCompanyInviteMutationVariables = Exact<{
  token: string;
}>;


export type AcceptCompanyInviteMutation = { acceptCompanyInvite: { id: string, name: string } };

export type EmployerDashboardQueryVariables = Exact<{
  id: string | number;
}>;


export type EmployerDashboardQuery = { employerDashboard: { companyId: string, companyStatus: CompanyStatus, reviewReason: string | null, totalJobs: number, openJobs: number, draftJobs: number, jobsWaitingForReview: number, applicationsThisWeek: number, applicationsPerDay: Array<{ date: string, count: number }>, closingSoon: Array<{ id: string, position: string, deadline: string, applicationCount: number }>, latestApplications: Array<{ id: string, jobId: string, position: string, applicantName: string, status: ApplicationStatus, appliedAt: string }> } };

export type CompanyJobFieldsFragment = { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null };

export type MyCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCompaniesQuery = { myCompanies: Array<{ id: string, name: string, status: CompanyStatus, logo: string | null, countryCode: string | null }> };

export type CompanyJobsQueryVariables = Exact<{
  companyId: string | number;
  filter?: CompanyJobsFilter | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type CompanyJobsQuery = { listCompanyJobs: { nextToken: string | null, items: Array<{ companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null }> } };

export type CompanyJobQueryVariables = Exact<{
  id: string | number;
}>;


export type CompanyJobQuery = { getCompanyJob: { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } | null };

export type CreateJobMutationVariables = Exact<{
  input: CreateJobInput;
}>;


export type CreateJobMutation = { createJob: { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } };

export type UpdateJobMutationVariables = Exact<{
  input: UpdateJobInput;
}>;


export type UpdateJobMutation = { updateJob: { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } };

export type PublishJobMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishJobMutation = { publishJob: { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } };

export type CloseJobMutationVariables = Exact<{
  id: string | number;
}>;


export type CloseJobMutation = { closeJob: { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } };

export type ReopenJobMutationVariables = Exact<{
  id: string | number;
}>;


export type ReopenJobMutation = { reopenJob: { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } };

export type DuplicateJobMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateJobMutation = { duplicateJob: { companyJobsId: string, reviewStatus: JobReviewStatus | null, reviewReason: string | null, publishedAt: string | null, description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, applicationCounts: Array<{ status: ApplicationStatus, count: number }>, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } };

export type DeleteJobMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteJobMutation = { deleteJob: { id: string } };

export type HomeContentQueryVariables = Exact<{
  id: string | number;
}>;


export type HomeContentQuery = { getJobSeekerContent: { bannerTitle: string, bannerImage: string } | null };

export type FeaturedCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedCompaniesQuery = { listCompanies: { items: Array<{ id: string, name: string, logo: string | null, industry: string | null, city: string | null, openJobCount: number }> } };

export type CompanySummaryFieldsFragment = { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null };

export type JobSummaryFieldsFragment = { id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null };

export type JobApplySummaryFieldsFragment = { id: string, position: string, location: string | null, deadline: string | null, status: JobStatus, isOpen: boolean, applyWay: ApplyWay, applyUrl: string | null, requiresCPA: boolean, salaryCurrency: string, company: { id: string, name: string, logo: string | null } | null };

export type JobDetailsFieldsFragment = { description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null };

export type SearchJobsQueryVariables = Exact<{
  query?: string | null | undefined;
  filter?: JobSearchFilter | null | undefined;
  sort?: JobSort | null | undefined;
  exact?: boolean | null | undefined;
  limit?: number | null | undefined;
  nextToken?: string | null | undefined;
}>;


export type SearchJobsQuery = { searchJobs: { total: number, correctedQuery: string | null, totalIsLowerBound: boolean, totalIsEstimate: boolean, nextToken: string | null, items: Array<{ id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null }>, facets: { type: Array<{ value: string, count: number }>, experienceLevel: Array<{ value: string, count: number }>, industry: Array<{ value: string, count: number }> } } };

export type GetJobQueryVariables = Exact<{
  id: string | number;
}>;


export type GetJobQuery = { getJob: { description: string, address: string | null, experience: string | null, education: string | null, requirement: string | null, keyword: Array<string>, subindustry: string | null, language: Language, start: string | null, applyUrl: string | null, updatedAt: string, id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null } | null };

export type GetCompanyQueryVariables = Exact<{
  id: string | number;
}>;


export type GetCompanyQuery = { getCompany: { size: "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1000+" | null, email: string | null, contactNo: string | null, address: string | null, featured: boolean, openJobCount: number, id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null, jobs: Array<{ id: string, position: string, location: string | null, type: "full-time" | "part-time" | "contract" | "temporary" | "internship" | "volunteer", experienceLevel: ExperienceLevel | null, industry: string | null, salaryStart: number | null, salaryEnd: number | null, salaryNegotiable: boolean, salaryCurrency: string, requiresCPA: boolean, remote: boolean, status: JobStatus, isOpen: boolean, deadline: string | null, applyWay: ApplyWay, createdAt: string, company: { id: string, name: string, logo: string | null, industry: string | null, city: string | null, countryCode: string | null, website: string | null } | null }> } | null };

export type CurrencyRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrencyRatesQuery = { currencyRates: Array<{ currency: string, unitsPerUsd: number, updatedAt: string, updatedByName: string | null }> };

export type ApplyStandingQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplyStandingQuery = { myApplyStanding: { isCPA: boolean, cpaStatus: CpaStatus | null, emailVerified: boolean, appliedJobs: Array<{ jobId: string, applicationId: string, appliedAt: string, status: ApplicationStatus }> } };

export type LikedJobsQueryVariables = Exact<{
  uid: string | number;
}>;


export type LikedJobsQuery = { getUser: { id: string, likedJobs: Array<string> } | null };

export type LikeJobMutationVariables = Exact<{
  jobId: string | number;
}>;


export type LikeJobMutation = { likeJob: { id: string, likedJobs: Array<string> } };

export type UnlikeJobMutationVariables = Exact<{
  jobId: string | number;
}>;


export type UnlikeJobMutation = { unlikeJob: { id: string, likedJobs: Array<string> } };

export type AboutContentQueryVariables = Exact<{
  id: string | number;
}>;


export type AboutContentQuery = { getJobSeekerContent: { aboutUs: string } | null };

export type ProfileLicenseFieldsFragment = { id: string, name: string, organization: string | null, number: string | null, start: string | null, end: string | null, current: boolean };

export type ProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type ProfileQuery = { getUser: { id: string, fullName: string | null, firstName: string | null, lastName: string | null, email: string, mobile: string | null, countryCode: string | null, location: string | null, gender: "female" | "male" | "other" | "prefer-not-to-say" | null, ageGroup: "18-24" | "25-34" | "35-44" | "45-54" | "55-64" | "65+" | null, dateOfBirth: string | null, language: Language, linkedIn: string | null, skill: string | null, summary: string | null, icon: string | null, memberType: MemberType, jobStatus: "actively-looking" | "open-to-offers" | "not-looking" | null, isCPA: boolean, cpaStatus: CpaStatus, cpaReviewNote: string | null, role: Array<Role>, cpaLicense: { id: string, name: string, organization: string | null, number: string | null, start: string | null, end: string | null, current: boolean } | null, work: Array<{ id: string, title: string, company: string, start: string | null, end: string | null, current: boolean, description: string | null }>, education: Array<{ id: string, school: string, degree: string | null, start: string | null, end: string | null, current: boolean }>, licenses: Array<{ id: string, name: string, organization: string | null, number: string | null, start: string | null, end: string | null, current: boolean }> } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateProfileMutation = { updateUser: { id: string } };

export type CreateWorkMutationVariables = Exact<{
  input: CreateWorkInput;
}>;


export type CreateWorkMutation = { createWork: { id: string } };

export type UpdateWorkMutationVariables = Exact<{
  input: UpdateWorkInput;
}>;


export type UpdateWorkMutation = { updateWork: { id: string } };

export type DeleteWorkMutationVariables = Exact<{
  input: DeleteInput;
}>;


export type DeleteWorkMutation = { deleteWork: { id: string } };

export type CreateEducationMutationVariables = Exact<{
  input: CreateEducationInput;
}>;


export type CreateEducationMutation = { createEducation: { id: string } };

export type UpdateEducationMutationVariables = Exact<{
  input: UpdateEducationInput;
}>;


export type UpdateEducationMutation = { updateEducation: { id: string } };

export type DeleteEducationMutationVariables = Exact<{
  input: DeleteInput;
}>;


export type DeleteEducationMutation = { deleteEducation: { id: string } };

export type CreateLicenseMutationVariables = Exact<{
  input: CreateLicenseInput;
}>;


export type CreateLicenseMutation = { createLicense: { id: string } };

export type UpdateLicenseMutationVariables = Exact<{
  input: UpdateLicenseInput;
}>;


export type UpdateLicenseMutation = { updateLicense: { id: string } };

export type DeleteLicenseMutationVariables = Exact<{
  input: DeleteInput;
}>;


export type DeleteLicenseMutation = { deleteLicense: { id: string } };

export type ClaimCpaMutationVariables = Exact<{
  id: string | number;
}>;


export type ClaimCpaMutation = { claimCPA: { id: string } };

export type ExportMyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportMyDataQuery = { exportMyData: string };

export type DeleteMyAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount: boolean };

export type SavedJobIdsQueryVariables = Exact<{
  id: string | number;
}>;


export type SavedJobIdsQuery = { getUser: { id: string, likedJobs: Array<string>, appliedJobs: Array<string> } | null };

export type SavedJobsQueryVariables = Exact<{
  filter?: ModelJobFilterInput | null | undefined;
  limit?: number | null | undefined;
}>;


export type SavedJobsQuery = { listJobs: { items: Array<{ id: string, position: string, location: string | null, deadline: string | null, status: JobStatus, isOpen: boolean, applyWay: ApplyWay, applyUrl: string | null, requiresCPA: boolean, salaryCurrency: string, company: { id: string, name: string, logo: string | null } | null }> } };

export type UnsaveJobMutationVariables = Exact<{
  jobId: string | number;
}>;


export type UnsaveJobMutation = { unlikeJob: { id: string, likedJobs: Array<string> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const StaffCompanyFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffCompanyFields on StaffCompany {
  id
  ownerName
  ownerEmail
  ownerLanguage
  reviewReason
  jobsTrusted
  createdAt
  company {
    id
    name
    logo
    industry
    size
    city
    countryCode
    email
    website
    contactNo
    address
    license
    licenseVerified
    featured
    status
  }
}
    `, {"fragmentName":"StaffCompanyFields"}) as unknown as TypedDocumentString<StaffCompanyFieldsFragment, unknown>;
export const StaffUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffUserFields on StaffUser {
  id
  disabled
  user {
    id
    fullName
    email
    role
    memberType
    cpaStatus
    language
    emailVerified
    createdAt
    cpaLicense {
      name
      organization
      number
      end
      current
    }
  }
}
    `, {"fragmentName":"StaffUserFields"}) as unknown as TypedDocumentString<StaffUserFieldsFragment, unknown>;
export const HomeContentRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment HomeContentRecordFields on JobSeekerContent {
  id
  language
  bannerTitle
  bannerImage
  aboutUs
  updatedAt
}
    `, {"fragmentName":"HomeContentRecordFields"}) as unknown as TypedDocumentString<HomeContentRecordFieldsFragment, unknown>;
export const JobApplicantFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobApplicantFields on JobApplication {
  id
  status
  statusChangedAt
  appliedAt
  shortlist
  jobManagerGroups
  note
  coverLetter
  salary
  resume {
    id
    filename
    mimeType
    size
    url
  }
  applicant {
    id
    name
    email
    mobile
    location
    summary
    skills
    linkedIn
    isCPA
    cpaStatus
    photo
    work {
      id
      title
      company
      start
      end
      current
      description
    }
    education {
      id
      school
      degree
      start
      end
      current
    }
    licenses {
      id
      name
      organization
      number
      start
      end
      current
    }
  }
}
    `, {"fragmentName":"JobApplicantFields"}) as unknown as TypedDocumentString<JobApplicantFieldsFragment, unknown>;
export const AnalyticsFigureFieldsFragmentDoc = new TypedDocumentString(`
    fragment AnalyticsFigureFields on AnalyticsFigures {
  pageViews
  visitors
  newVisitors
  returningVisitors
  visits
  impressions
  applications
  signUps
  conversions
}
    `, {"fragmentName":"AnalyticsFigureFields"}) as unknown as TypedDocumentString<AnalyticsFigureFieldsFragment, unknown>;
export const ContactFieldsFragmentDoc = new TypedDocumentString(`
    fragment ContactFields on Contact {
  id
  avatar
  background
  name
  emails {
    email
    label
  }
  phoneNumbers {
    country
    phoneNumber
    label
  }
  title
  company
  birthday
  address
  notes
  tags
}
    `, {"fragmentName":"ContactFields"}) as unknown as TypedDocumentString<ContactFieldsFragment, unknown>;
export const ProfilePostFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfilePostFields on ProfilePost {
  id
  content
  createdAt
  author {
    id
    name
    avatar
  }
  likeCount
  likedByMe
  shareCount
  sharedByMe
  commentCount
  comments {
    id
    content
    createdAt
    author {
      id
      name
      avatar
    }
    canDelete
  }
  canLike
  canComment
  canShare
  canDelete
}
    `, {"fragmentName":"ProfilePostFields"}) as unknown as TypedDocumentString<ProfilePostFieldsFragment, unknown>;
export const ScrumboardBoardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ScrumboardBoardFields on ScrumboardBoard {
  id
  title
  description
  icon
  lastActivity
  members {
    id
    name
    avatar
  }
  settings {
    subscribed
    cardCoverImages
  }
  lists {
    id
    title
    cards
  }
  labels {
    id
    title
  }
  cards {
    id
    listId
    title
    description
    labels
    dueDate
    attachmentCoverId
    memberIds
    subscribed
    attachments {
      id
      name
      src
      time
      type
    }
    checklists {
      id
      name
      checkItems {
        id
        name
        checked
      }
    }
    activities {
      id
      type
      idMember
      message
      time
    }
  }
}
    `, {"fragmentName":"ScrumboardBoardFields"}) as unknown as TypedDocumentString<ScrumboardBoardFieldsFragment, unknown>;
export const TaskFieldsFragmentDoc = new TypedDocumentString(`
    fragment TaskFields on Task {
  id
  type
  title
  notes
  completed
  dueDate
  priority
  tags
  subTasks {
    id
    title
    completed
  }
  assignedTo
  order
}
    `, {"fragmentName":"TaskFields"}) as unknown as TypedDocumentString<TaskFieldsFragment, unknown>;
export const EmployerCompanyFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmployerCompanyFields on Company {
  id
  name
  logo
  industry
  size
  countryCode
  contactNo
  email
  website
  city
  address
  license
  licenseVerified
  status
}
    `, {"fragmentName":"EmployerCompanyFields"}) as unknown as TypedDocumentString<EmployerCompanyFieldsFragment, unknown>;
export const CompanyInviteFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyInviteFields on CompanyInvite {
  id
  email
  status
  invitedByName
  expiresAt
  createdAt
}
    `, {"fragmentName":"CompanyInviteFields"}) as unknown as TypedDocumentString<CompanyInviteFieldsFragment, unknown>;
export const CompanySummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
    `, {"fragmentName":"CompanySummaryFields"}) as unknown as TypedDocumentString<CompanySummaryFieldsFragment, unknown>;
export const JobSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
    fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}`, {"fragmentName":"JobSummaryFields"}) as unknown as TypedDocumentString<JobSummaryFieldsFragment, unknown>;
export const JobDetailsFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}
    fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}`, {"fragmentName":"JobDetailsFields"}) as unknown as TypedDocumentString<JobDetailsFieldsFragment, unknown>;
export const CompanyJobFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
    fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`, {"fragmentName":"CompanyJobFields"}) as unknown as TypedDocumentString<CompanyJobFieldsFragment, unknown>;
export const JobApplySummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobApplySummaryFields on Job {
  id
  position
  location
  deadline
  status
  isOpen
  applyWay
  applyUrl
  requiresCPA
  salaryCurrency
  company {
    id
    name
    logo
  }
}
    `, {"fragmentName":"JobApplySummaryFields"}) as unknown as TypedDocumentString<JobApplySummaryFieldsFragment, unknown>;
export const ProfileLicenseFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProfileLicenseFields on License {
  id
  name
  organization
  number
  start
  end
  current
}
    `, {"fragmentName":"ProfileLicenseFields"}) as unknown as TypedDocumentString<ProfileLicenseFieldsFragment, unknown>;
export const ModerationCountsDocument = new TypedDocumentString(`
    query ModerationCounts {
  moderationCounts {
    companies
    jobs
    cpaClaims
  }
}
    `) as unknown as TypedDocumentString<ModerationCountsQuery, ModerationCountsQueryVariables>;
export const CompaniesForReviewDocument = new TypedDocumentString(`
    query CompaniesForReview($limit: Int, $nextToken: String) {
  listCompaniesForReview(limit: $limit, nextToken: $nextToken) {
    nextToken
    total
    items {
      ...StaffCompanyFields
    }
  }
}
    fragment StaffCompanyFields on StaffCompany {
  id
  ownerName
  ownerEmail
  ownerLanguage
  reviewReason
  jobsTrusted
  createdAt
  company {
    id
    name
    logo
    industry
    size
    city
    countryCode
    email
    website
    contactNo
    address
    license
    licenseVerified
    featured
    status
  }
}`) as unknown as TypedDocumentString<CompaniesForReviewQuery, CompaniesForReviewQueryVariables>;
export const JobsForReviewDocument = new TypedDocumentString(`
    query JobsForReview($limit: Int, $nextToken: String) {
  listJobsForReview(limit: $limit, nextToken: $nextToken) {
    nextToken
    total
    items {
      id
      position
      location
      type
      language
      deadline
      salaryStart
      salaryEnd
      salaryNegotiable
      salaryCurrency
      requiresCPA
      remote
      updatedAt
      company {
        id
        name
        licenseVerified
        countryCode
      }
    }
  }
}
    `) as unknown as TypedDocumentString<JobsForReviewQuery, JobsForReviewQueryVariables>;
export const StaffSearchUsersDocument = new TypedDocumentString(`
    query StaffSearchUsers($query: String, $filter: StaffUserFilterInput, $limit: Int, $nextToken: String) {
  searchUsers(
    query: $query
    filter: $filter
    limit: $limit
    nextToken: $nextToken
  ) {
    nextToken
    total
    items {
      ...StaffUserFields
    }
  }
}
    fragment StaffUserFields on StaffUser {
  id
  disabled
  user {
    id
    fullName
    email
    role
    memberType
    cpaStatus
    language
    emailVerified
    createdAt
    cpaLicense {
      name
      organization
      number
      end
      current
    }
  }
}`) as unknown as TypedDocumentString<StaffSearchUsersQuery, StaffSearchUsersQueryVariables>;
export const StaffCompaniesDocument = new TypedDocumentString(`
    query StaffCompanies($query: String, $filter: StaffCompanyFilterInput, $limit: Int, $nextToken: String) {
  listCompaniesForStaff(
    query: $query
    filter: $filter
    limit: $limit
    nextToken: $nextToken
  ) {
    nextToken
    total
    items {
      ...StaffCompanyFields
    }
  }
}
    fragment StaffCompanyFields on StaffCompany {
  id
  ownerName
  ownerEmail
  ownerLanguage
  reviewReason
  jobsTrusted
  createdAt
  company {
    id
    name
    logo
    industry
    size
    city
    countryCode
    email
    website
    contactNo
    address
    license
    licenseVerified
    featured
    status
  }
}`) as unknown as TypedDocumentString<StaffCompaniesQuery, StaffCompaniesQueryVariables>;
export const ReviewCompanyDocument = new TypedDocumentString(`
    mutation ReviewCompany($input: ReviewInput!) {
  reviewCompany(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ReviewCompanyMutation, ReviewCompanyMutationVariables>;
export const ReviewJobDocument = new TypedDocumentString(`
    mutation ReviewJob($input: ReviewInput!) {
  reviewJob(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ReviewJobMutation, ReviewJobMutationVariables>;
export const ReviewCpaClaimDocument = new TypedDocumentString(`
    mutation ReviewCpaClaim($userId: ID!, $approve: Boolean!, $note: String) {
  reviewCPAClaim(userId: $userId, approve: $approve, note: $note) {
    id
    cpaStatus
  }
}
    `) as unknown as TypedDocumentString<ReviewCpaClaimMutation, ReviewCpaClaimMutationVariables>;
export const SetUserRolesDocument = new TypedDocumentString(`
    mutation SetUserRoles($input: SetUserRolesInput!) {
  setUserRoles(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetUserRolesMutation, SetUserRolesMutationVariables>;
export const SetUserDisabledDocument = new TypedDocumentString(`
    mutation SetUserDisabled($input: SetUserDisabledInput!) {
  setUserDisabled(input: $input) {
    id
    disabled
  }
}
    `) as unknown as TypedDocumentString<SetUserDisabledMutation, SetUserDisabledMutationVariables>;
export const SetCompanyLicenseVerifiedDocument = new TypedDocumentString(`
    mutation SetCompanyLicenseVerified($input: SetCompanyLicenseVerifiedInput!) {
  setCompanyLicenseVerified(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetCompanyLicenseVerifiedMutation, SetCompanyLicenseVerifiedMutationVariables>;
export const SetCompanyFeaturedDocument = new TypedDocumentString(`
    mutation SetCompanyFeatured($input: SetCompanyFeaturedInput!) {
  setCompanyFeatured(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetCompanyFeaturedMutation, SetCompanyFeaturedMutationVariables>;
export const HomeContentRecordDocument = new TypedDocumentString(`
    query HomeContentRecord($id: ID!) {
  getJobSeekerContent(id: $id) {
    ...HomeContentRecordFields
  }
}
    fragment HomeContentRecordFields on JobSeekerContent {
  id
  language
  bannerTitle
  bannerImage
  aboutUs
  updatedAt
}`) as unknown as TypedDocumentString<HomeContentRecordQuery, HomeContentRecordQueryVariables>;
export const UpdateJobSeekerContentDocument = new TypedDocumentString(`
    mutation UpdateJobSeekerContent($input: UpdateJobSeekerContentInput!) {
  updateJobSeekerContent(input: $input) {
    ...HomeContentRecordFields
  }
}
    fragment HomeContentRecordFields on JobSeekerContent {
  id
  language
  bannerTitle
  bannerImage
  aboutUs
  updatedAt
}`) as unknown as TypedDocumentString<UpdateJobSeekerContentMutation, UpdateJobSeekerContentMutationVariables>;
export const UpdateCurrencyRateDocument = new TypedDocumentString(`
    mutation UpdateCurrencyRate($input: UpdateCurrencyRateInput!) {
  updateCurrencyRate(input: $input) {
    currency
    unitsPerUsd
    updatedAt
    updatedByName
  }
}
    `) as unknown as TypedDocumentString<UpdateCurrencyRateMutation, UpdateCurrencyRateMutationVariables>;
export const MyJobAlertsDocument = new TypedDocumentString(`
    query MyJobAlerts {
  myJobAlerts {
    id
    name
    frequency
    keywords
    query
    searchPath
    unsubscribed
    lastSentAt
    createdAt
  }
}
    `) as unknown as TypedDocumentString<MyJobAlertsQuery, MyJobAlertsQueryVariables>;
export const CreateJobAlertDocument = new TypedDocumentString(`
    mutation CreateJobAlert($input: CreateJobAlertInput!) {
  createJobAlert(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateJobAlertMutation, CreateJobAlertMutationVariables>;
export const UpdateJobAlertDocument = new TypedDocumentString(`
    mutation UpdateJobAlert($input: UpdateJobAlertInput!) {
  updateJobAlert(input: $input) {
    id
    name
    frequency
    unsubscribed
  }
}
    `) as unknown as TypedDocumentString<UpdateJobAlertMutation, UpdateJobAlertMutationVariables>;
export const DeleteJobAlertDocument = new TypedDocumentString(`
    mutation DeleteJobAlert($id: ID!) {
  deleteJobAlert(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteJobAlertMutation, DeleteJobAlertMutationVariables>;
export const ApplicantsDocument = new TypedDocumentString(`
    query Applicants($jobId: ID!, $limit: Int, $nextToken: String) {
  listJobApplications(jobId: $jobId, limit: $limit, nextToken: $nextToken) {
    nextToken
    groups
    job {
      id
      position
      status
      isOpen
      company {
        id
        name
      }
    }
    items {
      ...JobApplicantFields
    }
  }
}
    fragment JobApplicantFields on JobApplication {
  id
  status
  statusChangedAt
  appliedAt
  shortlist
  jobManagerGroups
  note
  coverLetter
  salary
  resume {
    id
    filename
    mimeType
    size
    url
  }
  applicant {
    id
    name
    email
    mobile
    location
    summary
    skills
    linkedIn
    isCPA
    cpaStatus
    photo
    work {
      id
      title
      company
      start
      end
      current
      description
    }
    education {
      id
      school
      degree
      start
      end
      current
    }
    licenses {
      id
      name
      organization
      number
      start
      end
      current
    }
  }
}`) as unknown as TypedDocumentString<ApplicantsQuery, ApplicantsQueryVariables>;
export const UpdateApplicantDocument = new TypedDocumentString(`
    mutation UpdateApplicant($input: UpdateJobApplicationInput!) {
  updateJobApplication(input: $input) {
    ...JobApplicantFields
  }
}
    fragment JobApplicantFields on JobApplication {
  id
  status
  statusChangedAt
  appliedAt
  shortlist
  jobManagerGroups
  note
  coverLetter
  salary
  resume {
    id
    filename
    mimeType
    size
    url
  }
  applicant {
    id
    name
    email
    mobile
    location
    summary
    skills
    linkedIn
    isCPA
    cpaStatus
    photo
    work {
      id
      title
      company
      start
      end
      current
      description
    }
    education {
      id
      school
      degree
      start
      end
      current
    }
    licenses {
      id
      name
      organization
      number
      start
      end
      current
    }
  }
}`) as unknown as TypedDocumentString<UpdateApplicantMutation, UpdateApplicantMutationVariables>;
export const ApplyJobDocument = new TypedDocumentString(`
    query ApplyJob($id: ID!) {
  getJob(id: $id) {
    ...JobApplySummaryFields
  }
}
    fragment JobApplySummaryFields on Job {
  id
  position
  location
  deadline
  status
  isOpen
  applyWay
  applyUrl
  requiresCPA
  salaryCurrency
  company {
    id
    name
    logo
  }
}`) as unknown as TypedDocumentString<ApplyJobQuery, ApplyJobQueryVariables>;
export const EligibilityDocument = new TypedDocumentString(`
    query Eligibility($jobId: ID!) {
  jobApplicationEligibility(jobId: $jobId) {
    canApply
    reason
    application {
      id
      status
      appliedAt
    }
    applicant {
      displayName
      fullName
      email
      emailVerified
      mobile
      countryCode
      location
      isCPA
      cpaStatus
    }
  }
}
    `) as unknown as TypedDocumentString<EligibilityQuery, EligibilityQueryVariables>;
export const ApplyDocument = new TypedDocumentString(`
    mutation Apply($input: CreateJobApplicationInput!) {
  createJobApplication(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApplyMutation, ApplyMutationVariables>;
export const MyApplicationsDocument = new TypedDocumentString(`
    query MyApplications($limit: Int, $nextToken: String) {
  myJobApplications(limit: $limit, nextToken: $nextToken) {
    nextToken
    items {
      id
      status
      appliedAt
      statusChangedAt
      jobApplicationsId
      job {
        id
        position
        location
        company {
          id
          name
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const WithdrawDocument = new TypedDocumentString(`
    mutation Withdraw($id: ID!) {
  withdrawJobApplication(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<WithdrawMutation, WithdrawMutationVariables>;
export const AcademyCategoriesDocument = new TypedDocumentString(`
    query AcademyCategories($language: Language) {
  academyCategories(language: $language) {
    id
    slug
    title
    color
  }
}
    `) as unknown as TypedDocumentString<AcademyCategoriesQuery, AcademyCategoriesQueryVariables>;
export const AcademyCoursesDocument = new TypedDocumentString(`
    query AcademyCourses($filter: AcademyCourseFilter, $language: Language) {
  academyCourses(filter: $filter, language: $language) {
    id
    slug
    categoryId
    title
    description
    duration
    totalSteps
    featured
    updatedAt
    progress {
      currentStep
      completed
      started
    }
  }
}
    `) as unknown as TypedDocumentString<AcademyCoursesQuery, AcademyCoursesQueryVariables>;
export const AcademyCourseDocument = new TypedDocumentString(`
    query AcademyCourse($slug: String!, $language: Language) {
  academyCourse(slug: $slug, language: $language) {
    id
    slug
    categoryId
    title
    description
    duration
    totalSteps
    featured
    updatedAt
    activeStep
    progress {
      currentStep
      completed
      started
    }
    steps {
      order
      title
      subtitle
      content
    }
    translations {
      language
      title
      description
    }
  }
}
    `) as unknown as TypedDocumentString<AcademyCourseQuery, AcademyCourseQueryVariables>;
export const SaveAcademyProgressDocument = new TypedDocumentString(`
    mutation SaveAcademyProgress($input: AcademyProgressInput!) {
  saveAcademyProgress(input: $input) {
    id
    activeStep
    progress {
      currentStep
      completed
      started
    }
  }
}
    `) as unknown as TypedDocumentString<SaveAcademyProgressMutation, SaveAcademyProgressMutationVariables>;
export const CreateAcademyCourseDocument = new TypedDocumentString(`
    mutation CreateAcademyCourse($input: AcademyCourseInput!) {
  createAcademyCourse(input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<CreateAcademyCourseMutation, CreateAcademyCourseMutationVariables>;
export const UpdateAcademyCourseDocument = new TypedDocumentString(`
    mutation UpdateAcademyCourse($id: ID!, $input: AcademyCourseInput!) {
  updateAcademyCourse(id: $id, input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<UpdateAcademyCourseMutation, UpdateAcademyCourseMutationVariables>;
export const DeleteAcademyCourseDocument = new TypedDocumentString(`
    mutation DeleteAcademyCourse($id: ID!) {
  deleteAcademyCourse(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteAcademyCourseMutation, DeleteAcademyCourseMutationVariables>;
export const AnalyticsDashboardDocument = new TypedDocumentString(`
    query AnalyticsDashboard($range: AnalyticsRangeInput!) {
  analyticsDashboard(range: $range) {
    from
    to
    previousFrom
    previousTo
    conversionRate
    previousConversionRate
    demoDays
    rolledAt
    totals {
      ...AnalyticsFigureFields
    }
    previousTotals {
      ...AnalyticsFigureFields
    }
    days {
      day
      figures {
        ...AnalyticsFigureFields
      }
    }
    previousDays {
      day
      figures {
        ...AnalyticsFigureFields
      }
    }
    languages {
      key
      visitors
      pageViews
    }
    genders {
      key
      count
    }
    ages {
      key
      count
    }
  }
}
    fragment AnalyticsFigureFields on AnalyticsFigures {
  pageViews
  visitors
  newVisitors
  returningVisitors
  visits
  impressions
  applications
  signUps
  conversions
}`) as unknown as TypedDocumentString<AnalyticsDashboardQuery, AnalyticsDashboardQueryVariables>;
export const RollUpAnalyticsDocument = new TypedDocumentString(`
    mutation RollUpAnalytics {
  rollUpAnalytics
}
    `) as unknown as TypedDocumentString<RollUpAnalyticsMutation, RollUpAnalyticsMutationVariables>;
export const CalendarLabelsDocument = new TypedDocumentString(`
    query CalendarLabels {
  calendarLabels {
    id
    title
    color
    key
  }
}
    `) as unknown as TypedDocumentString<CalendarLabelsQuery, CalendarLabelsQueryVariables>;
export const CalendarEventsDocument = new TypedDocumentString(`
    query CalendarEvents($from: String!, $to: String!) {
  calendarEvents(from: $from, to: $to) {
    id
    title
    allDay
    start
    end
    extendedProps {
      desc
      label
    }
  }
}
    `) as unknown as TypedDocumentString<CalendarEventsQuery, CalendarEventsQueryVariables>;
export const CreateCalendarEventDocument = new TypedDocumentString(`
    mutation CreateCalendarEvent($input: CalendarEventInput!) {
  createCalendarEvent(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateCalendarEventMutation, CreateCalendarEventMutationVariables>;
export const UpdateCalendarEventDocument = new TypedDocumentString(`
    mutation UpdateCalendarEvent($id: ID!, $input: CalendarEventInput!) {
  updateCalendarEvent(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateCalendarEventMutation, UpdateCalendarEventMutationVariables>;
export const DeleteCalendarEventDocument = new TypedDocumentString(`
    mutation DeleteCalendarEvent($id: ID!) {
  deleteCalendarEvent(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCalendarEventMutation, DeleteCalendarEventMutationVariables>;
export const CreateCalendarLabelDocument = new TypedDocumentString(`
    mutation CreateCalendarLabel($input: CalendarLabelInput!) {
  createCalendarLabel(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateCalendarLabelMutation, CreateCalendarLabelMutationVariables>;
export const UpdateCalendarLabelDocument = new TypedDocumentString(`
    mutation UpdateCalendarLabel($id: ID!, $input: CalendarLabelInput!) {
  updateCalendarLabel(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateCalendarLabelMutation, UpdateCalendarLabelMutationVariables>;
export const DeleteCalendarLabelDocument = new TypedDocumentString(`
    mutation DeleteCalendarLabel($id: ID!) {
  deleteCalendarLabel(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCalendarLabelMutation, DeleteCalendarLabelMutationVariables>;
export const ChatListDocument = new TypedDocumentString(`
    query ChatList {
  chats {
    id
    contactId
    contact {
      id
      name
      avatar
      about
      status
    }
    unreadCount
    muted
    lastMessage
    lastMessageAt
  }
}
    `) as unknown as TypedDocumentString<ChatListQuery, ChatListQueryVariables>;
export const ChatOwnProfileDocument = new TypedDocumentString(`
    query ChatOwnProfile {
  chatProfile {
    id
    name
    email
    status
    avatar
    about
  }
}
    `) as unknown as TypedDocumentString<ChatOwnProfileQuery, ChatOwnProfileQueryVariables>;
export const ChatContactListDocument = new TypedDocumentString(`
    query ChatContactList($search: String) {
  chatContacts(search: $search) {
    id
    name
    avatar
    about
    status
  }
}
    `) as unknown as TypedDocumentString<ChatContactListQuery, ChatContactListQueryVariables>;
export const ChatContactCardDocument = new TypedDocumentString(`
    query ChatContactCard($id: ID!) {
  chatContact(id: $id) {
    id
    name
    avatar
    about
    status
    details {
      emails {
        email
        label
      }
      phoneNumbers {
        phoneNumber
        label
      }
      title
      company
      address
    }
    attachments {
      media {
        fileId
        name
        url
      }
      docs {
        fileId
        name
        url
      }
      links
    }
  }
}
    `) as unknown as TypedDocumentString<ChatContactCardQuery, ChatContactCardQueryVariables>;
export const ChatMessageListDocument = new TypedDocumentString(`
    query ChatMessageList($input: ChatMessagesInput!) {
  chatMessages(input: $input) {
    items {
      id
      chatId
      contactId
      value
      createdAt
      attachments {
        name
        url
      }
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<ChatMessageListQuery, ChatMessageListQueryVariables>;
export const UpdateChatProfileDocument = new TypedDocumentString(`
    mutation UpdateChatProfile($input: ChatProfileInput!) {
  updateChatProfile(input: $input) {
    id
    status
    about
  }
}
    `) as unknown as TypedDocumentString<UpdateChatProfileMutation, UpdateChatProfileMutationVariables>;
export const StartChatDocument = new TypedDocumentString(`
    mutation StartChat($contactId: ID!) {
  startChat(contactId: $contactId) {
    id
  }
}
    `) as unknown as TypedDocumentString<StartChatMutation, StartChatMutationVariables>;
export const SendChatMessageDocument = new TypedDocumentString(`
    mutation SendChatMessage($input: SendChatMessageInput!) {
  sendChatMessage(input: $input) {
    id
    chatId
    contactId
    value
    createdAt
    attachments {
      name
      url
    }
  }
}
    `) as unknown as TypedDocumentString<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const MarkChatReadDocument = new TypedDocumentString(`
    mutation MarkChatRead($chatId: ID!) {
  markChatRead(chatId: $chatId) {
    id
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<MarkChatReadMutation, MarkChatReadMutationVariables>;
export const SetChatMutedDocument = new TypedDocumentString(`
    mutation SetChatMuted($input: ChatMuteInput!) {
  setChatMuted(input: $input) {
    id
    muted
  }
}
    `) as unknown as TypedDocumentString<SetChatMutedMutation, SetChatMutedMutationVariables>;
export const ChatMessageArrivedDocument = new TypedDocumentString(`
    subscription ChatMessageArrived {
  chatMessageArrived {
    chat {
      id
      unreadCount
    }
    message {
      id
      chatId
      contactId
      value
      createdAt
      attachments {
        name
        url
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChatMessageArrivedSubscription, ChatMessageArrivedSubscriptionVariables>;
export const ChatContactChangedDocument = new TypedDocumentString(`
    subscription ChatContactChanged {
  chatContactChanged {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ChatContactChangedSubscription, ChatContactChangedSubscriptionVariables>;
export const ContactsPageDocument = new TypedDocumentString(`
    query ContactsPage($input: ContactListInput) {
  contacts(input: $input) {
    items {
      ...ContactFields
    }
    nextToken
    total
  }
}
    fragment ContactFields on Contact {
  id
  avatar
  background
  name
  emails {
    email
    label
  }
  phoneNumbers {
    country
    phoneNumber
    label
  }
  title
  company
  birthday
  address
  notes
  tags
}`) as unknown as TypedDocumentString<ContactsPageQuery, ContactsPageQueryVariables>;
export const ContactDetailsDocument = new TypedDocumentString(`
    query ContactDetails($id: ID!) {
  contact(id: $id) {
    ...ContactFields
  }
}
    fragment ContactFields on Contact {
  id
  avatar
  background
  name
  emails {
    email
    label
  }
  phoneNumbers {
    country
    phoneNumber
    label
  }
  title
  company
  birthday
  address
  notes
  tags
}`) as unknown as TypedDocumentString<ContactDetailsQuery, ContactDetailsQueryVariables>;
export const ContactTagsDocument = new TypedDocumentString(`
    query ContactTags {
  contactTags {
    id
    title
    builtIn
  }
}
    `) as unknown as TypedDocumentString<ContactTagsQuery, ContactTagsQueryVariables>;
export const CreateContactDocument = new TypedDocumentString(`
    mutation CreateContact($input: ContactInput!) {
  createContact(input: $input) {
    ...ContactFields
  }
}
    fragment ContactFields on Contact {
  id
  avatar
  background
  name
  emails {
    email
    label
  }
  phoneNumbers {
    country
    phoneNumber
    label
  }
  title
  company
  birthday
  address
  notes
  tags
}`) as unknown as TypedDocumentString<CreateContactMutation, CreateContactMutationVariables>;
export const UpdateContactDocument = new TypedDocumentString(`
    mutation UpdateContact($id: ID!, $input: ContactInput!) {
  updateContact(id: $id, input: $input) {
    ...ContactFields
  }
}
    fragment ContactFields on Contact {
  id
  avatar
  background
  name
  emails {
    email
    label
  }
  phoneNumbers {
    country
    phoneNumber
    label
  }
  title
  company
  birthday
  address
  notes
  tags
}`) as unknown as TypedDocumentString<UpdateContactMutation, UpdateContactMutationVariables>;
export const DeleteContactDocument = new TypedDocumentString(`
    mutation DeleteContact($id: ID!) {
  deleteContact(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteContactMutation, DeleteContactMutationVariables>;
export const CreateContactTagDocument = new TypedDocumentString(`
    mutation CreateContactTag($title: String!) {
  createContactTag(title: $title) {
    id
    title
    builtIn
  }
}
    `) as unknown as TypedDocumentString<CreateContactTagMutation, CreateContactTagMutationVariables>;
export const RenameContactTagDocument = new TypedDocumentString(`
    mutation RenameContactTag($id: ID!, $title: String!) {
  renameContactTag(id: $id, title: $title) {
    id
    title
    builtIn
  }
}
    `) as unknown as TypedDocumentString<RenameContactTagMutation, RenameContactTagMutationVariables>;
export const DeleteContactTagDocument = new TypedDocumentString(`
    mutation DeleteContactTag($id: ID!) {
  deleteContactTag(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteContactTagMutation, DeleteContactTagMutationVariables>;
export const CryptoDashboardDocument = new TypedDocumentString(`
    query CryptoDashboard($range: String) {
  cryptoDashboard(range: $range) {
    range
    coins {
      coin
      name
      price
      trend {
        dir
        amount
      }
      marketCap
      volume
      supply
      allTimeHigh
      updatedAt
      series {
        at
        price
      }
      spark
    }
    wallets {
      id
      coin
      amount
      valueUsd
    }
  }
}
    `) as unknown as TypedDocumentString<CryptoDashboardQuery, CryptoDashboardQueryVariables>;
export const CryptoTradeDocument = new TypedDocumentString(`
    mutation CryptoTrade($input: CryptoTradeInput!) {
  cryptoTrade(input: $input) {
    side
    coin
    price
    amountUsd
    coinAmount
    usdBalance
    coinBalance
  }
}
    `) as unknown as TypedDocumentString<CryptoTradeMutation, CryptoTradeMutationVariables>;
export const ImportCryptoPricesDocument = new TypedDocumentString(`
    mutation ImportCryptoPrices($csv: String!) {
  importCryptoPrices(csv: $csv) {
    imported
    days
    minutes
  }
}
    `) as unknown as TypedDocumentString<ImportCryptoPricesMutation, ImportCryptoPricesMutationVariables>;
export const EcommerceProductsDocument = new TypedDocumentString(`
    query EcommerceProducts($input: ProductListInput) {
  ecommerceProducts(input: $input) {
    items {
      id
      name
      sku
      categories
      featuredImageId
      images {
        id
        url
      }
      priceTaxExcl
      priceTaxIncl
      taxRate
      quantity
      active
    }
    total
    nextToken
  }
}
    `) as unknown as TypedDocumentString<EcommerceProductsQuery, EcommerceProductsQueryVariables>;
export const EcommerceProductDocument = new TypedDocumentString(`
    query EcommerceProduct($id: ID!) {
  ecommerceProduct(id: $id) {
    id
    name
    handle
    description
    categories
    tags
    featuredImageId
    images {
      id
      url
      type
    }
    priceTaxExcl
    priceTaxIncl
    taxRate
    comparedPrice
    quantity
    sku
    width
    height
    depth
    weight
    extraShippingFee
    active
  }
}
    `) as unknown as TypedDocumentString<EcommerceProductQuery, EcommerceProductQueryVariables>;
export const CreateEcommerceProductDocument = new TypedDocumentString(`
    mutation CreateEcommerceProduct($input: ProductInput!) {
  createEcommerceProduct(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateEcommerceProductMutation, CreateEcommerceProductMutationVariables>;
export const UpdateEcommerceProductDocument = new TypedDocumentString(`
    mutation UpdateEcommerceProduct($id: ID!, $input: ProductInput!) {
  updateEcommerceProduct(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateEcommerceProductMutation, UpdateEcommerceProductMutationVariables>;
export const DeleteEcommerceProductDocument = new TypedDocumentString(`
    mutation DeleteEcommerceProduct($id: ID!) {
  deleteEcommerceProduct(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteEcommerceProductMutation, DeleteEcommerceProductMutationVariables>;
export const EcommerceOrdersDocument = new TypedDocumentString(`
    query EcommerceOrders($input: OrderListInput) {
  ecommerceOrders(input: $input) {
    items {
      id
      reference
      total
      date
      customer {
        firstName
        lastName
      }
      payment {
        method
      }
      status {
        slug
      }
    }
    total
    nextToken
  }
}
    `) as unknown as TypedDocumentString<EcommerceOrdersQuery, EcommerceOrdersQueryVariables>;
export const EcommerceOrderDocument = new TypedDocumentString(`
    query EcommerceOrder($id: ID!) {
  ecommerceOrder(id: $id) {
    id
    reference
    subtotal
    tax
    discount
    total
    date
    customer {
      firstName
      lastName
      company
      jobTitle
      email
      phone
      invoiceAddress {
        address
      }
      shippingAddress {
        address
      }
    }
    products {
      id
      name
      price
      quantity
      image
    }
    status {
      id
      slug
      color
      date
    }
    payment {
      transactionId
      amount
      method
      date
    }
    shippingDetails {
      tracking
      carrier
      weight
      fee
      date
    }
  }
}
    `) as unknown as TypedDocumentString<EcommerceOrderQuery, EcommerceOrderQueryVariables>;
export const CreateEcommerceOrderDocument = new TypedDocumentString(`
    mutation CreateEcommerceOrder($input: OrderInput!) {
  createEcommerceOrder(input: $input) {
    id
    reference
  }
}
    `) as unknown as TypedDocumentString<CreateEcommerceOrderMutation, CreateEcommerceOrderMutationVariables>;
export const AddEcommerceOrderStatusDocument = new TypedDocumentString(`
    mutation AddEcommerceOrderStatus($input: AddOrderStatusInput!) {
  addEcommerceOrderStatus(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddEcommerceOrderStatusMutation, AddEcommerceOrderStatusMutationVariables>;
export const FileManagerFolderDocument = new TypedDocumentString(`
    query FileManagerFolder($folderId: ID) {
  fileManagerFolder(folderId: $folderId) {
    folder {
      id
      name
    }
    path {
      id
      name
    }
    items {
      id
      folderId
      name
      type
      createdBy
      createdAt
      modifiedAt
      size
      contents
      description
      url
    }
  }
}
    `) as unknown as TypedDocumentString<FileManagerFolderQuery, FileManagerFolderQueryVariables>;
export const FileManagerFoldersDocument = new TypedDocumentString(`
    query FileManagerFolders {
  fileManagerFolders {
    id
    folderId
    name
  }
}
    `) as unknown as TypedDocumentString<FileManagerFoldersQuery, FileManagerFoldersQueryVariables>;
export const CreateFileManagerFolderDocument = new TypedDocumentString(`
    mutation CreateFileManagerFolder($input: CreateFileManagerFolderInput!) {
  createFileManagerFolder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateFileManagerFolderMutation, CreateFileManagerFolderMutationVariables>;
export const AddFileManagerFileDocument = new TypedDocumentString(`
    mutation AddFileManagerFile($input: AddFileManagerFileInput!) {
  addFileManagerFile(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddFileManagerFileMutation, AddFileManagerFileMutationVariables>;
export const UpdateFileManagerItemDocument = new TypedDocumentString(`
    mutation UpdateFileManagerItem($id: ID!, $input: UpdateFileManagerItemInput!) {
  updateFileManagerItem(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateFileManagerItemMutation, UpdateFileManagerItemMutationVariables>;
export const MoveFileManagerItemDocument = new TypedDocumentString(`
    mutation MoveFileManagerItem($id: ID!, $folderId: ID) {
  moveFileManagerItem(id: $id, folderId: $folderId) {
    id
  }
}
    `) as unknown as TypedDocumentString<MoveFileManagerItemMutation, MoveFileManagerItemMutationVariables>;
export const DeleteFileManagerItemDocument = new TypedDocumentString(`
    mutation DeleteFileManagerItem($id: ID!, $withContents: Boolean) {
  deleteFileManagerItem(id: $id, withContents: $withContents)
}
    `) as unknown as TypedDocumentString<DeleteFileManagerItemMutation, DeleteFileManagerItemMutationVariables>;
export const HelpCenterCategoriesDocument = new TypedDocumentString(`
    query HelpCenterCategories($language: Language) {
  helpCenterCategories(language: $language) {
    id
    kind
    slug
    title
    position
  }
}
    `) as unknown as TypedDocumentString<HelpCenterCategoriesQuery, HelpCenterCategoriesQueryVariables>;
export const HelpCenterFaqsDocument = new TypedDocumentString(`
    query HelpCenterFaqs($categorySlug: String, $language: Language) {
  helpCenterFaqs(categorySlug: $categorySlug, language: $language) {
    id
    categoryId
    question
    answer
    language
    position
    translations {
      language
      question
      answer
    }
  }
}
    `) as unknown as TypedDocumentString<HelpCenterFaqsQuery, HelpCenterFaqsQueryVariables>;
export const HelpCenterGuidesDocument = new TypedDocumentString(`
    query HelpCenterGuides($categorySlug: String, $language: Language) {
  helpCenterGuides(categorySlug: $categorySlug, language: $language) {
    id
    categoryId
    slug
    title
    subtitle
    language
    position
  }
}
    `) as unknown as TypedDocumentString<HelpCenterGuidesQuery, HelpCenterGuidesQueryVariables>;
export const HelpCenterGuideDocument = new TypedDocumentString(`
    query HelpCenterGuide($slug: String!, $language: Language) {
  helpCenterGuide(slug: $slug, language: $language) {
    id
    categoryId
    slug
    title
    subtitle
    content
    language
    updatedAt
    translations {
      language
      title
      subtitle
      content
    }
  }
}
    `) as unknown as TypedDocumentString<HelpCenterGuideQuery, HelpCenterGuideQueryVariables>;
export const SearchHelpCenterDocument = new TypedDocumentString(`
    query SearchHelpCenter($query: String!, $language: Language) {
  searchHelpCenter(query: $query, language: $language) {
    faqs {
      id
      categoryId
      question
      answer
      language
    }
    guides {
      id
      categoryId
      slug
      title
      subtitle
      language
    }
  }
}
    `) as unknown as TypedDocumentString<SearchHelpCenterQuery, SearchHelpCenterQueryVariables>;
export const CreateHelpCenterFaqDocument = new TypedDocumentString(`
    mutation CreateHelpCenterFaq($input: HelpCenterFaqInput!) {
  createHelpCenterFaq(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateHelpCenterFaqMutation, CreateHelpCenterFaqMutationVariables>;
export const UpdateHelpCenterFaqDocument = new TypedDocumentString(`
    mutation UpdateHelpCenterFaq($id: ID!, $input: HelpCenterFaqInput!) {
  updateHelpCenterFaq(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateHelpCenterFaqMutation, UpdateHelpCenterFaqMutationVariables>;
export const DeleteHelpCenterFaqDocument = new TypedDocumentString(`
    mutation DeleteHelpCenterFaq($id: ID!) {
  deleteHelpCenterFaq(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteHelpCenterFaqMutation, DeleteHelpCenterFaqMutationVariables>;
export const ReorderHelpCenterFaqsDocument = new TypedDocumentString(`
    mutation ReorderHelpCenterFaqs($input: HelpCenterReorderInput!) {
  reorderHelpCenterFaqs(input: $input)
}
    `) as unknown as TypedDocumentString<ReorderHelpCenterFaqsMutation, ReorderHelpCenterFaqsMutationVariables>;
export const CreateHelpCenterGuideDocument = new TypedDocumentString(`
    mutation CreateHelpCenterGuide($input: HelpCenterGuideInput!) {
  createHelpCenterGuide(input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<CreateHelpCenterGuideMutation, CreateHelpCenterGuideMutationVariables>;
export const UpdateHelpCenterGuideDocument = new TypedDocumentString(`
    mutation UpdateHelpCenterGuide($id: ID!, $input: HelpCenterGuideInput!) {
  updateHelpCenterGuide(id: $id, input: $input) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<UpdateHelpCenterGuideMutation, UpdateHelpCenterGuideMutationVariables>;
export const DeleteHelpCenterGuideDocument = new TypedDocumentString(`
    mutation DeleteHelpCenterGuide($id: ID!) {
  deleteHelpCenterGuide(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteHelpCenterGuideMutation, DeleteHelpCenterGuideMutationVariables>;
export const ReorderHelpCenterGuidesDocument = new TypedDocumentString(`
    mutation ReorderHelpCenterGuides($input: HelpCenterReorderInput!) {
  reorderHelpCenterGuides(input: $input)
}
    `) as unknown as TypedDocumentString<ReorderHelpCenterGuidesMutation, ReorderHelpCenterGuidesMutationVariables>;
export const SendHelpCenterSupportRequestDocument = new TypedDocumentString(`
    mutation SendHelpCenterSupportRequest($input: HelpCenterSupportInput!, $language: Language) {
  sendHelpCenterSupportRequest(input: $input, language: $language) {
    id
    createdAt
  }
}
    `) as unknown as TypedDocumentString<SendHelpCenterSupportRequestMutation, SendHelpCenterSupportRequestMutationVariables>;
export const MailboxPageDocument = new TypedDocumentString(`
    query MailboxPage($input: MailListInput) {
  mailbox(input: $input) {
    items {
      id
      from {
        id
        name
        email
      }
      to {
        id
        name
        email
      }
      date
      subject
      preview
      attachments {
        fileId
      }
      starred
      important
      unread
      folder
      labels
    }
    nextToken
    total
  }
}
    `) as unknown as TypedDocumentString<MailboxPageQuery, MailboxPageQueryVariables>;
export const MailDetailsDocument = new TypedDocumentString(`
    query MailDetails($id: ID!) {
  mail(id: $id) {
    id
    from {
      id
      name
      email
    }
    to {
      id
      name
      email
    }
    cc {
      id
      name
      email
    }
    bcc {
      id
      name
      email
    }
    date
    subject
    content
    attachments {
      fileId
      type
      name
      size
      preview
      downloadUrl
    }
    starred
    important
    unread
    folder
    labels
  }
}
    `) as unknown as TypedDocumentString<MailDetailsQuery, MailDetailsQueryVariables>;
export const MailboxCountsDocument = new TypedDocumentString(`
    query MailboxCounts {
  mailboxCounts {
    folder
    unread
    total
  }
}
    `) as unknown as TypedDocumentString<MailboxCountsQuery, MailboxCountsQueryVariables>;
export const MailRecipientsDocument = new TypedDocumentString(`
    query MailRecipients($search: String) {
  mailRecipients(search: $search) {
    id
    name
    email
  }
}
    `) as unknown as TypedDocumentString<MailRecipientsQuery, MailRecipientsQueryVariables>;
export const SaveMailDraftDocument = new TypedDocumentString(`
    mutation SaveMailDraft($input: MailDraftInput!) {
  saveMailDraft(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SaveMailDraftMutation, SaveMailDraftMutationVariables>;
export const SendMailDocument = new TypedDocumentString(`
    mutation SendMail($input: SendMailInput!) {
  sendMail(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SendMailMutation, SendMailMutationVariables>;
export const MailboxActionDocument = new TypedDocumentString(`
    mutation MailboxAction($input: MailboxActionInput!) {
  mailboxAction(input: $input) {
    id
    unread
    starred
    important
    folder
    labels
  }
}
    `) as unknown as TypedDocumentString<MailboxActionMutation, MailboxActionMutationVariables>;
export const MailArrivedDocument = new TypedDocumentString(`
    subscription MailArrived {
  notificationAdded {
    id
    link
  }
}
    `) as unknown as TypedDocumentString<MailArrivedSubscription, MailArrivedSubscriptionVariables>;
export const NotesPageDocument = new TypedDocumentString(`
    query NotesPage($input: NotesListInput) {
  notes(input: $input) {
    id
    title
    content
    tasks {
      id
      content
      completed
    }
    image
    reminder
    labels
    archived
    createdAt
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<NotesPageQuery, NotesPageQueryVariables>;
export const NotesLabelsDocument = new TypedDocumentString(`
    query NotesLabels {
  notesLabels {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<NotesLabelsQuery, NotesLabelsQueryVariables>;
export const CreateNoteDocument = new TypedDocumentString(`
    mutation CreateNote($input: NoteInput!) {
  createNote(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateNoteMutation, CreateNoteMutationVariables>;
export const UpdateNoteDocument = new TypedDocumentString(`
    mutation UpdateNote($id: ID!, $input: NoteInput!) {
  updateNote(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateNoteMutation, UpdateNoteMutationVariables>;
export const DeleteNoteDocument = new TypedDocumentString(`
    mutation DeleteNote($id: ID!) {
  deleteNote(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteNoteMutation, DeleteNoteMutationVariables>;
export const CreateNotesLabelDocument = new TypedDocumentString(`
    mutation CreateNotesLabel($title: String!) {
  createNotesLabel(title: $title) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<CreateNotesLabelMutation, CreateNotesLabelMutationVariables>;
export const RenameNotesLabelDocument = new TypedDocumentString(`
    mutation RenameNotesLabel($id: ID!, $title: String!) {
  renameNotesLabel(id: $id, title: $title) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<RenameNotesLabelMutation, RenameNotesLabelMutationVariables>;
export const DeleteNotesLabelDocument = new TypedDocumentString(`
    mutation DeleteNotesLabel($id: ID!) {
  deleteNotesLabel(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteNotesLabelMutation, DeleteNotesLabelMutationVariables>;
export const MyNotificationsDocument = new TypedDocumentString(`
    query MyNotifications($limit: Int, $nextToken: String) {
  myNotifications(limit: $limit, nextToken: $nextToken) {
    items {
      id
      icon
      image
      title
      description
      time
      read
      link
      useRouter
    }
    nextToken
    total
    unread
  }
}
    `) as unknown as TypedDocumentString<MyNotificationsQuery, MyNotificationsQueryVariables>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation MarkNotificationRead($id: ID!, $read: Boolean) {
  markNotificationRead(id: $id, read: $read) {
    id
    read
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const DeleteNotificationDocument = new TypedDocumentString(`
    mutation DeleteNotification($id: ID!) {
  deleteNotification(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const NotificationAddedDocument = new TypedDocumentString(`
    subscription NotificationAdded {
  notificationAdded {
    id
    icon
    image
    title
    description
    time
    read
    link
    useRouter
  }
}
    `) as unknown as TypedDocumentString<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const NotificationsChangedDocument = new TypedDocumentString(`
    subscription NotificationsChanged {
  notificationsChanged
}
    `) as unknown as TypedDocumentString<NotificationsChangedSubscription, NotificationsChangedSubscriptionVariables>;
export const ProfilePageDocument = new TypedDocumentString(`
    query ProfilePage($userId: ID) {
  profilePage(userId: $userId) {
    person {
      id
      name
      avatar
    }
    role
    isSelf
    memberSince
    email
    location
    mobile
    linkedIn
    summary
    skills
    works {
      id
      title
      company
      description
      start
      end
      current
    }
    educations {
      id
      school
      degree
      start
      end
      current
    }
    licenses {
      id
      name
      organization
      start
      end
      current
    }
    companies {
      id
      name
      logo
      title
    }
    colleagues {
      id
      name
      avatar
    }
    settings {
      allowLikes
      allowComments
    }
    canLike
    canComment
  }
}
    `) as unknown as TypedDocumentString<ProfilePageQuery, ProfilePageQueryVariables>;
export const ProfileTimelineDocument = new TypedDocumentString(`
    query ProfileTimeline($input: ProfileTimelineInput) {
  profileTimeline(input: $input) {
    items {
      id
      kind
      at
      status
      job {
        id
        position
        companyName
      }
      post {
        ...ProfilePostFields
      }
    }
    nextToken
  }
}
    fragment ProfilePostFields on ProfilePost {
  id
  content
  createdAt
  author {
    id
    name
    avatar
  }
  likeCount
  likedByMe
  shareCount
  sharedByMe
  commentCount
  comments {
    id
    content
    createdAt
    author {
      id
      name
      avatar
    }
    canDelete
  }
  canLike
  canComment
  canShare
  canDelete
}`) as unknown as TypedDocumentString<ProfileTimelineQuery, ProfileTimelineQueryVariables>;
export const ProfilePhotosDocument = new TypedDocumentString(`
    query ProfilePhotos($userId: ID) {
  profilePhotos(userId: $userId) {
    id
    url
    name
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ProfilePhotosQuery, ProfilePhotosQueryVariables>;
export const CreateProfilePostDocument = new TypedDocumentString(`
    mutation CreateProfilePost($input: ProfilePostInput!) {
  createProfilePost(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateProfilePostMutation, CreateProfilePostMutationVariables>;
export const DeleteProfilePostDocument = new TypedDocumentString(`
    mutation DeleteProfilePost($id: ID!) {
  deleteProfilePost(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteProfilePostMutation, DeleteProfilePostMutationVariables>;
export const LikeProfilePostDocument = new TypedDocumentString(`
    mutation LikeProfilePost($id: ID!) {
  likeProfilePost(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LikeProfilePostMutation, LikeProfilePostMutationVariables>;
export const ShareProfilePostDocument = new TypedDocumentString(`
    mutation ShareProfilePost($id: ID!) {
  shareProfilePost(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ShareProfilePostMutation, ShareProfilePostMutationVariables>;
export const ProfilePostDocument = new TypedDocumentString(`
    query ProfilePost($id: ID!) {
  profilePost(id: $id) {
    ...ProfilePostFields
  }
}
    fragment ProfilePostFields on ProfilePost {
  id
  content
  createdAt
  author {
    id
    name
    avatar
  }
  likeCount
  likedByMe
  shareCount
  sharedByMe
  commentCount
  comments {
    id
    content
    createdAt
    author {
      id
      name
      avatar
    }
    canDelete
  }
  canLike
  canComment
  canShare
  canDelete
}`) as unknown as TypedDocumentString<ProfilePostQuery, ProfilePostQueryVariables>;
export const UnlikeProfilePostDocument = new TypedDocumentString(`
    mutation UnlikeProfilePost($id: ID!) {
  unlikeProfilePost(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<UnlikeProfilePostMutation, UnlikeProfilePostMutationVariables>;
export const CommentOnProfilePostDocument = new TypedDocumentString(`
    mutation CommentOnProfilePost($input: ProfileCommentInput!) {
  commentOnProfilePost(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CommentOnProfilePostMutation, CommentOnProfilePostMutationVariables>;
export const DeleteProfileCommentDocument = new TypedDocumentString(`
    mutation DeleteProfileComment($id: ID!) {
  deleteProfileComment(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteProfileCommentMutation, DeleteProfileCommentMutationVariables>;
export const UpdateProfileSettingsDocument = new TypedDocumentString(`
    mutation UpdateProfileSettings($input: ProfileSettingsInput!) {
  updateProfileSettings(input: $input) {
    allowLikes
    allowComments
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileSettingsMutation, UpdateProfileSettingsMutationVariables>;
export const ProjectDashboardDocument = new TypedDocumentString(`
    query ProjectDashboard($ranges: ProjectDashboardRanges) {
  projectDashboard(ranges: $ranges) {
    today
    summary {
      range
      day
      due
      completed
    }
    overdue {
      tasks
      fromYesterday
    }
    issues {
      open
      opened
      closed
    }
    features {
      proposed
      implemented
    }
    issueWeek {
      range
      days {
        day
        new
        closed
      }
      overview {
        new
        closed
        open
        overdue
        urgent
      }
    }
    taskDistribution {
      range
      tags {
        tag
        count
      }
      due
      newTasks
      completedTasks
    }
    schedule {
      range
      day
      events {
        id
        title
        startsAt
        endsAt
        allDay
        label
        labelKey
        color
      }
    }
    budget {
      type
      total
      expensesAmount
      expensesPercentage
      remainingAmount
      remainingPercentage
    }
    teamMembers {
      id
      avatar
      name
      email
      phone
      title
      role
    }
  }
}
    `) as unknown as TypedDocumentString<ProjectDashboardQuery, ProjectDashboardQueryVariables>;
export const UpdateProjectBudgetDocument = new TypedDocumentString(`
    mutation UpdateProjectBudget($input: UpdateProjectBudgetInput!) {
  updateProjectBudget(input: $input) {
    type
    total
    expensesAmount
    expensesPercentage
    remainingAmount
    remainingPercentage
  }
}
    `) as unknown as TypedDocumentString<UpdateProjectBudgetMutation, UpdateProjectBudgetMutationVariables>;
export const ScrumboardBoardsPageDocument = new TypedDocumentString(`
    query ScrumboardBoardsPage {
  scrumboardBoards {
    id
    title
    description
    icon
    lastActivity
    cardCount
    members {
      id
      name
      avatar
    }
  }
}
    `) as unknown as TypedDocumentString<ScrumboardBoardsPageQuery, ScrumboardBoardsPageQueryVariables>;
export const ScrumboardBoardPageDocument = new TypedDocumentString(`
    query ScrumboardBoardPage($id: ID!) {
  scrumboardBoard(id: $id) {
    ...ScrumboardBoardFields
  }
}
    fragment ScrumboardBoardFields on ScrumboardBoard {
  id
  title
  description
  icon
  lastActivity
  members {
    id
    name
    avatar
  }
  settings {
    subscribed
    cardCoverImages
  }
  lists {
    id
    title
    cards
  }
  labels {
    id
    title
  }
  cards {
    id
    listId
    title
    description
    labels
    dueDate
    attachmentCoverId
    memberIds
    subscribed
    attachments {
      id
      name
      src
      time
      type
    }
    checklists {
      id
      name
      checkItems {
        id
        name
        checked
      }
    }
    activities {
      id
      type
      idMember
      message
      time
    }
  }
}`) as unknown as TypedDocumentString<ScrumboardBoardPageQuery, ScrumboardBoardPageQueryVariables>;
export const ScrumboardMembersDocument = new TypedDocumentString(`
    query ScrumboardMembers {
  scrumboardMembers {
    id
    name
    avatar
  }
}
    `) as unknown as TypedDocumentString<ScrumboardMembersQuery, ScrumboardMembersQueryVariables>;
export const CreateScrumboardBoardDocument = new TypedDocumentString(`
    mutation CreateScrumboardBoard($input: ScrumboardBoardInput!) {
  createScrumboardBoard(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateScrumboardBoardMutation, CreateScrumboardBoardMutationVariables>;
export const UpdateScrumboardBoardDocument = new TypedDocumentString(`
    mutation UpdateScrumboardBoard($id: ID!, $input: ScrumboardBoardUpdateInput!) {
  updateScrumboardBoard(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateScrumboardBoardMutation, UpdateScrumboardBoardMutationVariables>;
export const DeleteScrumboardBoardDocument = new TypedDocumentString(`
    mutation DeleteScrumboardBoard($id: ID!) {
  deleteScrumboardBoard(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteScrumboardBoardMutation, DeleteScrumboardBoardMutationVariables>;
export const CreateScrumboardListDocument = new TypedDocumentString(`
    mutation CreateScrumboardList($boardId: ID!, $title: String!) {
  createScrumboardList(boardId: $boardId, title: $title) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateScrumboardListMutation, CreateScrumboardListMutationVariables>;
export const RenameScrumboardListDocument = new TypedDocumentString(`
    mutation RenameScrumboardList($id: ID!, $title: String!) {
  renameScrumboardList(id: $id, title: $title) {
    id
  }
}
    `) as unknown as TypedDocumentString<RenameScrumboardListMutation, RenameScrumboardListMutationVariables>;
export const MoveScrumboardListDocument = new TypedDocumentString(`
    mutation MoveScrumboardList($id: ID!, $position: Int!) {
  moveScrumboardList(id: $id, position: $position) {
    id
  }
}
    `) as unknown as TypedDocumentString<MoveScrumboardListMutation, MoveScrumboardListMutationVariables>;
export const DeleteScrumboardListDocument = new TypedDocumentString(`
    mutation DeleteScrumboardList($id: ID!) {
  deleteScrumboardList(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteScrumboardListMutation, DeleteScrumboardListMutationVariables>;
export const CreateScrumboardCardDocument = new TypedDocumentString(`
    mutation CreateScrumboardCard($listId: ID!, $title: String!) {
  createScrumboardCard(listId: $listId, title: $title) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateScrumboardCardMutation, CreateScrumboardCardMutationVariables>;
export const UpdateScrumboardCardDocument = new TypedDocumentString(`
    mutation UpdateScrumboardCard($id: ID!, $input: ScrumboardCardUpdateInput!) {
  updateScrumboardCard(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateScrumboardCardMutation, UpdateScrumboardCardMutationVariables>;
export const MoveScrumboardCardDocument = new TypedDocumentString(`
    mutation MoveScrumboardCard($id: ID!, $listId: ID!, $position: Int!) {
  moveScrumboardCard(id: $id, listId: $listId, position: $position) {
    ...ScrumboardBoardFields
  }
}
    fragment ScrumboardBoardFields on ScrumboardBoard {
  id
  title
  description
  icon
  lastActivity
  members {
    id
    name
    avatar
  }
  settings {
    subscribed
    cardCoverImages
  }
  lists {
    id
    title
    cards
  }
  labels {
    id
    title
  }
  cards {
    id
    listId
    title
    description
    labels
    dueDate
    attachmentCoverId
    memberIds
    subscribed
    attachments {
      id
      name
      src
      time
      type
    }
    checklists {
      id
      name
      checkItems {
        id
        name
        checked
      }
    }
    activities {
      id
      type
      idMember
      message
      time
    }
  }
}`) as unknown as TypedDocumentString<MoveScrumboardCardMutation, MoveScrumboardCardMutationVariables>;
export const DeleteScrumboardCardDocument = new TypedDocumentString(`
    mutation DeleteScrumboardCard($id: ID!) {
  deleteScrumboardCard(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteScrumboardCardMutation, DeleteScrumboardCardMutationVariables>;
export const AddScrumboardCardAttachmentDocument = new TypedDocumentString(`
    mutation AddScrumboardCardAttachment($cardId: ID!, $fileId: ID!) {
  addScrumboardCardAttachment(cardId: $cardId, fileId: $fileId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddScrumboardCardAttachmentMutation, AddScrumboardCardAttachmentMutationVariables>;
export const RemoveScrumboardCardAttachmentDocument = new TypedDocumentString(`
    mutation RemoveScrumboardCardAttachment($cardId: ID!, $attachmentId: ID!) {
  removeScrumboardCardAttachment(cardId: $cardId, attachmentId: $attachmentId) {
    id
  }
}
    `) as unknown as TypedDocumentString<RemoveScrumboardCardAttachmentMutation, RemoveScrumboardCardAttachmentMutationVariables>;
export const AddScrumboardCommentDocument = new TypedDocumentString(`
    mutation AddScrumboardComment($cardId: ID!, $message: String!) {
  addScrumboardComment(cardId: $cardId, message: $message) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddScrumboardCommentMutation, AddScrumboardCommentMutationVariables>;
export const TasksPageDocument = new TypedDocumentString(`
    query TasksPage {
  tasks {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  type
  title
  notes
  completed
  dueDate
  priority
  tags
  subTasks {
    id
    title
    completed
  }
  assignedTo
  order
}`) as unknown as TypedDocumentString<TasksPageQuery, TasksPageQueryVariables>;
export const TaskAssigneesDocument = new TypedDocumentString(`
    query TaskAssignees {
  taskAssignees {
    id
    name
    avatar
  }
}
    `) as unknown as TypedDocumentString<TaskAssigneesQuery, TaskAssigneesQueryVariables>;
export const AssignedTasksDocument = new TypedDocumentString(`
    query AssignedTasks {
  assignedTasks {
    task {
      ...TaskFields
    }
    owner {
      id
      name
      avatar
    }
  }
}
    fragment TaskFields on Task {
  id
  type
  title
  notes
  completed
  dueDate
  priority
  tags
  subTasks {
    id
    title
    completed
  }
  assignedTo
  order
}`) as unknown as TypedDocumentString<AssignedTasksQuery, AssignedTasksQueryVariables>;
export const SetAssignedTaskCompletedDocument = new TypedDocumentString(`
    mutation SetAssignedTaskCompleted($id: ID!, $completed: Boolean!) {
  setAssignedTaskCompleted(id: $id, completed: $completed) {
    task {
      id
      completed
    }
  }
}
    `) as unknown as TypedDocumentString<SetAssignedTaskCompletedMutation, SetAssignedTaskCompletedMutationVariables>;
export const SetAssignedSubTaskCompletedDocument = new TypedDocumentString(`
    mutation SetAssignedSubTaskCompleted($taskId: ID!, $subTaskId: ID!, $completed: Boolean!) {
  setAssignedSubTaskCompleted(
    taskId: $taskId
    subTaskId: $subTaskId
    completed: $completed
  ) {
    task {
      id
      subTasks {
        id
        completed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetAssignedSubTaskCompletedMutation, SetAssignedSubTaskCompletedMutationVariables>;
export const CreateTaskDocument = new TypedDocumentString(`
    mutation CreateTask($input: TaskInput!, $position: Int) {
  createTask(input: $input, position: $position) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateTaskMutation, CreateTaskMutationVariables>;
export const UpdateTaskDocument = new TypedDocumentString(`
    mutation UpdateTask($id: ID!, $input: TaskInput!) {
  updateTask(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const MoveTaskDocument = new TypedDocumentString(`
    mutation MoveTask($id: ID!, $position: Int!) {
  moveTask(id: $id, position: $position) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  type
  title
  notes
  completed
  dueDate
  priority
  tags
  subTasks {
    id
    title
    completed
  }
  assignedTo
  order
}`) as unknown as TypedDocumentString<MoveTaskMutation, MoveTaskMutationVariables>;
export const DeleteTaskDocument = new TypedDocumentString(`
    mutation DeleteTask($id: ID!) {
  deleteTask(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteTaskMutation, DeleteTaskMutationVariables>;
export const TaskNoticesDocument = new TypedDocumentString(`
    subscription TaskNotices {
  notificationAdded {
    link
  }
}
    `) as unknown as TypedDocumentString<TaskNoticesSubscription, TaskNoticesSubscriptionVariables>;
export const MyEmployerDocument = new TypedDocumentString(`
    query MyEmployer {
  myEmployer {
    id
    employerCompanyId
  }
}
    `) as unknown as TypedDocumentString<MyEmployerQuery, MyEmployerQueryVariables>;
export const MyCompanyDetailsDocument = new TypedDocumentString(`
    query MyCompanyDetails {
  myCompanies {
    ...EmployerCompanyFields
  }
}
    fragment EmployerCompanyFields on Company {
  id
  name
  logo
  industry
  size
  countryCode
  contactNo
  email
  website
  city
  address
  license
  licenseVerified
  status
}`) as unknown as TypedDocumentString<MyCompanyDetailsQuery, MyCompanyDetailsQueryVariables>;
export const CreateEmployerDocument = new TypedDocumentString(`
    mutation CreateEmployer($input: CreateEmployerInput!) {
  createEmployer(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateEmployerMutation, CreateEmployerMutationVariables>;
export const RegisterCompanyDocument = new TypedDocumentString(`
    mutation RegisterCompany($input: CreateCompanyInput!) {
  registerCompany(input: $input) {
    ...EmployerCompanyFields
  }
}
    fragment EmployerCompanyFields on Company {
  id
  name
  logo
  industry
  size
  countryCode
  contactNo
  email
  website
  city
  address
  license
  licenseVerified
  status
}`) as unknown as TypedDocumentString<RegisterCompanyMutation, RegisterCompanyMutationVariables>;
export const UpdateCompanyDocument = new TypedDocumentString(`
    mutation UpdateCompany($input: UpdateCompanyInput!) {
  updateCompany(input: $input) {
    ...EmployerCompanyFields
  }
}
    fragment EmployerCompanyFields on Company {
  id
  name
  logo
  industry
  size
  countryCode
  contactNo
  email
  website
  city
  address
  license
  licenseVerified
  status
}`) as unknown as TypedDocumentString<UpdateCompanyMutation, UpdateCompanyMutationVariables>;
export const CompanyAccountDocument = new TypedDocumentString(`
    query CompanyAccount($id: ID!) {
  companyAccount(companyId: $id) {
    status
    reviewReason
    myRole
    company {
      ...EmployerCompanyFields
    }
    employers {
      userId
      name
      email
      title
      role
    }
  }
}
    fragment EmployerCompanyFields on Company {
  id
  name
  logo
  industry
  size
  countryCode
  contactNo
  email
  website
  city
  address
  license
  licenseVerified
  status
}`) as unknown as TypedDocumentString<CompanyAccountQuery, CompanyAccountQueryVariables>;
export const CompanyInvitesDocument = new TypedDocumentString(`
    query CompanyInvites($id: ID!) {
  listCompanyInvites(companyId: $id) {
    ...CompanyInviteFields
  }
}
    fragment CompanyInviteFields on CompanyInvite {
  id
  email
  status
  invitedByName
  expiresAt
  createdAt
}`) as unknown as TypedDocumentString<CompanyInvitesQuery, CompanyInvitesQueryVariables>;
export const InviteEmployerDocument = new TypedDocumentString(`
    mutation InviteEmployer($input: InviteEmployerInput!) {
  inviteEmployer(input: $input) {
    ...CompanyInviteFields
  }
}
    fragment CompanyInviteFields on CompanyInvite {
  id
  email
  status
  invitedByName
  expiresAt
  createdAt
}`) as unknown as TypedDocumentString<InviteEmployerMutation, InviteEmployerMutationVariables>;
export const RevokeCompanyInviteDocument = new TypedDocumentString(`
    mutation RevokeCompanyInvite($id: ID!) {
  revokeCompanyInvite(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeCompanyInviteMutation, RevokeCompanyInviteMutationVariables>;
export const RemoveCompanyEmployerDocument = new TypedDocumentString(`
    mutation RemoveCompanyEmployer($companyId: ID!, $userId: ID!) {
  removeCompanyEmployer(companyId: $companyId, userId: $userId)
}
    `) as unknown as TypedDocumentString<RemoveCompanyEmployerMutation, RemoveCompanyEmployerMutationVariables>;
export const CompanyInvitePreviewDocument = new TypedDocumentString(`
    query CompanyInvitePreview($token: String!) {
  companyInvite(token: $token) {
    companyName
    maskedEmail
    status
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CompanyInvitePreviewQuery, CompanyInvitePreviewQueryVariables>;
export const AcceptCompanyInviteDocument = new TypedDocumentString(`
    mutation AcceptCompanyInvite($token: String!) {
  acceptCompanyInvite(token: $token) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AcceptCompanyInviteMutation, AcceptCompanyInviteMutationVariables>;
export const EmployerDashboardDocument = new TypedDocumentString(`
    query EmployerDashboard($id: ID!) {
  employerDashboard(companyId: $id) {
    companyId
    companyStatus
    reviewReason
    totalJobs
    openJobs
    draftJobs
    jobsWaitingForReview
    applicationsThisWeek
    applicationsPerDay {
      date
      count
    }
    closingSoon {
      id
      position
      deadline
      applicationCount
    }
    latestApplications {
      id
      jobId
      position
      applicantName
      status
      appliedAt
    }
  }
}
    `) as unknown as TypedDocumentString<EmployerDashboardQuery, EmployerDashboardQueryVariables>;
export const MyCompaniesDocument = new TypedDocumentString(`
    query MyCompanies {
  myCompanies {
    id
    name
    status
    logo
    countryCode
  }
}
    `) as unknown as TypedDocumentString<MyCompaniesQuery, MyCompaniesQueryVariables>;
export const CompanyJobsDocument = new TypedDocumentString(`
    query CompanyJobs($companyId: ID!, $filter: CompanyJobsFilter, $limit: Int, $nextToken: String) {
  listCompanyJobs(
    companyId: $companyId
    filter: $filter
    limit: $limit
    nextToken: $nextToken
  ) {
    nextToken
    items {
      ...CompanyJobFields
    }
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<CompanyJobsQuery, CompanyJobsQueryVariables>;
export const CompanyJobDocument = new TypedDocumentString(`
    query CompanyJob($id: ID!) {
  getCompanyJob(id: $id) {
    ...CompanyJobFields
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<CompanyJobQuery, CompanyJobQueryVariables>;
export const CreateJobDocument = new TypedDocumentString(`
    mutation CreateJob($input: CreateJobInput!) {
  createJob(input: $input) {
    ...CompanyJobFields
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<CreateJobMutation, CreateJobMutationVariables>;
export const UpdateJobDocument = new TypedDocumentString(`
    mutation UpdateJob($input: UpdateJobInput!) {
  updateJob(input: $input) {
    ...CompanyJobFields
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<UpdateJobMutation, UpdateJobMutationVariables>;
export const PublishJobDocument = new TypedDocumentString(`
    mutation PublishJob($id: ID!) {
  publishJob(id: $id) {
    ...CompanyJobFields
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<PublishJobMutation, PublishJobMutationVariables>;
export const CloseJobDocument = new TypedDocumentString(`
    mutation CloseJob($id: ID!) {
  closeJob(id: $id) {
    ...CompanyJobFields
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<CloseJobMutation, CloseJobMutationVariables>;
export const ReopenJobDocument = new TypedDocumentString(`
    mutation ReopenJob($id: ID!) {
  reopenJob(id: $id) {
    ...CompanyJobFields
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<ReopenJobMutation, ReopenJobMutationVariables>;
export const DuplicateJobDocument = new TypedDocumentString(`
    mutation DuplicateJob($id: ID!) {
  duplicateJob(id: $id) {
    ...CompanyJobFields
  }
}
    fragment CompanyJobFields on Job {
  ...JobDetailsFields
  companyJobsId
  reviewStatus
  reviewReason
  publishedAt
  applicationCounts {
    status
    count
  }
}
fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<DuplicateJobMutation, DuplicateJobMutationVariables>;
export const DeleteJobDocument = new TypedDocumentString(`
    mutation DeleteJob($id: ID!) {
  deleteJob(input: {id: $id}) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteJobMutation, DeleteJobMutationVariables>;
export const HomeContentDocument = new TypedDocumentString(`
    query HomeContent($id: ID!) {
  getJobSeekerContent(id: $id) {
    bannerTitle
    bannerImage
  }
}
    `) as unknown as TypedDocumentString<HomeContentQuery, HomeContentQueryVariables>;
export const FeaturedCompaniesDocument = new TypedDocumentString(`
    query FeaturedCompanies {
  listCompanies(filter: {featured: {eq: true}}, limit: 8) {
    items {
      id
      name
      logo
      industry
      city
      openJobCount
    }
  }
}
    `) as unknown as TypedDocumentString<FeaturedCompaniesQuery, FeaturedCompaniesQueryVariables>;
export const SearchJobsDocument = new TypedDocumentString(`
    query SearchJobs($query: String, $filter: JobSearchFilter, $sort: JobSort, $exact: Boolean, $limit: Int, $nextToken: String) {
  searchJobs(
    query: $query
    filter: $filter
    sort: $sort
    exact: $exact
    limit: $limit
    nextToken: $nextToken
  ) {
    total
    correctedQuery
    totalIsLowerBound
    totalIsEstimate
    nextToken
    items {
      ...JobSummaryFields
    }
    facets {
      type {
        value
        count
      }
      experienceLevel {
        value
        count
      }
      industry {
        value
        count
      }
    }
  }
}
    fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}`) as unknown as TypedDocumentString<SearchJobsQuery, SearchJobsQueryVariables>;
export const GetJobDocument = new TypedDocumentString(`
    query GetJob($id: ID!) {
  getJob(id: $id) {
    ...JobDetailsFields
  }
}
    fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}
fragment JobDetailsFields on Job {
  ...JobSummaryFields
  description
  address
  experience
  education
  requirement
  keyword
  subindustry
  language
  start
  applyUrl
  updatedAt
}`) as unknown as TypedDocumentString<GetJobQuery, GetJobQueryVariables>;
export const GetCompanyDocument = new TypedDocumentString(`
    query GetCompany($id: ID!) {
  getCompany(id: $id) {
    ...CompanySummaryFields
    size
    email
    contactNo
    address
    featured
    openJobCount
    jobs(limit: 200) {
      ...JobSummaryFields
    }
  }
}
    fragment CompanySummaryFields on Company {
  id
  name
  logo
  industry
  city
  countryCode
  website
}
fragment JobSummaryFields on Job {
  id
  position
  location
  type
  experienceLevel
  industry
  salaryStart
  salaryEnd
  salaryNegotiable
  salaryCurrency
  requiresCPA
  remote
  status
  isOpen
  deadline
  applyWay
  createdAt
  company {
    ...CompanySummaryFields
  }
}`) as unknown as TypedDocumentString<GetCompanyQuery, GetCompanyQueryVariables>;
export const CurrencyRatesDocument = new TypedDocumentString(`
    query CurrencyRates {
  currencyRates {
    currency
    unitsPerUsd
    updatedAt
    updatedByName
  }
}
    `) as unknown as TypedDocumentString<CurrencyRatesQuery, CurrencyRatesQueryVariables>;
export const ApplyStandingDocument = new TypedDocumentString(`
    query ApplyStanding {
  myApplyStanding {
    isCPA
    cpaStatus
    emailVerified
    appliedJobs {
      jobId
      applicationId
      appliedAt
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyStandingQuery, ApplyStandingQueryVariables>;
export const LikedJobsDocument = new TypedDocumentString(`
    query LikedJobs($uid: ID!) {
  getUser(id: $uid) {
    id
    likedJobs
  }
}
    `) as unknown as TypedDocumentString<LikedJobsQuery, LikedJobsQueryVariables>;
export const LikeJobDocument = new TypedDocumentString(`
    mutation LikeJob($jobId: ID!) {
  likeJob(jobId: $jobId) {
    id
    likedJobs
  }
}
    `) as unknown as TypedDocumentString<LikeJobMutation, LikeJobMutationVariables>;
export const UnlikeJobDocument = new TypedDocumentString(`
    mutation UnlikeJob($jobId: ID!) {
  unlikeJob(jobId: $jobId) {
    id
    likedJobs
  }
}
    `) as unknown as TypedDocumentString<UnlikeJobMutation, UnlikeJobMutationVariables>;
export const AboutContentDocument = new TypedDocumentString(`
    query AboutContent($id: ID!) {
  getJobSeekerContent(id: $id) {
    aboutUs
  }
}
    `) as unknown as TypedDocumentString<AboutContentQuery, AboutContentQueryVariables>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile($id: ID!) {
  getUser(id: $id) {
    id
    fullName
    firstName
    lastName
    email
    mobile
    countryCode
    location
    gender
    ageGroup
    dateOfBirth
    language
    linkedIn
    skill
    summary
    icon
    memberType
    jobStatus
    isCPA
    cpaStatus
    cpaReviewNote
    role
    cpaLicense {
      ...ProfileLicenseFields
    }
    work {
      id
      title
      company
      start
      end
      current
      description
    }
    education {
      id
      school
      degree
      start
      end
      current
    }
    licenses {
      ...ProfileLicenseFields
    }
  }
}
    fragment ProfileLicenseFields on License {
  id
  name
  organization
  number
  start
  end
  current
}`) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateUserInput!) {
  updateUser(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const CreateWorkDocument = new TypedDocumentString(`
    mutation CreateWork($input: CreateWorkInput!) {
  createWork(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateWorkMutation, CreateWorkMutationVariables>;
export const UpdateWorkDocument = new TypedDocumentString(`
    mutation UpdateWork($input: UpdateWorkInput!) {
  updateWork(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateWorkMutation, UpdateWorkMutationVariables>;
export const DeleteWorkDocument = new TypedDocumentString(`
    mutation DeleteWork($input: DeleteInput!) {
  deleteWork(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteWorkMutation, DeleteWorkMutationVariables>;
export const CreateEducationDocument = new TypedDocumentString(`
    mutation CreateEducation($input: CreateEducationInput!) {
  createEducation(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateEducationMutation, CreateEducationMutationVariables>;
export const UpdateEducationDocument = new TypedDocumentString(`
    mutation UpdateEducation($input: UpdateEducationInput!) {
  updateEducation(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateEducationMutation, UpdateEducationMutationVariables>;
export const DeleteEducationDocument = new TypedDocumentString(`
    mutation DeleteEducation($input: DeleteInput!) {
  deleteEducation(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteEducationMutation, DeleteEducationMutationVariables>;
export const CreateLicenseDocument = new TypedDocumentString(`
    mutation CreateLicense($input: CreateLicenseInput!) {
  createLicense(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateLicenseMutation, CreateLicenseMutationVariables>;
export const UpdateLicenseDocument = new TypedDocumentString(`
    mutation UpdateLicense($input: UpdateLicenseInput!) {
  updateLicense(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateLicenseMutation, UpdateLicenseMutationVariables>;
export const DeleteLicenseDocument = new TypedDocumentString(`
    mutation DeleteLicense($input: DeleteInput!) {
  deleteLicense(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteLicenseMutation, DeleteLicenseMutationVariables>;
export const ClaimCpaDocument = new TypedDocumentString(`
    mutation ClaimCpa($id: ID!) {
  claimCPA(licenseId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<ClaimCpaMutation, ClaimCpaMutationVariables>;
export const ExportMyDataDocument = new TypedDocumentString(`
    query ExportMyData {
  exportMyData
}
    `) as unknown as TypedDocumentString<ExportMyDataQuery, ExportMyDataQueryVariables>;
export const DeleteMyAccountDocument = new TypedDocumentString(`
    mutation DeleteMyAccount($password: String!) {
  deleteMyAccount(password: $password)
}
    `) as unknown as TypedDocumentString<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const SavedJobIdsDocument = new TypedDocumentString(`
    query SavedJobIds($id: ID!) {
  getUser(id: $id) {
    id
    likedJobs
    appliedJobs
  }
}
    `) as unknown as TypedDocumentString<SavedJobIdsQuery, SavedJobIdsQueryVariables>;
export const SavedJobsDocument = new TypedDocumentString(`
    query SavedJobs($filter: ModelJobFilterInput, $limit: Int) {
  listJobs(filter: $filter, limit: $limit) {
    items {
      ...JobApplySummaryFields
    }
  }
}
    fragment JobApplySummaryFields on Job {
  id
  position
  location
  deadline
  status
  isOpen
  applyWay
  applyUrl
  requiresCPA
  salaryCurrency
  company {
    id
    name
    logo
  }
}`) as unknown as TypedDocumentString<SavedJobsQuery, SavedJobsQueryVariables>;
export const UnsaveJobDocument = new TypedDocumentString(`
    mutation UnsaveJob($jobId: ID!) {
  unlikeJob(jobId: $jobId) {
    id
    likedJobs
  }
}
    `) as unknown as TypedDocumentString<UnsaveJobMutation, UnsaveJobMutationVariables>;