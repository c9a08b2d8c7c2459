import type { AcademyCategorySlug, CourseText } from '../../../domain/academy-schemas.ts';
import type { Language } from '../../../domain/enums.ts';

// The academy's demo content. The template's sample courses (SPEC section 9: categories web,
// android, firebase, cloud; 30 to 120 minutes; 11 steps each) and the body's own continuing
// professional education (CPE) for accountants, which members would take for their CPD hours.

export interface SampleCourse {
  category: AcademyCategorySlug;
  duration: number;
  featured?: boolean;
  texts: { en: CourseText } & Partial<Record<Language, CourseText>>;
  /** [title, subtitle, paragraph]; 11 of them. */
  steps: [string, string, string][];
}

// The template's step outline, shared by its sample courses (as in the template's demo).
const TEMPLATE_STEPS: [string, string][] = [
  ['Introduction', 'Introducing the course'],
  ['Get the sample code', 'Where to find the sample code and how to access it'],
  ['Create a project and set up your app', 'How to create a basic project and set it up'],
  ['Install the command line interface', 'Setting up the command line interface'],
  ['Deploy and run the app', 'How to build, deploy and run the app'],
  ['The functions directory', 'Introducing the functions and their directory'],
  ['Import the modules', 'Introducing the modules and how to import them'],
  ['Welcome new users', 'How to implement a welcome notification'],
  ['Images moderation', 'How to moderate the images'],
  ['New message notifications', 'How to implement new message notifications'],
  ['Congratulations!', 'Nice work, you have finished the course'],
];

function templateCourse(
  category: AcademyCategorySlug,
  duration: number,
  title: string,
  description: string,
  topic: string,
): SampleCourse {
  return {
    category,
    duration,
    texts: { en: { title, description } },
    steps: TEMPLATE_STEPS.map(([stepTitle, subtitle], i) => [
      stepTitle,
      subtitle,
      i === 0
        ? `In this course you will learn ${topic}. It takes about ${duration} minutes; work through the steps in order, and come back any time: the academy remembers where you stopped.`
        : i === TEMPLATE_STEPS.length - 1
          ? `You have finished “${title}”. You now know ${topic}. Look through the other courses of the category for what to learn next.`
          : `${subtitle}. Follow the instructions of this step before moving on; each later step builds on it. When you are done, choose Next.`,
    ]),
  };
}

const TEMPLATE_COURSES: SampleCourse[] = [
  templateCourse(
    'web',
    30,
    'Basics of Angular',
    'Introductory course for Angular and framework basics',
    'the building blocks of an Angular application: components, templates and services',
  ),
  templateCourse(
    'web',
    60,
    'Basics of TypeScript',
    'Beginner course for TypeScript and its basics',
    'how TypeScript’s types catch mistakes before the code runs',
  ),
  templateCourse(
    'web',
    120,
    'Build a PWA using Workbox',
    'Step by step guide for building a PWA using Workbox',
    'how to make a web app work offline with a service worker built by Workbox',
  ),
  templateCourse(
    'android',
    120,
    'Android N: Quick Settings',
    'Step by step guide for Android N: Quick Settings',
    'how to add your own tile to Android’s quick settings',
  ),
  templateCourse(
    'android',
    45,
    'Keep Sensitive Data Safe and Private',
    'Learn how to keep your important data safe and private',
    'how to store and send sensitive data safely on Android',
  ),
  templateCourse(
    'firebase',
    45,
    'Cloud Functions for Firebase',
    'Beginners guide of Firebase Cloud Functions',
    'how to run server code in response to events with Cloud Functions for Firebase',
  ),
  templateCourse(
    'firebase',
    90,
    'Cloud Firestore',
    'Step by step guide for setting up Cloud Firestore',
    'how to model, store and query data in Cloud Firestore',
  ),
  templateCourse(
    'cloud',
    60,
    'Launch Cloud Datalab',
    'Step by step introduction to Cloud Datalab',
    'how to explore data in notebooks with Cloud Datalab',
  ),
  templateCourse(
    'cloud',
    90,
    'Looking at Campaign Finance with BigQuery',
    'Dive deep into BigQuery: campaign finance',
    'how to query a large public data set with BigQuery',
  ),
];

// Continuing professional education for the body's members. Title and description in the three
// languages; the steps in English (the language of the standards they cite).
const CPE_COURSES: SampleCourse[] = [
  {
    category: 'cpe',
    duration: 120,
    featured: true,
    texts: {
      en: {
        title: 'Professional Ethics for Accountants',
        description:
          'The IESBA Code’s fundamental principles, threats and safeguards, independence and NOCLAR, with cases from practice.',
      },
      tr: {
        title: 'Muhasebeciler için Meslek Ahlakı',
        description:
          'IESBA Etik Kuralları’nın temel ilkeleri, tehditler ve önlemler, bağımsızlık ve mevzuata aykırılık (NOCLAR), uygulamadan örneklerle.',
      },
      ar: {
        title: 'أخلاقيات مهنة المحاسبة',
        description:
          'المبادئ الأساسية لميثاق IESBA والتهديدات والضمانات والاستقلالية وعدم الامتثال للقوانين، مع حالات من الواقع العملي.',
      },
    },
    steps: [
      [
        'Introduction',
        'Why the Code matters',
        'The International Code of Ethics for Professional Accountants, issued by the IESBA, sets the standard most professional bodies adopt. This course walks through its framework and applies it to situations members meet at work.',
      ],
      [
        'The five fundamental principles',
        'Integrity, objectivity, competence, confidentiality, behaviour',
        'Integrity, objectivity, professional competence and due care, confidentiality and professional behaviour apply to every accountant, in practice or in business. Every later step applies them.',
      ],
      [
        'The conceptual framework',
        'Identify, evaluate, address',
        'The Code asks you to identify threats to compliance with the principles, evaluate whether they are at an acceptable level, and address them by removing the circumstances, applying safeguards or declining the engagement.',
      ],
      [
        'Threats',
        'Self-interest, self-review, advocacy, familiarity, intimidation',
        'Learn to recognise the five categories of threats, with an example of each: a fee dependent on an outcome, reviewing your own work, promoting a client’s position, long association and pressure from a client.',
      ],
      [
        'Independence for audit engagements',
        'In mind and in appearance',
        'Auditors must be independent in mind and in appearance. Look at financial interests, loans, business relationships, long association and key audit partner rotation.',
      ],
      [
        'Non-assurance services',
        'What an auditor may also provide',
        'Some services to an audit client create self-review threats that no safeguard can reduce, especially for public interest entities. Decide when a service is prohibited and when it may be provided.',
      ],
      [
        'Fees',
        'Levels, dependence and contingent fees',
        'High fee dependence on one client and contingent fees threaten objectivity. The Code sets thresholds for public interest entities and requires communication with those charged with governance.',
      ],
      [
        'NOCLAR',
        'Responding to non-compliance with laws and regulations',
        'When you come across suspected non-compliance with laws and regulations, the Code describes how to understand the matter, discuss it with management, and decide whether to report it to an appropriate authority.',
      ],
      [
        'Accountants in business',
        'Pressure, inducements and preparing information',
        'Professional accountants in business face pressure to misstate information or to act against the principles. See how the Code guides you on inducements and on preparing and presenting information.',
      ],
      [
        'Case studies',
        'Applying the framework',
        'Work through three short cases: a CFO asked to delay recognising a provision, an audit senior offered a holiday by a client, and a tax adviser who finds an undisclosed offshore account.',
      ],
      [
        'Summary and CPD record',
        'What to take away',
        'Apply the conceptual framework whenever a situation is not covered by a specific rule. Record this course as two hours of ethics CPD in your professional development log.',
      ],
    ],
  },
  {
    category: 'cpe',
    duration: 90,
    featured: true,
    texts: {
      en: {
        title: 'IFRS Updates',
        description:
          'IFRS 18 on presentation and disclosure, IFRS 19, the IAS 21 and IFRS 9/IFRS 7 amendments, and the ISSB’s IFRS S1 and S2.',
      },
      tr: {
        title: 'UFRS Güncellemeleri',
        description:
          'Sunum ve açıklamalara ilişkin UFRS 18, UFRS 19, UMS 21 ve UFRS 9/UFRS 7 değişiklikleri ile ISSB’nin UFRS S1 ve S2 standartları.',
      },
      ar: {
        title: 'مستجدات المعايير الدولية لإعداد التقارير المالية',
        description:
          'المعيار IFRS 18 للعرض والإفصاح، والمعيار IFRS 19، وتعديلات IAS 21 وIFRS 9/IFRS 7، ومعياري الاستدامة IFRS S1 وS2.',
      },
    },
    steps: [
      [
        'Introduction',
        'What changed and when',
        'The IASB has issued its largest change to the presentation of financial statements in decades, alongside narrower amendments. This course explains each change and when it takes effect.',
      ],
      [
        'IFRS 18: the new income statement',
        'Operating, investing and financing categories',
        'IFRS 18 replaces IAS 1 for periods beginning on or after 1 January 2027. Income and expenses are classified into operating, investing, financing, income taxes and discontinued operations, with required subtotals.',
      ],
      [
        'IFRS 18: management-defined performance measures',
        'Disclosing your own measures',
        'Measures management uses in public communications, outside the IFRS subtotals, must be explained and reconciled in a single note to the financial statements.',
      ],
      [
        'IFRS 18: aggregation and disaggregation',
        'Grouping information usefully',
        'New principles decide when items are grouped or shown separately, and limit the use of labels such as “other”.',
      ],
      [
        'IFRS 19',
        'Reduced disclosures for subsidiaries',
        'Eligible subsidiaries without public accountability whose parent reports under IFRS may apply reduced disclosure requirements, from 1 January 2027.',
      ],
      [
        'IAS 21: lack of exchangeability',
        'When a currency cannot be exchanged',
        'From 1 January 2025, entities must assess whether a currency is exchangeable and, when it is not, estimate a spot rate and disclose how they did so.',
      ],
      [
        'IFRS 9 and IFRS 7 amendments',
        'Classification and measurement',
        'The amendments effective from 1 January 2026 clarify derecognition of liabilities settled by electronic payment and the assessment of contractual cash flows of instruments with ESG-linked features.',
      ],
      [
        'IFRS S1',
        'General sustainability-related disclosures',
        'The ISSB’s IFRS S1 requires disclosure of sustainability-related risks and opportunities that could affect an entity’s prospects, reported with the financial statements.',
      ],
      [
        'IFRS S2',
        'Climate-related disclosures',
        'IFRS S2 covers governance, strategy, risk management, and metrics and targets for climate, including scope 1, 2 and 3 greenhouse gas emissions.',
      ],
      [
        'Transition planning',
        'Getting ready',
        'Map your current line items to the IFRS 18 categories, identify your performance measures, and check that systems capture the data the new disclosures need.',
      ],
      [
        'Summary and CPD record',
        'What to take away',
        'Plan the IFRS 18 transition early, as comparatives must be restated. Record this course as ninety minutes of technical CPD.',
      ],
    ],
  },
  {
    category: 'cpe',
    duration: 90,
    texts: {
      en: {
        title: 'Audit Quality: ISQM 1 in Practice',
        description:
          'Designing and running a firm’s system of quality management under ISQM 1, ISQM 2 and ISA 220 (Revised).',
      },
      tr: {
        title: 'Denetim Kalitesi: Uygulamada ISQM 1',
        description:
          'ISQM 1, ISQM 2 ve ISA 220 (Revize) kapsamında denetim firmasının kalite yönetim sisteminin tasarımı ve işletilmesi.',
      },
      ar: {
        title: 'جودة التدقيق: تطبيق ISQM 1',
        description: 'تصميم وتشغيل نظام إدارة الجودة في مكتب التدقيق وفق ISQM 1 وISQM 2 وISA 220 (المعدل).',
      },
    },
    steps: [
      [
        'Introduction',
        'From quality control to quality management',
        'ISQM 1 replaced ISQC 1 and requires a risk-based system of quality management, effective since 15 December 2022.',
      ],
      [
        'The eight components',
        'How the system is built',
        'Risk assessment, governance and leadership, relevant ethical requirements, acceptance and continuance, engagement performance, resources, information and communication, and monitoring and remediation.',
      ],
      [
        'Quality objectives and risks',
        'The firm’s risk assessment process',
        'Establish quality objectives, identify and assess quality risks, and design responses to them, adapted to the nature of your firm and its engagements.',
      ],
      [
        'Governance and leadership',
        'Tone at the top',
        'Leadership is accountable for quality. Assign ultimate responsibility and operational responsibility clearly, and make sure resource decisions support quality.',
      ],
      [
        'Resources',
        'People, technology and intellectual resources',
        'Consider whether the firm has competent people, appropriate audit tools and methodology, and whether service providers are suitable.',
      ],
      [
        'Engagement quality reviews: ISQM 2',
        'Who is reviewed and by whom',
        'ISQM 2 sets out the appointment, eligibility and cooling-off of engagement quality reviewers and how the review is performed and documented.',
      ],
      [
        'ISA 220 (Revised)',
        'Quality at engagement level',
        'The engagement partner must be sufficiently and appropriately involved throughout the audit, including in direction, supervision and review.',
      ],
      [
        'Monitoring and remediation',
        'Finding and fixing deficiencies',
        'Design monitoring activities, evaluate findings, determine whether they are deficiencies, investigate their root causes and remediate.',
      ],
      [
        'The annual evaluation',
        'Concluding on the system',
        'At least once a year, the person with ultimate responsibility evaluates whether the system provides reasonable assurance that its objectives are met.',
      ],
      [
        'Small firm case study',
        'Scaling the requirements',
        'See how a five-partner firm documented a proportionate system of quality management without copying a large firm’s manual.',
      ],
      [
        'Summary and CPD record',
        'What to take away',
        'Quality management is continuous, not a manual on a shelf. Record this course as ninety minutes of audit CPD.',
      ],
    ],
  },
  {
    category: 'cpe',
    duration: 60,
    texts: {
      en: {
        title: 'Tax Updates: Pillar Two and E-invoicing',
        description:
          'The OECD’s global minimum tax (GloBE), qualified domestic minimum top-up taxes, and the spread of e-invoicing and real-time reporting.',
      },
      tr: {
        title: 'Vergi Güncellemeleri: İkinci Sütun ve E-fatura',
        description:
          'OECD küresel asgari vergisi (GloBE), yurt içi asgari tamamlayıcı vergiler ve e-fatura ile anlık raporlamanın yaygınlaşması.',
      },
      ar: {
        title: 'مستجدات ضريبية: الركيزة الثانية والفوترة الإلكترونية',
        description:
          'الحد الأدنى العالمي للضريبة من منظمة التعاون الاقتصادي والتنمية (GloBE)، والضرائب المحلية التكميلية، وانتشار الفوترة الإلكترونية والإبلاغ الفوري.',
      },
    },
    steps: [
      [
        'Introduction',
        'Why tax keeps changing',
        'International tax rules have changed more in the last five years than in the previous thirty. This course covers what reaches most practitioners’ clients.',
      ],
      [
        'Pillar Two in brief',
        'A 15% global minimum tax',
        'The GloBE rules apply to groups with consolidated revenue of at least EUR 750 million and aim for an effective tax rate of at least 15% in every jurisdiction.',
      ],
      [
        'The effective tax rate',
        'Computing GloBE income and covered taxes',
        'The rate is computed per jurisdiction from GloBE income and adjusted covered taxes, starting from the financial accounts used for consolidation.',
      ],
      [
        'Top-up tax',
        'IIR, UTPR and QDMTT',
        'A shortfall is collected through the income inclusion rule, the undertaxed profits rule, or first by a qualified domestic minimum top-up tax in the low-tax country itself.',
      ],
      [
        'Safe harbours',
        'Reducing the compliance burden',
        'Transitional country-by-country reporting safe harbours let groups avoid full calculations in low-risk jurisdictions for the first years.',
      ],
      [
        'Accounting for Pillar Two',
        'IAS 12 amendments',
        'The IAS 12 amendments provide a temporary exception from deferred tax accounting for Pillar Two top-up taxes, with specific disclosures.',
      ],
      [
        'E-invoicing',
        'From paper to structured data',
        'More and more countries require invoices to be issued as structured electronic data, often cleared through the tax authority’s platform.',
      ],
      [
        'Real-time reporting',
        'What the tax authority sees',
        'Continuous transaction controls give authorities transaction data as it happens, making reconciliation and data quality a daily task.',
      ],
      [
        'Advising smaller clients',
        'What matters outside large groups',
        'Smaller businesses are affected mainly by e-invoicing and digital record keeping; help them choose software and processes early.',
      ],
      [
        'Staying current',
        'Sources to follow',
        'Follow the OECD’s administrative guidance, your tax authority’s announcements, and your professional body’s technical updates.',
      ],
      [
        'Summary and CPD record',
        'What to take away',
        'Identify which clients are in scope and which obligations apply to them. Record this course as one hour of tax CPD.',
      ],
    ],
  },
  {
    category: 'cpe',
    duration: 45,
    texts: {
      en: {
        title: 'Anti-Money Laundering for Accountants',
        description:
          'The risk-based approach, customer due diligence, red flags and reporting suspicions, as the FATF Recommendations expect of accountants.',
      },
      tr: {
        title: 'Muhasebeciler için Kara Paranın Aklanmasının Önlenmesi',
        description:
          'FATF Tavsiyeleri doğrultusunda risk temelli yaklaşım, müşteri durum tespiti, uyarı işaretleri ve şüpheli işlem bildirimi.',
      },
      ar: {
        title: 'مكافحة غسل الأموال للمحاسبين',
        description:
          'النهج القائم على المخاطر، والعناية الواجبة تجاه العملاء، والمؤشرات التحذيرية، والإبلاغ عن الاشتباه، وفق توصيات مجموعة العمل المالي.',
      },
    },
    steps: [
      [
        'Introduction',
        'Why accountants are gatekeepers',
        'Accountants set up companies, handle client money and sign off accounts: services criminals need. The FATF Recommendations therefore cover them.',
      ],
      [
        'The risk-based approach',
        'Matching effort to risk',
        'Assess the risks of your clients, services, delivery channels and geographies, and apply more scrutiny where the risk is higher.',
      ],
      [
        'Customer due diligence',
        'Knowing your client',
        'Identify and verify the client and its beneficial owners, understand the purpose of the relationship, and keep the information up to date.',
      ],
      [
        'Enhanced due diligence',
        'Higher-risk situations',
        'Politically exposed persons, high-risk countries and complex structures without a clear purpose call for more information and senior approval.',
      ],
      [
        'Beneficial ownership',
        'Who really controls the client',
        'Look through layers of companies and trusts to the natural persons who own or control the client.',
      ],
      [
        'Red flags',
        'What should make you ask',
        'Unusual cash transactions, reluctance to give information, payments through unrelated third parties and transactions with no business rationale.',
      ],
      [
        'Reporting suspicions',
        'The suspicious transaction report',
        'When you know or suspect money laundering, report it to the financial intelligence unit through your firm’s reporting officer.',
      ],
      [
        'Tipping off',
        'What you must not say',
        'Telling a client that a report has been or may be made is usually an offence in itself.',
      ],
      [
        'Record keeping and training',
        'Showing what you did',
        'Keep due diligence records for the period the law requires, and make sure staff are trained to recognise and escalate concerns.',
      ],
      [
        'Case study',
        'A property purchase',
        'A client asks you to structure a property purchase through three companies funded by a loan from an unknown lender. Decide what to do next.',
      ],
      [
        'Summary and CPD record',
        'What to take away',
        'Know your client, document your assessment, and report without tipping off. Record this course as 45 minutes of ethics and compliance CPD.',
      ],
    ],
  },
  {
    category: 'cpe',
    duration: 30,
    texts: {
      en: {
        title: 'Data Analytics in the Audit',
        description:
          'Using journal entry testing, full-population analysis and visualisation to gather better audit evidence.',
      },
      tr: {
        title: 'Denetimde Veri Analitiği',
        description: 'Daha iyi denetim kanıtı için yevmiye kaydı testleri, tüm anakütle analizi ve görselleştirme.',
      },
      ar: {
        title: 'تحليل البيانات في التدقيق',
        description: 'استخدام اختبار قيود اليومية وتحليل المجتمع الكامل والتصور البياني للحصول على أدلة تدقيق أفضل.',
      },
    },
    steps: [
      [
        'Introduction',
        'Why analytics',
        'Analytics lets auditors look at every transaction rather than a sample, and focus their work on what looks unusual.',
      ],
      [
        'Getting the data',
        'Extracting from the client’s system',
        'Agree the data you need early, obtain it directly where possible, and reconcile it to the trial balance before relying on it.',
      ],
      [
        'Journal entry testing',
        'Risk of management override',
        'Filter entries posted at unusual times, by unusual users, to unusual accounts or with round amounts.',
      ],
      [
        'Full-population analysis',
        'Testing all items',
        'Recalculate depreciation or interest for every item and investigate only the differences.',
      ],
      [
        'Visualisation',
        'Seeing patterns',
        'Charts of monthly revenue by customer or of expenses by approver reveal patterns tables hide.',
      ],
      [
        'Outliers',
        'Deciding what to follow up',
        'Set expectations before you look, so that you can tell a real exception from noise.',
      ],
      [
        'Evidence and documentation',
        'What goes in the file',
        'Document the source of the data, its completeness checks, the procedures and the follow-up of exceptions.',
      ],
      [
        'Tools',
        'From spreadsheets to scripts',
        'Spreadsheets are enough for many tests; dedicated tools and scripts help with larger data and repeatable work.',
      ],
      [
        'Data protection',
        'Handling client data safely',
        'Keep client data encrypted, in approved locations, and only as long as needed.',
      ],
      [
        'Case study',
        'Revenue cut-off',
        'Use sales and shipping data for the whole year-end fortnight to test cut-off without sampling.',
      ],
      [
        'Summary and CPD record',
        'What to take away',
        'Start with one repeatable test on your next audit. Record this course as 30 minutes of audit CPD.',
      ],
    ],
  },
];

export const SAMPLE_COURSES: SampleCourse[] = [...CPE_COURSES, ...TEMPLATE_COURSES];
