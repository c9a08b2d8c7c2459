import { readFileSync } from 'node:fs';
import { and, eq, gte } from 'drizzle-orm';
import { getNamedType, isLeafType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PAGE_TEXTS } from '../../domain/profile-page-texts.ts';
import {
  academyCourses,
  companies,
  contacts,
  contactTags,
  ecommerceOrders,
  ecommerceProducts,
  cryptoWallets,
  educations,
  employers,
  helpCenterCategories,
  helpCenterFaqs,
  helpCenterGuides,
  jobs,
  licenses,
  chatChats,
  mailboxMails,
  calendarEvents,
  calendarLabels,
  notesLabels,
  notesNotes,
  taskItems,
  scrumboardBoards,
  scrumboardCards,
  scrumboardLabels,
  scrumboardLists,
  notifications,
  profilePosts,
  users,
  works,
} from '../db/schema/index.ts';
import { apply, uploadFile, uploadResume } from '../test-support/applications.ts';
import { pdfBytes } from '../test-support/file-fixtures.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  ACCESS_WORDS,
  OPERATION_ACCESS,
  SUBSCRIPTION_ACCESS,
  type Access,
  type OperationName,
} from './operation-access.ts';

type Who = 'guest' | 'jane' | 'jobseeker' | 'otherEmployer' | 'employer' | 'staff' | 'admin';

/**
 * Who must be refused for each kind of access (the target records belong to Jane and to the demo
 * employer's company).
 */
const REFUSED: Record<Access, Who[]> = {
  public: [],
  signedIn: ['guest'],
  self: ['guest', 'jobseeker', 'otherEmployer', 'staff', 'admin'],
  owner: ['guest', 'jobseeker', 'otherEmployer'],
  companyEmployer: ['guest', 'jobseeker', 'otherEmployer'],
  companyEmployerOnly: ['guest', 'jobseeker', 'otherEmployer', 'staff', 'admin'],
  companyOwner: ['guest', 'jobseeker', 'otherEmployer'],
  staff: ['guest', 'jobseeker', 'otherEmployer', 'employer'],
  admin: ['guest', 'jobseeker', 'otherEmployer', 'employer', 'staff'],
};
const REFUSAL_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];

interface Ids {
  jane: string;
  resume: string;
  janeWork: string;
  janeEducation: string;
  janeLicense: string;
  applicant: string;
  application: string;
  company: string;
  job: string;
  draftJob: string;
  invite: string;
  employerRecord: string;
  colleague: string;
  staffMail: string;
  staffChat: string;
  staffChatContact: string;
  staffCalendarEvent: string;
  staffCalendarLabel: string;
  staffNote: string;
  staffNotesLabel: string;
  staffTask: string;
  /** The admin's task, given to the staff member. */
  taskForStaff: string;
  scrumboard: {
    board: string;
    otherBoard: string;
    list: string;
    otherList: string;
    card: string;
    label: string;
    attachment: { card: string; id: string };
  };
  shopProduct: string;
  shopOrder: string;
  janeAlert: string;
  helpFaq: string;
  helpGuide: string;
  staffWallet: string;
  janeNotification: string;
  academyCourse: { id: string; slug: string; categoryId: string };
  staffContact: string;
  staffContactTag: string;
  staffFolder: string;
  staffDocument: string;
  janePost: string;
  janeComment: string;
}

const accessTestContact = {
  name: 'Access Test',
  emails: [{ email: 'access.test@example.com', label: 'work' }],
  phoneNumbers: [{ country: 'TR', phoneNumber: '0532 412 18 90', label: 'mobile' }],
};

/** Well-formed arguments for each operation that takes any, aimed at the target records. */
function variablesFor(op: OperationName, ids: Ids): Record<string, unknown> {
  const jobInput = {
    companyJobsId: ids.company,
    position: 'Access Test Auditor',
    type: 'full-time',
    language: 'en',
    applyWay: 'internal',
  };
  const table: Partial<Record<OperationName, Record<string, unknown>>> = {
    getJob: { id: ids.job },
    getCompany: { id: ids.company },
    getJobSeekerContent: { id: 'home-en' },
    companyInvite: { token: 'a'.repeat(43) },
    getUser: { id: ids.jane },
    getEmployer: { id: ids.employerRecord },
    jobApplicationEligibility: { jobId: ids.job },
    companyAccount: { companyId: ids.company },
    listCompanyInvites: { companyId: ids.company },
    employerDashboard: { companyId: ids.company },
    listCompanyJobs: { companyId: ids.company },
    getCompanyJob: { id: ids.job },
    listJobApplications: { jobId: ids.job },
    updateUser: { input: { id: ids.jane, location: 'Izmir' } },
    createWork: { input: { title: 'Auditor', company: 'Access Test Ltd' } },
    updateWork: { input: { id: ids.janeWork, title: 'Senior Auditor' } },
    deleteWork: { input: { id: ids.janeWork } },
    createEducation: { input: { school: 'Access Test University' } },
    updateEducation: { input: { id: ids.janeEducation, degree: 'MSc' } },
    deleteEducation: { input: { id: ids.janeEducation } },
    createLicense: { input: { name: 'Access Test Licence' } },
    updateLicense: { input: { id: ids.janeLicense, organization: 'Access Test Board' } },
    deleteLicense: { input: { id: ids.janeLicense } },
    likeJob: { jobId: ids.job },
    unlikeJob: { jobId: ids.job },
    claimCPA: { licenseId: ids.janeLicense },
    createJobApplication: { input: { jobApplicationsId: ids.job, resumeFileId: ids.resume } },
    withdrawJobApplication: { id: ids.application },
    deleteMyAccount: { password: 'not the password' },
    createCompany: { input: { name: 'Access Test Co' } },
    createEmployer: { input: { firstName: 'Access', lastName: 'Tester' } },
    registerCompany: { input: { name: 'Access Test Holdings' } },
    acceptCompanyInvite: { token: 'a'.repeat(43) },
    updateCompany: { input: { id: ids.company, city: 'London' } },
    inviteEmployer: { input: { companyId: ids.company, email: 'access.invitee@example.com' } },
    revokeCompanyInvite: { id: ids.invite },
    removeCompanyEmployer: { companyId: ids.company, userId: ids.colleague },
    createJob: { input: jobInput },
    updateJob: { input: { id: ids.draftJob, position: 'Access Test Lead' } },
    publishJob: { id: ids.draftJob },
    closeJob: { id: ids.job },
    reopenJob: { id: ids.job },
    duplicateJob: { id: ids.job },
    deleteJob: { input: { id: ids.draftJob } },
    updateJobApplication: { input: { id: ids.application, note: 'Access test' } },
    createUser: { input: { email: 'access.created@example.com', firstName: 'Access', lastName: 'Created' } },
    reviewCPAClaim: { userId: ids.jane, approve: false, note: 'Access test' },
    reviewCompany: { input: { id: ids.company, approve: false, reason: 'Access test' } },
    reviewJob: { input: { id: ids.draftJob, approve: false, reason: 'Access test' } },
    setUserDisabled: { input: { id: ids.applicant, disabled: false } },
    setCompanyFeatured: { input: { id: ids.company, featured: true } },
    setCompanyLicenseVerified: { input: { id: ids.company, verified: true } },
    updateJobSeekerContent: {
      input: { language: 'en', bannerTitle: 'Access test', bannerImage: '', aboutUs: 'Access test.' },
    },
    setUserRoles: { input: { id: ids.applicant, roles: [] } },
    createJobAlert: { input: { name: 'Access test', frequency: 'weekly', keywords: 'access test auditor' } },
    updateJobAlert: { input: { id: ids.janeAlert, name: 'Access test renamed' } },
    deleteJobAlert: { id: ids.janeAlert },
    updateCurrencyRate: { input: { currency: 'TRY', unitsPerUsd: 44.5 } },
    helpCenterGuide: { slug: 'the-cpa-flag' },
    searchHelpCenter: { query: 'CPA' },
    ...helpCenterVariables(ids),
    analyticsDashboard: { range: { preset: 'last7' } },
    updateProjectBudget: { input: { type: 'Extras', total: 8000, expensesAmount: 1000 } },
    cryptoTrade: { input: { walletId: ids.staffWallet, side: 'buy', amountUsd: 1 } },
    importCryptoPrices: {
      csv: 'date,coin,price\n2020-01-01,btc,1\n2020-01-01,eth,1\n2020-01-01,bch,1\n2020-01-01,xrp,1',
    },
    markNotificationRead: { id: ids.janeNotification },
    deleteNotification: { id: ids.janeNotification },
    mail: { id: ids.staffMail },
    saveMailDraft: { input: { subject: 'Access test' } },
    sendMail: { input: { to: [ids.jane], subject: 'Access test', content: '<p>x</p>' } },
    mailboxAction: { input: { type: 'starred', value: 'true', ids: [ids.staffMail] } },
    ...academyVariables(ids),
    chatContact: { id: ids.staffChatContact },
    chat: { id: ids.staffChat },
    chatMessages: { input: { chatId: ids.staffChat } },
    updateChatProfile: { input: { status: 'away' } },
    startChat: { contactId: ids.staffChatContact },
    sendChatMessage: { input: { chatId: ids.staffChat, value: 'Access test' } },
    markChatRead: { chatId: ids.staffChat },
    setChatMuted: { input: { chatId: ids.staffChat, muted: true } },
    ...calendarVariables(ids),
    createNote: { input: { title: 'Access test' } },
    updateNote: { id: ids.staffNote, input: { archived: true } },
    deleteNote: { id: ids.staffNote },
    createNotesLabel: { title: 'Access test' },
    renameNotesLabel: { id: ids.staffNotesLabel, title: 'Access test renamed' },
    deleteNotesLabel: { id: ids.staffNotesLabel },
    createTask: { input: { title: 'Access test' } },
    updateTask: { id: ids.staffTask, input: { title: 'Access test renamed' } },
    moveTask: { id: ids.staffTask, position: 1 },
    deleteTask: { id: ids.staffTask },
    setAssignedTaskCompleted: { id: ids.taskForStaff, completed: true },
    setAssignedSubTaskCompleted: { taskId: ids.taskForStaff, subTaskId: 'access-subtask', completed: true },
    contact: { id: ids.staffContact },
    createContact: { input: accessTestContact },
    updateContact: { id: ids.staffContact, input: accessTestContact },
    deleteContact: { id: ids.staffContact },
    createContactTag: { title: 'Access test' },
    renameContactTag: { id: ids.staffContactTag, title: 'Access test renamed' },
    deleteContactTag: { id: ids.staffContactTag },
    ...ecommerceVariables(ids),
    ...fileManagerVariables(ids),
    ...profileVariables(ids),
    ...scrumboardVariables(ids),
  };
  return table[op] ?? {};
}

/** The profile page's operations, aimed at Jane's seeded post and her comment on it. */
function profileVariables(ids: Ids): Partial<Record<OperationName, Record<string, unknown>>> {
  return {
    profilePage: { userId: ids.jane },
    profileTimeline: { input: { userId: ids.jane } },
    profilePhotos: { userId: ids.jane },
    profilePost: { id: ids.janePost },
    createProfilePost: { input: { content: 'Access test' } },
    likeProfilePost: { id: ids.janePost },
    unlikeProfilePost: { id: ids.janePost },
    shareProfilePost: { id: ids.janePost },
    commentOnProfilePost: { input: { postId: ids.janePost, content: 'Access test' } },
    deleteProfileComment: { id: ids.janeComment },
    deleteProfilePost: { id: ids.janePost },
    updateProfileSettings: { input: { allowComments: true } },
  };
}

/** The academy's operations, aimed at a seeded course. */
function academyVariables(ids: Ids): Partial<Record<OperationName, Record<string, unknown>>> {
  const { id, slug, categoryId } = ids.academyCourse;
  const input = {
    categoryId,
    duration: 30,
    translations: [{ language: 'en', title: 'Access test course', description: 'Access test.' }],
    steps: [{ title: 'Access test', content: '<p>Access test.</p>' }],
  };
  return {
    academyCourse: { slug },
    saveAcademyProgress: { input: { courseId: id, currentStep: 1 } },
    createAcademyCourse: { input },
    updateAcademyCourse: { id, input },
    deleteAcademyCourse: { id },
  };
}

/** The calendar's operations, aimed at the staff demo account's seeded event and label. */
function calendarVariables(ids: Ids): Partial<Record<OperationName, Record<string, unknown>>> {
  const id = ids.staffCalendarEvent;
  const input = {
    title: 'Access test',
    allDay: false,
    start: '2030-01-01T09:00:00.000Z',
    end: '2030-01-01T10:00:00.000Z',
    extendedProps: { desc: '', label: ids.staffCalendarLabel },
  };
  const label = { title: 'Access test', color: '#123456' };
  return {
    calendarEvents: { from: '2030-01-01T00:00:00.000Z', to: '2030-02-01T00:00:00.000Z' },
    createCalendarEvent: { input },
    updateCalendarEvent: { id, input },
    deleteCalendarEvent: { id },
    createCalendarLabel: { input: label },
    updateCalendarLabel: { id: ids.staffCalendarLabel, input: label },
    // The label holds events, so deleting it is refused by a rule of the data, not by who asks.
    deleteCalendarLabel: { id: ids.staffCalendarLabel },
  };
}

/** The file manager's operations, aimed at a folder and an upload of the staff demo account's. */
function fileManagerVariables(ids: Ids): Partial<Record<OperationName, Record<string, unknown>>> {
  return {
    fileManagerFolder: { folderId: ids.staffFolder },
    createFileManagerFolder: { input: { name: 'Access test' } },
    addFileManagerFile: { input: { folderId: ids.staffFolder, fileId: ids.staffDocument } },
    updateFileManagerItem: { id: ids.staffFolder, input: { description: 'Access test' } },
    moveFileManagerItem: { id: ids.staffFolder, folderId: null },
    deleteFileManagerItem: { id: ids.staffFolder, withContents: true },
  };
}

/** The scrumboard's operations, aimed at the demo board the staff and admin accounts share. */
function scrumboardVariables(ids: Ids): Partial<Record<OperationName, Record<string, unknown>>> {
  const { board, otherBoard, list, otherList, card, label, attachment } = ids.scrumboard;
  return {
    scrumboardBoard: { id: board },
    createScrumboardBoard: { input: { title: 'Access test' } },
    updateScrumboardBoard: { id: board, input: { description: 'Access test' } },
    // Another board, so the other deletions still find theirs.
    deleteScrumboardBoard: { id: otherBoard },
    createScrumboardList: { boardId: board, title: 'Access test' },
    renameScrumboardList: { id: list, title: 'Access test' },
    moveScrumboardList: { id: list, position: 1 },
    deleteScrumboardList: { id: otherList },
    createScrumboardCard: { listId: list, title: 'Access test' },
    updateScrumboardCard: { id: card, input: { title: 'Access test' } },
    moveScrumboardCard: { id: card, listId: list, position: 0 },
    deleteScrumboardCard: { id: card },
    // Not the caller's upload, so refused by a rule of the data once the caller is let through.
    addScrumboardCardAttachment: { cardId: card, fileId: '00000000-0000-4000-8000-000000000000' },
    removeScrumboardCardAttachment: { cardId: attachment.card, attachmentId: attachment.id },
    addScrumboardComment: { cardId: card, message: 'Access test' },
    createScrumboardLabel: { boardId: board, title: 'Access test' },
    deleteScrumboardLabel: { id: label },
  };
}

/** The shop's operations (e-commerce app), aimed at a seeded product and order. */
function ecommerceVariables(ids: Ids): Partial<Record<OperationName, Record<string, unknown>>> {
  const product = { name: 'Access test', handle: 'access-test', sku: 'ACCESS-1', priceTaxExcl: 1000 };
  const customer = { firstName: 'A', lastName: 'B', email: 'a@example.com', invoiceAddress: 'X', shippingAddress: 'X' };
  return {
    ecommerceProduct: { id: ids.shopProduct },
    ecommerceOrder: { id: ids.shopOrder },
    createEcommerceProduct: { input: product },
    updateEcommerceProduct: { id: ids.shopProduct, input: { ...product, handle: 'access-test-2', sku: 'ACCESS-2' } },
    deleteEcommerceProduct: { id: ids.shopProduct },
    createEcommerceOrder: {
      input: {
        customer,
        products: [{ productId: ids.shopProduct, quantity: 1 }],
        paymentMethod: 'Check',
        carrier: 'TNT',
      },
    },
    addEcommerceOrderStatus: { input: { orderId: ids.shopOrder, status: 'shipped' } },
  };
}

/** The help center's staff operations, aimed at a seeded question and guide. */
function helpCenterVariables(ids: Ids): Partial<Record<OperationName, Record<string, unknown>>> {
  const faq = {
    categoryId: ids.helpFaq.split('/')[1],
    translations: [{ language: 'en', question: 'Q?', answer: 'A.' }],
  };
  const guide = {
    categoryId: ids.helpGuide.split('/')[1],
    translations: [{ language: 'en', title: 'Access test', content: '<p>Access test.</p>' }],
  };
  const [faqId, faqCategory] = ids.helpFaq.split('/');
  const [guideId, guideCategory] = ids.helpGuide.split('/');
  return {
    createHelpCenterFaq: { input: faq },
    updateHelpCenterFaq: { id: faqId, input: faq },
    deleteHelpCenterFaq: { id: faqId },
    reorderHelpCenterFaqs: { input: { categoryId: faqCategory, ids: [faqId] } },
    createHelpCenterGuide: { input: guide },
    updateHelpCenterGuide: { id: guideId, input: guide },
    deleteHelpCenterGuide: { id: guideId },
    reorderHelpCenterGuides: { input: { categoryId: guideCategory, ids: [guideId] } },
    sendHelpCenterSupportRequest: {
      input: {
        name: 'Access Test',
        email: 'access@example.com',
        subject: 'Access',
        message: 'An access test message.',
      },
    },
  };
}

function documentFor(schema: GraphQLSchema, op: OperationName, variables: Record<string, unknown>): string {
  const query = schema.getQueryType()!.getFields()[op];
  const field = (query ?? schema.getMutationType()!.getFields()[op]) as GraphQLField<unknown, unknown>;
  const used = field.args.filter((a) => a.name in variables);
  const params = used.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = used.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isLeafType(named) ? '' : isObjectType(named) ? '{ __typename }' : '';
  return `${query ? 'query' : 'mutation'} Access${params ? `(${params})` : ''} { ${op}${args ? `(${args})` : ''} ${selection} }`;
}

describe('who may call each GraphQL operation', () => {
  let t: TestApp;
  let ids: Ids;
  const tokens: Partial<Record<Who, string>> = {};
  const db = () => t.app.services.database.db;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await seedIfEmpty(db());
    [tokens.jane, tokens.jobseeker, tokens.otherEmployer, tokens.employer, tokens.staff, tokens.admin] =
      await Promise.all([
        signInAs(t, ...DEMO.seeker),
        signInAs(t, ...DEMO.ayse),
        signInAs(t, ...DEMO.isveren),
        signInAs(t, ...DEMO.employer),
        signInAs(t, ...DEMO.staff),
        signInAs(t, ...DEMO.admin),
      ]);
    const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    const jane = await one(db().select().from(users).where(eq(users.email, DEMO.seeker[0])));
    const mark = await one(db().select().from(users).where(eq(users.email, DEMO.employer[0])));
    const company = await one(db().select().from(companies).where(eq(companies.owner, mark.id)));
    const job = await one(
      db()
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.companyJobsId, company.id),
            eq(jobs.status, 'open'),
            eq(jobs.applyWay, 'internal'),
            eq(jobs.requiresCpa, false),
            gte(jobs.deadline, new Date().toISOString().slice(0, 10)),
          ),
        ),
    );
    const draftJob = await one(
      db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.companyJobsId, company.id), eq(jobs.status, 'draft'))),
    );
    // Jane applies to the company's job, so the application is hers and the company's.
    const resume = await uploadResume(t, tokens.jane!, 'access-test.pdf');
    const applied = await apply(t, tokens.jane, { jobApplicationsId: job.id, resumeFileId: resume });
    if (!applied.data) throw new Error(JSON.stringify(applied.errors));
    const application = { id: applied.data.createJobApplication.id };
    const applicant = await one(
      db().select().from(users).where(eq(users.email, 'daniel.okafor@applicants.cpa-careers.test')),
    );
    // A colleague in the company's admin list, for removeCompanyEmployer.
    await db()
      .update(companies)
      .set({ admin: [...company.admin, applicant.id] })
      .where(eq(companies.id, company.id));
    const employerRecord = await one(db().select().from(employers).where(eq(employers.login, mark.id)));
    const invite = await gql<{ inviteEmployer: { id: string } }>(
      t,
      `mutation { inviteEmployer(input: { companyId: "${company.id}", email: "access.pending@example.com" }) { id } }`,
      {},
      { token: tokens.employer },
    );
    const alert = await gql<{ createJobAlert: { id: string } }>(
      t,
      `mutation { createJobAlert(input: { name: "Jane's audit jobs", frequency: daily, keywords: "audit" }) { id } }`,
      {},
      { token: tokens.jane },
    );
    // A category with one question and one with one guide, so a reorder naming it is complete.
    const faqCategory = await one(
      db()
        .select()
        .from(helpCenterCategories)
        .where(and(eq(helpCenterCategories.kind, 'faq'), eq(helpCenterCategories.slug, 'payments'))),
    );
    const faqsOf = await db().select().from(helpCenterFaqs).where(eq(helpCenterFaqs.categoryId, faqCategory.id));
    for (const extra of faqsOf.slice(1)) await db().delete(helpCenterFaqs).where(eq(helpCenterFaqs.id, extra.id));
    const guide = await one(db().select().from(helpCenterGuides).where(eq(helpCenterGuides.slug, 'post-a-job')));
    const staffUser = await one(db().select().from(users).where(eq(users.email, DEMO.staff[0])));
    const staffWallet = await one(
      db()
        .select()
        .from(cryptoWallets)
        .where(and(eq(cryptoWallets.userId, staffUser.id), eq(cryptoWallets.coin, 'btc'))),
    );
    const course = await one(db().select().from(academyCourses));
    const staffFolder = await gql<{ createFileManagerFolder: { id: string } }>(
      t,
      `mutation { createFileManagerFolder(input: { name: "Access test folder" }) { id } }`,
      {},
      { token: tokens.staff },
    );
    const staffDocument = await uploadFile(t, tokens.staff, { kind: 'document', bytes: pdfBytes(), filename: 'a.pdf' });
    const janePost = await one(db().select().from(profilePosts).where(eq(profilePosts.ownerId, jane.id)));
    const comment = await gql<{ commentOnProfilePost: { comments: { id: string }[] } }>(
      t,
      `mutation { commentOnProfilePost(input: { postId: "${janePost.id}", content: "Jane's own comment" }) { comments { id } } }`,
      {},
      { token: tokens.jane },
    );
    ids = {
      academyCourse: { id: course.id, slug: course.slug, categoryId: course.categoryId },
      helpFaq: `${faqsOf[0]!.id}/${faqCategory.id}`,
      helpGuide: `${guide.id}/${guide.categoryId}`,
      staffWallet: staffWallet.id,
      staffFolder: staffFolder.data!.createFileManagerFolder.id,
      staffDocument: (staffDocument.json() as { id: string }).id,
      janeAlert: alert.data!.createJobAlert.id,
      janeNotification: (await one(db().select().from(notifications).where(eq(notifications.userId, jane.id)))).id,
      jane: jane.id,
      janePost: janePost.id,
      janeComment: comment.data!.commentOnProfilePost.comments[0]!.id,
      resume,
      janeWork: (await one(db().select().from(works).where(eq(works.userId, jane.id)))).id,
      janeEducation: (await one(db().select().from(educations).where(eq(educations.userId, jane.id)))).id,
      janeLicense: (await one(db().select().from(licenses).where(eq(licenses.userId, jane.id)))).id,
      applicant: applicant.id,
      application: application.id,
      company: company.id,
      job: job.id,
      draftJob: draftJob.id,
      invite: invite.data!.inviteEmployer.id,
      employerRecord: employerRecord.id,
      colleague: applicant.id,
      staffCalendarEvent: (
        await one(
          db()
            .select({ id: calendarEvents.id })
            .from(calendarEvents)
            .innerJoin(users, eq(users.id, calendarEvents.ownerId))
            .where(eq(users.email, DEMO.staff[0])),
        )
      ).id,
      staffCalendarLabel: (
        await one(
          db()
            .select({ id: calendarLabels.id })
            .from(calendarLabels)
            .innerJoin(users, eq(users.id, calendarLabels.ownerId))
            .where(eq(users.email, DEMO.staff[0])),
        )
      ).id,
      staffMail: (
        await one(
          db()
            .select({ id: mailboxMails.id })
            .from(mailboxMails)
            .innerJoin(users, eq(users.id, mailboxMails.ownerId))
            .where(eq(users.email, DEMO.staff[0])),
        )
      ).id,
      staffChat: (
        await one(
          db()
            .select({ id: chatChats.id })
            .from(chatChats)
            .innerJoin(users, eq(users.id, chatChats.ownerId))
            .where(eq(users.email, DEMO.staff[0])),
        )
      ).id,
      staffChatContact: (await one(db().select().from(users).where(eq(users.email, DEMO.admin[0])))).id,
      staffNote: (await one(db().select().from(notesNotes).where(eq(notesNotes.ownerId, staffUser.id)))).id,
      staffNotesLabel: (await one(db().select().from(notesLabels).where(eq(notesLabels.ownerId, staffUser.id)))).id,
      staffTask: (
        await one(
          db()
            .select({ id: taskItems.id })
            .from(taskItems)
            .where(and(eq(taskItems.ownerId, staffUser.id), eq(taskItems.type, 'task'))),
        )
      ).id,
      taskForStaff: (
        await one(
          db()
            .insert(taskItems)
            .values({
              ownerId: (await one(db().select().from(users).where(eq(users.email, DEMO.admin[0])))).id,
              title: 'Access test: for the staff member',
              assignedTo: staffUser.id,
              subTasks: [{ id: 'access-subtask', title: 'A step', completed: false }],
              order: 999,
            })
            .returning({ id: taskItems.id }),
        )
      ).id,
      staffContact: (
        await one(
          db()
            .select({ id: contacts.id })
            .from(contacts)
            .innerJoin(users, eq(users.id, contacts.ownerId))
            .where(eq(users.email, DEMO.staff[0])),
        )
      ).id,
      staffContactTag: (
        await one(
          db()
            .select({ id: contactTags.id })
            .from(contactTags)
            .innerJoin(users, eq(users.id, contactTags.ownerId))
            .where(eq(users.email, DEMO.staff[0])),
        )
      ).id,
      shopProduct: (
        await one(
          db().select({ id: ecommerceProducts.id }).from(ecommerceProducts).where(eq(ecommerceProducts.active, true)),
        )
      ).id,
      shopOrder: (await one(db().select({ id: ecommerceOrders.id }).from(ecommerceOrders))).id,
      scrumboard: await (async () => {
        const [board, otherBoard] = await db().select().from(scrumboardBoards).orderBy(scrumboardBoards.title);
        if (!board || !otherBoard) throw new Error('The demo boards are missing');
        const lists = await db().select().from(scrumboardLists).where(eq(scrumboardLists.boardId, board.id));
        const list = lists.find((l) => l.position === 0)!;
        const otherList = lists.find((l) => l.position === 3)!;
        const card = await one(db().select().from(scrumboardCards).where(eq(scrumboardCards.listId, list.id)));
        const label = await one(db().select().from(scrumboardLabels).where(eq(scrumboardLabels.boardId, board.id)));
        // The seed here keeps no files, so the card is given an attachment to remove.
        const attached = {
          id: 'access-test',
          fileId: card.id,
          name: 'a.png',
          type: 'image/png',
          time: '',
          memberId: card.id,
        };
        await db()
          .update(scrumboardCards)
          .set({ attachments: [attached] })
          .where(eq(scrumboardCards.id, card.id));
        return {
          board: board.id,
          otherBoard: otherBoard.id,
          list: list.id,
          otherList: otherList.id,
          card: card.id,
          label: label.id,
          attachment: { card: card.id, id: attached.id },
        };
      })(),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every operation of the schema, and nothing else', () => {
    const schema = t.app.graphql.schema;
    const operations = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ].sort();
    expect(operations).toEqual(Object.keys(OPERATION_ACCESS).sort());
    // The live streams too: the gate refuses any root field the tables do not list.
    expect(Object.keys(schema.getSubscriptionType()!.getFields()).sort()).toEqual(
      Object.keys(SUBSCRIPTION_ACCESS).sort(),
    );
  });

  it('shows the same table in docs/access.md', () => {
    const readme = readFileSync('docs/access.md', 'utf8');
    for (const [op, access] of Object.entries(OPERATION_ACCESS))
      expect(readme).toContain(`| \`${op}\` | ${ACCESS_WORDS[access]} |`);
  });

  it('refuses every operation to each kind of person who must be refused', async () => {
    const schema = t.app.graphql.schema;
    const failures: string[] = [];
    for (const [op, access] of Object.entries(OPERATION_ACCESS) as [OperationName, Access][]) {
      const variables = variablesFor(op, ids);
      const document = documentFor(schema, op, variables);
      for (const who of REFUSED[access]) {
        const r = await gql(t, document, variables, { token: tokens[who] });
        const code = r.errors?.[0]?.extensions?.code;
        if (!code || !REFUSAL_CODES.includes(code))
          failures.push(`${op} as ${who}: ${code ?? 'allowed'} ${r.errors?.[0]?.message ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the people it names through (their arguments are not what refuses the others)', async () => {
    const allowed: Record<Access, Who> = {
      public: 'guest',
      signedIn: 'jane',
      self: 'jane',
      owner: 'staff',
      companyEmployer: 'employer',
      companyEmployerOnly: 'employer',
      companyOwner: 'employer',
      staff: 'staff',
      admin: 'admin',
    };
    const schema = t.app.graphql.schema;
    const failures: string[] = [];
    // Deleting comes last, so the records the other calls aim at are still there.
    const ordered = (Object.entries(OPERATION_ACCESS) as [OperationName, Access][]).sort(
      ([a], [b]) => Number(/^delete/.test(a)) - Number(/^delete/.test(b)),
    );
    for (const [op, access] of ordered) {
      const variables = variablesFor(op, ids);
      const r = await gql(t, documentFor(schema, op, variables), variables, { token: tokens[allowed[access]] });
      const code = r.errors?.[0]?.extensions?.code;
      // Whatever an allowed call may still say (a conflict, a rule of the data), it is not "who are you";
      // the made-up invitation token is the one thing that is not there.
      const missingOnPurpose = code === 'NOT_FOUND' && (op === 'companyInvite' || op === 'acceptCompanyInvite');
      // Jane's page opens for no one else, so sharing her post is refused by that rule of the data, not by who she is.
      const privatePage = r.errors?.[0]?.message === PROFILE_PAGE_TEXTS.sharesClosed;
      if (
        code &&
        !missingOnPurpose &&
        !privatePage &&
        (REFUSAL_CODES.includes(code) || code === 'INTERNAL_SERVER_ERROR')
      )
        failures.push(`${op} as ${allowed[access]}: ${code} ${r.errors?.[0]?.message}`);
    }
    expect(failures).toEqual([]);
  });
});
