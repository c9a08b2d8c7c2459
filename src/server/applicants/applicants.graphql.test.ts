import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobs, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { apply, pickJob, uploadResume } from '../test-support/applications.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const LIST = /* GraphQL */ `
  query List($jobId: ID!, $filter: JobApplicantFilterInput, $limit: Int, $nextToken: String) {
    listJobApplications(jobId: $jobId, filter: $filter, limit: $limit, nextToken: $nextToken) {
      nextToken
      job {
        id
        position
        company {
          name
        }
      }
      counts {
        status
        count
      }
      groups
      items {
        id
        status
        statusChangedAt
        shortlist
        jobManagerGroups
        note
        coverLetter
        salary
        appliedAt
        resume {
          id
          filename
          url
        }
        applicant {
          id
          name
          email
          mobile
          location
          summary
          skills
          isCPA
          cpaStatus
          photo
          work {
            title
            company
          }
          education {
            school
          }
          licenses {
            name
            number
          }
        }
      }
    }
  }
`;
const AYSE_PHOTO = '/api/files/6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
interface Item {
  id: string;
  status: string;
  statusChangedAt: string | null;
  shortlist: boolean;
  jobManagerGroups: string[];
  note: string | null;
  coverLetter: string | null;
  salary: number | null;
  resume: { id: string; filename: string; url: string } | null;
  applicant: {
    id: string;
    name: string;
    email: string;
    isCPA: boolean;
    photo: string | null;
    work: { title: string }[];
    education: { school: string }[];
    licenses: { name: string; number: string | null }[];
  } | null;
}
interface ListData {
  listJobApplications: {
    nextToken: string | null;
    job: { id: string; position: string; company: { name: string } | null };
    counts: { status: string; count: number }[];
    groups: string[];
    items: Item[];
  };
}
const UPDATE = /* GraphQL */ `
  mutation U($input: UpdateJobApplicationInput!) {
    updateJobApplication(input: $input) {
      id
      status
      statusChangedAt
      shortlist
      jobManagerGroups
      note
    }
  }
`;
type UpdateData = {
  updateJobApplication: Pick<Item, 'id' | 'status' | 'statusChangedAt' | 'shortlist' | 'jobManagerGroups' | 'note'>;
};
const MINE = /* GraphQL */ `
  {
    myJobApplications {
      items {
        id
        status
        statusChangedAt
        note
        applicant {
          id
        }
      }
    }
  }
`;

/** The decoded text of an .eml file (nodemailer writes quoted-printable or base64 parts). */
function decodeMail(raw: string): string {
  const parts: string[] = [raw];
  for (const m of raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g))
    parts.push(Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  for (const m of raw.matchAll(
    /Content-Transfer-Encoding: quoted-printable\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/g,
  )) {
    const soft = m[1]!.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    parts.push(Buffer.from(bytes).toString('utf8'));
  }
  for (const m of raw.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)) {
    parts.push(
      m[1]!.toUpperCase() === 'B'
        ? Buffer.from(m[2]!, 'base64').toString('utf8')
        : m[2]!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
  }
  return parts.join('\n');
}

describe.each(testDatabaseKinds())('applicants of a job over GraphQL on %s', (kind) => {
  let t: TestApp;
  let seeker: string;
  let ayse: string;
  let layla: string;
  let employer: string;
  let isveren: string;
  let staff: string;
  let jobId: string;
  const ids: Record<'seeker' | 'ayse' | 'layla', string> = { seeker: '', ayse: '', layla: '' };
  const db = () => t.app.services.database.db;
  const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
  const list = (token: string | undefined, variables: Record<string, unknown> = {}) =>
    gql<ListData>(t, LIST, { jobId, ...variables }, token ? { token } : {});
  const update = (token: string | undefined, input: Record<string, unknown>) =>
    gql<UpdateData>(t, UPDATE, { input }, token ? { token } : {});
  const mailsTo = (email: string) => t.mails().filter((m) => m.to.includes(email));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [seeker, ayse, layla, employer, isveren, staff] = await Promise.all([
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.ayse),
      signInAs(t, 'layla@cpa-careers.test', 'Seeker12345!'),
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.isveren),
      signInAs(t, ...DEMO.staff),
    ]);
    // A fresh open job of employer@'s company, so the seeded applications do not count here.
    const template = await pickJob(t, {
      open: true,
      applyWay: 'internal',
      requiresCpa: false,
      ownerEmail: DEMO.employer[0],
    });
    const [row] = await db().select().from(jobs).where(eq(jobs.id, template.id));
    const { searchVector: _s, titleVector: _t, ...copy } = row!;
    jobId = randomUUID();
    await db()
      .insert(jobs)
      .values({
        ...copy,
        id: jobId,
        position: 'Applicants Test Auditor',
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    const resume = await uploadResume(t, seeker, 'Jane Seeker CV.pdf');
    const a = await apply(t, seeker, {
      jobApplicationsId: jobId,
      resumeFileId: resume,
      coverLetter: 'I would love to join.',
      salary: 85000,
    });
    ids.seeker = a.data!.createJobApplication.id;
    ids.ayse = (await apply(t, ayse, { jobApplicationsId: jobId })).data!.createJobApplication.id;
    ids.layla = (await apply(t, layla, { jobApplicationsId: jobId })).data!.createJobApplication.id;
    await db().update(users).set({ icon: AYSE_PHOTO }).where(eq(users.email, DEMO.ayse[0]));
    await db().update(users).set({ icon: null, photoUrl: '' }).where(eq(users.email, DEMO.seeker[0]));
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists a job's applications with the applicant as submitted, for its employer and staff", async () => {
    const res = await list(employer);
    expect(res.errors).toBeUndefined();
    const data = res.data!.listJobApplications;
    expect(data.job).toMatchObject({
      id: jobId,
      position: 'Applicants Test Auditor',
      company: { name: 'Meridian Ledger Partners LLP' },
    });
    expect(data.items.map((i) => i.id)).toEqual([ids.layla, ids.ayse, ids.seeker]);
    expect(data.counts).toEqual([{ status: 'submitted', count: 3 }]);
    expect(data.groups).toEqual([]);
    const jane = data.items.find((i) => i.id === ids.seeker)!;
    expect(jane).toMatchObject({
      status: 'submitted',
      statusChangedAt: null,
      shortlist: false,
      jobManagerGroups: [],
      note: null,
      coverLetter: 'I would love to join.',
      salary: 85000,
    });
    expect(jane.resume).toMatchObject({ filename: 'Jane Seeker CV.pdf', url: `/api/files/${jane.resume!.id}` });
    expect(jane.applicant).toMatchObject({ name: 'Jane Seeker', email: DEMO.seeker[0], isCPA: true });
    expect(jane.applicant!.work).toHaveLength(2);
    expect(jane.applicant!.education).toHaveLength(1);
    expect(jane.applicant!.licenses[0]!.number).toBe('CPA-048213');
    // The candidate's photo when they gave one (Ayşe's is set below), else null (initials).
    expect(jane.applicant!.photo).toBeNull();
    const ayseItem = data.items.find((i) => i.id === ids.ayse)!;
    expect(ayseItem.applicant!.photo).toBe(AYSE_PHOTO);
    // The résumé opens for this employer through /api/files.
    const file = await t.app.inject({
      method: 'GET',
      url: jane.resume!.url,
      headers: { authorization: `Bearer ${employer}` },
    });
    expect(file.statusCode).toBe(200);
    const asStaff = await list(staff);
    expect(asStaff.data!.listJobApplications.items).toHaveLength(3);
  });

  it('pages the list', async () => {
    const first = await list(employer, { limit: 2 });
    expect(first.data!.listJobApplications.items).toHaveLength(2);
    const second = await list(employer, { limit: 2, nextToken: first.data!.listJobApplications.nextToken });
    expect(second.data!.listJobApplications.items.map((i) => i.id)).toEqual([ids.seeker]);
    expect(second.data!.listJobApplications.nextToken).toBeNull();
    expect(code(await list(employer, { limit: 0 }))).toBe('BAD_USER_INPUT');
    expect(code(await list(employer, { nextToken: 'garbage' }))).toBe('BAD_USER_INPUT');
  });

  it('moves an application, e-mailing the candidate in their language, and shows it in My applications', async () => {
    const beforeAyse = mailsTo(DEMO.ayse[0]).length;
    const moved = await update(employer, { id: ids.ayse, status: 'shortlisted' });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateJobApplication.status).toBe('shortlisted');
    expect(moved.data!.updateJobApplication.statusChangedAt).toBeTruthy();
    const ayseMails = mailsTo(DEMO.ayse[0]);
    expect(ayseMails).toHaveLength(beforeAyse + 1);
    const tr = decodeMail(ayseMails.at(-1)!.raw);
    expect(tr).toContain('Kısa listede');
    expect(tr).toContain('Applicants Test Auditor');
    expect(tr).toContain('Meridian Ledger Partners LLP');
    expect(tr).toContain('<html lang="tr"');
    expect(tr).not.toContain('Shortlisted');

    const beforeLayla = mailsTo('layla@cpa-careers.test').length;
    expect((await update(employer, { id: ids.layla, status: 'interviewing' })).errors).toBeUndefined();
    const laylaMails = mailsTo('layla@cpa-careers.test');
    expect(laylaMails).toHaveLength(beforeLayla + 1);
    const ar = decodeMail(laylaMails.at(-1)!.raw);
    expect(ar).toContain('مرحلة المقابلة');
    expect(ar).toContain('dir="rtl"');
    // The English title keeps its own direction in the Arabic mail (HTML and plain text).
    expect(ar).toContain('<bdi>Applicants Test Auditor</bdi>');
    expect(ar).toContain('\u2068Applicants Test Auditor\u2069');

    // Staff read applications but do not change them.
    const byStaff = await update(staff, { id: ids.seeker, status: 'rejected' });
    expect(byStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(byStaff.errors?.[0]?.message).toBe(
      'The portal staff can read applications, but only the employers of this company change them.',
    );
    for (const change of [{ note: 'staff note' }, { shortlist: true }, { jobManagerGroups: ['Staff'] }]) {
      expect((await update(staff, { id: ids.seeker, ...change })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }

    const beforeJane = mailsTo(DEMO.seeker[0]).length;
    expect((await update(employer, { id: ids.seeker, status: 'reviewing' })).errors).toBeUndefined();
    expect(decodeMail(mailsTo(DEMO.seeker[0]).at(-1)!.raw)).toContain('New status: In review');
    expect(mailsTo(DEMO.seeker[0])).toHaveLength(beforeJane + 1);

    const mine = await gql<{
      myJobApplications: {
        items: {
          id: string;
          status: string;
          statusChangedAt: string | null;
          note: string | null;
          applicant: unknown;
        }[];
      };
    }>(t, MINE, {}, { token: ayse });
    const own = mine.data!.myJobApplications.items.find((i) => i.id === ids.ayse)!;
    expect(own.status).toBe('shortlisted');
    expect(own.statusChangedAt).toBe(moved.data!.updateJobApplication.statusChangedAt);
  });

  it('keeps one shortlist: the star is the Shortlisted status, the candidate is told and the filter follows it', async () => {
    type Row = { id: string; status: string; shortlist: boolean };
    const rows = async (filter: Record<string, unknown>) =>
      (await list(employer, { filter })).data!.listJobApplications.items.map((i): Row => ({
        id: i.id,
        status: i.status,
        shortlist: i.shortlist,
      }));
    const janeMails = () => mailsTo(DEMO.seeker[0]);

    // Starring moves Jane to Shortlisted, and she is e-mailed the status by its one name.
    const before = janeMails().length;
    const star = await update(employer, { id: ids.seeker, shortlist: true });
    expect(star.errors).toBeUndefined();
    expect(star.data!.updateJobApplication).toMatchObject({ status: 'shortlisted', shortlist: true });
    expect(janeMails()).toHaveLength(before + 1);
    const mail = decodeMail(janeMails().at(-1)!.raw);
    expect(mail).toContain('New status: Shortlisted');
    expect(mail).toContain('you are on the employer’s shortlist');

    // The "shortlisted only" filter and the Shortlisted status name the same applications, starred.
    const starred = await rows({ shortlist: true });
    expect(starred.map((r) => r.id)).toEqual([ids.ayse, ids.seeker]);
    expect(starred.every((r) => r.status === 'shortlisted' && r.shortlist)).toBe(true);
    expect((await rows({ status: 'shortlisted' })).map((r) => r.id)).toEqual(starred.map((r) => r.id));
    const others = await rows({ shortlist: false });
    expect(others.map((r) => r.id)).toEqual([ids.layla]);
    expect(others.every((r) => r.status !== 'shortlisted' && !r.shortlist)).toBe(true);

    // A status and the opposite star at once are refused, changing nothing.
    const both = await update(employer, { id: ids.seeker, status: 'interviewing', shortlist: true });
    expect(code(both)).toBe('BAD_USER_INPUT');
    expect(both.errors?.[0]?.message).toContain('The shortlist is the Shortlisted status');
    // Un-starring a later stage changes nothing and mails no one.
    const mails = t.mails().length;
    const later = await update(employer, { id: ids.layla, shortlist: false });
    expect(later.data!.updateJobApplication).toMatchObject({ status: 'interviewing', shortlist: false });
    expect(t.mails().length).toBe(mails);

    // Un-starring a shortlisted application moves it back to In review, told by mail.
    const unstar = await update(employer, { id: ids.seeker, shortlist: false });
    expect(unstar.data!.updateJobApplication).toMatchObject({ status: 'reviewing', shortlist: false });
    expect(decodeMail(janeMails().at(-1)!.raw)).toContain('New status: In review');
    expect((await rows({ shortlist: true })).map((r) => r.id)).toEqual([ids.ayse]);
    // The applicant reads the same: the shortlist is their status, nothing hidden.
    const mine = await gql<{ myJobApplications: { items: Row[] } }>(
      t,
      `{ myJobApplications { items { id status shortlist } } }`,
      {},
      { token: ayse },
    );
    expect(mine.data!.myJobApplications.items.find((i) => i.id === ids.ayse)).toMatchObject({
      status: 'shortlisted',
      shortlist: true,
    });
  });

  it('changes groups and the private note without mailing anyone', async () => {
    const before = t.mails().length;
    const grouped = await update(employer, {
      id: ids.seeker,
      jobManagerGroups: ['  Audit panel ', 'audit PANEL', '', 'Partners'],
    });
    expect(grouped.errors).toBeUndefined();
    expect(grouped.data!.updateJobApplication.jobManagerGroups).toEqual(['Audit panel', 'Partners']);
    const noted = await update(employer, { id: ids.seeker, note: '  Strong on consolidation; call Tuesday.  ' });
    expect(noted.data!.updateJobApplication.note).toBe('Strong on consolidation; call Tuesday.');
    const same = await update(employer, { id: ids.seeker, status: 'reviewing' });
    expect(same.errors).toBeUndefined();
    expect(t.mails().length).toBe(before);
    // The company id new applications carry stays in the row, hidden from the employer.
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, ids.seeker));
    expect(row!.jobManagerGroups).toHaveLength(3);
    // The note and the groups are the company's: the applicant reads neither.
    const mineQuery = `{ myJobApplications { items { id note jobManagerGroups applicant { id } } } }`;
    type Own = { id: string; note: string | null; jobManagerGroups: string[]; applicant: unknown };
    const mine = await gql<{ myJobApplications: { items: Own[] } }>(t, mineQuery, {}, { token: seeker });
    const own = mine.data!.myJobApplications.items.find((i) => i.id === ids.seeker)!;
    expect(own).toMatchObject({ note: null, jobManagerGroups: [], applicant: null });
    const cleared = await update(employer, { id: ids.seeker, note: '' });
    expect(cleared.data!.updateJobApplication.note).toBeNull();
    await update(employer, { id: ids.seeker, note: 'Strong on consolidation' });
  });

  it('filters by status, shortlist, group and name', async () => {
    const ofStatus = await list(employer, { filter: { status: 'shortlisted' } });
    expect(ofStatus.data!.listJobApplications.items.map((i) => i.id)).toEqual([ids.ayse]);
    const starred = await list(employer, { filter: { shortlist: true } });
    expect(starred.data!.listJobApplications.items.map((i) => i.id)).toEqual([ids.ayse]);
    const group = await list(employer, { filter: { jobManagerGroup: 'partners' } });
    expect(group.data!.listJobApplications.items.map((i) => i.id)).toEqual([ids.seeker]);
    expect(group.data!.listJobApplications.groups).toEqual(['Audit panel', 'Partners']);
    const byName = await list(employer, { filter: { query: 'yılmaz' } });
    expect(byName.data!.listJobApplications.items.map((i) => i.id)).toEqual([ids.ayse]);
    const arabic = await list(employer, { filter: { query: 'ليلى' } });
    expect(arabic.data!.listJobApplications.items.map((i) => i.id)).toEqual([ids.layla]);
    const none = await list(employer, { filter: { query: '100%_' } });
    expect(none.data!.listJobApplications.items).toEqual([]);
    const counts = (await list(employer)).data!.listJobApplications.counts;
    expect(Object.fromEntries(counts.map((c) => [c.status, c.count]))).toEqual({
      reviewing: 1,
      shortlisted: 1,
      interviewing: 1,
    });
    expect(code(await list(employer, { filter: { status: 'maybe' } }))).toBe('BAD_USER_INPUT');
  });

  it('refuses guests, job seekers (even the applicant) and other companies’ employers', async () => {
    expect(code(await list(undefined))).toBe('UNAUTHENTICATED');
    expect(code(await update(undefined, { id: ids.seeker, status: 'hired' }))).toBe('UNAUTHENTICATED');
    for (const token of [seeker, ayse, isveren]) {
      const refused = await list(token);
      expect(code(refused)).toBe('FORBIDDEN');
      expect(refused.data).toBeNull();
      expect(code(await update(token, { id: ids.seeker, status: 'hired' }))).toBe('FORBIDDEN');
      expect(code(await update(token, { id: ids.seeker, note: 'mine now' }))).toBe('FORBIDDEN');
    }
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, ids.seeker));
    expect(row).toMatchObject({ status: 'reviewing', note: 'Strong on consolidation' });
  });

  it('refuses withdrawn as an employer status and moving a withdrawn application', async () => {
    const withdrawnStatus = await update(employer, { id: ids.layla, status: 'withdrawn' });
    expect(code(withdrawnStatus)).toBe('BAD_USER_INPUT');
    expect(withdrawnStatus.errors?.[0]?.message).toContain('Only the applicant can withdraw an application.');
    await gql(
      t,
      `mutation W($id: ID!) { withdrawJobApplication(id: $id) { id } }`,
      { id: ids.layla },
      { token: layla },
    );
    const before = t.mails().length;
    const moved = await update(employer, { id: ids.layla, status: 'offered' });
    expect(code(moved)).toBe('CONFLICT');
    expect(moved.errors?.[0]?.message).toBe('The applicant withdrew this application; it can no longer be changed.');
    expect(t.mails().length).toBe(before);
    const listed = await list(employer, { filter: { status: 'withdrawn' } });
    expect(listed.data!.listJobApplications.items.map((i) => i.id)).toEqual([ids.layla]);
  });

  it('answers unknown ids with NOT_FOUND and bad input with BAD_USER_INPUT, changing nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(code(await gql(t, LIST, { jobId: unknown }, { token: employer }))).toBe('NOT_FOUND');
    expect(code(await gql(t, LIST, { jobId: 'nope' }, { token: employer }))).toBe('NOT_FOUND');
    expect(code(await update(employer, { id: unknown, status: 'hired' }))).toBe('NOT_FOUND');
    expect(code(await update(employer, { id: 'nope', status: 'hired' }))).toBe('BAD_USER_INPUT');
    expect(code(await update(employer, { id: ids.seeker, status: 'maybe' }))).toBe('BAD_USER_INPUT');
    expect(code(await update(employer, { id: ids.seeker }))).toBe('BAD_USER_INPUT');
    expect(code(await update(employer, { id: ids.seeker, note: 'x'.repeat(2001) }))).toBe('BAD_USER_INPUT');
    expect(code(await update(employer, { id: ids.seeker, jobManagerGroups: ['x'.repeat(41)] }))).toBe('BAD_USER_INPUT');
    expect(
      code(await update(employer, { id: ids.seeker, jobManagerGroups: Array.from({ length: 11 }, (_, i) => `G${i}`) })),
    ).toBe('BAD_USER_INPUT');
    expect(code(await update(employer, { id: ids.seeker, shortlist: 'yes' }))).toBe('BAD_USER_INPUT');
    const [row] = await db()
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.id, ids.seeker)));
    expect(row).toMatchObject({ status: 'reviewing', note: 'Strong on consolidation' });
  });
});
