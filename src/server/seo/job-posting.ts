import type { JobFields } from '../jobs/index.ts';
import type { companies } from '../db/schema/index.ts';

// The search documents are not needed here, so callers need not read them.
type JobRow = JobFields;
type CompanyRow = typeof companies.$inferSelect;

/** schema.org employmentType values for the job types of DESIGN section 5. */
const EMPLOYMENT_TYPES: Record<JobRow['type'], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
};

/** Plain text of the (sanitized, simple) description HTML, for meta descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|ul|ol|h\d)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 'Istanbul, Türkiye' -> 'Istanbul': the seed and employers write "city, country". */
function locality(job: JobRow, company: CompanyRow | undefined): string | undefined {
  if (job.remote) return company?.city ?? undefined;
  const first = job.location?.split(',')[0]?.trim();
  return first || company?.city || undefined;
}

/** A schema.org JobPosting (Google for Jobs) for an open job and its company. */
export function jobPostingJsonLd(job: JobRow, company: CompanyRow | undefined, jobUrl: string, publicUrl: string) {
  const country = company?.countryCode ?? undefined;
  const address = {
    '@type': 'PostalAddress',
    addressLocality: locality(job, company),
    addressCountry: country,
    streetAddress: job.address ?? undefined,
  };
  const hasSalary = job.salaryStart != null || job.salaryEnd != null;
  const logo = company?.logo ? new URL(company.logo, `${publicUrl}/`).toString() : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.position,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: company?.name ?? job.companyName, value: job.id },
    url: jobUrl,
    datePosted: job.createdAt.toISOString(),
    validThrough: job.deadline ? `${job.deadline}T23:59:59Z` : undefined,
    employmentType: EMPLOYMENT_TYPES[job.type],
    industry: job.industry ?? undefined,
    hiringOrganization: {
      '@type': 'Organization',
      name: company?.name ?? job.companyName,
      sameAs: company?.website ?? undefined,
      logo,
    },
    jobLocation: { '@type': 'Place', address },
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: country ? { '@type': 'Country', name: country } : undefined,
        }
      : {}),
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salaryStart ?? job.salaryEnd,
              maxValue: job.salaryEnd ?? job.salaryStart,
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    directApply: job.applyWay === 'internal',
  };
}
