import type { CreateJobApplicationInput } from '../../../domain/application-schemas.ts';
import { graphql } from '../../graphql/gql.ts';
import type { ApplyJobQuery, EligibilityQuery, MyApplicationsQuery } from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

// The GraphQL operations of the apply flow and My applications.

const APPLY_JOB = graphql(`
  query ApplyJob($id: ID!) {
    getJob(id: $id) {
      ...JobApplySummaryFields
    }
  }
`);

const ELIGIBILITY = graphql(`
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
`);

const APPLY = graphql(`
  mutation Apply($input: CreateJobApplicationInput!) {
    createJobApplication(input: $input) {
      id
      status
    }
  }
`);

const MY_APPLICATIONS = graphql(`
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
`);

const WITHDRAW = graphql(`
  mutation Withdraw($id: ID!) {
    withdrawJobApplication(id: $id) {
      id
      status
    }
  }
`);

export type ApplyJob = NonNullable<ApplyJobQuery['getJob']>;
export type Eligibility = EligibilityQuery['jobApplicationEligibility'];
export type Applicant = Eligibility['applicant'];
export type ApplyReason = NonNullable<Eligibility['reason']>;
export type MyApplication = MyApplicationsQuery['myJobApplications']['items'][number];

export async function fetchApplyJob(id: string): Promise<ApplyJob | null> {
  return (await request(APPLY_JOB, { id })).getJob;
}

export async function fetchEligibility(jobId: string): Promise<Eligibility> {
  return (await request(ELIGIBILITY, { jobId })).jobApplicationEligibility;
}

export async function createApplication(input: CreateJobApplicationInput): Promise<{ id: string }> {
  return (await request(APPLY, { input })).createJobApplication;
}

export async function fetchMyApplications(nextToken: string | null): Promise<MyApplicationsQuery['myJobApplications']> {
  return (await request(MY_APPLICATIONS, { limit: 20, nextToken })).myJobApplications;
}

export async function withdrawApplication(id: string): Promise<void> {
  await request(WITHDRAW, { id });
}
