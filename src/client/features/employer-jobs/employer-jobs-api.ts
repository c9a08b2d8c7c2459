import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobFormData } from '../../../domain/job-form-schemas.ts';
import { graphql } from '../../lib/graphql-client.ts';
import { JOB_SUMMARY_FIELDS } from '../jobs/jobs-api.ts';
import type { JobDetails } from '../jobs/jobs-types.ts';

// createJob, updateJob, publishJob, closeJob, reopenJob, duplicateJob, deleteJob, listCompanyJobs
// and getCompanyJob belong to the employer-jobs module; myCompanies to the companies module.

export interface ManagedCompany {
  id: string;
  name: string;
  status: 'pending' | 'approved' | 'rejected';
  logo: string | null;
  countryCode: string | null;
}

export interface ApplicationCount {
  status: string;
  count: number;
}

export interface CompanyJob extends JobDetails {
  companyJobsId: string;
  reviewStatus: 'none' | 'pending' | 'approved' | 'rejected' | null;
  reviewReason: string | null;
  publishedAt: string | null;
  applicationCounts: ApplicationCount[];
}

/** The status an employer sees: drafts waiting for or refused by staff review count as their own. */
export type ListStatus = 'draft' | 'pending' | 'rejected' | 'open' | 'closed' | 'expired';
export const LIST_STATUSES: readonly ListStatus[] = ['draft', 'pending', 'rejected', 'open', 'closed', 'expired'];

export function listStatusOf(job: Pick<CompanyJob, 'status' | 'reviewStatus'>): ListStatus {
  if (job.status === 'draft') return job.reviewStatus === 'pending' ? 'pending' : job.reviewStatus === 'rejected' ? 'rejected' : 'draft';
  return job.status;
}

const COMPANY_JOB_FIELDS = `${JOB_SUMMARY_FIELDS} companyJobsId description address experience education requirement keyword subindustry language start applyWay applyUrl updatedAt reviewStatus reviewReason publishedAt applicationCounts { status count }`;

export const employerJobKeys = {
  companies: ['employerJobs', 'companies'] as const,
  list: (companyId: string, status: string, query: string) => ['employerJobs', 'list', companyId, status, query] as const,
  job: (id: string) => ['employerJobs', 'job', id] as const,
};

export function useMyCompanies() {
  return useQuery({
    queryKey: employerJobKeys.companies,
    queryFn: ({ signal }) =>
      graphql<{ myCompanies: ManagedCompany[] }>(`query MyCompanies { myCompanies { id name status logo countryCode } }`, {}, signal).then((d) => d.myCompanies),
  });
}

export interface CompanyJobPage {
  items: CompanyJob[];
  nextToken: string | null;
}

export const COMPANY_JOBS_PAGE_SIZE = 50;

/** The company's jobs page by page ("Load more"); the previous list stays while a new filter loads. */
export function useCompanyJobs(companyId: string | undefined, status: ListStatus | '', query: string) {
  return useInfiniteQuery({
    queryKey: employerJobKeys.list(companyId ?? '', status, query),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
    initialPageParam: null as string | null,
    getNextPageParam: (last: CompanyJobPage) => last.nextToken,
    queryFn: ({ signal, pageParam }) =>
      graphql<{ listCompanyJobs: CompanyJobPage }>(
        `query CompanyJobs($companyId: ID!, $filter: CompanyJobsFilter, $limit: Int, $nextToken: String) {
          listCompanyJobs(companyId: $companyId, filter: $filter, limit: $limit, nextToken: $nextToken) { nextToken items { ${COMPANY_JOB_FIELDS} } }
        }`,
        { companyId, filter: { status: status || null, query: query || null }, limit: COMPANY_JOBS_PAGE_SIZE, nextToken: pageParam },
        signal,
      ).then((d) => d.listCompanyJobs),
  });
}

export function useCompanyJob(id: string | undefined) {
  return useQuery({
    queryKey: employerJobKeys.job(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    queryFn: ({ signal }) =>
      graphql<{ getCompanyJob: CompanyJob | null }>(`query CompanyJob($id: ID!) { getCompanyJob(id: $id) { ${COMPANY_JOB_FIELDS} } }`, { id }, signal).then(
        (d) => d.getCompanyJob,
      ),
  });
}

/** The form's data as the API's input (requiresCPA keeps the specification's spelling). */
type JobInput = Omit<JobFormData, never>;

export async function createJob(companyJobsId: string, data: JobInput): Promise<CompanyJob> {
  const d = await graphql<{ createJob: CompanyJob }>(`mutation CreateJob($input: CreateJobInput!) { createJob(input: $input) { ${COMPANY_JOB_FIELDS} } }`, {
    input: { companyJobsId, ...data },
  });
  return d.createJob;
}

export async function updateJob(id: string, data: Partial<JobInput>): Promise<CompanyJob> {
  const d = await graphql<{ updateJob: CompanyJob }>(`mutation UpdateJob($input: UpdateJobInput!) { updateJob(input: $input) { ${COMPANY_JOB_FIELDS} } }`, {
    input: { id, ...data },
  });
  return d.updateJob;
}

export type JobAction = 'publishJob' | 'closeJob' | 'reopenJob' | 'duplicateJob';

export async function runJobAction(action: JobAction, id: string): Promise<CompanyJob> {
  const d = await graphql<Record<JobAction, CompanyJob>>(`mutation JobAction($id: ID!) { ${action}(id: $id) { ${COMPANY_JOB_FIELDS} } }`, { id });
  return d[action];
}

export async function deleteJob(id: string): Promise<void> {
  await graphql(`mutation DeleteJob($id: ID!) { deleteJob(input: { id: $id }) { id } }`, { id });
}

/** Runs an action and refreshes every list and the job itself. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: JobAction | 'deleteJob'; id: string }) =>
      action === 'deleteJob' ? deleteJob(id).then(() => null) : runJobAction(action, id),
    onSuccess: (job) => {
      if (job) queryClient.setQueryData(employerJobKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: ['employerJobs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
