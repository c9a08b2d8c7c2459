import type { ApplicationStatus, CpaStatus } from '../../../domain/enums.ts';
import type { CreateJobApplicationInput } from '../../../domain/application-schemas.ts';
import { graphql } from '../../lib/graphql-client.ts';

// The GraphQL operations of the apply flow and My applications, with their result types.

export interface ApplyJob {
  id: string;
  position: string;
  location: string | null;
  deadline: string | null;
  isOpen: boolean;
  status: string;
  applyWay: string;
  applyUrl: string | null;
  requiresCPA: boolean;
  company: { id: string; name: string; logo: string | null } | null;
}

export interface Applicant {
  displayName: string;
  fullName: string | null;
  email: string;
  emailVerified: boolean;
  mobile: string | null;
  countryCode: string | null;
  location: string | null;
  isCPA: boolean;
  cpaStatus: CpaStatus;
}

export type ApplyReason = 'verifyToApply' | 'jobClosed' | 'jobExternal' | 'cpaRequired' | 'alreadyApplied';

export interface Eligibility {
  canApply: boolean;
  reason: ApplyReason | null;
  application: { id: string; status: ApplicationStatus; appliedAt: string } | null;
  applicant: Applicant;
}

export interface MyApplication {
  id: string;
  status: ApplicationStatus;
  appliedAt: string;
  /** When the employer last changed the status (null while still as submitted). */
  statusChangedAt: string | null;
  jobApplicationsId: string;
  job: { id: string; position: string; location: string | null; company: { id: string; name: string } | null } | null;
}

const JOB_FIELDS = 'id position location deadline isOpen status applyWay applyUrl requiresCPA company { id name logo }';

export async function fetchApplyJob(id: string): Promise<ApplyJob | null> {
  const data = await graphql<{ getJob: ApplyJob | null }>(`query ApplyJob($id: ID!) { getJob(id: $id) { ${JOB_FIELDS} } }`, { id });
  return data.getJob;
}

export async function fetchEligibility(jobId: string): Promise<Eligibility> {
  const data = await graphql<{ jobApplicationEligibility: Eligibility }>(
    `query Eligibility($jobId: ID!) {
      jobApplicationEligibility(jobId: $jobId) {
        canApply reason application { id status appliedAt }
        applicant { displayName fullName email emailVerified mobile countryCode location isCPA cpaStatus }
      }
    }`,
    { jobId },
  );
  return data.jobApplicationEligibility;
}

export async function createApplication(input: CreateJobApplicationInput): Promise<{ id: string }> {
  const data = await graphql<{ createJobApplication: { id: string } }>(
    `mutation Apply($input: CreateJobApplicationInput!) { createJobApplication(input: $input) { id status } }`,
    { input },
  );
  return data.createJobApplication;
}

export async function fetchMyApplications(nextToken: string | null): Promise<{ items: MyApplication[]; nextToken: string | null }> {
  const data = await graphql<{ myJobApplications: { items: MyApplication[]; nextToken: string | null } }>(
    `query MyApplications($limit: Int, $nextToken: String) {
      myJobApplications(limit: $limit, nextToken: $nextToken) {
        nextToken
        items { id status appliedAt statusChangedAt jobApplicationsId job { id position location company { id name } } }
      }
    }`,
    { limit: 20, nextToken },
  );
  return data.myJobApplications;
}

export async function withdrawApplication(id: string): Promise<void> {
  await graphql(`mutation Withdraw($id: ID!) { withdrawJobApplication(id: $id) { id status } }`, { id });
}
