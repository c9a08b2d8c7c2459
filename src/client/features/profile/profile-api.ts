import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileFields } from '../../../domain/profile-schemas.ts';
import { graphql } from '../../lib/graphql-client.ts';

// The profile screen's data: one query for the person and their lists, and the mutations that
// change them. Nothing here is meant for other features.

export interface Work { id: string; title: string; company: string; start: string | null; end: string | null; current: boolean; description: string | null }
export interface Education { id: string; school: string; degree: string | null; start: string | null; end: string | null; current: boolean }
export interface License { id: string; name: string; organization: string | null; number: string | null; start: string | null; end: string | null; current: boolean }
export type EntryKind = 'work' | 'education' | 'license';
export type Entry = Work | Education | License;

export interface Profile {
  id: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
  mobile: string | null;
  countryCode: string | null;
  location: string | null;
  gender: string | null;
  ageGroup: string | null;
  dateOfBirth: string | null;
  language: 'en' | 'tr' | 'ar';
  linkedIn: string | null;
  skill: string | null;
  summary: string | null;
  icon: string | null;
  memberType: string;
  jobStatus: string | null;
  isCPA: boolean;
  cpaStatus: 'none' | 'claimed' | 'confirmed' | 'rejected';
  cpaReviewNote: string | null;
  cpaLicense: License | null;
  role: string[];
  work: Work[];
  education: Education[];
  licenses: License[];
}

const LICENSE_FIELDS = 'id name organization number start end current';
const PROFILE_QUERY = /* GraphQL */ `
  query Profile($id: ID!) {
    getUser(id: $id) {
      id fullName firstName lastName email mobile countryCode location gender ageGroup dateOfBirth language linkedIn skill summary icon
      memberType jobStatus isCPA cpaStatus cpaReviewNote role
      cpaLicense { ${LICENSE_FIELDS} }
      work { id title company start end current description }
      education { id school degree start end current }
      licenses { ${LICENSE_FIELDS} }
    }
  }
`;

const profileKey = (id: string) => ['profile', id] as const;

export function useProfile(id: string) {
  return useQuery({
    queryKey: profileKey(id),
    queryFn: async ({ signal }) => (await graphql<{ getUser: Profile | null }>(PROFILE_QUERY, { id }, signal)).getUser,
  });
}

function useInvalidate(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: profileKey(id) });
}

export function useUpdateProfile(id: string) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: (fields: ProfileFields) =>
      graphql<{ updateUser: { id: string } }>(`mutation U($input: UpdateUserInput!) { updateUser(input: $input) { id } }`, { input: { ...fields, id } }),
    onSuccess: invalidate,
  });
}

const entityName: Record<EntryKind, string> = { work: 'Work', education: 'Education', license: 'License' };

/** Creates (no id) or patches (with id) a work, education or license entry. */
export function useSaveEntry(userId: string, kind: EntryKind) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Record<string, unknown> }) => {
      const op = `${id ? 'update' : 'create'}${entityName[kind]}`;
      return graphql(`mutation S($input: ${id ? 'Update' : 'Create'}${entityName[kind]}Input!) { ${op}(input: $input) { id } }`, {
        input: id ? { ...values, id } : values,
      });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteEntry(userId: string, kind: EntryKind) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (id: string) => graphql(`mutation D($input: DeleteInput!) { delete${entityName[kind]}(input: $input) { id } }`, { input: { id } }),
    onSuccess: invalidate,
  });
}

export function useClaimCpa(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (licenseId: string) => graphql(`mutation C($id: ID!) { claimCPA(licenseId: $id) { id } }`, { id: licenseId }),
    onSuccess: invalidate,
  });
}

export const exportMyData = async () => (await graphql<{ exportMyData: string }>(`query { exportMyData }`)).exportMyData;

export const deleteMyAccount = async (password: string) =>
  (await graphql<{ deleteMyAccount: boolean }>(`mutation D($password: String!) { deleteMyAccount(password: $password) }`, { password })).deleteMyAccount;
