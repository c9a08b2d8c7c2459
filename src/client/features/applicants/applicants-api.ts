import type { UpdateJobApplicationInput } from '../../../domain/applicant-schemas.ts';
import type { ApplicationStatus, CpaStatus } from '../../../domain/enums.ts';
import { graphql } from '../../lib/graphql-client.ts';

// The GraphQL operations of the applicants screen, with their result types.

export interface ApplicantWork {
  id: string;
  title: string;
  company: string;
  start: string | null;
  end: string | null;
  current: boolean;
  description: string | null;
}
export interface ApplicantEducation {
  id: string;
  school: string;
  degree: string | null;
  start: string | null;
  end: string | null;
  current: boolean;
}
export interface ApplicantLicense {
  id: string;
  name: string;
  organization: string | null;
  number: string | null;
  start: string | null;
  end: string | null;
  current: boolean;
}
export interface ApplicantProfile {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  location: string | null;
  summary: string | null;
  skills: string | null;
  linkedIn: string | null;
  isCPA: boolean;
  cpaStatus: CpaStatus;
  work: ApplicantWork[];
  education: ApplicantEducation[];
  licenses: ApplicantLicense[];
}
export interface JobApplicant {
  id: string;
  status: ApplicationStatus;
  statusChangedAt: string | null;
  appliedAt: string;
  shortlist: boolean;
  jobManagerGroups: string[];
  note: string | null;
  coverLetter: string | null;
  salary: number | null;
  resume: { id: string; filename: string; mimeType: string; size: number; url: string } | null;
  applicant: ApplicantProfile | null;
}
export interface ApplicantsJob {
  id: string;
  position: string;
  status: string;
  isOpen: boolean;
  company: { id: string; name: string } | null;
}
export interface ApplicantsData {
  job: ApplicantsJob;
  groups: string[];
  items: JobApplicant[];
}

const ITEM_FIELDS = `
  id status statusChangedAt appliedAt shortlist jobManagerGroups note coverLetter salary
  resume { id filename mimeType size url }
  applicant {
    id name email mobile location summary skills linkedIn isCPA cpaStatus
    work { id title company start end current description }
    education { id school degree start end current }
    licenses { id name organization number start end current }
  }`;

const PAGE_SIZE = 500;
const MAX_PAGES = 10;

/** Every application of the job (the board shows them all), fetched page by page. */
export async function fetchApplicants(jobId: string, signal?: AbortSignal): Promise<ApplicantsData> {
  let nextToken: string | null = null;
  const items: JobApplicant[] = [];
  let first: { job: ApplicantsJob; groups: string[] } | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: { listJobApplications: { job: ApplicantsJob; groups: string[]; items: JobApplicant[]; nextToken: string | null } } = await graphql(
      `query Applicants($jobId: ID!, $limit: Int, $nextToken: String) {
        listJobApplications(jobId: $jobId, limit: $limit, nextToken: $nextToken) {
          nextToken groups
          job { id position status isOpen company { id name } }
          items { ${ITEM_FIELDS} }
        }
      }`,
      { jobId, limit: PAGE_SIZE, nextToken },
      signal,
    );
    const result = data.listJobApplications;
    first ??= { job: result.job, groups: result.groups };
    items.push(...result.items);
    nextToken = result.nextToken;
    if (!nextToken) break;
  }
  return { job: first!.job, groups: first!.groups, items };
}

export async function updateApplicant(input: UpdateJobApplicationInput): Promise<JobApplicant> {
  const data = await graphql<{ updateJobApplication: JobApplicant }>(
    `mutation UpdateApplicant($input: UpdateJobApplicationInput!) { updateJobApplication(input: $input) { ${ITEM_FIELDS} } }`,
    { input },
  );
  return data.updateJobApplication;
}
