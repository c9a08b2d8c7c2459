/**
 * Deterministic data for the search benchmark: many companies and job ads in English, Turkish
 * and Arabic, shaped like the demo data (same role catalogue, countries and ad texts) but with
 * longer descriptions (a few hundred words) so full-text search works on realistic documents.
 * The same seed always gives the same rows, so runs can be compared.
 */
import { randomUUID } from 'node:crypto';
import type { InferInsertModel } from 'drizzle-orm';
import pg from 'pg';
import type { JobStatus, JobType, Language } from '../src/domain/enums.ts';
import type { Db } from '../src/server/db/client.ts';
import { companies, jobs } from '../src/server/db/schema/index.ts';
import { COUNTRIES, type CountryCode } from '../src/server/seed/companies-data.ts';
import {
  INDUSTRY_FAMILIES,
  LEVEL_YEARS,
  ROLES,
  SUBINDUSTRIES,
  type RoleTemplate,
} from '../src/server/seed/job-catalog.ts';
import { JOB_TEXTS } from '../src/server/seed/job-texts.ts';
import { escapeHtml } from '../src/server/lib/html.ts';
import { SeedRandom } from '../src/server/seed/seed-random.ts';

type CompanyRow = InferInsertModel<typeof companies>;
type JobRow = InferInsertModel<typeof jobs>;

const DAY_MS = 24 * 60 * 60 * 1000;
const INDUSTRIES = Object.keys(INDUSTRY_FAMILIES);
const COUNTRY_BY_LANGUAGE: Record<Language, readonly CountryCode[]> = {
  en: ['US', 'GB', 'AE'],
  tr: ['TR'],
  ar: ['AE', 'SA', 'EG'],
};

/** Company names are built from these, one list per language the company writes its ads in. */
const NAME_PARTS: Record<Language, { first: readonly string[]; second: readonly string[]; suffix: readonly string[] }> =
  {
    en: {
      first: [
        'Meridian',
        'Harbor',
        'Summit',
        'Granite',
        'Northwind',
        'Bluestone',
        'Crescent',
        'Evergreen',
        'Pinnacle',
        'Sterling',
        'Oakridge',
        'Lighthouse',
        'Keystone',
        'Redwood',
        'Silverline',
      ],
      second: [
        'Ledger',
        'Capital',
        'Advisory',
        'Assurance',
        'Finance',
        'Tax',
        'Audit',
        'Holdings',
        'Analytics',
        'Partners',
        'Trust',
        'Logistics',
        'Retail',
        'Foods',
        'Systems',
      ],
      suffix: ['LLP', 'Inc.', 'Ltd', 'Group', 'PLC', '& Co.'],
    },
    tr: {
      first: [
        'Anadolu',
        'Boğaziçi',
        'Ege',
        'Marmara',
        'Kapadokya',
        'Toros',
        'Karadeniz',
        'Yıldız',
        'Defne',
        'Çınar',
        'Başkent',
        'Akdeniz',
      ],
      second: [
        'Denetim',
        'Muhasebe',
        'Mali Müşavirlik',
        'Finans',
        'Yatırım',
        'Danışmanlık',
        'Sigorta',
        'Tekstil',
        'Gıda',
        'Lojistik',
        'Bilişim',
      ],
      suffix: ['A.Ş.', 'Ltd. Şti.', 'Holding', 'Grubu'],
    },
    ar: {
      first: [
        'الهلال',
        'النخبة',
        'الخليج',
        'الرواد',
        'الأفق',
        'المستقبل',
        'الوطنية',
        'الشرق',
        'الريادة',
        'الواحة',
        'الصفوة',
      ],
      second: [
        'للتدقيق',
        'للمحاسبة',
        'المالية',
        'للاستثمار',
        'للاستشارات',
        'للتأمين',
        'للتجارة',
        'للصناعات',
        'للتقنية',
      ],
      suffix: ['ش.م.ع', 'ذ.م.م', 'القابضة', 'وشركاه'],
    },
  };

/**
 * Sentences that pad a description to a few hundred words: about the team, the systems, the
 * way of working. Written per language so each stemmer sees its own vocabulary.
 */
const FILLER: Record<Language, readonly string[]> = {
  en: [
    'Our finance team works closely with operations, sales and procurement to give timely and reliable numbers.',
    'You will use our ERP system, Excel and modern reporting tools every day.',
    'We follow IFRS and local GAAP and keep our documentation ready for the external auditors.',
    'Accuracy, clear communication and a sense of ownership matter more to us than long hours.',
    'The role reports to the finance manager and works with colleagues in several countries.',
    'We support study leave and exam fees for professional qualifications such as CPA, ACCA and CMA.',
    'You will help automate reconciliations and reduce manual spreadsheets across the close process.',
    'The team handles accounts payable, accounts receivable, treasury and fixed assets.',
    'We value people who ask good questions and explain complex matters in simple words.',
    'Hybrid working is possible after the onboarding period, with two days a week in the office.',
    'You will take part in budgeting, forecasting and the preparation of monthly management reports.',
    'Our clients range from family businesses to listed groups in manufacturing, retail and services.',
    'Strong analytical skills and attention to detail are essential for this position.',
    'We offer a structured training plan, a mentor and regular feedback during the first year.',
    'Internal controls, segregation of duties and audit trails are part of everyday work here.',
    'You will prepare tax computations and support VAT and withholding tax filings when needed.',
    'Knowledge of consolidation, intercompany eliminations and foreign currency translation is a plus.',
    'We are an equal opportunity employer and welcome applications from every background.',
  ],
  tr: [
    'Finans ekibimiz doğru ve zamanında raporlama için operasyon, satış ve satın alma ekipleriyle yakın çalışır.',
    'Her gün ERP sistemimizi, Excel ve modern raporlama araçlarını kullanacaksınız.',
    'TFRS ve vergi mevzuatına uygun çalışır, belgelerimizi bağımsız denetime hazır tutarız.',
    'Bizim için doğruluk, açık iletişim ve sorumluluk duygusu uzun mesai saatlerinden daha önemlidir.',
    'Pozisyon finans müdürüne bağlı olup farklı ülkelerdeki meslektaşlarla birlikte çalışır.',
    'SMMM, YMM ve CPA gibi mesleki sınavlar için eğitim izni ve sınav ücreti desteği sağlıyoruz.',
    'Mutabakatların otomasyonuna ve dönem sonu kapanışındaki manuel tabloların azaltılmasına katkı sağlayacaksınız.',
    'Ekip borç hesapları, alacak hesapları, hazine ve sabit kıymet süreçlerini yürütür.',
    'İyi soru soran ve karmaşık konuları sade bir dille anlatabilen kişilere değer veriyoruz.',
    'Uyum sürecinden sonra haftada iki gün ofiste olmak üzere hibrit çalışma mümkündür.',
    'Bütçeleme, tahminleme ve aylık yönetim raporlarının hazırlanmasında görev alacaksınız.',
    'Müşterilerimiz aile şirketlerinden borsada işlem gören gruplara kadar geniş bir yelpazededir.',
    'Bu pozisyon için güçlü analitik beceriler ve detaylara dikkat şarttır.',
    'İlk yıl boyunca yapılandırılmış bir eğitim planı, bir mentor ve düzenli geri bildirim sunuyoruz.',
    'İç kontroller, görevler ayrılığı ve denetim izleri burada günlük işin parçasıdır.',
    'Gerektiğinde KDV ve stopaj beyannamelerini hazırlayacak, vergi hesaplamalarına destek olacaksınız.',
    'Konsolidasyon ve yabancı para çevrimi konularında bilgi sahibi olmak tercih sebebidir.',
    'Fırsat eşitliğine inanıyor ve her geçmişten adayların başvurularını memnuniyetle karşılıyoruz.',
  ],
  ar: [
    'يعمل فريق المالية لدينا بشكل وثيق مع فرق العمليات والمبيعات والمشتريات لتقديم أرقام دقيقة وفي وقتها.',
    'ستستخدم نظام تخطيط موارد المؤسسة وبرنامج إكسل وأدوات التقارير الحديثة كل يوم.',
    'نلتزم بالمعايير الدولية لإعداد التقارير المالية ونحافظ على مستنداتنا جاهزة للمدققين الخارجيين.',
    'الدقة والتواصل الواضح وروح المسؤولية أهم لدينا من ساعات العمل الطويلة.',
    'يرفع شاغل الوظيفة تقاريره إلى المدير المالي ويعمل مع زملاء في عدة دول.',
    'ندعم إجازات الدراسة ورسوم الامتحانات للشهادات المهنية مثل المحاسب القانوني المعتمد.',
    'ستساعد في أتمتة التسويات وتقليل الجداول اليدوية خلال عملية الإقفال الشهري.',
    'يتولى الفريق الحسابات الدائنة والحسابات المدينة والخزينة والأصول الثابتة.',
    'نقدر الأشخاص الذين يطرحون أسئلة جيدة ويشرحون الأمور المعقدة بكلمات بسيطة.',
    'يمكن العمل بنظام مرن بعد فترة التهيئة مع يومين في الأسبوع في المكتب.',
    'ستشارك في إعداد الموازنات والتوقعات وتقارير الإدارة الشهرية.',
    'يتراوح عملاؤنا بين الشركات العائلية والمجموعات المدرجة في قطاعات الصناعة والتجزئة والخدمات.',
    'المهارات التحليلية القوية والاهتمام بالتفاصيل ضروريان لهذه الوظيفة.',
    'نوفر خطة تدريب منظمة ومرشدا وملاحظات منتظمة خلال السنة الأولى.',
    'الرقابة الداخلية والفصل بين المهام ومسارات التدقيق جزء من العمل اليومي هنا.',
    'ستعد حسابات الضريبة وتدعم إقرارات ضريبة القيمة المضافة عند الحاجة.',
    'المعرفة بالتوحيد وترجمة العملات الأجنبية ميزة إضافية.',
    'نحن جهة توظيف تؤمن بتكافؤ الفرص ونرحب بالطلبات من جميع الخلفيات.',
  ],
};

/** Title variants so not every ad of a role reads exactly the same. */
const TITLE_SUFFIX: Record<Language, readonly string[]> = {
  en: ['', '', '', ' (Hybrid)', ' - Fixed Term', ' II', ' - Shared Services'],
  tr: ['', '', '', ' (Hibrit)', ' - Süreli', ' - Merkez Ofis'],
  ar: ['', '', '', ' (عمل مرن)', ' - عقد محدد المدة', ' - المقر الرئيسي'],
};

export interface BenchCompany {
  row: CompanyRow;
  language: Language;
  city: string;
  countryCode: CountryCode;
}

export function generateCompanies(count: number, seed = 7): BenchCompany[] {
  const rng = new SeedRandom(seed);
  const now = Date.now();
  const out: BenchCompany[] = [];
  for (let i = 0; i < count; i++) {
    const language = rng.weighted<Language>([
      ['en', 65],
      ['tr', 20],
      ['ar', 15],
    ]);
    const parts = NAME_PARTS[language];
    const name = `${rng.pick(parts.first)} ${rng.pick(parts.second)} ${rng.pick(parts.suffix)} ${i + 1}`;
    const countryCode = rng.pick(COUNTRY_BY_LANGUAGE[language]);
    const city = rng.pick(COUNTRIES[countryCode].cities);
    const createdAt = new Date(now - rng.int(30, 900) * DAY_MS);
    out.push({
      language,
      city,
      countryCode,
      row: {
        id: randomUUID(),
        name,
        industry: rng.pick(INDUSTRIES),
        featured: rng.chance(0.05),
        size: rng.pick(['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+']),
        countryCode,
        city,
        address: `${rng.int(1, 400)} ${city} Business Park`,
        email: `careers${i + 1}@bench.example`,
        website: `https://company${i + 1}.bench.example`,
        status: 'approved',
        licenseVerified: true,
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  return out;
}

function pickRole(rng: SeedRandom, industry: string): RoleTemplate {
  const family = rng.weighted(INDUSTRY_FAMILIES[industry] ?? INDUSTRY_FAMILIES.Accounting ?? []);
  const candidates = ROLES.filter((r) => r.family === family && (!r.industries || r.industries.includes(industry)));
  return rng.pick(candidates.length ? candidates : ROLES);
}

function description(
  rng: SeedRandom,
  lang: Language,
  role: RoleTemplate,
  company: string,
  city: string,
  type: JobType,
): string {
  const t = JOB_TEXTS[lang];
  const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  const filler = () => `<p>${escapeHtml(rng.sample(FILLER[lang], rng.int(4, 6)).join(' '))}</p>`;
  const parts = [
    `<p>${rng.pick(t.intros)({ company: escapeHtml(company), position: escapeHtml(role.title[lang]), city: escapeHtml(t.cities[city] ?? city) })}</p>`,
    filler(),
    `<p><strong>${escapeHtml(t.responsibilitiesHeading)}</strong></p>`,
    list(rng.sample(t.responsibilities[role.family], rng.int(4, 6))),
    filler(),
  ];
  if (type !== 'volunteer')
    parts.push(`<p><strong>${escapeHtml(t.offerHeading)}</strong></p>`, list(rng.sample(t.benefits, rng.int(3, 5))));
  parts.push(filler(), `<p>${escapeHtml(t.closing)}</p>`);
  return parts.join('\n');
}

/**
 * Job rows in batches, so 100,000 ads never sit in memory at once. Mix: 65% English, 20%
 * Turkish, 15% Arabic (the company's language); 80% open, 8% closed, 4% draft, 8% open but
 * past the deadline; created over the last year, more of them recent, in the order posted.
 */
export function* generateJobBatches(
  total: number,
  batchSize: number,
  pool: readonly BenchCompany[],
  seed = 42,
): Generator<JobRow[]> {
  const rng = new SeedRandom(seed);
  const now = Date.now();
  const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
  let batch: JobRow[] = [];
  for (let i = 0; i < total; i++) {
    const company = rng.pick(pool);
    const lang = company.language;
    const industry = company.row.industry ?? 'Accounting';
    const role = pickRole(rng, industry);
    const type: JobType =
      role.type ??
      rng.weighted<JobType>([
        ['full-time', 75],
        ['contract', 10],
        ['part-time', 8],
        ['temporary', 7],
      ]);
    const country = COUNTRIES[company.countryCode];
    const remote = type !== 'internship' && rng.chance(0.1);
    const city = rng.chance(0.7) ? company.city : rng.pick(country.cities);
    const status: JobStatus = rng.weighted<JobStatus>([
      ['open', 88],
      ['closed', 8],
      ['draft', 4],
    ]);
    const pastDeadline = status === 'open' && rng.chance(0.09);
    // Squaring a uniform draw puts more ads in recent weeks, as on a live board. The draw is
    // stratified by the job's place in the load, oldest first, so the rows land in the table in
    // the order they were posted, as a live board's do (each one is inserted when posted); a
    // random order would put each of the newest jobs on a page of its own.
    const age = ((total - i - rng.float()) / total) ** 2 * 365 * DAY_MS;
    const createdAt = new Date(now - Math.round(age / 1000) * 1000);
    const deadline = pastDeadline
      ? new Date(today - rng.int(1, 60) * DAY_MS)
      : rng.chance(0.1)
        ? null
        : new Date(today + rng.int(3, 120) * DAY_MS);

    let salaryStart: number | null = null;
    let salaryEnd: number | null = null;
    if (type !== 'volunteer' && rng.chance(0.8)) {
      const base = role.salary * country.salaryFactor * (0.85 + 0.35 * rng.float()) * (type === 'part-time' ? 0.55 : 1);
      salaryStart = Math.max(1000, Math.round(base / 1000) * 1000);
      salaryEnd = rng.chance(0.85) ? Math.round((salaryStart * (1.1 + 0.35 * rng.float())) / 1000) * 1000 : null;
    }
    const t = JOB_TEXTS[lang];
    const companyName = company.row.name;
    const external = rng.chance(0.1);
    const subs = SUBINDUSTRIES[industry] ?? [];
    batch.push({
      companyJobsId: company.row.id!,
      companyName,
      position: role.title[lang] + rng.pick(TITLE_SUFFIX[lang]),
      description: description(rng, lang, role, companyName, city, type),
      location: remote ? 'Remote' : `${city}, ${country.name}`,
      address: company.row.address,
      type,
      experience: t.experience(LEVEL_YEARS[role.level]),
      experienceLevel: role.level,
      education: t.education[role.level],
      requirement: rng.sample(t.requirements[role.family], 3).join('\n'),
      keyword: [...new Set([...t.familyKeywords[role.family].slice(0, 3), ...rng.sample(role.keywords, 2)])],
      industry,
      subindustry: subs.length ? rng.pick(subs) : null,
      language: lang,
      salaryStart,
      salaryEnd,
      salaryNegotiable: rng.chance(0.15),
      status,
      deadline: deadline ? new Date(deadline).toISOString().slice(0, 10) : null,
      applyWay: external ? 'external' : 'internal',
      applyUrl: external ? `https://company.bench.example/jobs/${i + 1}` : null,
      requiresCpa: rng.chance(role.cpa * 0.6),
      remote,
      createdAt,
      updatedAt: createdAt,
    });
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Inserts companies and jobs with multi-row INSERTs; returns the number of jobs written. */
export async function loadBenchData(
  db: Db,
  options: { jobs: number; companies: number; batchSize: number; onProgress?: (done: number) => void },
) {
  const pool = generateCompanies(options.companies);
  for (let i = 0; i < pool.length; i += options.batchSize) {
    await db.insert(companies).values(pool.slice(i, i + options.batchSize).map((c) => c.row));
  }
  let done = 0;
  for (const batch of generateJobBatches(options.jobs, options.batchSize, pool)) {
    await db.insert(jobs).values(batch);
    done += batch.length;
    options.onProgress?.(done);
  }
  return done;
}

/** The jobs' columns the generator fills, as json_to_recordset reads them from a batch. */
const BULK_COLUMNS = `company_jobs_id uuid, company_name text, position text, description text, location text,
  address text, type job_type, experience text, experience_level experience_level, education text,
  requirement text, keyword text[], industry text, subindustry text, language language, salary_start integer,
  salary_end integer, salary_negotiable boolean, status job_status, deadline date, apply_way apply_way,
  apply_url text, requires_cpa boolean, remote boolean, created_at timestamptz, updated_at timestamptz`;

/**
 * PostgreSQL only: the same companies and jobs as loadBenchData (same generator, same seed, so the
 * same rows), written in bulk in minutes rather than the better part of an hour:
 *
 * - the jobs table's secondary indexes are dropped first and built again after the load (their
 *   definitions read from pg_indexes, so whatever the migrations made is rebuilt as it was), two
 *   at a time with a large maintenance_work_mem;
 * - batches of 5,000 jobs go as one JSON parameter into `INSERT … SELECT FROM json_to_recordset`,
 *   on two connections at once (PostgreSQL computes the generated search and title documents per
 *   row: that is most of the load's work, and it gets both cores);
 * - those connections run with session_replication_role = replica, so no per-row trigger fires
 *   (nor the foreign-key checks: the rows point at the companies just written, in USD). What the
 *   triggers would have done is then done once, set-based: salary_min_usd/salary_max_usd are
 *   computed in the INSERT with the same salary_in_usd() and USD rate as the jobs_salary_usd
 *   trigger; job_title_words gets the open jobs' title words counted as the migration that created
 *   it counts them; job_search_version is bumped once (the response cache's version).
 *
 * `url` is the bench database's own URL; returns the number of jobs written.
 */
export async function bulkLoadBenchData(
  url: string,
  options: { jobs: number; companies: number; batchSize: number; onProgress?: (stage: string) => void },
) {
  const say = options.onProgress ?? (() => {});
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`set session_replication_role = replica; set synchronous_commit = off;
                   set maintenance_work_mem = '1GB'; set max_parallel_maintenance_workers = 2`);
    return c;
  };
  const clients = [await connect(), await connect()];
  const [main] = clients as [pg.Client, pg.Client];
  try {
    const indexes = await main.query<{ name: string; def: string; bytes: string }>(`
      select i.indexname as name, i.indexdef as def
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = 'jobs'
        and not exists (select 1 from pg_constraint c where c.conrelid = 'jobs'::regclass and c.conname = i.indexname)`);
    for (const ix of indexes.rows) await main.query(`drop index "${ix.name}"`);

    const pool = generateCompanies(options.companies);
    for (let i = 0; i < pool.length; i += 5000) {
      const rows = pool.slice(i, i + 5000).map(({ row: c }) => ({
        id: c.id,
        name: c.name,
        industry: c.industry,
        featured: c.featured,
        size: c.size,
        country_code: c.countryCode,
        city: c.city,
        address: c.address,
        email: c.email,
        website: c.website,
        status: c.status,
        license_verified: c.licenseVerified,
        created_at: c.createdAt,
        updated_at: c.updatedAt,
      }));
      // Through the companies' own row type, so every column the generator leaves out keeps its default.
      await main.query(
        `insert into companies (id, name, industry, featured, size, country_code, city, address, email, website,
                                status, license_verified, created_at, updated_at)
         select id, name, industry, featured, size, country_code, city, address, email, website, status,
                license_verified, created_at, updated_at
         from json_populate_recordset(null::companies, $1::json)`,
        [JSON.stringify(rows)],
      );
    }
    say(`${pool.length} companies`);

    const insert = `
      insert into jobs (company_jobs_id, company_name, position, description, location, address, type, experience,
                        experience_level, education, requirement, keyword, industry, subindustry, language,
                        salary_start, salary_end, salary_min_usd, salary_max_usd, salary_negotiable, status, deadline,
                        apply_way, apply_url, requires_cpa, remote, created_at, updated_at)
      select x.company_jobs_id, x.company_name, x.position, x.description, x.location, x.address, x.type, x.experience,
             x.experience_level, x.education, x.requirement, x.keyword, x.industry, x.subindustry, x.language,
             x.salary_start, x.salary_end, salary_in_usd(x.salary_start, r.units_per_usd),
             salary_in_usd(x.salary_end, r.units_per_usd), x.salary_negotiable, x.status, x.deadline,
             x.apply_way, x.apply_url, x.requires_cpa, x.remote, x.created_at, x.updated_at
      from json_to_recordset($1::json) as x(${BULK_COLUMNS})
      cross join (select units_per_usd from currency_rates where currency = 'USD') r`;
    const toJson = (j: JobRow) => ({
      company_jobs_id: j.companyJobsId,
      company_name: j.companyName,
      position: j.position,
      description: j.description,
      location: j.location,
      address: j.address,
      type: j.type,
      experience: j.experience,
      experience_level: j.experienceLevel,
      education: j.education,
      requirement: j.requirement,
      keyword: j.keyword,
      industry: j.industry,
      subindustry: j.subindustry,
      language: j.language,
      salary_start: j.salaryStart,
      salary_end: j.salaryEnd,
      salary_negotiable: j.salaryNegotiable,
      status: j.status,
      deadline: j.deadline,
      apply_way: j.applyWay,
      apply_url: j.applyUrl,
      requires_cpa: j.requiresCpa,
      remote: j.remote,
      created_at: j.createdAt,
      updated_at: j.updatedAt,
    });
    // One batch in flight per connection; the next is generated while they run.
    const inFlight: (Promise<unknown> | undefined)[] = [undefined, undefined];
    let done = 0;
    let turn = 0;
    for (const batch of generateJobBatches(options.jobs, options.batchSize, pool)) {
      const body = JSON.stringify(batch.map(toJson));
      const slot = turn++ % clients.length;
      await inFlight[slot];
      const n = batch.length;
      inFlight[slot] = clients[slot]!.query(insert, [body]).then(() => {
        done += n;
        if (done % (n * 20) === 0 || done === options.jobs) say(`${done} jobs`);
      });
    }
    await Promise.all(inFlight);

    // The indexes again, the biggest (GIN) first, two at a time.
    const queue = [...indexes.rows].sort((a, b) => Number(/using gin/i.test(b.def)) - Number(/using gin/i.test(a.def)));
    await Promise.all(
      clients.map(async (c) => {
        for (let ix = queue.shift(); ix; ix = queue.shift()) {
          const t0 = Date.now();
          await c.query(ix.def);
          say(`index ${ix.name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
        }
      }),
    );

    // What the triggers that did not fire would have left.
    await main.query(`
      insert into job_title_words as t (word, jobs)
      select w, count(*) from jobs j, unnest(job_title_word_list(j.position, j.company_name)) w
      where j.status = 'open' group by w order by w
      on conflict (word) do update set jobs = t.jobs + excluded.jobs`);
    await main.query(`update job_search_version set version = version + 1 where id = 1`);
    say('title words and search version');
    return done;
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
