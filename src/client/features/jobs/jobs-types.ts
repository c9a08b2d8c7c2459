import type { ExperienceLevel, JobStatus, JobType } from '../../../domain/enums.ts';

export interface CompanySummary {
  id: string;
  name: string;
  logo: string | null;
  industry: string | null;
  city: string | null;
  countryCode: string | null;
  website: string | null;
}

export interface CompanyDetails extends CompanySummary {
  size: string | null;
  email: string | null;
  contactNo: string | null;
  address: string | null;
  featured: boolean;
  openJobCount: number;
}

/** The fields a job card shows. */
export interface JobSummary {
  id: string;
  position: string;
  location: string | null;
  type: JobType;
  experienceLevel: ExperienceLevel | null;
  industry: string | null;
  salaryStart: number | null;
  salaryEnd: number | null;
  salaryNegotiable: boolean;
  requiresCPA: boolean;
  remote: boolean;
  status: JobStatus;
  isOpen: boolean;
  deadline: string | null;
  createdAt: string;
  company: CompanySummary | null;
}

/** Everything the job page shows. */
export interface JobDetails extends JobSummary {
  description: string;
  address: string | null;
  experience: string | null;
  education: string | null;
  requirement: string | null;
  keyword: string[];
  subindustry: string | null;
  language: string;
  start: string | null;
  applyWay: 'internal' | 'external';
  applyUrl: string | null;
  updatedAt: string;
}

export interface Facet {
  value: string;
  count: number;
}

export interface JobSearchResult {
  items: JobSummary[];
  nextToken: string | null;
  total: number;
  /** A broad search stops counting at `total` (shown as "1000+"); the facet counts are then lower bounds too. */
  totalIsLowerBound: boolean;
  facets: { type: Facet[]; experienceLevel: Facet[]; industry: Facet[] };
}
