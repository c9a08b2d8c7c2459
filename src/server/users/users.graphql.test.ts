import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { uploadFile } from '../test-support/applications.ts';
import { pngBytes } from '../test-support/file-fixtures.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const ME = /* GraphQL */ `
  query Me($id: ID!) {
    getUser(id: $id) {
      id
      userID
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
      privacyChecked
      likedJobs
      appliedJobs
      createdAt
      updatedAt
      work {
        id
        title
        company
        current
      }
      education {
        id
        school
      }
      licenses {
        id
        name
        organization
        number
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation U($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      fullName
      firstName
      lastName
      mobile
      countryCode
      gender
      dateOfBirth
      linkedIn
      icon
      isCPA
      cpaStatus
      jobStatus
      role
    }
  }
`;
// No $filter variable: graphql-jit (mercurius jit: 1) loops forever compiling a repeated query
// whose variables include a recursive input type (reported; filters are inlined here).
const LIST = /* GraphQL */ `
  query L($limit: Int, $nextToken: String) {
    listUsers(limit: $limit, nextToken: $nextToken) {
      items {
        id
        email
        location
        work(limit: 1) {
          id
        }
        licenses {
          id
        }
      }
      nextToken
    }
  }
`;
const listWhere = (filter: string) =>
  `{ listUsers(filter: ${filter}) { items { id email work(limit: 1) { id } licenses { id } } nextToken } }`;
const LIKE = /* GraphQL */ `
  mutation L($jobId: ID!) {
    likeJob(jobId: $jobId) {
      likedJobs
    }
  }
`;
const UNLIKE = /* GraphQL */ `
  mutation L($jobId: ID!) {
    unlikeJob(jobId: $jobId) {
      likedJobs
    }
  }
`;

type UserData = Record<string, unknown> & { id: string; likedJobs: string[]; work: { title: string }[] };

describe.each(testDatabaseKinds())('users over GraphQL on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<keyof typeof DEMO, string> = {} as Record<keyof typeof DEMO, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.services.database.db);
    for (const [name, [email, password]] of Object.entries(DEMO) as [keyof typeof DEMO, readonly [string, string]][]) {
      tokens[name] = await signInAs(t, email, password);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${tokens[name]}` },
      });
      ids[name] = (res.json() as { uid: string }).uid;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

  it('gives a person their own record with every field of the User entity and its lists', async () => {
    const r = await gql<{ getUser: UserData }>(t, ME, { id: ids.seeker }, { token: tokens.seeker });
    expect(r.errors).toBeUndefined();
    const me = r.data!.getUser;
    expect(me).toMatchObject({
      id: ids.seeker,
      userID: ids.seeker,
      email: DEMO.seeker[0],
      fullName: 'Jane Seeker',
      isCPA: true,
      cpaStatus: 'confirmed',
      memberType: 'jobseeker',
    });
    expect(me.work.map((w) => w.title)).toEqual(['Senior Accountant', 'Staff Auditor']); // current first
    expect(me.licenses).toEqual([
      expect.objectContaining({ organization: 'State Board of Accountancy', number: 'CPA-048213' }),
    ]);
  });

  it('refuses to show a profile to a guest or to another member, and shows it to staff', async () => {
    expect(codeOf(await gql(t, ME, { id: ids.seeker }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(t, ME, { id: ids.seeker }, { token: tokens.ayse }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(t, ME, { id: ids.seeker }, { token: tokens.employer }))).toBe('FORBIDDEN');
    const staff = await gql<{ getUser: UserData }>(t, ME, { id: ids.seeker }, { token: tokens.staff });
    expect(staff.data!.getUser.id).toBe(ids.seeker);
    const unknown = await gql<{ getUser: UserData | null }>(
      t,
      ME,
      { id: '00000000-0000-4000-8000-000000000000' },
      { token: tokens.staff },
    );
    expect(unknown.data!.getUser).toBeNull();
  });

  it('lets a person patch their own profile, keeping the display name and photo in step', async () => {
    const r = await gql<{ updateUser: Record<string, unknown> }>(
      t,
      UPDATE,
      {
        input: {
          id: ids.ayse,
          firstName: 'Ayşe Nur',
          mobile: '+90 532 555 0199',
          countryCode: 'tr',
          gender: 'female',
          dateOfBirth: '1999-02-03',
          linkedIn: 'https://tr.linkedin.com/in/ayse',
          icon: 'https://example.com/a.png',
          jobStatus: 'open-to-offers',
        },
      },
      { token: tokens.ayse },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateUser).toMatchObject({
      fullName: 'Ayşe Nur Yılmaz',
      lastName: 'Yılmaz',
      countryCode: 'TR',
      dateOfBirth: '1999-02-03',
      jobStatus: 'open-to-offers',
      isCPA: false,
    });
    const record = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${tokens.ayse}` },
    });
    expect(record.json()).toMatchObject({
      data: { displayName: 'Ayşe Nur Yılmaz', photoURL: 'https://example.com/a.png' },
    });
    // Empty text clears a field; absent fields stay.
    const cleared = await gql<{ updateUser: Record<string, unknown> }>(
      t,
      UPDATE,
      { input: { id: ids.ayse, mobile: '', gender: null } },
      { token: tokens.ayse },
    );
    expect(cleared.data!.updateUser).toMatchObject({ mobile: null, gender: null, countryCode: 'TR' });
  });

  it('says clearly what is wrong with a profile change', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ dateOfBirth: '2090-01-01' }, 'The date of birth must be in the past'],
      [{ dateOfBirth: '1990-02-31' }, 'Enter a complete, real date'],
      [{ linkedIn: 'http://example.com/me' }, 'LinkedIn'],
      [{ mobile: 'call me' }, 'Enter a phone number'],
      [{ gender: 'robot' }, 'gender'],
      [{ firstName: '' }, 'Enter your first name'],
      [{ summary: 'x'.repeat(4001) }, 'This text is too long'],
    ];
    for (const [patch, message] of cases) {
      const r = await gql(t, UPDATE, { input: { id: ids.ayse, ...patch } }, { token: tokens.ayse });
      expect(codeOf(r), JSON.stringify(patch)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toContain(message);
    }
  });

  it('takes as a photo only an image the person uploaded as their photo', async () => {
    const upload = async (token: string, kind: string, contentType: string, filename: string) => {
      const res = await uploadFile(t, token, { kind, bytes: pngBytes(), contentType, filename });
      expect(res.statusCode, res.body).toBe(201);
      return `/api/files/${(res.json() as { id: string }).id}`;
    };
    const mine = await upload(tokens.ayse, 'photo', 'image/png', 'me.png');
    const someoneElses = await upload(tokens.seeker, 'photo', 'image/png', 'jane.png');
    const notAPhoto = await upload(tokens.employer, 'logo', 'image/png', 'logo.png');
    for (const icon of [someoneElses, notAPhoto]) {
      const r = await gql(t, UPDATE, { input: { id: ids.ayse, icon } }, { token: tokens.ayse });
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.message).toContain('That file is not a photo you uploaded; upload the photo again.');
    }
    const junk = await gql(t, UPDATE, { input: { id: ids.ayse, icon: '/etc/passwd' } }, { token: tokens.ayse });
    expect(junk.errors![0]!.message).toContain('Upload the photo as an image file.');
    const ok = await gql<{ updateUser: { icon: string } }>(
      t,
      UPDATE,
      { input: { id: ids.ayse, icon: mine } },
      { token: tokens.ayse },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateUser.icon).toBe(mine);
  });

  it('refuses every change a person may not make', async () => {
    expect(codeOf(await gql(t, UPDATE, { input: { id: ids.ayse, location: 'Ankara' } }))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(await gql(t, UPDATE, { input: { id: ids.seeker, location: 'Ankara' } }, { token: tokens.ayse })),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(await gql(t, UPDATE, { input: { id: ids.seeker, location: 'Ankara' } }, { token: tokens.employer })),
    ).toBe('FORBIDDEN');
    // CPA status is not a box a person ticks.
    const cpa = await gql(t, UPDATE, { input: { id: ids.ayse, isCPA: true } }, { token: tokens.ayse });
    expect(codeOf(cpa)).toBe('FORBIDDEN');
    expect(
      codeOf(await gql(t, UPDATE, { input: { id: ids.ayse, cpaStatus: 'confirmed' } }, { token: tokens.ayse })),
    ).toBe('FORBIDDEN');
    expect(
      codeOf(await gql(t, UPDATE, { input: { id: ids.ayse, memberType: 'employer' } }, { token: tokens.ayse })),
    ).toBe('FORBIDDEN');
    // Nobody sets their own role, not even an admin; staff cannot grant roles at all.
    expect(codeOf(await gql(t, UPDATE, { input: { id: ids.ayse, role: ['admin'] } }, { token: tokens.ayse }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await gql(t, UPDATE, { input: { id: ids.admin, role: ['user'] } }, { token: tokens.admin }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await gql(t, UPDATE, { input: { id: ids.ayse, role: ['staff'] } }, { token: tokens.staff }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await gql(t, UPDATE, { input: { id: ids.staff, isCPA: true } }, { token: tokens.staff }))).toBe(
      'FORBIDDEN',
    );
    const me = await gql<{ getUser: UserData }>(t, ME, { id: ids.ayse }, { token: tokens.ayse });
    expect(me.data!.getUser).toMatchObject({ isCPA: false, cpaStatus: 'none', memberType: 'jobseeker' });
  });

  it('lets staff confirm CPA status and update anyone, and an admin grant roles to others', async () => {
    const r = await gql<{ updateUser: Record<string, unknown> }>(
      t,
      UPDATE,
      { input: { id: ids.ayse, isCPA: true, location: 'Izmir' } },
      { token: tokens.staff },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateUser).toMatchObject({ isCPA: true, cpaStatus: 'confirmed' });
    const back = await gql<{ updateUser: Record<string, unknown> }>(
      t,
      UPDATE,
      { input: { id: ids.ayse, cpaStatus: 'rejected' } },
      { token: tokens.staff },
    );
    expect(back.data!.updateUser).toMatchObject({ isCPA: false, cpaStatus: 'rejected' });
    expect(
      codeOf(
        await gql(t, UPDATE, { input: { id: ids.ayse, isCPA: true, cpaStatus: 'rejected' } }, { token: tokens.staff }),
      ),
    ).toBe('BAD_USER_INPUT');
    const role = await gql<{ updateUser: { role: string[] } }>(
      t,
      UPDATE,
      { input: { id: ids.isveren, role: ['staff'] } },
      { token: tokens.admin },
    );
    expect(role.data!.updateUser.role.sort()).toEqual(['staff', 'user']);
    await gql(t, UPDATE, { input: { id: ids.isveren, role: ['user'] } }, { token: tokens.admin });
  });

  it('lists users for staff and admin only, with filters, paging and batched lists', async () => {
    expect(codeOf(await gql(t, LIST, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(t, LIST, {}, { token: tokens.seeker }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(t, LIST, {}, { token: tokens.employer }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(t, LIST, {}, { apiKey: 'test-api-key' }))).toBe('UNAUTHENTICATED');
    const page = await gql<{
      listUsers: {
        items: { id: string; email: string; work: unknown[]; licenses: unknown[] }[];
        nextToken: string | null;
      };
    }>(t, LIST, { limit: 4 }, { token: tokens.staff });
    expect(page.errors).toBeUndefined();
    expect(page.data!.listUsers.items).toHaveLength(4);
    const rest = await gql<{ listUsers: { items: { id: string }[] } }>(
      t,
      LIST,
      { limit: 4, nextToken: page.data!.listUsers.nextToken },
      { token: tokens.admin },
    );
    expect(rest.data!.listUsers.items.length).toBeGreaterThanOrEqual(3);
    const seeker = await gql<{ listUsers: { items: { email: string; work: unknown[]; licenses: unknown[] }[] } }>(
      t,
      listWhere('{ isCPA: { eq: true } }'),
      {},
      { token: tokens.admin },
    );
    // Jane and the demo data's sample applicants who are confirmed CPAs.
    expect(seeker.data!.listUsers.items.map((u) => u.email)).toContain(DEMO.seeker[0]);
    expect(seeker.data!.listUsers.items.map((u) => u.email)).not.toContain(DEMO.ayse[0]);
    // The query asks for work(limit: 1).
    expect(seeker.data!.listUsers.items.find((u) => u.email === DEMO.seeker[0])!.work).toHaveLength(1);
    // Columns outside the filter's allow-list are not in the schema at all.
    const secret = await gql(t, listWhere('{ passwordHash: { eq: "x" } }'), {}, { token: tokens.admin });
    expect(secret.status).toBe(400);
    expect(secret.data).toBeNull();
    const claimed = await gql<{ listUsers: { items: unknown[] } }>(
      t,
      listWhere('{ cpaStatus: { eq: "claimed" } }'),
      {},
      { token: tokens.staff },
    );
    expect(claimed.errors).toBeUndefined();
  });

  it('lets staff create a member record, refusing duplicates and everyone else', async () => {
    const CREATE = /* GraphQL */ `
      mutation C($input: CreateUserInput!) {
        createUser(input: $input) {
          id
          email
          fullName
          memberType
          isCPA
        }
      }
    `;
    const input = { email: 'Walk.In@Example.com', firstName: 'Walk', lastName: 'In', location: 'Ankara' };
    expect(codeOf(await gql(t, CREATE, { input }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(t, CREATE, { input }, { token: tokens.seeker }))).toBe('FORBIDDEN');
    const r = await gql<{ createUser: Record<string, unknown> }>(t, CREATE, { input }, { token: tokens.staff });
    expect(r.errors).toBeUndefined();
    expect(r.data!.createUser).toMatchObject({
      email: 'walk.in@example.com',
      fullName: 'Walk In',
      memberType: 'jobseeker',
      isCPA: false,
    });
    expect(codeOf(await gql(t, CREATE, { input }, { token: tokens.admin }))).toBe('CONFLICT');
    expect(codeOf(await gql(t, CREATE, { input: { ...input, email: 'not an email' } }, { token: tokens.admin }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('saves and unsaves published jobs idempotently, for signed-in people only', async () => {
    const jobs = await gql<{ searchJobs: { items: { id: string }[] } }>(t, `{ searchJobs(limit: 2) { items { id } } }`);
    const [a, b] = jobs.data!.searchJobs.items.map((j) => j.id) as [string, string];
    expect(codeOf(await gql(t, LIKE, { jobId: a }))).toBe('UNAUTHENTICATED');
    const first = await gql<{ likeJob: { likedJobs: string[] } }>(t, LIKE, { jobId: a }, { token: tokens.ayse });
    expect(first.errors).toBeUndefined();
    await gql(t, LIKE, { jobId: a }, { token: tokens.ayse });
    const both = await gql<{ likeJob: { likedJobs: string[] } }>(t, LIKE, { jobId: b }, { token: tokens.ayse });
    expect(both.data!.likeJob.likedJobs.filter((id) => id === a)).toHaveLength(1);
    expect(both.data!.likeJob.likedJobs).toEqual(expect.arrayContaining([a, b]));
    expect(codeOf(await gql(t, LIKE, { jobId: '00000000-0000-4000-8000-000000000000' }, { token: tokens.ayse }))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await gql(t, LIKE, { jobId: 'nope' }, { token: tokens.ayse }))).toBe('BAD_USER_INPUT');
    const drafts = await gql<{ listJobs: { items: { id: string }[] } }>(
      t,
      `{ listJobs(limit: 1, filter: { status: { eq: "draft" } }) { items { id } } }`,
      {},
      { token: tokens.admin },
    );
    const draft = drafts.data!.listJobs.items[0];
    if (draft) expect(codeOf(await gql(t, LIKE, { jobId: draft.id }, { token: tokens.ayse }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(t, UNLIKE, { jobId: a }))).toBe('UNAUTHENTICATED');
    const un = await gql<{ unlikeJob: { likedJobs: string[] } }>(t, UNLIKE, { jobId: a }, { token: tokens.ayse });
    await gql(t, UNLIKE, { jobId: a }, { token: tokens.ayse });
    expect(un.data!.unlikeJob.likedJobs).not.toContain(a);
    expect(un.data!.unlikeJob.likedJobs).toContain(b);
  });
});
