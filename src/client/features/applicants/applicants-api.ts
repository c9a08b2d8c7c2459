import type { UpdateJobApplicationInput } from '../../../domain/applicant-schemas.ts';
import { graphql } from '../../graphql/gql.ts';
import type { ApplicantsQuery, JobApplicantFieldsFragment } from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

// The GraphQL operations of the applicants screen.

graphql(`
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
`);

const APPLICANTS = graphql(`
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
`);

const UPDATE_APPLICANT = graphql(`
  mutation UpdateApplicant($input: UpdateJobApplicationInput!) {
    updateJobApplication(input: $input) {
      ...JobApplicantFields
    }
  }
`);

export type JobApplicant = JobApplicantFieldsFragment;
export type ApplicantProfile = NonNullable<JobApplicant['applicant']>;
export type ApplicantWork = ApplicantProfile['work'][number];
export type ApplicantEducation = ApplicantProfile['education'][number];
export type ApplicantLicense = ApplicantProfile['licenses'][number];
export type ApplicantsJob = ApplicantsQuery['listJobApplications']['job'];
export interface ApplicantsData {
  job: ApplicantsJob;
  groups: string[];
  items: JobApplicant[];
}

const PAGE_SIZE = 500;
const MAX_PAGES = 10;

/** Every application of the job (the board shows them all), fetched page by page. */
export async function fetchApplicants(jobId: string, signal?: AbortSignal): Promise<ApplicantsData> {
  let nextToken: string | null = null;
  const items: JobApplicant[] = [];
  let first: { job: ApplicantsJob; groups: string[] } | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: ApplicantsQuery = await request(APPLICANTS, { jobId, limit: PAGE_SIZE, nextToken }, signal);
    const result = data.listJobApplications;
    first ??= { job: result.job, groups: result.groups };
    items.push(...result.items);
    nextToken = result.nextToken;
    if (!nextToken) break;
  }
  return { job: first!.job, groups: first!.groups, items };
}

export async function updateApplicant(input: UpdateJobApplicationInput): Promise<JobApplicant> {
  return (await request(UPDATE_APPLICANT, { input })).updateJobApplication;
}
