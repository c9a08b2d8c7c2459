import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDailyPeople, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

// Work, education and licenses; the CPA claim and its review; data export and account deletion.

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe.each(testDatabaseKinds())('profile entries, CPA claims and account data on %s', (kind) => {
  let t: TestApp;
  let seeker: string;
  let ayse: string;
  let staff: string;
  let employer: string;
  let ayseId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(t.app.services.database.db);
    [seeker, ayse, staff, employer] = await Promise.all([
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.ayse),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.employer),
    ]);
    ayseId = (
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${ayse}` } })
      ).json() as { uid: string }
    ).uid;
  });
  afterAll(async () => {
    await t.close();
  });

  for (const entity of [
    {
      name: 'Work',
      create: { title: 'Junior Accountant', company: 'Anatolia Denetim' },
      patch: { title: 'Accountant' },
      field: 'title',
      fields: 'id userID title company start end current description',
    },
    {
      name: 'Education',
      create: { school: 'Boğaziçi Üniversitesi', degree: 'BA Business' },
      patch: { degree: 'MBA' },
      field: 'degree',
      fields: 'id userID school degree start end current',
    },
    {
      name: 'License',
      create: { name: 'SMMM ruhsatı', organization: 'TÜRMOB', number: '12345' },
      patch: { number: 'SMMM-12346' },
      field: 'number',
      fields: 'id userID name organization number start end current',
    },
  ] as const) {
    const create = `mutation C($input: Create${entity.name}Input!) { create${entity.name}(input: $input) { ${entity.fields} } }`;
    const update = `mutation U($input: Update${entity.name}Input!) { update${entity.name}(input: $input) { ${entity.fields} } }`;
    const remove = `mutation D($input: DeleteInput!) { delete${entity.name}(input: $input) { id } }`;
    type Row = Record<string, unknown> & { id: string };
    const pick = (r: { data: Record<string, Row> | null }, op: string) => r.data![`${op}${entity.name}`]!;

    it(`${entity.name}: a person adds, edits and deletes their own, with 'current' clearing the end`, async () => {
      const made = await gql<Record<string, Row>>(
        t,
        create,
        { input: { ...entity.create, start: '2020-01-01', end: '2021-06-30' } },
        { token: ayse },
      );
      expect(made.errors).toBeUndefined();
      const row = pick(made, 'create');
      expect(row).toMatchObject({ userID: ayseId, start: '2020-01-01', end: '2021-06-30', current: false });
      const edited = await gql<Record<string, Row>>(
        t,
        update,
        { input: { id: row.id, ...entity.patch, current: true } },
        { token: ayse },
      );
      expect(pick(edited, 'update')).toMatchObject({
        [entity.field]: Object.values(entity.patch)[0],
        current: true,
        end: null,
        start: '2020-01-01',
      });
      const gone = await gql(t, remove, { input: { id: row.id } }, { token: ayse });
      expect(gone.errors).toBeUndefined();
      expect(codeOf(await gql(t, remove, { input: { id: row.id } }, { token: ayse }))).toBe('NOT_FOUND');
    });

    it(`${entity.name}: refuses an end before the start, guests, and other people's entries`, async () => {
      const bad = await gql(
        t,
        create,
        { input: { ...entity.create, start: '2022-01-01', end: '2021-01-01' } },
        { token: ayse },
      );
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors![0]!.message).toContain('The end date cannot be before the start date');
      expect(codeOf(await gql(t, create, { input: entity.create }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(t, create, { input: { ...entity.create, userID: ayseId } }, { token: seeker }))).toBe(
        'FORBIDDEN',
      );
      const mine = pick(
        await gql<Record<string, Row>>(
          t,
          create,
          { input: { ...entity.create, start: '2020-01-01' } },
          { token: ayse },
        ),
        'create',
      );
      // A patch is checked against what is stored: moving the end before the stored start fails.
      expect(codeOf(await gql(t, update, { input: { id: mine.id, end: '2019-01-01' } }, { token: ayse }))).toBe(
        'BAD_USER_INPUT',
      );
      for (const token of [seeker, staff, employer]) {
        expect(codeOf(await gql(t, update, { input: { id: mine.id, ...entity.patch } }, { token }))).toBe('FORBIDDEN');
        expect(codeOf(await gql(t, remove, { input: { id: mine.id } }, { token }))).toBe('FORBIDDEN');
      }
      expect(codeOf(await gql(t, update, { input: { id: mine.id, ...entity.patch } }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(t, remove, { input: { id: mine.id } }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await gql(t, remove, { input: { id: 'not-an-id' } }, { token: ayse }))).toBe('BAD_USER_INPUT');
      await gql(t, remove, { input: { id: mine.id } }, { token: ayse });
    });
  }

  it('takes a CPA claim on one of your licenses, and lets staff confirm or reject it with a mailed answer', async () => {
    const CLAIM = `mutation C($id: ID!) { claimCPA(licenseId: $id) { isCPA cpaStatus cpaLicense { id name organization number } } }`;
    const REVIEW = `mutation R($userId: ID!, $approve: Boolean!, $note: String) { reviewCPAClaim(userId: $userId, approve: $approve, note: $note) { isCPA cpaStatus cpaReviewNote } }`;
    const LICENSE = `mutation L($input: CreateLicenseInput!) { createLicense(input: $input) { id } }`;
    const make = async (input: Record<string, unknown>) =>
      (await gql<{ createLicense: { id: string } }>(t, LICENSE, { input }, { token: ayse })).data!.createLicense.id;
    const bare = await make({ name: 'SMMM ruhsatı' });
    const noNumber = await make({ name: 'SMMM ruhsatı', organization: 'TÜRMOB', number: '   ' });
    const noOrganization = await make({ name: 'SMMM ruhsatı', number: '778' });
    const full = await make({ name: 'SMMM ruhsatı', organization: 'TÜRMOB', number: ' 778 ', current: true });

    expect(codeOf(await gql(t, CLAIM, { id: full }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(t, CLAIM, { id: full }, { token: seeker }))).toBe('FORBIDDEN');
    const noOrg = await gql(t, CLAIM, { id: bare }, { token: ayse });
    expect(codeOf(noOrg)).toBe('BAD_USER_INPUT');
    expect(noOrg.errors![0]!.message).toBe(
      'Add the issuing organization and the license number to this license before claiming CPA status.',
    );
    const withoutOrganization = await gql(t, CLAIM, { id: noOrganization }, { token: ayse });
    expect(codeOf(withoutOrganization)).toBe('BAD_USER_INPUT');
    expect(withoutOrganization.errors![0]!.message).toBe(
      'Add the issuing organization to this license before claiming CPA status.',
    );
    const withoutNumber = await gql(t, CLAIM, { id: noNumber }, { token: ayse });
    expect(codeOf(withoutNumber)).toBe('BAD_USER_INPUT');
    expect(withoutNumber.errors![0]!.message).toBe(
      'Add the license number to this license before claiming CPA status.',
    );

    const claimed = await gql<{ claimCPA: Record<string, unknown> }>(t, CLAIM, { id: full }, { token: ayse });
    expect(claimed.errors).toBeUndefined();
    expect(claimed.data!.claimCPA).toMatchObject({
      isCPA: false,
      cpaStatus: 'claimed',
      cpaLicense: { id: full, organization: 'TÜRMOB', number: '778' },
    });
    expect(
      t
        .mails()
        .filter((m) => m.to.includes(DEMO.ayse[0]))
        .at(-1)!.subject,
    ).toContain('CPA');

    // Only staff review, never their own claim; a rejection says why.
    expect(codeOf(await gql(t, REVIEW, { userId: ayseId, approve: true }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(t, REVIEW, { userId: ayseId, approve: true }, { token: ayse }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(t, REVIEW, { userId: ayseId, approve: true }, { token: employer }))).toBe('FORBIDDEN');
    expect(codeOf(await gql(t, REVIEW, { userId: ayseId, approve: false }, { token: staff }))).toBe('BAD_USER_INPUT');
    const rejected = await gql<{ reviewCPAClaim: Record<string, unknown> }>(
      t,
      REVIEW,
      { userId: ayseId, approve: false, note: 'Ruhsat numarası TÜRMOB kayıtlarında yok.' },
      { token: staff },
    );
    expect(rejected.data!.reviewCPAClaim).toMatchObject({
      isCPA: false,
      cpaStatus: 'rejected',
      cpaReviewNote: 'Ruhsat numarası TÜRMOB kayıtlarında yok.',
    });
    const mail = t
      .mails()
      .filter((m) => m.to.includes(DEMO.ayse[0]))
      .at(-1)!;
    expect(mail.raw).toContain('Subject: =?UTF-8?'); // Turkish subject, encoded
    expect(codeOf(await gql(t, REVIEW, { userId: ayseId, approve: true }, { token: staff }))).toBe('CONFLICT');

    await gql(t, CLAIM, { id: full }, { token: ayse });
    const confirmed = await gql<{ reviewCPAClaim: Record<string, unknown> }>(
      t,
      REVIEW,
      { userId: ayseId, approve: true },
      { token: staff },
    );
    expect(confirmed.data!.reviewCPAClaim).toMatchObject({ isCPA: true, cpaStatus: 'confirmed' });
    expect(codeOf(await gql(t, CLAIM, { id: full }, { token: ayse }))).toBe('CONFLICT');
  });

  it('keeps a license number trimmed, at most 50 characters, and refuses a CPA claim on a license without one', async () => {
    const LICENSE = `mutation L($input: CreateLicenseInput!) { createLicense(input: $input) { id number } }`;
    const UPDATE = `mutation U($input: UpdateLicenseInput!) { updateLicense(input: $input) { id number organization } }`;
    const made = await gql<{ createLicense: { id: string; number: string | null } }>(
      t,
      LICENSE,
      { input: { name: 'YMM ruhsatı', organization: 'TÜRMOB' } },
      { token: ayse },
    );
    expect(made.data!.createLicense.number).toBeNull();
    const id = made.data!.createLicense.id;

    const claim = await gql(
      t,
      `mutation C($id: ID!) { claimCPA(licenseId: $id) { cpaStatus } }`,
      { id },
      { token: ayse },
    );
    expect(codeOf(claim)).toBe('BAD_USER_INPUT');
    expect(claim.errors![0]!.message).toBe('Add the license number to this license before claiming CPA status.');

    const tooLong = await gql(t, UPDATE, { input: { id, number: '9'.repeat(51) } }, { token: ayse });
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors![0]!.message).toContain('The license number can be at most 50 characters.');
    const set = await gql<{ updateLicense: { number: string; organization: string } }>(
      t,
      UPDATE,
      { input: { id, number: '  YMM-0042 ' } },
      { token: ayse },
    );
    expect(set.data!.updateLicense).toEqual({ id, number: 'YMM-0042', organization: 'TÜRMOB' });
    // A patch that leaves the number out keeps it; an empty one clears it.
    const kept = await gql<{ updateLicense: { number: string } }>(
      t,
      UPDATE,
      { input: { id, organization: 'TESMER' } },
      { token: ayse },
    );
    expect(kept.data!.updateLicense.number).toBe('YMM-0042');
    const cleared = await gql<{ updateLicense: { number: string | null } }>(
      t,
      UPDATE,
      { input: { id, number: '' } },
      { token: ayse },
    );
    expect(cleared.data!.updateLicense.number).toBeNull();
    for (const token of [seeker, staff, employer])
      expect(codeOf(await gql(t, UPDATE, { input: { id, number: 'X-1' } }, { token }))).toBe('FORBIDDEN');
    await gql(
      t,
      `mutation D($input: DeleteInput!) { deleteLicense(input: $input) { id } }`,
      { input: { id } },
      { token: ayse },
    );
  });

  it('exports everything held about a person, and deletes the account only with the right password', async () => {
    const email = `leaver.${Date.now()}@example.com`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Leaver', email, password: 'leaving-for-good' },
    });
    const token = (signUp.json() as { access_token: string }).access_token;
    await gql(t, `mutation { createWork(input: { title: "Auditor", company: "Ledger & Co" }) { id } }`, {}, { token });
    const jobs = await gql<{ searchJobs: { items: { id: string }[] } }>(t, `{ searchJobs(limit: 1) { items { id } } }`);
    await gql(
      t,
      `mutation L($id: ID!) { likeJob(jobId: $id) { id } }`,
      { id: jobs.data!.searchJobs.items[0]!.id },
      { token },
    );

    const alert = await gql(
      t,
      `mutation { createJobAlert(input: { name: "Audit in Leeds", frequency: weekly, keywords: "audit", query: "location=Leeds" }) { id } }`,
      {},
      { token },
    );
    expect(alert.errors).toBeUndefined();

    expect(codeOf(await gql(t, `{ exportMyData }`))).toBe('UNAUTHENTICATED');
    const exported = await gql<{ exportMyData: string }>(t, `{ exportMyData }`, {}, { token });
    const doc = JSON.parse(exported.data!.exportMyData) as {
      profile: { email: string; likedJobs: string[] };
      work: { title: string }[];
      applications: unknown[];
      files: unknown[];
      jobAlerts: { name: string; keywords: string; query: string; frequency: string }[];
    };
    expect(doc.profile.email).toBe(email);
    expect(doc.profile).not.toHaveProperty('passwordHash');
    expect(doc.work.map((w) => w.title)).toEqual(['Auditor']);
    expect(doc.profile.likedJobs).toHaveLength(1);
    expect(doc.applications).toEqual([]);
    expect(doc.files).toEqual([]);
    expect(doc.jobAlerts).toMatchObject([
      { name: 'Audit in Leeds', keywords: 'audit', query: 'location=Leeds', frequency: 'weekly' },
    ]);

    // The analytics counted this person's gender and age on a day they browsed signed in.
    const db = t.app.services.database.db;
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await db
      .insert(analyticsDailyPeople)
      .values({ day: '2026-01-05', person: me!.id, gender: 'female', ageGroup: '25-34' });

    const DELETE = `mutation D($password: String!) { deleteMyAccount(password: $password) }`;
    expect(codeOf(await gql(t, DELETE, { password: 'leaving-for-good' }))).toBe('UNAUTHENTICATED');
    const wrong = await gql(t, DELETE, { password: 'not my password' }, { token });
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors![0]!.message).toBe('The password is not correct.');
    const done = await gql<{ deleteMyAccount: boolean }>(t, DELETE, { password: 'leaving-for-good' }, { token });
    expect(done.data!.deleteMyAccount).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'leaving-for-good' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(codeOf(await gql(t, `{ exportMyData }`, {}, { token }))).toBe('UNAUTHENTICATED');
    expect(await db.select().from(analyticsDailyPeople).where(eq(analyticsDailyPeople.person, me!.id))).toEqual([]);
  });
});
