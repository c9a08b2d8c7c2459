import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyStatus, CpaStatus, Language, MemberType, Role } from '../../../domain/enums.ts';
import type { UpdateJobSeekerContentInput } from '../../../domain/moderation-schemas.ts';
import { graphql } from '../../graphql/gql.ts';
import type {
  HomeContentRecordFieldsFragment,
  JobsForReviewQuery,
  ModerationCountsQuery,
  StaffCompanyFieldsFragment,
  StaffUserFieldsFragment,
} from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { uploadFile } from '../../lib/upload-file.ts';

// The staff screens' GraphQL operations (moderation module) and the banner upload.

graphql(`
  fragment StaffCompanyFields on StaffCompany {
    id
    ownerName
    ownerEmail
    ownerLanguage
    reviewReason
    jobsTrusted
    createdAt
    company {
      id
      name
      logo
      industry
      size
      city
      countryCode
      email
      website
      contactNo
      address
      license
      licenseVerified
      featured
      status
    }
  }
`);

graphql(`
  fragment StaffUserFields on StaffUser {
    id
    disabled
    user {
      id
      fullName
      email
      role
      memberType
      cpaStatus
      language
      emailVerified
      createdAt
      cpaLicense {
        name
        organization
        number
        end
        current
      }
    }
  }
`);

graphql(`
  fragment HomeContentRecordFields on JobSeekerContent {
    id
    language
    bannerTitle
    bannerImage
    aboutUs
    updatedAt
  }
`);

const COUNTS = graphql(`
  query ModerationCounts {
    moderationCounts {
      companies
      jobs
      cpaClaims
    }
  }
`);

const COMPANIES_FOR_REVIEW = graphql(`
  query CompaniesForReview($limit: Int, $nextToken: String) {
    listCompaniesForReview(limit: $limit, nextToken: $nextToken) {
      nextToken
      total
      items {
        ...StaffCompanyFields
      }
    }
  }
`);

const JOBS_FOR_REVIEW = graphql(`
  query JobsForReview($limit: Int, $nextToken: String) {
    listJobsForReview(limit: $limit, nextToken: $nextToken) {
      nextToken
      total
      items {
        id
        position
        location
        type
        language
        deadline
        salaryStart
        salaryEnd
        salaryNegotiable
        salaryCurrency
        requiresCPA
        remote
        updatedAt
        company {
          id
          name
          licenseVerified
          countryCode
        }
      }
    }
  }
`);

const SEARCH_USERS = graphql(`
  query StaffSearchUsers($query: String, $filter: StaffUserFilterInput, $limit: Int, $nextToken: String) {
    searchUsers(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {
      nextToken
      total
      items {
        ...StaffUserFields
      }
    }
  }
`);

const STAFF_COMPANIES = graphql(`
  query StaffCompanies($query: String, $filter: StaffCompanyFilterInput, $limit: Int, $nextToken: String) {
    listCompaniesForStaff(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) {
      nextToken
      total
      items {
        ...StaffCompanyFields
      }
    }
  }
`);

const REVIEW_COMPANY = graphql(`
  mutation ReviewCompany($input: ReviewInput!) {
    reviewCompany(input: $input) {
      id
      status
    }
  }
`);

const REVIEW_JOB = graphql(`
  mutation ReviewJob($input: ReviewInput!) {
    reviewJob(input: $input) {
      id
      status
    }
  }
`);

const REVIEW_CPA = graphql(`
  mutation ReviewCpaClaim($userId: ID!, $approve: Boolean!, $note: String) {
    reviewCPAClaim(userId: $userId, approve: $approve, note: $note) {
      id
      cpaStatus
    }
  }
`);

const SET_ROLES = graphql(`
  mutation SetUserRoles($input: SetUserRolesInput!) {
    setUserRoles(input: $input) {
      id
    }
  }
`);

const SET_DISABLED = graphql(`
  mutation SetUserDisabled($input: SetUserDisabledInput!) {
    setUserDisabled(input: $input) {
      id
      disabled
    }
  }
`);

const SET_LICENSE_VERIFIED = graphql(`
  mutation SetCompanyLicenseVerified($input: SetCompanyLicenseVerifiedInput!) {
    setCompanyLicenseVerified(input: $input) {
      id
    }
  }
`);

const SET_FEATURED = graphql(`
  mutation SetCompanyFeatured($input: SetCompanyFeaturedInput!) {
    setCompanyFeatured(input: $input) {
      id
    }
  }
`);

const CONTENT_RECORD = graphql(`
  query HomeContentRecord($id: ID!) {
    getJobSeekerContent(id: $id) {
      ...HomeContentRecordFields
    }
  }
`);

const UPDATE_CONTENT = graphql(`
  mutation UpdateJobSeekerContent($input: UpdateJobSeekerContentInput!) {
    updateJobSeekerContent(input: $input) {
      ...HomeContentRecordFields
    }
  }
`);

export interface Page<T> {
  items: T[];
  nextToken: string | null;
  /** Rows in the whole list. */
  total: number;
}
export type StaffCompany = StaffCompanyFieldsFragment;
export type ReviewJob = JobsForReviewQuery['listJobsForReview']['items'][number];
export type StaffUser = StaffUserFieldsFragment;
export type ModerationCounts = ModerationCountsQuery['moderationCounts'];
export type HomeContentRecord = HomeContentRecordFieldsFragment;

export const adminKeys = {
  all: ['admin'] as const,
  counts: ['admin', 'counts'] as const,
  companiesForReview: (token: string | null, limit: number) => ['admin', 'review', 'companies', token, limit] as const,
  jobsForReview: (token: string | null, limit: number) => ['admin', 'review', 'jobs', token, limit] as const,
  users: (args: unknown) => ['admin', 'users', args] as const,
  companies: (args: unknown) => ['admin', 'companies', args] as const,
  content: (lang: Language) => ['content', `home-${lang}`] as const,
};

export function useModerationCounts() {
  return useQuery({
    queryKey: adminKeys.counts,
    queryFn: ({ signal }) => request(COUNTS, {}, signal).then((d) => d.moderationCounts),
  });
}

export function useCompaniesForReview(token: string | null, limit: number) {
  return useQuery({
    queryKey: adminKeys.companiesForReview(token, limit),
    queryFn: ({ signal }) =>
      request(COMPANIES_FOR_REVIEW, { limit, nextToken: token }, signal).then((d) => d.listCompaniesForReview),
  });
}

export function useJobsForReview(token: string | null, limit: number) {
  return useQuery({
    queryKey: adminKeys.jobsForReview(token, limit),
    queryFn: ({ signal }) =>
      request(JOBS_FOR_REVIEW, { limit, nextToken: token }, signal).then((d) => d.listJobsForReview),
  });
}

export interface UserSearch {
  query: string;
  role: Role | '';
  memberType: MemberType | '';
  cpaStatus: CpaStatus | '';
  disabled: '' | 'yes' | 'no';
}

export function useStaffUsers(search: UserSearch, token: string | null, limit: number) {
  const filter = {
    role: search.role || null,
    memberType: search.memberType || null,
    cpaStatus: search.cpaStatus || null,
    disabled: search.disabled === '' ? null : search.disabled === 'yes',
  };
  return useQuery({
    queryKey: adminKeys.users({ search, token, limit }),
    queryFn: ({ signal }) =>
      request(SEARCH_USERS, { query: search.query.trim() || null, filter, limit, nextToken: token }, signal).then(
        (d) => d.searchUsers,
      ),
    placeholderData: (previous) => previous,
  });
}

export interface CompanySearch {
  query: string;
  status: CompanyStatus | '';
}

export function useStaffCompanies(search: CompanySearch, token: string | null, limit: number) {
  return useQuery({
    queryKey: adminKeys.companies({ search, token, limit }),
    queryFn: ({ signal }) =>
      request(
        STAFF_COMPANIES,
        { query: search.query.trim() || null, filter: { status: search.status || null }, limit, nextToken: token },
        signal,
      ).then((d) => d.listCompaniesForStaff),
    placeholderData: (previous) => previous,
  });
}

/** Every change here may move the queues and lists: refetch the staff screens' data. */
function useAdminMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export interface ReviewVariables {
  id: string;
  approve: boolean;
  reason?: string | null;
}

export const useReviewCompany = () => useAdminMutation((input: ReviewVariables) => request(REVIEW_COMPANY, { input }));

export const useReviewJob = () => useAdminMutation((input: ReviewVariables) => request(REVIEW_JOB, { input }));

export const useReviewCpaClaim = () =>
  useAdminMutation(({ id, approve, reason }: ReviewVariables) =>
    request(REVIEW_CPA, { userId: id, approve, note: reason ?? null }),
  );

export const useSetUserRoles = () =>
  useAdminMutation((input: { id: string; roles: Role[] }) => request(SET_ROLES, { input }));

export const useSetUserDisabled = () =>
  useAdminMutation((input: { id: string; disabled: boolean }) => request(SET_DISABLED, { input }));

/** A company switch flips at once in every cached list; the server's answer then settles it. */
function useCompanySwitch<V extends { id: string }>(
  fn: (variables: V) => Promise<unknown>,
  patch: (variables: V) => Partial<StaffCompany['company']>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onMutate: async (variables: V) => {
      await client.cancelQueries({ queryKey: ['admin', 'companies'] });
      client.setQueriesData<Page<StaffCompany>>({ queryKey: ['admin', 'companies'] }, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((item) =>
                item.id === variables.id ? { ...item, company: { ...item.company, ...patch(variables) } } : item,
              ),
            }
          : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useSetLicenseVerified = () =>
  useCompanySwitch(
    (input: { id: string; verified: boolean }) => request(SET_LICENSE_VERIFIED, { input }),
    (v) => ({ licenseVerified: v.verified }),
  );

export const useSetFeatured = () =>
  useCompanySwitch(
    (input: { id: string; featured: boolean }) => request(SET_FEATURED, { input }),
    (v) => ({ featured: v.featured }),
  );

export function useHomeContentRecord(lang: Language) {
  return useQuery({
    queryKey: ['admin', 'content', lang],
    queryFn: ({ signal }) => request(CONTENT_RECORD, { id: `home-${lang}` }, signal).then((d) => d.getJobSeekerContent),
  });
}

export function useUpdateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobSeekerContentInput) =>
      request(UPDATE_CONTENT, { input }).then((d) => d.updateJobSeekerContent),
    onSuccess: (record) => {
      client.setQueryData(['admin', 'content', record.language], record);
      // The home page reads the same record.
      void client.invalidateQueries({ queryKey: adminKeys.content(record.language) });
    },
  });
}

/** Uploads a banner picture (kind banner, staff only); returns the address to store. */
export async function uploadBanner(file: File): Promise<string> {
  const { id } = await uploadFile('banner', file);
  return `/api/files/${id}`;
}
