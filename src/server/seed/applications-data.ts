// Sample applications to the demo employers' jobs, so the applicants screen, the board and the
// employer dashboard have something real to show: a few extra job seekers with full profiles
// (they sign in with the job seekers' demo password) and applications in every status from
// them and from Layla (layla@). Jane (seeker@) and Ayşe (ayse@) start with none, so the apply
// flow can be tried with them from a clean slate.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql, type InferInsertModel } from 'drizzle-orm';
import type { ApplicationStatus, Language } from '../../domain/enums.ts';
import type { Tx } from '../db/client.ts';
import { educations, jobApplications, jobs, licenses, users, works } from '../db/schema/index.ts';
import type { DemoAccount } from './demo-accounts.ts';
import { SeedRandom } from './seed-random.ts';
import { DEFAULT_UNITS_PER_USD, isSalaryCurrency } from '../../domain/salary-currency.ts';

/** The companies of the demo employers (employer@ and isveren@) whose jobs receive applications. */
export const APPLICATION_COMPANY_KEYS = ['meridian-ledger', 'anatolia-denetim'] as const;

const SEEKER_PASSWORD = 'Seeker12345!';
const DAY_MS = 24 * 60 * 60 * 1000;

const account = (a: Omit<DemoAccount, 'password' | 'role' | 'memberType' | 'emailVerified'>): DemoAccount => ({
  ...a,
  password: SEEKER_PASSWORD,
  role: ['user'],
  memberType: 'jobseeker',
  emailVerified: true,
});

export const SAMPLE_APPLICANTS: readonly DemoAccount[] = [
  account({
    email: 'daniel.okafor@applicants.cpa-careers.test',
    displayName: 'Daniel Okafor',
    language: 'en',
    isCpa: true,
    profile: {
      firstName: 'Daniel',
      lastName: 'Okafor',
      location: 'London, United Kingdom',
      mobile: '+44 20 7946 0321',
      countryCode: 'GB',
      linkedIn: 'https://www.linkedin.com/in/daniel-okafor-demo',
      skill: 'IFRS, Group consolidation, External audit, Caseware, Data analytics',
      summary:
        'Audit manager with nine years in Big Four and mid-tier practices, leading listed-company ' +
        'audits and coaching teams of eight. Looking for a senior manager or partner-track role.',
      jobStatus: 'open-to-offers',
    },
    works: [
      {
        title: 'Audit Manager',
        company: 'Harbourside Audit LLP',
        start: '2019-03-01',
        end: null,
        current: true,
        description: 'Lead audits of listed retail and logistics groups; sign-off files for the engagement partner.',
      },
      {
        title: 'Audit Senior',
        company: 'Northgate & Co',
        start: '2015-09-01',
        end: '2019-02-28',
        current: false,
        description: 'Ran fieldwork for manufacturing and charity clients; reviewed junior staff work.',
      },
    ],
    educations: [
      {
        school: 'University of Leeds',
        degree: 'BSc Accounting and Finance',
        start: '2011-09-01',
        end: '2014-06-30',
        current: false,
      },
    ],
    licenses: [
      {
        name: 'Chartered Certified Accountant (ACCA)',
        organization: 'ACCA',
        number: 'ACCA-2291847',
        start: '2018-01-15',
        end: null,
        current: true,
      },
    ],
  }),
  account({
    email: 'priya.raman@applicants.cpa-careers.test',
    displayName: 'Priya Raman',
    language: 'en',
    isCpa: true,
    profile: {
      firstName: 'Priya',
      lastName: 'Raman',
      location: 'Dubai, United Arab Emirates',
      mobile: '+971 50 555 0148',
      countryCode: 'AE',
      skill: 'US GAAP, SOX controls, NetSuite, Financial reporting, VAT',
      summary:
        'CPA and financial controller for a regional distribution group; I built the monthly reporting pack and the SOX controls framework.',
      jobStatus: 'actively-looking',
    },
    works: [
      {
        title: 'Financial Controller',
        company: 'Gulfway Distribution LLC',
        start: '2020-01-05',
        end: null,
        current: true,
        description: 'Own monthly reporting, VAT returns and the audit relationship for five entities.',
      },
      {
        title: 'Senior Accountant',
        company: 'Crescent Foods',
        start: '2016-06-01',
        end: '2019-12-31',
        current: false,
        description: 'General ledger, fixed assets and intercompany reconciliations.',
      },
    ],
    educations: [
      {
        school: 'University of Mumbai',
        degree: 'Bachelor of Commerce',
        start: '2010-06-01',
        end: '2013-05-31',
        current: false,
      },
    ],
    licenses: [
      {
        name: 'Certified Public Accountant (CPA)',
        organization: 'Washington State Board of Accountancy',
        number: 'WA-CPA-77120',
        start: '2017-08-01',
        end: null,
        current: true,
      },
    ],
  }),
  account({
    email: 'tom.becker@applicants.cpa-careers.test',
    displayName: 'Tom Becker',
    language: 'en',
    isCpa: false,
    profile: {
      firstName: 'Tom',
      lastName: 'Becker',
      location: 'Manchester, United Kingdom',
      mobile: '+44 161 555 0199',
      countryCode: 'GB',
      skill: 'Accounts payable, Bank reconciliations, Xero, Excel',
      summary: 'Accounts assistant two years into my AAT studies, keen to move into a practice role with exam support.',
      jobStatus: 'actively-looking',
    },
    works: [
      {
        title: 'Accounts Assistant',
        company: 'Redbrick Property Services',
        start: '2022-02-01',
        end: null,
        current: true,
        description: 'Purchase ledger, supplier statements and weekly payment runs.',
      },
    ],
    educations: [
      {
        school: 'Manchester College',
        degree: 'AAT Level 3 Diploma in Accounting',
        start: '2021-09-01',
        end: '2022-07-01',
        current: false,
      },
    ],
  }),
  account({
    email: 'elif.demir@applicants.cpa-careers.test',
    displayName: 'Elif Demir',
    language: 'tr',
    isCpa: true,
    profile: {
      firstName: 'Elif',
      lastName: 'Demir',
      location: 'Ankara, Türkiye',
      mobile: '+90 533 555 0177',
      countryCode: 'TR',
      skill: 'Bağımsız denetim, TFRS, Vergi mevzuatı, Transfer fiyatlandırması, IDEA',
      summary:
        'SMMM ruhsatlı, yedi yıllık bağımsız denetim deneyimine sahip kıdemli denetçiyim. Üretim ve enerji sektörlerindeki şirketlerin denetimlerini yönettim.',
      jobStatus: 'open-to-offers',
    },
    works: [
      {
        title: 'Kıdemli Denetçi',
        company: 'Başkent Bağımsız Denetim A.Ş.',
        start: '2019-04-01',
        end: null,
        current: true,
        description: 'Enerji ve üretim şirketlerinin TFRS denetimlerinin saha çalışmalarını yönetiyorum.',
      },
      {
        title: 'Denetçi Yardımcısı',
        company: 'Kızılay YMM Bürosu',
        start: '2016-09-01',
        end: '2019-03-31',
        current: false,
        description: 'Tam tasdik çalışmaları ve KDV iade raporları.',
      },
    ],
    educations: [
      {
        school: 'Hacettepe Üniversitesi',
        degree: 'İktisadi ve İdari Bilimler, İşletme Lisans',
        start: '2012-09-01',
        end: '2016-06-30',
        current: false,
      },
    ],
    licenses: [
      {
        name: 'Serbest Muhasebeci Mali Müşavir (SMMM)',
        organization: 'TÜRMOB',
        number: 'SMMM-06-41827',
        start: '2019-02-01',
        end: null,
        current: true,
      },
    ],
  }),
  account({
    email: 'mert.kaya@applicants.cpa-careers.test',
    displayName: 'Mert Kaya',
    language: 'tr',
    isCpa: false,
    profile: {
      firstName: 'Mert',
      lastName: 'Kaya',
      location: 'İzmir, Türkiye',
      mobile: '+90 542 555 0160',
      countryCode: 'TR',
      skill: 'Ön muhasebe, Logo Tiger, e-Defter, Bordro',
      summary:
        'Muhasebe ve vergi uygulamaları mezunuyum; SMMM stajıma devam ediyorum ve denetim alanında kendimi geliştirmek istiyorum.',
      jobStatus: 'actively-looking',
    },
    works: [
      {
        title: 'Muhasebe Elemanı',
        company: 'Ege Tekstil San. Tic. Ltd. Şti.',
        start: '2021-07-01',
        end: null,
        current: true,
        description: 'Cari hesap mutabakatları, e-fatura ve bordro işlemleri.',
      },
    ],
    educations: [
      {
        school: 'Dokuz Eylül Üniversitesi',
        degree: 'Muhasebe ve Vergi Uygulamaları (Ön Lisans)',
        start: '2018-09-01',
        end: '2020-06-30',
        current: false,
      },
    ],
  }),
  account({
    email: 'omar.haddad@applicants.cpa-careers.test',
    displayName: 'عمر حداد',
    language: 'ar',
    isCpa: true,
    profile: {
      firstName: 'عمر',
      lastName: 'حداد',
      location: 'Amman, Jordan',
      mobile: '+962 79 555 0134',
      countryCode: 'JO',
      skill: 'المعايير الدولية لإعداد التقارير المالية، التدقيق الداخلي، ضريبة القيمة المضافة، SAP',
      summary:
        'محاسب قانوني معتمد بخبرة ثماني سنوات في التدقيق الداخلي والخارجي لدى شركات التجزئة والخدمات المالية في الأردن والخليج.',
      jobStatus: 'open-to-offers',
    },
    works: [
      {
        title: 'مدير تدقيق داخلي',
        company: 'مجموعة الشرق للتجزئة',
        start: '2020-02-01',
        end: null,
        current: true,
        description: 'أقود خطة التدقيق السنوية المبنية على المخاطر وأرفع التقارير إلى لجنة التدقيق.',
      },
      {
        title: 'مدقق أول',
        company: 'مكتب البيان للتدقيق',
        start: '2016-01-10',
        end: '2020-01-31',
        current: false,
        description: 'تدقيق القوائم المالية لشركات تجارية وصناعية.',
      },
    ],
    educations: [
      {
        school: 'الجامعة الأردنية',
        degree: 'بكالوريوس المحاسبة',
        start: '2011-09-01',
        end: '2015-06-30',
        current: false,
      },
    ],
    licenses: [
      {
        name: 'محاسب قانوني أردني (JCPA)',
        organization: 'جمعية المحاسبين القانونيين الأردنيين',
        number: 'JCPA-5512',
        start: '2018-05-01',
        end: null,
        current: true,
      },
    ],
  }),
  account({
    email: 'sara.khalil@applicants.cpa-careers.test',
    displayName: 'سارة خليل',
    language: 'ar',
    isCpa: false,
    profile: {
      firstName: 'سارة',
      lastName: 'خليل',
      location: 'Riyadh, Saudi Arabia',
      mobile: '+966 55 555 0112',
      countryCode: 'SA',
      skill: 'المحاسبة العامة، التسويات البنكية، Oracle، Excel',
      summary: 'محاسبة بخبرة ثلاث سنوات في الحسابات العامة وإعداد التسويات الشهرية، أدرس حاليًا لاختبار الزمالة.',
      jobStatus: 'actively-looking',
    },
    works: [
      {
        title: 'محاسبة',
        company: 'شركة النخيل للمقاولات',
        start: '2021-10-01',
        end: null,
        current: true,
        description: 'قيود اليومية والتسويات البنكية وإعداد تقارير نهاية الشهر.',
      },
    ],
    educations: [
      {
        school: 'جامعة الملك سعود',
        degree: 'بكالوريوس المحاسبة',
        start: '2016-09-01',
        end: '2020-06-30',
        current: false,
      },
    ],
  }),
];

const COVER_LETTERS: Record<Language, readonly string[]> = {
  en: [
    'I have followed your firm’s work for some time and would welcome the chance to bring my audit and reporting experience to your team.',
    'My background in month-end close and consolidation matches this role closely. I can start with one month’s notice.',
    'I am looking for a role with more client contact and exam support; this position looks like the right next step for me.',
  ],
  tr: [
    'Firmanızın çalışmalarını uzun süredir takip ediyorum; denetim ve raporlama deneyimimi ekibinize katmak isterim.',
    'Ay sonu kapanış ve mutabakat deneyimim bu pozisyonla birebir örtüşüyor. Bir ay içinde işe başlayabilirim.',
  ],
  ar: [
    'أتابع أعمال شركتكم منذ فترة، ويسعدني أن أضيف خبرتي في التدقيق وإعداد التقارير إلى فريقكم.',
    'تتوافق خبرتي في الإقفال الشهري والتسويات مع متطلبات هذه الوظيفة، ويمكنني البدء خلال شهر.',
  ],
};

const NOTES: Record<string, readonly string[]> = {
  'meridian-ledger': [
    'Strong consolidation experience; ask about notice period.',
    'Good fit for the audit panel. Check references.',
    'Salary expectation above the band; discuss in interview.',
  ],
  'anatolia-denetim': [
    'Deneyimi güçlü; referanslarını kontrol edelim.',
    'Mülakat için salı günü uygun olduğunu söyledi.',
    'Maaş beklentisi bandın üstünde, görüşmede konuşalım.',
  ],
};

const GROUPS: Record<string, readonly string[]> = {
  'meridian-ledger': ['Audit panel', 'Partners', 'Tax team'],
  'anatolia-denetim': ['Denetim ekibi', 'Ortaklar'],
};

const STATUS_SHARES: readonly (readonly [ApplicationStatus, number])[] = [
  ['reviewing', 0.2],
  ['shortlisted', 0.15],
  ['interviewing', 0.12],
  ['offered', 0.05],
  ['hired', 0.04],
  ['rejected', 0.14],
  ['withdrawn', 0.05],
];

export interface SeededJob {
  id: string;
  companyKey: string;
  status: string;
  applyWay: string;
  requiresCpa: boolean;
  createdAt: Date;
  salaryStart?: number | null;
  salaryEnd?: number | null;
  salaryCurrency?: string;
}

/**
 * What a candidate asks, in the job's currency: about the middle of its range (`pick` runs 30
 * to 110 over candidates), or on the job's country's scale when the ad names no salary.
 */
function expectedSalary(job: SeededJob, pick: number): number {
  const low = job.salaryStart ?? job.salaryEnd;
  const high = job.salaryEnd ?? job.salaryStart;
  const mid =
    low != null && high != null
      ? (low + high) / 2
      : pick * 1000 * (isSalaryCurrency(job.salaryCurrency) ? DEFAULT_UNITS_PER_USD[job.salaryCurrency] : 1) * 0.8;
  const asked = mid * (0.85 + ((pick - 30) / 80) * 0.35);
  const step = asked >= 1_000_000 ? 10_000 : asked >= 200_000 ? 5000 : 1000;
  return Math.max(step, Math.round(asked / step) * step);
}

export interface SeededApplicant {
  id: string;
  email: string;
  language: Language;
  isCpa: boolean;
}

/**
 * The sample applications, deterministic for a given date. Each demo employer's published jobs
 * that take applications here get two to seven, except its oldest open CPA job, which keeps
 * none so the screen's empty state can be seen too.
 */
export function generateApplications(
  jobList: readonly SeededJob[],
  applicants: readonly SeededApplicant[],
  now: Date,
): InferInsertModel<typeof jobApplications>[] {
  const rng = new SeedRandom(4_242);
  const pairs: { job: SeededJob; applicant: SeededApplicant; companyKey: string }[] = [];
  for (const companyKey of APPLICATION_COMPANY_KEYS) {
    const candidates = jobList
      .filter((j) => j.companyKey === companyKey && j.status !== 'draft' && j.applyWay === 'internal')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const keepEmpty = candidates.find((j) => j.status === 'open' && j.requiresCpa);
    for (const job of candidates) {
      if (job === keepEmpty) continue;
      const eligible = applicants.filter((a) => !job.requiresCpa || a.isCpa);
      for (const applicant of rng.sample(eligible, rng.int(2, Math.min(7, eligible.length))))
        pairs.push({ job, applicant, companyKey });
    }
  }
  // Statuses spread over all of them, so every status shows up in the demo.
  const statuses = rng.spread(pairs.length, STATUS_SHARES, 'submitted');
  return pairs.map(({ job, applicant, companyKey }, index) => {
    const status = statuses[index] ?? 'submitted';
    const span = Math.max(DAY_MS, now.getTime() - job.createdAt.getTime());
    const appliedAt = new Date(job.createdAt.getTime() + Math.floor(rng.float() * span * 0.8));
    const moved = status !== 'submitted';
    const statusChangedAt = moved
      ? new Date(appliedAt.getTime() + Math.floor(rng.float() * (now.getTime() - appliedAt.getTime())))
      : null;
    const advanced = ['shortlisted', 'interviewing', 'offered', 'hired'].includes(status);
    const groups = advanced && rng.chance(0.6) ? rng.sample(GROUPS[companyKey] ?? [], rng.int(1, 2)) : [];
    return {
      id: randomUUID(),
      userId: applicant.id,
      jobApplicationsId: job.id,
      status,
      appliedAt,
      statusChangedAt,
      jobManagerGroups: groups,
      note: advanced && rng.chance(0.5) ? rng.pick(NOTES[companyKey] ?? []) : null,
      coverLetter: rng.chance(0.7) ? rng.pick(COVER_LETTERS[applicant.language]) : null,
      salary: rng.chance(0.5) ? expectedSalary(job, rng.int(30, 110)) : null,
      resumeFileId: null,
      createdAt: appliedAt,
      updatedAt: statusChangedAt ?? appliedAt,
    };
  });
}

/** The sample job seekers' accounts and profiles as rows (passwords hashed by the caller). */
export function sampleApplicantRows(passwordHash: string, now: Date) {
  const userRows: InferInsertModel<typeof users>[] = [];
  const workRows: InferInsertModel<typeof works>[] = [];
  const educationRows: InferInsertModel<typeof educations>[] = [];
  const licenseRows: InferInsertModel<typeof licenses>[] = [];
  SAMPLE_APPLICANTS.forEach((a, index) => {
    const id = randomUUID();
    const createdAt = new Date(now.getTime() - (120 - index * 9) * DAY_MS);
    userRows.push({
      id,
      email: a.email,
      passwordHash,
      emailVerified: true,
      role: [...a.role],
      memberType: a.memberType,
      displayName: a.displayName,
      language: a.language,
      privacyChecked: true,
      fullName: `${a.profile.firstName} ${a.profile.lastName}`,
      ...a.profile,
      isCpa: a.isCpa,
      cpaStatus: a.isCpa ? 'confirmed' : 'none',
      createdAt,
      updatedAt: createdAt,
    });
    const owned = { userId: id, createdAt, updatedAt: createdAt };
    for (const w of a.works ?? []) workRows.push({ ...w, ...owned });
    for (const e of a.educations ?? []) educationRows.push({ ...e, ...owned });
    for (const l of a.licenses ?? []) licenseRows.push({ ...l, ...owned });
  });
  return { userRows, workRows, educationRows, licenseRows };
}

/**
 * Inserts the sample job seekers and the applications (theirs and Layla's), and records each
 * applicant's applied jobs as applying does. Returns how many users and applications it added.
 */
export async function insertDemoApplications(
  tx: Tx,
  now: Date,
  passwordHash: string,
  companyIds: ReadonlyMap<string, string>,
): Promise<{ users: number; applications: number }> {
  const keyOf = new Map([...companyIds].map(([key, id]) => [id, key]));
  const ids = APPLICATION_COMPANY_KEYS.map((key) => companyIds.get(key)).filter((id): id is string => Boolean(id));
  const jobRows = ids.length
    ? await tx
        .select({
          id: jobs.id,
          companyJobsId: jobs.companyJobsId,
          status: jobs.status,
          applyWay: jobs.applyWay,
          requiresCpa: jobs.requiresCpa,
          createdAt: jobs.createdAt,
          salaryStart: jobs.salaryStart,
          salaryEnd: jobs.salaryEnd,
          salaryCurrency: jobs.salaryCurrency,
        })
        .from(jobs)
        .where(inArray(jobs.companyJobsId, ids))
    : [];
  const seededJobs: SeededJob[] = jobRows.map((j) => ({ ...j, companyKey: keyOf.get(j.companyJobsId) ?? '' }));
  const { userRows, workRows, educationRows, licenseRows } = sampleApplicantRows(passwordHash, now);
  await tx.insert(users).values(userRows);
  await tx.insert(works).values(workRows);
  await tx.insert(educations).values(educationRows);
  if (licenseRows.length) await tx.insert(licenses).values(licenseRows);
  const [layla] = await tx
    .select({ id: users.id, email: users.email, language: users.language, isCpa: users.isCpa })
    .from(users)
    .where(eq(users.email, 'layla@cpa-careers.test'));
  const applicants: SeededApplicant[] = [
    ...userRows.map((u) => ({ id: u.id!, email: u.email, language: u.language ?? 'en', isCpa: u.isCpa ?? false })),
    ...(layla ? [layla] : []),
  ];
  const rows = generateApplications(seededJobs, applicants, now);
  for (let i = 0; i < rows.length; i += 100) await tx.insert(jobApplications).values(rows.slice(i, i + 100));
  await tx.execute(sql`
    update users u set applied_jobs = a.jobs
    from (select user_id, array_agg(job_applications_id order by applied_at) as jobs from job_applications group by user_id) a
    where a.user_id = u.id`);
  return { users: userRows.length, applications: rows.length };
}

export { SEEKER_PASSWORD as SAMPLE_APPLICANT_PASSWORD };
