import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { companies, jobs, users } from '../db/schema/index.ts';
import { multipartBody, pdfBytes } from './file-fixtures.ts';
import { gql } from './graphql.ts';
import type { TestApp } from './test-app.ts';

// Helpers for the applications and files API tests: pick demo jobs by what a rule needs.

export interface JobPick {
  open?: boolean;
  expired?: boolean;
  closed?: boolean;
  applyWay?: 'internal' | 'external';
  requiresCpa?: boolean;
  ownerEmail?: string;
  notOwnerEmail?: string;
}

export async function pickJob(
  t: TestApp,
  pick: JobPick,
): Promise<{ id: string; position: string; companyJobsId: string }> {
  const db = t.app.services.database.db;
  const today = sql`current_date`;
  const conditions = [
    pick.open ? and(eq(jobs.status, 'open'), or(isNull(jobs.deadline), gte(jobs.deadline, today))) : undefined,
    pick.expired ? and(eq(jobs.status, 'open'), lt(jobs.deadline, today)) : undefined,
    pick.closed ? eq(jobs.status, 'closed') : undefined,
    pick.applyWay ? eq(jobs.applyWay, pick.applyWay) : undefined,
    pick.requiresCpa === undefined ? undefined : eq(jobs.requiresCpa, pick.requiresCpa),
    pick.ownerEmail ? eq(users.email, pick.ownerEmail) : undefined,
    pick.notOwnerEmail ? sql`(${users.email} is null or ${users.email} <> ${pick.notOwnerEmail})` : undefined,
  ];
  const rows = await db
    .select({ id: jobs.id, position: jobs.position, companyJobsId: jobs.companyJobsId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
    .leftJoin(users, eq(users.id, companies.owner))
    .where(and(...conditions))
    .orderBy(jobs.createdAt, jobs.id)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no demo job matches ${JSON.stringify(pick)}`);
  return row;
}

export async function uploadFile(
  t: TestApp,
  token: string | undefined,
  parts: { kind?: string; bytes?: Buffer; filename?: string; contentType?: string },
) {
  const list = [];
  if (parts.kind !== undefined) list.push({ name: 'kind', value: parts.kind });
  if (parts.bytes)
    list.push({
      name: 'file',
      value: parts.bytes,
      filename: parts.filename ?? 'cv.pdf',
      contentType: parts.contentType ?? 'application/pdf',
    });
  const { body, contentType } = multipartBody(list);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ method: 'POST', url: '/api/files', headers, payload: body });
}

export async function uploadResume(t: TestApp, token: string, filename = 'cv.pdf'): Promise<string> {
  const res = await uploadFile(t, token, { kind: 'resume', bytes: pdfBytes(), filename });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return (res.json() as { id: string }).id;
}

export const APPLY = /* GraphQL */ `
  mutation Apply($input: CreateJobApplicationInput!) {
    createJobApplication(input: $input) {
      id
      status
      salary
      coverLetter
      userID
      jobApplicationsId
      resumeFileId
      resume {
        id
        filename
      }
      job {
        id
        position
        company {
          name
        }
      }
    }
  }
`;

export interface ApplyData {
  createJobApplication: {
    id: string;
    status: string;
    salary: number | null;
    coverLetter: string | null;
    userID: string;
    jobApplicationsId: string;
    resumeFileId: string | null;
    resume: { id: string; filename: string } | null;
    job: { id: string; position: string; company: { name: string } | null } | null;
  };
}

export const apply = (t: TestApp, token: string | undefined, input: Record<string, unknown>) =>
  gql<ApplyData>(t, APPLY, { input }, token ? { token } : {});
