import type {
  CompanyFormInput,
  InviteEmployerInput,
  UpdateCompanyInput,
} from '../../../domain/employer-account-schemas.ts';
import type { CreateEmployerInput } from '../../../domain/employer-schemas.ts';
import { graphql } from '../../graphql/gql.ts';
import type {
  CompanyAccountQuery,
  CompanyInviteFieldsFragment,
  CompanyInvitePreviewQuery,
  EmployerCompanyFieldsFragment,
  EmployerDashboardQuery,
} from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

// The employer-account module (registerCompany, updateCompany, invites, dashboard) plus
// createEmployer (employers module) and myCompanies (companies module).

graphql(`
  fragment EmployerCompanyFields on Company {
    id
    name
    logo
    industry
    size
    countryCode
    contactNo
    email
    website
    city
    address
    license
    licenseVerified
    status
  }
`);

graphql(`
  fragment CompanyInviteFields on CompanyInvite {
    id
    email
    status
    invitedByName
    expiresAt
    createdAt
  }
`);

const MY_EMPLOYER = graphql(`
  query MyEmployer {
    myEmployer {
      id
      employerCompanyId
    }
  }
`);

const MY_COMPANY_DETAILS = graphql(`
  query MyCompanyDetails {
    myCompanies {
      ...EmployerCompanyFields
    }
  }
`);

const CREATE_EMPLOYER = graphql(`
  mutation CreateEmployer($input: CreateEmployerInput!) {
    createEmployer(input: $input) {
      id
    }
  }
`);

const REGISTER_COMPANY = graphql(`
  mutation RegisterCompany($input: CreateCompanyInput!) {
    registerCompany(input: $input) {
      ...EmployerCompanyFields
    }
  }
`);

const UPDATE_COMPANY = graphql(`
  mutation UpdateCompany($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      ...EmployerCompanyFields
    }
  }
`);

const COMPANY_ACCOUNT = graphql(`
  query CompanyAccount($id: ID!) {
    companyAccount(companyId: $id) {
      status
      reviewReason
      myRole
      company {
        ...EmployerCompanyFields
      }
      employers {
        userId
        name
        email
        title
        role
      }
    }
  }
`);

const INVITES = graphql(`
  query CompanyInvites($id: ID!) {
    listCompanyInvites(companyId: $id) {
      ...CompanyInviteFields
    }
  }
`);

const INVITE = graphql(`
  mutation InviteEmployer($input: InviteEmployerInput!) {
    inviteEmployer(input: $input) {
      ...CompanyInviteFields
    }
  }
`);

const REVOKE = graphql(`
  mutation RevokeCompanyInvite($id: ID!) {
    revokeCompanyInvite(id: $id)
  }
`);

const REMOVE = graphql(`
  mutation RemoveCompanyEmployer($companyId: ID!, $userId: ID!) {
    removeCompanyEmployer(companyId: $companyId, userId: $userId)
  }
`);

const PREVIEW = graphql(`
  query CompanyInvitePreview($token: String!) {
    companyInvite(token: $token) {
      companyName
      maskedEmail
      status
      expiresAt
    }
  }
`);

const ACCEPT = graphql(`
  mutation AcceptCompanyInvite($token: String!) {
    acceptCompanyInvite(token: $token) {
      id
      name
    }
  }
`);

const DASHBOARD = graphql(`
  query EmployerDashboard($id: ID!) {
    employerDashboard(companyId: $id) {
      companyId
      companyStatus
      reviewReason
      totalJobs
      openJobs
      draftJobs
      jobsWaitingForReview
      applicationsThisWeek
      applicationsPerDay {
        date
        count
      }
      closingSoon {
        id
        position
        deadline
        applicationCount
      }
      latestApplications {
        id
        jobId
        position
        applicantName
        status
        appliedAt
      }
    }
  }
`);

export type Company = EmployerCompanyFieldsFragment;
export type CompanyAccount = CompanyAccountQuery['companyAccount'];
export type CompanyEmployer = CompanyAccount['employers'][number];
export type CompanyInvite = CompanyInviteFieldsFragment;
export type InvitePreview = NonNullable<CompanyInvitePreviewQuery['companyInvite']>;
export type EmployerDashboard = EmployerDashboardQuery['employerDashboard'];

export const employerAccountKeys = {
  all: ['employerAccount'] as const,
  me: ['employerAccount', 'me'] as const,
  companies: ['employerAccount', 'companies'] as const,
  account: (id: string) => ['employerAccount', 'account', id] as const,
  invites: (id: string) => ['employerAccount', 'invites', id] as const,
  dashboard: (id: string) => ['employerAccount', 'dashboard', id] as const,
  invite: (token: string) => ['employerAccount', 'invite', token] as const,
};

export async function fetchMyEmployer() {
  return (await request(MY_EMPLOYER, {})).myEmployer;
}

export async function fetchMyCompanies(): Promise<Company[]> {
  return (await request(MY_COMPANY_DETAILS, {})).myCompanies;
}

export async function createEmployer(input: CreateEmployerInput): Promise<void> {
  await request(CREATE_EMPLOYER, { input });
}

export async function registerCompany(input: CompanyFormInput): Promise<Company> {
  return (await request(REGISTER_COMPANY, { input })).registerCompany;
}

export async function updateCompany(input: UpdateCompanyInput): Promise<Company> {
  return (await request(UPDATE_COMPANY, { input })).updateCompany;
}

export async function fetchCompanyAccount(companyId: string): Promise<CompanyAccount> {
  return (await request(COMPANY_ACCOUNT, { id: companyId })).companyAccount;
}

export async function fetchCompanyInvites(companyId: string): Promise<CompanyInvite[]> {
  return (await request(INVITES, { id: companyId })).listCompanyInvites;
}

export async function inviteEmployer(input: InviteEmployerInput): Promise<CompanyInvite> {
  return (await request(INVITE, { input })).inviteEmployer;
}

export async function revokeInvite(id: string): Promise<void> {
  await request(REVOKE, { id });
}

export async function removeEmployer(companyId: string, userId: string): Promise<void> {
  await request(REMOVE, { companyId, userId });
}

export async function fetchInvitePreview(token: string): Promise<InvitePreview | null> {
  return (await request(PREVIEW, { token })).companyInvite;
}

export async function acceptInvite(token: string): Promise<{ id: string; name: string }> {
  return (await request(ACCEPT, { token })).acceptCompanyInvite;
}

export async function fetchDashboard(companyId: string): Promise<EmployerDashboard> {
  return (await request(DASHBOARD, { id: companyId })).employerDashboard;
}

/** Multipart logo upload (kind 'logo'); returns the path stored as the company's logo. */
export { uploadLogo } from './logo-upload.ts';
