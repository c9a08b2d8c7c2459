// A deterministic generator of demo job ads: the same `now` and seed always give the same jobs.
// Dates are relative to `now`, so tests that pass a fixed date see stable data.
import type { InferInsertModel } from 'drizzle-orm';
import type { JobType, Language } from '../../domain/enums.ts';
import type { jobs } from '../db/schema/index.ts';
import { COMPANIES, COUNTRIES, type CompanySeed } from './companies-data.ts';
import { INDUSTRY_FAMILIES, LEVEL_YEARS, ROLES, SUBINDUSTRIES, type RoleTemplate } from './job-catalog.ts';
import { escapeHtml } from '../lib/html.ts';
import { currencyForCountry, DEFAULT_UNITS_PER_USD } from '../../domain/salary-currency.ts';
import { JOB_TEXTS } from './job-texts.ts';
import { SeedRandom } from './seed-random.ts';

/** A job row ready to insert once its company's id is known. */
export type JobSeed = Omit<InferInsertModel<typeof jobs>, 'id' | 'companyJobsId'> & { companyKey: string };

export interface GenerateJobsOptions {
  count?: number;
  seed?: number;
  companies?: readonly CompanySeed[];
}

export const DEFAULT_JOB_COUNT = 240;
const DEFAULT_SEED = 0x5eed_c9a;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Share of ads that ask for a CPA licence. */
const CPA_SHARE = 0.25;
const MIN_JOBS_PER_COMPANY = 3;

/** How an ad's dates are laid out: `expired` is an open ad whose deadline has passed. */
type Lifecycle = 'open' | 'expired' | 'closed' | 'draft';

/**
 * Ads placed first, whatever the random draw, so the demo always shows these cases: an open
 * English accountant ad, open Turkish accountant and internship ads, an Arabic internal audit
 * ad and a volunteer role.
 */
const FIXED: readonly { companyKey: string; roleKey: string; language: Language }[] = [
  { companyKey: 'meridian-ledger', roleKey: 'senior-accountant', language: 'en' },
  { companyKey: 'anatolia-denetim', roleKey: 'senior-accountant', language: 'tr' },
  { companyKey: 'anatolia-denetim', roleKey: 'accounting-intern', language: 'tr' },
  { companyKey: 'crescent-gulf-bank', roleKey: 'internal-auditor', language: 'ar' },
  { companyKey: 'open-hands-foundation', roleKey: 'volunteer-treasurer', language: 'en' },
  { companyKey: 'meridian-ledger', roleKey: 'accountant', language: 'en' },
];

export function toDateOnly(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/** Round figures as ads state them: £52,000, AED 240,000, ₺1,450,000. */
function salaryStep(amount: number): number {
  if (amount < 20_000) return 500;
  if (amount < 200_000) return 1000;
  if (amount < 1_000_000) return 5000;
  return 10_000;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Moves `value` to position `i` by swapping with a later slot, keeping the list's counts. */
function placeAt<T>(list: T[], i: number, value: T, from: number): void {
  if (list[i] === value) return;
  const j = list.findIndex((v, k) => k >= from && v === value);
  if (j < 0) throw new Error(`no ${String(value)} left to place at ${i}`);
  list[j] = list[i] as T;
  list[i] = value;
}

function findRole(key: string): RoleTemplate {
  const role = ROLES.find((r) => r.key === key);
  if (!role) throw new Error(`unknown role ${key}`);
  return role;
}

function findCompany(companies: readonly CompanySeed[], key: string): CompanySeed {
  const company = companies.find((c) => c.key === key);
  if (!company) throw new Error(`unknown company ${key}`);
  return company;
}

function pickRole(rng: SeedRandom, company: CompanySeed): RoleTemplate {
  // Charities lean on volunteers for some finance roles.
  if (company.industry === 'Non-profit' && rng.chance(0.2)) return findRole('volunteer-treasurer');
  const families = INDUSTRY_FAMILIES[company.industry] ?? INDUSTRY_FAMILIES.Accounting ?? [];
  const family = rng.weighted(families);
  const candidates = ROLES.filter(
    (r) => r.family === family && r.type !== 'volunteer' && (!r.industries || r.industries.includes(company.industry)),
  );
  return rng.pick(candidates);
}

function buildDescription(
  rng: SeedRandom,
  lang: Language,
  role: RoleTemplate,
  company: CompanySeed,
  city: string,
  type: JobType,
  remote: boolean,
): string {
  const t = JOB_TEXTS[lang];
  const intro = rng.pick(t.intros)({
    company: escapeHtml(company.name),
    position: escapeHtml(role.title[lang]),
    city: escapeHtml(t.cities[city] ?? city),
  });
  const parts = [`<p>${intro}</p>`];
  const notes = [
    remote ? t.remoteNote : null,
    type === 'internship' ? t.internshipNote : null,
    type === 'volunteer' ? t.volunteerNote : null,
  ].filter((n): n is string => n !== null);
  if (notes.length > 0) parts.push(`<p>${escapeHtml(notes.join(' '))}</p>`);
  const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  parts.push(`<p><strong>${escapeHtml(t.responsibilitiesHeading)}</strong></p>`);
  parts.push(list(rng.sample(t.responsibilities[role.family], rng.int(3, 5))));
  if (type !== 'volunteer') {
    parts.push(`<p><strong>${escapeHtml(t.offerHeading)}</strong></p>`);
    parts.push(list(rng.sample(t.benefits, rng.int(3, 4))));
  }
  parts.push(`<p>${escapeHtml(t.closing)}</p>`);
  return parts.join('\n');
}

/** Keywords in the ad's language, plus the role's international terms (IFRS, SOX, AML...). */
function buildKeywords(rng: SeedRandom, lang: Language, role: RoleTemplate): string[] {
  const local = JOB_TEXTS[lang].familyKeywords[role.family];
  const roleWords = lang === 'en' ? role.keywords : role.keywords.filter((k) => /^[A-Z0-9&/ .-]+$/.test(k));
  const chosen = [...local, ...rng.sample(roleWords, rng.int(2, 4))];
  return [...new Set(chosen)];
}

export function generateJobs(now: Date, options: GenerateJobsOptions = {}): JobSeed[] {
  const count = options.count ?? DEFAULT_JOB_COUNT;
  const companies = options.companies ?? COMPANIES;
  const rng = new SeedRandom(options.seed ?? DEFAULT_SEED);
  const fixedCount = Math.min(FIXED.length, count);

  const languages = rng.spread<Language>(
    count,
    [
      ['tr', 0.2],
      ['ar', 0.15],
    ],
    'en',
  );
  const lifecycles = rng.spread<Lifecycle>(
    count,
    [
      ['closed', 0.08],
      ['draft', 0.05],
      ['expired', 0.1],
    ],
    'open',
  );
  const external = rng.spread<boolean>(count, [[true, 0.1]], false);
  for (let i = 0; i < fixedCount; i++) {
    const fixed = FIXED[i];
    if (!fixed) continue;
    placeAt(languages, i, fixed.language, fixedCount);
    placeAt(lifecycles, i, 'open', fixedCount);
    placeAt(external, i, false, fixedCount);
  }

  // First decide who posts what, so every hiring company shows up with a few ads.
  const hiring = companies.filter((c) => c.status === 'approved' && c.jobWeight > 0);
  const plans: { company: CompanySeed; role: RoleTemplate }[] = [];
  for (let i = 0; i < count; i++) {
    const fixed = i < fixedCount ? FIXED[i] : undefined;
    const lang = languages[i] ?? 'en';
    const company = fixed
      ? findCompany(companies, fixed.companyKey)
      : rng.weighted(hiring.filter((c) => c.jobLanguages.includes(lang)).map((c) => [c, c.jobWeight] as const));
    plans.push({ company, role: fixed ? findRole(fixed.roleKey) : pickRole(rng, company) });
  }
  for (const company of hiring) {
    const posted = () => plans.filter((p) => p.company === company).length;
    while (posted() < MIN_JOBS_PER_COMPANY) {
      // Take an ad in one of its languages from the company with the most ads.
      const donors = plans
        .map((p, i) => ({ p, i }))
        .filter(({ i }) => i >= fixedCount && company.jobLanguages.includes(languages[i] ?? 'en'));
      const busiest = (c: CompanySeed) => plans.filter((p) => p.company === c).length;
      donors.sort((a, b) => busiest(b.p.company) - busiest(a.p.company) || a.i - b.i);
      const donor = donors[0];
      if (!donor || busiest(donor.p.company) <= MIN_JOBS_PER_COMPANY) break;
      plans[donor.i] = { company, role: pickRole(rng, company) };
    }
  }

  // About a quarter of ads ask for a CPA: those whose roles most often do (audit, tax,
  // senior accounting), with some randomness so it is not always the same titles.
  const cpaScores = plans.map(({ role }) => (role.cpa > 0 ? role.cpa + 0.6 * rng.float() : -1));
  const cpaCutoff = [...cpaScores].sort((a, b) => b - a)[Math.round(count * CPA_SHARE) - 1] ?? Infinity;

  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const out: JobSeed[] = [];

  for (let i = 0; i < count; i++) {
    const lang = languages[i] ?? 'en';
    const lifecycle = lifecycles[i] ?? 'open';
    const fixed = i < fixedCount ? FIXED[i] : undefined;
    const plan = plans[i];
    if (!plan) continue;
    const { company, role } = plan;
    const type: JobType =
      role.type ??
      rng.weighted<JobType>([
        ['full-time', 75],
        ['contract', 10],
        ['part-time', 8],
        ['temporary', 7],
      ]);

    // Where: mostly the company's own city, sometimes another city of its country, and for
    // some English ads anywhere (remote).
    const country = COUNTRIES[company.countryCode];
    const remote = !fixed && lang === 'en' && type !== 'internship' && rng.chance(0.1);
    const city = rng.chance(0.75) ? company.city : rng.pick(country.cities);
    const location = remote ? 'Remote' : `${city}, ${country.name}`;
    const address = remote || city !== company.city ? null : company.address;

    // Pay: yearly, in the company's country's currency at that country's level (the role's US
    // pay scaled in dollars, then converted at the starting rates); volunteers are unpaid and
    // some ads keep it open.
    const salaryCurrency = currencyForCountry(company.countryCode);
    let salaryStart: number | null = null;
    let salaryEnd: number | null = null;
    let salaryNegotiable = false;
    if (type !== 'volunteer') {
      if (rng.chance(0.15)) {
        salaryNegotiable = true;
      } else {
        let base =
          role.salary * country.salaryFactor * (0.9 + 0.25 * rng.float()) * DEFAULT_UNITS_PER_USD[salaryCurrency];
        if (type === 'part-time') base *= 0.55;
        const step = salaryStep(base);
        salaryStart = roundTo(base, step);
        salaryEnd = Math.max(salaryStart, roundTo(salaryStart * (1.15 + 0.3 * rng.float()), step));
        salaryNegotiable = rng.chance(0.2);
      }
    }

    // When: created over the last 60 days; deadlines 5-90 days ahead for live ads.
    let ageDays: number;
    let deadlineOffset: number;
    switch (lifecycle) {
      case 'open':
        ageDays = rng.int(0, 59);
        deadlineOffset = rng.int(5, 90);
        break;
      case 'expired':
        deadlineOffset = -rng.int(1, 20);
        ageDays = rng.int(-deadlineOffset + 3, 59);
        break;
      case 'closed':
        ageDays = rng.int(10, 59);
        deadlineOffset = rng.chance(0.5) ? -rng.int(1, 25) : rng.int(5, 30);
        break;
      case 'draft':
        ageDays = rng.int(0, 20);
        deadlineOffset = rng.int(20, 90);
        break;
    }
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS - rng.int(0, 86_399) * 1000);
    const sinceCreated = now.getTime() - createdAt.getTime();
    const updatedAt = new Date(createdAt.getTime() + Math.floor(rng.float() * sinceCreated * 0.5));
    const deadline = addDays(today, deadlineOffset);
    // The product's rule: the application deadline is not before the start date.
    const start = rng.chance(0.85) ? toDateOnly(addDays(deadline, -rng.int(0, 21))) : null;

    const t = JOB_TEXTS[lang];
    const requiresCpa = (cpaScores[i] ?? -1) > 0 && (cpaScores[i] ?? -1) >= cpaCutoff;
    const cpaRelated = role.family === 'accounting' || role.family === 'audit' || role.family === 'tax';
    const requirementLines = rng.sample(t.requirements[role.family], rng.int(2, 3));
    if (requiresCpa) requirementLines.push(t.cpaRequired);
    else if (cpaRelated && rng.chance(0.5)) requirementLines.push(t.cpaAdvantage);

    const subindustries = SUBINDUSTRIES[company.industry] ?? [];
    out.push({
      companyKey: company.key,
      position: role.title[lang],
      description: buildDescription(rng, lang, role, company, city, type, remote),
      location,
      address,
      type,
      experience: t.experience(LEVEL_YEARS[role.level]),
      experienceLevel: role.level,
      education: t.education[role.level],
      requirement: requirementLines.join('\n'),
      keyword: buildKeywords(rng, lang, role),
      industry: company.industry,
      subindustry: subindustries.length > 0 ? rng.pick(subindustries) : null,
      language: lang,
      salaryStart,
      salaryEnd,
      salaryNegotiable,
      salaryCurrency,
      status: lifecycle === 'expired' ? 'open' : lifecycle,
      start,
      deadline: toDateOnly(deadline),
      applyWay: external[i] ? 'external' : 'internal',
      applyUrl: external[i] ? `https://careers.${company.key}.example/jobs/${1000 + i}` : null,
      requiresCpa,
      remote,
      createdAt,
      updatedAt,
    });
  }
  return out;
}
