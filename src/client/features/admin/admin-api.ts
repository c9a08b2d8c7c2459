import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyStatus, CpaStatus, Language, MemberType, Role } from '../../../domain/enums.ts';
import type { UpdateJobSeekerContentInput } from '../../../domain/moderation-schemas.ts';
import { graphql } from '../../lib/graphql-client.ts';
import { uploadFile } from '../../lib/upload-file.ts';

// The staff screens' GraphQL operations (moderation module) and the banner upload.

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

export interface StaffCompany {
  id: string;
  ownerName: string | null;
  ownerEmail: string | null;
  reviewReason: string | null;
  jobsTrusted: boolean;
  createdAt: string;
  company: {
    id: string;
    name: string;
    logo: string | null;
    industry: string | null;
    size: string | null;
    city: string | null;
    countryCode: string | null;
    email: string | null;
    website: string | null;
    contactNo: string | null;
    address: string | null;
    license: string | null;
    licenseVerified: boolean;
    featured: boolean;
    status: CompanyStatus;
  };
}

export interface ReviewJob {
  id: string;
  position: string;
  location: string | null;
  type: string;
  language: string;
  deadline: string | null;
  salaryStart: number | null;
  salaryEnd: number | null;
  salaryNegotiable: boolean;
  requiresCPA: boolean;
  remote: boolean;
  updatedAt: string;
  company: { id: string; name: string; licenseVerified: boolean; countryCode: string | null } | null;
}

export interface StaffUser {
  id: string;
  disabled: boolean;
  user: {
    id: string;
    fullName: string | null;
    email: string;
    role: Role[];
    memberType: MemberType;
    cpaStatus: CpaStatus;
    language: Language;
    emailVerified: boolean;
    createdAt: string;
    cpaLicense: { name: string; organization: string | null; number: string | null; end: string | null; current: boolean } | null;
  };
}

export interface ModerationCounts {
  companies: number;
  jobs: number;
  cpaClaims: number;
}

export interface HomeContentRecord {
  id: string;
  language: Language;
  bannerTitle: string;
  bannerImage: string;
  aboutUs: string;
  updatedAt: string;
}

const COMPANY_FIELDS = `id ownerName ownerEmail reviewReason jobsTrusted createdAt
  company { id name logo industry size city countryCode email website contactNo address license licenseVerified featured status }`;
const USER_FIELDS = `id disabled user { id fullName email role memberType cpaStatus language emailVerified createdAt cpaLicense { name organization number end current } }`;

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
    queryFn: ({ signal }) => graphql<{ moderationCounts: ModerationCounts }>('query { moderationCounts { companies jobs cpaClaims } }', {}, signal).then((d) => d.moderationCounts),
  });
}

export function useCompaniesForReview(token: string | null, limit: number) {
  return useQuery({
    queryKey: adminKeys.companiesForReview(token, limit),
    queryFn: ({ signal }) =>
      graphql<{ listCompaniesForReview: Page<StaffCompany> }>(
        `query Q($limit: Int, $nextToken: String) { listCompaniesForReview(limit: $limit, nextToken: $nextToken) { nextToken items { ${COMPANY_FIELDS} } } }`,
        { limit, nextToken: token },
        signal,
      ).then((d) => d.listCompaniesForReview),
  });
}

export function useJobsForReview(token: string | null, limit: number) {
  return useQuery({
    queryKey: adminKeys.jobsForReview(token, limit),
    queryFn: ({ signal }) =>
      graphql<{ listJobsForReview: Page<ReviewJob> }>(
        `query Q($limit: Int, $nextToken: String) { listJobsForReview(limit: $limit, nextToken: $nextToken) { nextToken
          items { id position location type language deadline salaryStart salaryEnd salaryNegotiable requiresCPA remote updatedAt company { id name licenseVerified countryCode } } } }`,
        { limit, nextToken: token },
        signal,
      ).then((d) => d.listJobsForReview),
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
      graphql<{ searchUsers: Page<StaffUser> }>(
        `query S($query: String, $filter: StaffUserFilterInput, $limit: Int, $nextToken: String) {
          searchUsers(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) { nextToken items { ${USER_FIELDS} } } }`,
        { query: search.query.trim() || null, filter, limit, nextToken: token },
        signal,
      ).then((d) => d.searchUsers),
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
      graphql<{ listCompaniesForStaff: Page<StaffCompany> }>(
        `query L($query: String, $filter: StaffCompanyFilterInput, $limit: Int, $nextToken: String) {
          listCompaniesForStaff(query: $query, filter: $filter, limit: $limit, nextToken: $nextToken) { nextToken items { ${COMPANY_FIELDS} } } }`,
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

export const useReviewCompany = () =>
  useAdminMutation((input: ReviewVariables) => graphql(`mutation R($input: ReviewInput!) { reviewCompany(input: $input) { id status } }`, { input }));

export const useReviewJob = () => useAdminMutation((input: ReviewVariables) => graphql(`mutation R($input: ReviewInput!) { reviewJob(input: $input) { id status } }`, { input }));

export const useReviewCpaClaim = () =>
  useAdminMutation(({ id, approve, reason }: ReviewVariables) =>
    graphql(`mutation R($userId: ID!, $approve: Boolean!, $note: String) { reviewCPAClaim(userId: $userId, approve: $approve, note: $note) { id cpaStatus } }`, {
      userId: id,
      approve,
      note: reason ?? null,
    }),
  );

export const useSetUserRoles = () =>
  useAdminMutation((input: { id: string; roles: Role[] }) => graphql(`mutation R($input: SetUserRolesInput!) { setUserRoles(input: $input) { id } }`, { input }));

export const useSetUserDisabled = () =>
  useAdminMutation((input: { id: string; disabled: boolean }) => graphql(`mutation D($input: SetUserDisabledInput!) { setUserDisabled(input: $input) { id disabled } }`, { input }));

/** A company switch flips at once in every cached list; the server's answer then settles it. */
function useCompanySwitch<V extends { id: string }>(fn: (variables: V) => Promise<unknown>, patch: (variables: V) => Partial<StaffCompany['company']>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onMutate: async (variables: V) => {
      await client.cancelQueries({ queryKey: ['admin', 'companies'] });
      client.setQueriesData<Page<StaffCompany>>({ queryKey: ['admin', 'companies'] }, (old) =>
        old ? { ...old, items: old.items.map((item) => (item.id === variables.id ? { ...item, company: { ...item.company, ...patch(variables) } } : item)) } : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useSetLicenseVerified = () =>
  useCompanySwitch(
    (input: { id: string; verified: boolean }) => graphql(`mutation V($input: SetCompanyLicenseVerifiedInput!) { setCompanyLicenseVerified(input: $input) { id } }`, { input }),
    (v) => ({ licenseVerified: v.verified }),
  );

export const useSetFeatured = () =>
  useCompanySwitch(
    (input: { id: string; featured: boolean }) => graphql(`mutation F($input: SetCompanyFeaturedInput!) { setCompanyFeatured(input: $input) { id } }`, { input }),
    (v) => ({ featured: v.featured }),
  );

export function useHomeContentRecord(lang: Language) {
  return useQuery({
    queryKey: ['admin', 'content', lang],
    queryFn: ({ signal }) =>
      graphql<{ getJobSeekerContent: HomeContentRecord | null }>(
        `query G($id: ID!) { getJobSeekerContent(id: $id) { id language bannerTitle bannerImage aboutUs updatedAt } }`,
        { id: `home-${lang}` },
        signal,
      ).then((d) => d.getJobSeekerContent),
  });
}

export function useUpdateContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateJobSeekerContentInput) =>
      graphql<{ updateJobSeekerContent: HomeContentRecord }>(
        `mutation U($input: UpdateJobSeekerContentInput!) { updateJobSeekerContent(input: $input) { id language bannerTitle bannerImage aboutUs updatedAt } }`,
        { input },
      ).then((d) => d.updateJobSeekerContent),
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
