import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileFields } from '../../../domain/profile-schemas.ts';
import { graphql } from '../../graphql/gql.ts';
import type {
  CreateEducationInput,
  CreateLicenseInput,
  CreateWorkInput,
  ProfileQuery,
  UpdateEducationInput,
  UpdateLicenseInput,
  UpdateWorkInput,
} from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

// The profile screen's data: one query for the person and their lists, and the mutations that
// change them. Nothing here is meant for other features.

graphql(`
  fragment ProfileLicenseFields on License {
    id
    name
    organization
    number
    start
    end
    current
  }
`);

const PROFILE_QUERY = graphql(`
  query Profile($id: ID!) {
    getUser(id: $id) {
      id
      fullName
      firstName
      lastName
      email
      mobile
      countryCode
      location
      gender
      ageGroup
      dateOfBirth
      language
      linkedIn
      skill
      summary
      icon
      memberType
      jobStatus
      isCPA
      cpaStatus
      cpaReviewNote
      role
      cpaLicense {
        ...ProfileLicenseFields
      }
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
        ...ProfileLicenseFields
      }
    }
  }
`);

export type Profile = NonNullable<ProfileQuery['getUser']>;
export type Work = Profile['work'][number];
export type Education = Profile['education'][number];
export type License = Profile['licenses'][number];
export type EntryKind = 'work' | 'education' | 'license';
export type Entry = Work | Education | License;

const UPDATE_USER = graphql(`
  mutation UpdateProfile($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
    }
  }
`);

const SAVE = {
  work: {
    create: graphql(`
      mutation CreateWork($input: CreateWorkInput!) {
        createWork(input: $input) {
          id
        }
      }
    `),
    update: graphql(`
      mutation UpdateWork($input: UpdateWorkInput!) {
        updateWork(input: $input) {
          id
        }
      }
    `),
    delete: graphql(`
      mutation DeleteWork($input: DeleteInput!) {
        deleteWork(input: $input) {
          id
        }
      }
    `),
  },
  education: {
    create: graphql(`
      mutation CreateEducation($input: CreateEducationInput!) {
        createEducation(input: $input) {
          id
        }
      }
    `),
    update: graphql(`
      mutation UpdateEducation($input: UpdateEducationInput!) {
        updateEducation(input: $input) {
          id
        }
      }
    `),
    delete: graphql(`
      mutation DeleteEducation($input: DeleteInput!) {
        deleteEducation(input: $input) {
          id
        }
      }
    `),
  },
  license: {
    create: graphql(`
      mutation CreateLicense($input: CreateLicenseInput!) {
        createLicense(input: $input) {
          id
        }
      }
    `),
    update: graphql(`
      mutation UpdateLicense($input: UpdateLicenseInput!) {
        updateLicense(input: $input) {
          id
        }
      }
    `),
    delete: graphql(`
      mutation DeleteLicense($input: DeleteInput!) {
        deleteLicense(input: $input) {
          id
        }
      }
    `),
  },
};

const CLAIM_CPA = graphql(`
  mutation ClaimCpa($id: ID!) {
    claimCPA(licenseId: $id) {
      id
    }
  }
`);

const EXPORT = graphql(`
  query ExportMyData {
    exportMyData
  }
`);

const DELETE_ACCOUNT = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password)
  }
`);

// The entry forms validate their values with the domain's schemas; the API checks them again.
async function saveEntry(kind: EntryKind, id: string | undefined, values: Record<string, unknown>): Promise<void> {
  if (kind === 'work') {
    if (id) await request(SAVE.work.update, { input: { ...(values as Omit<UpdateWorkInput, 'id'>), id } });
    else await request(SAVE.work.create, { input: values as CreateWorkInput });
  } else if (kind === 'education') {
    if (id) await request(SAVE.education.update, { input: { ...(values as Omit<UpdateEducationInput, 'id'>), id } });
    else await request(SAVE.education.create, { input: values as CreateEducationInput });
  } else if (id) await request(SAVE.license.update, { input: { ...(values as Omit<UpdateLicenseInput, 'id'>), id } });
  else await request(SAVE.license.create, { input: values as CreateLicenseInput });
}

async function deleteEntry(kind: EntryKind, id: string): Promise<void> {
  await request(SAVE[kind].delete as typeof SAVE.work.delete, { input: { id } });
}

const profileKey = (id: string) => ['profile', id] as const;

export function useProfile(id: string) {
  return useQuery({
    queryKey: profileKey(id),
    queryFn: async ({ signal }) => (await request(PROFILE_QUERY, { id }, signal)).getUser,
  });
}

function useInvalidate(id: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: profileKey(id) });
}

export function useUpdateProfile(id: string) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: (fields: ProfileFields) => request(UPDATE_USER, { input: { ...fields, id } }),
    onSuccess: invalidate,
  });
}

/**
 * Creates (no id) or patches (with id) a work, education or license entry (the form's values,
 * checked by its schema).
 */
export function useSaveEntry(userId: string, kind: EntryKind) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: Record<string, unknown> }) => saveEntry(kind, id, values),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry(userId: string, kind: EntryKind) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (id: string) => deleteEntry(kind, id),
    onSuccess: invalidate,
  });
}

export function useClaimCpa(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (licenseId: string) => request(CLAIM_CPA, { id: licenseId }),
    onSuccess: invalidate,
  });
}

export const exportMyData = async () => (await request(EXPORT, {})).exportMyData;

export const deleteMyAccount = async (password: string) =>
  (await request(DELETE_ACCOUNT, { password })).deleteMyAccount;
