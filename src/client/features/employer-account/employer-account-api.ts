import type { CompanyFormInput, InviteEmployerInput, UpdateCompanyInput } from '../../../domain/employer-account-schemas.ts';
import type { CreateEmployerInput } from '../../../domain/employer-schemas.ts';
import { graphql } from '../../lib/graphql-client.ts';

// The employer-account module (registerCompany, updateCompany, invites, dashboard) plus
// createEmployer (employers module) and myCompanies (companies module).

export interface Company {
  id: string;
  name: string;
  logo: string | null;
  industry: string | null;
  size: string | null;
  countryCode: string | null;
  contactNo: string | null;
  email: string | null;
  website: string | null;
  city: string | null;
  address: string | null;
  license: string | null;
  licenseVerified: boolean;
  status: string;
}
const COMPANY = 'id name logo industry size countryCode contactNo email website city address license licenseVerified status';

export interface CompanyEmployer {
  userId: string;
  name: string;
  email: string;
  title: string | null;
  role: 'owner' | 'admin';
}
export interface CompanyAccount {
  company: Company;
  status: string;
  reviewReason: string | null;
  myRole: 'owner' | 'admin' | 'staff';
  employers: CompanyEmployer[];
}
export interface CompanyInvite {
  id: string;
  email: string;
  status: 'pending' | 'expired' | 'accepted';
  invitedByName: string | null;
  expiresAt: string;
  createdAt: string;
}
export interface InvitePreview {
  companyName: string;
  maskedEmail: string;
  status: 'pending' | 'expired' | 'accepted';
  expiresAt: string;
}
export interface EmployerDashboard {
  companyId: string;
  companyStatus: string;
  reviewReason: string | null;
  totalJobs: number;
  openJobs: number;
  draftJobs: number;
  jobsWaitingForReview: number;
  applicationsThisWeek: number;
  applicationsPerDay: { date: string; count: number }[];
  closingSoon: { id: string; position: string; deadline: string; applicationCount: number }[];
  latestApplications: { id: string; jobId: string; position: string; applicantName: string; status: string; appliedAt: string }[];
}

export const employerAccountKeys = {
  all: ['employerAccount'] as const,
  me: ['employerAccount', 'me'] as const,
  companies: ['employerAccount', 'companies'] as const,
  account: (id: string) => ['employerAccount', 'account', id] as const,
  invites: (id: string) => ['employerAccount', 'invites', id] as const,
  dashboard: (id: string) => ['employerAccount', 'dashboard', id] as const,
  invite: (token: string) => ['employerAccount', 'invite', token] as const,
};

export async function fetchMyEmployer(): Promise<{ id: string; employerCompanyId: string | null } | null> {
  return (await graphql<{ myEmployer: { id: string; employerCompanyId: string | null } | null }>(`{ myEmployer { id employerCompanyId } }`)).myEmployer;
}

export async function fetchMyCompanies(): Promise<Company[]> {
  return (await graphql<{ myCompanies: Company[] }>(`{ myCompanies { ${COMPANY} } }`)).myCompanies;
}

export async function createEmployer(input: CreateEmployerInput): Promise<void> {
  await graphql(`mutation CreateEmployer($input: CreateEmployerInput!) { createEmployer(input: $input) { id } }`, { input });
}

export async function registerCompany(input: CompanyFormInput): Promise<Company> {
  return (await graphql<{ registerCompany: Company }>(`mutation Register($input: CreateCompanyInput!) { registerCompany(input: $input) { ${COMPANY} } }`, { input })).registerCompany;
}

export async function updateCompany(input: UpdateCompanyInput): Promise<Company> {
  return (await graphql<{ updateCompany: Company }>(`mutation Update($input: UpdateCompanyInput!) { updateCompany(input: $input) { ${COMPANY} } }`, { input })).updateCompany;
}

export async function fetchCompanyAccount(companyId: string): Promise<CompanyAccount> {
  return (
    await graphql<{ companyAccount: CompanyAccount }>(
      `query Account($id: ID!) { companyAccount(companyId: $id) { status reviewReason myRole company { ${COMPANY} } employers { userId name email title role } } }`,
      { id: companyId },
    )
  ).companyAccount;
}

export async function fetchCompanyInvites(companyId: string): Promise<CompanyInvite[]> {
  return (
    await graphql<{ listCompanyInvites: CompanyInvite[] }>(
      `query Invites($id: ID!) { listCompanyInvites(companyId: $id) { id email status invitedByName expiresAt createdAt } }`,
      { id: companyId },
    )
  ).listCompanyInvites;
}

export async function inviteEmployer(input: InviteEmployerInput): Promise<CompanyInvite> {
  return (
    await graphql<{ inviteEmployer: CompanyInvite }>(
      `mutation Invite($input: InviteEmployerInput!) { inviteEmployer(input: $input) { id email status invitedByName expiresAt createdAt } }`,
      { input },
    )
  ).inviteEmployer;
}

export async function revokeInvite(id: string): Promise<void> {
  await graphql(`mutation Revoke($id: ID!) { revokeCompanyInvite(id: $id) }`, { id });
}

export async function removeEmployer(companyId: string, userId: string): Promise<void> {
  await graphql(`mutation Remove($companyId: ID!, $userId: ID!) { removeCompanyEmployer(companyId: $companyId, userId: $userId) }`, { companyId, userId });
}

export async function fetchInvitePreview(token: string): Promise<InvitePreview | null> {
  return (
    await graphql<{ companyInvite: InvitePreview | null }>(`query Preview($token: String!) { companyInvite(token: $token) { companyName maskedEmail status expiresAt } }`, {
      token,
    })
  ).companyInvite;
}

export async function acceptInvite(token: string): Promise<{ id: string; name: string }> {
  return (await graphql<{ acceptCompanyInvite: { id: string; name: string } }>(`mutation Accept($token: String!) { acceptCompanyInvite(token: $token) { id name } }`, { token })).acceptCompanyInvite;
}

export async function fetchDashboard(companyId: string): Promise<EmployerDashboard> {
  return (
    await graphql<{ employerDashboard: EmployerDashboard }>(
      `query Dashboard($id: ID!) { employerDashboard(companyId: $id) {
        companyId companyStatus reviewReason totalJobs openJobs draftJobs jobsWaitingForReview applicationsThisWeek
        applicationsPerDay { date count } closingSoon { id position deadline applicationCount }
        latestApplications { id jobId position applicantName status appliedAt } } }`,
      { id: companyId },
    )
  ).employerDashboard;
}

/** Multipart logo upload (kind 'logo'); returns the path stored as the company's logo. */
export { uploadLogo } from './logo-upload.ts';
