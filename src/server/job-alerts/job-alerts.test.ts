import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ALERTS_MAX } from '../../domain/job-alert-schemas.ts';
import { companies, jobAlerts, jobs, mailOutbox, users } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { DEMO, gql, signInAs } from '../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { unsubscribeToken } from './job-alert-service.ts';
import { JOB_ALERT_LOCK_KEY, latestRunSlot, runJobAlerts } from './job-alert-task.ts';

const ALERT_FIELDS = 'id name frequency keywords query searchPath unsubscribed lastSentAt createdAt';
const CREATE = `mutation ($input: CreateJobAlertInput!) { createJobAlert(input: $input) { ${ALERT_FIELDS} } }`;
const UPDATE = `mutation ($input: UpdateJobAlertInput!) { updateJobAlert(input: $input) { ${ALERT_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteJobAlert(id: $id) { id } }`;
const MINE = `query { myJobAlerts { ${ALERT_FIELDS} } }`;

interface Alert {
  id: string;
  name: string;
  frequency: string;
  keywords: string;
  query: string;
  searchPath: string;
  unsubscribed: boolean;
  lastSentAt: string | null;
}

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('job alerts on %s', (kind) => {
  let t: TestApp;
  let jane: string;
  let ayse: string;
  const db = () => t.app.services.database.db;
  const create = (input: Record<string, unknown>, token = jane) =>
    gql<{ createJobAlert: Alert }>(t, CREATE, { input }, { token });
  const mine = async (token = jane) => (await gql<{ myJobAlerts: Alert[] }>(t, MINE, {}, { token })).data!.myJobAlerts;
  const run = (now: Date) =>
    runJobAlerts(
      {
        db: db(),
        mailer: t.app.services.mailer,
        publicUrl: t.config.publicUrl,
        secret: t.config.jwtSecret,
        runTime: '07:00',
      },
      now,
    );
  /** An open job of an approved company, published now. */
  const publishJob = async (position: string, extra: Partial<typeof jobs.$inferInsert> = {}) => {
    const [company] = await db().select().from(companies).where(eq(companies.status, 'approved')).limit(1);
    const [job] = await db()
      .insert(jobs)
      .values({
        companyJobsId: company!.id,
        companyName: company!.name,
        position,
        location: 'London',
        status: 'open',
        publishedAt: new Date(),
        deadline: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
        ...extra,
      })
      .returning();
    return job!;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [jane, ayse] = await Promise.all([signInAs(t, ...DEMO.seeker), signInAs(t, ...DEMO.ayse)]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('saving, changing and deleting alerts', () => {
    it('saves a search exactly as the search page’s URL holds it, and lists it', async () => {
      const r = await create({
        name: '  Audit in London ',
        frequency: 'daily',
        keywords: 'auditor',
        // The page's own extras (the selected job, "posted within") are no part of an alert.
        query: '?type=full-time&location=London&sort=newest&job=123&posted=7&nonsense=1',
      });
      expect(r.errors).toBeUndefined();
      const alert = r.data!.createJobAlert;
      expect(alert).toMatchObject({
        name: 'Audit in London',
        frequency: 'daily',
        keywords: 'auditor',
        query: 'type=full-time&location=London&sort=newest',
        searchPath: '/job/search/auditor?type=full-time&location=London&sort=newest',
        unsubscribed: false,
        lastSentAt: null,
      });
      expect((await mine()).map((a) => a.id)).toContain(alert.id);
      // Another person does not see it.
      expect((await mine(ayse)).map((a) => a.id)).not.toContain(alert.id);
    });

    it('saves a search without keywords', async () => {
      const r = await create({
        name: 'Remote CPA jobs',
        frequency: 'weekly',
        keywords: 'all',
        query: 'cpa=1&remote=1',
      });
      expect(r.data!.createJobAlert).toMatchObject({ keywords: '', searchPath: '/job/search/all?cpa=1&remote=1' });
    });

    it('refuses a missing or overlong name and an unknown frequency, with words a person can act on', async () => {
      const blank = await create({ name: '   ', frequency: 'daily', keywords: 'tax' });
      expect(blank.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'jobAlerts.nameRequired',
      });
      expect(blank.errors?.[0]?.message).toBe('Give the alert a name');
      const long = await create({ name: 'x'.repeat(101), frequency: 'daily', keywords: 'tax' });
      expect(long.errors?.[0]?.extensions).toMatchObject({ messageKey: 'jobAlerts.nameTooLong' });
      const hourly = await create({ name: 'Tax', frequency: 'hourly', keywords: 'tax' });
      expect(hourly.errors?.[0]?.message).toMatch(/frequency/i);
      expect(hourly.data).toBeNull();
    });

    it('refuses the same search twice, and a guest', async () => {
      const again = await create({
        name: 'Again',
        frequency: 'weekly',
        keywords: 'auditor',
        query: 'location=London&type=full-time&sort=newest',
      });
      expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'jobAlerts.duplicate' });
      const guest = await gql(t, CREATE, { input: { name: 'Guest', frequency: 'daily', keywords: 'tax' } });
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(t, MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it(`keeps at most ${JOB_ALERTS_MAX} alerts per person, and says so`, async () => {
      const [ayseRow] = await db().select().from(users).where(eq(users.email, DEMO.ayse[0]));
      await db()
        .insert(jobAlerts)
        .values(
          Array.from({ length: JOB_ALERTS_MAX }, (_, i) => ({
            userId: ayseRow!.id,
            name: `Alert ${i}`,
            keywords: `word${i}`,
          })),
        );
      const over = await create({ name: 'One more', frequency: 'daily', keywords: 'payroll' }, ayse);
      expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'jobAlerts.tooMany' });
      expect(over.errors?.[0]?.message).toContain(`${JOB_ALERTS_MAX} job alerts`);
      await db().delete(jobAlerts).where(eq(jobAlerts.userId, ayseRow!.id));
    });

    it('renames an alert and changes its frequency; only its owner can, or delete it', async () => {
      const [alert] = await mine();
      const renamed = await gql<{ updateJobAlert: Alert }>(
        t,
        UPDATE,
        { input: { id: alert!.id, name: 'London audit', frequency: 'weekly' } },
        { token: jane },
      );
      expect(renamed.data!.updateJobAlert).toMatchObject({ name: 'London audit', frequency: 'weekly' });
      const nothing = await gql(t, UPDATE, { input: { id: alert!.id } }, { token: jane });
      expect(nothing.errors?.[0]?.extensions).toMatchObject({ messageKey: 'jobAlerts.nothingToChange' });

      // Ayşe cannot touch Jane's alert: it is "not found" to her, and stays as it was.
      const theirs = await gql(t, UPDATE, { input: { id: alert!.id, name: 'Mine now' } }, { token: ayse });
      expect(theirs.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageKey: 'jobAlerts.notFound' });
      const gone = await gql(t, DELETE, { id: alert!.id }, { token: ayse });
      expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await mine()).find((a) => a.id === alert!.id)?.name).toBe('London audit');
      const bad = await gql(t, DELETE, { id: 'not-an-id' }, { token: jane });
      expect(bad.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      const deleted = await gql<{ deleteJobAlert: { id: string } }>(t, DELETE, { id: alert!.id }, { token: jane });
      expect(deleted.data!.deleteJobAlert.id).toBe(alert!.id);
      expect((await mine()).map((a) => a.id)).not.toContain(alert!.id);
    });
  });

  describe('sending', () => {
    let alert: Alert;
    /** The messages queued for Jane (the outbox holds each one, plain, whatever the transport). */
    const zebraMails = async () =>
      (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, DEMO.seeker[0]))).filter((m) =>
        m.subject.includes('Zebra'),
      );

    beforeAll(async () => {
      await db().delete(jobAlerts);
      alert = (await create({ name: 'Zebra ledgers', frequency: 'daily', keywords: 'zebra', query: 'location=London' }))
        .data!.createJobAlert;
    });

    it('runs at the configured time of day', () => {
      expect(latestRunSlot(new Date('2026-03-10T08:00:00Z'), '07:00').toISOString()).toBe('2026-03-10T07:00:00.000Z');
      expect(latestRunSlot(new Date('2026-03-10T06:59:00Z'), '07:00').toISOString()).toBe('2026-03-09T07:00:00.000Z');
      expect(latestRunSlot(new Date('2026-03-10T23:30:00Z'), '23:15').toISOString()).toBe('2026-03-10T23:15:00.000Z');
    });

    it('mails a new matching job once, with its link and an unsubscribe link; a second run sends nothing', async () => {
      const job = await publishJob('Zebra Ledger Auditor');
      // Not matching the alert's filter: another place.
      await publishJob('Zebra Ledger Analyst', { location: 'Ankara', address: null });
      const before = (await zebraMails()).length;
      const files = t.mails().length;
      const tomorrow = new Date(Date.now() + DAY);

      const first = await run(tomorrow);
      expect(first.sent).toBe(1);
      const mails = (await zebraMails()).slice(before);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('1 new job for “Zebra ledgers”');
      // What people wrote keeps its own direction, in the text and the HTML alike.
      expect(mail.textBody).toContain('\u2068Zebra Ledger Auditor\u2069');
      expect(mail.htmlBody).toContain('\u2068Zebra Ledger Auditor\u2069');
      expect(mail.textBody + mail.htmlBody).not.toContain('Zebra Ledger Analyst');
      expect(mail.textBody).toContain(`http://localhost:3000/job/info/${job.id}`);
      const token = unsubscribeToken(t.config.jwtSecret, alert.id);
      expect(mail.textBody).toContain(`http://localhost:3000/alerts/unsubscribe?token=${token}`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<http://localhost:3000/api/alerts/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // Delivered (here as a file) with those headers.
      const delivered = t.mails().slice(files);
      expect(delivered).toHaveLength(1);
      const headers = delivered[0]!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <http://localhost:3000/api/alerts/unsubscribe?token=${token}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const [row] = await db().select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
      expect(row!.lastSentAt?.toISOString()).toBe(tomorrow.toISOString());

      // The same run again (another server ten minutes later), and the next day with nothing new.
      expect((await run(new Date(tomorrow.getTime() + 10 * 60 * 1000))).sent).toBe(0);
      expect((await run(new Date(tomorrow.getTime() + DAY))).sent).toBe(0);
      expect((await zebraMails()).slice(before)).toHaveLength(1);
    });

    it('mails in the owner’s language, and a weekly alert only once a week', async () => {
      const [ayseRow] = await db().select().from(users).where(eq(users.email, DEMO.ayse[0]));
      expect(ayseRow!.language).toBe('tr');
      const weekly = (await create({ name: 'Zürafa', frequency: 'weekly', keywords: 'zurafa' }, ayse)).data!
        .createJobAlert;
      await publishJob('Zurafa Denetçisi');
      const start = new Date(Date.now() + 2 * DAY);
      const ayseMails = () => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, DEMO.ayse[0]));
      const before = (await ayseMails()).length;
      expect((await run(start)).sent).toBe(0); // not a week yet
      const week = new Date(Date.now() + 8 * DAY);
      expect((await run(week)).sent).toBe(1);
      const mail = (await ayseMails()).slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('“Zürafa” için 1 yeni ilan');
      expect(mail[0]!.htmlBody).toContain('lang="tr"');
      await db().delete(jobAlerts).where(eq(jobAlerts.id, weekly.id));
    });

    it('unsubscribes with the link, signed out; an unsubscribed alert sends nothing; resubscribing works', async () => {
      const token = unsubscribeToken(t.config.jwtSecret, alert.id);
      const shown = await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${token}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual({
        alert: {
          name: 'Zebra ledgers',
          frequency: 'daily',
          unsubscribed: false,
          searchPath: '/job/search/zebra?location=London',
        },
      });
      // What a mail program's one-click button sends (RFC 8058).
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json().alert.unsubscribed).toBe(true);
      expect((await mine()).find((a) => a.id === alert.id)?.unsubscribed).toBe(true);

      await publishJob('Zebra Ledger Controller');
      const before = (await zebraMails()).length;
      expect((await run(new Date(Date.now() + 3 * DAY))).sent).toBe(0);
      expect(await zebraMails()).toHaveLength(before);

      const again = await t.app.inject({ method: 'POST', url: '/api/alerts/resubscribe', payload: { token } });
      expect(again.statusCode).toBe(200);
      expect(again.json().alert.unsubscribed).toBe(false);
      // The page's own request: JSON with the token in the body.
      const viaBody = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
      expect(viaBody.json().alert.unsubscribed).toBe(true);
    });

    it('answers a bad or stale link with a clear 4xx', async () => {
      const token = unsubscribeToken(t.config.jwtSecret, alert.id);
      for (const bad of [
        '',
        'garbage',
        `${alert.id}.${'A'.repeat(43)}`,
        `${token}x`,
        unsubscribeToken('another secret of 32 characters!!', alert.id),
      ]) {
        const r = await t.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token: bad } });
        expect(r.statusCode, bad).toBe(400);
        expect(r.json().message).toMatch(/unsubscribe link is not valid/);
      }
      const none = await t.app.inject({ method: 'GET', url: '/api/alerts/unsubscribe' });
      expect(none.statusCode).toBe(400);
      await db()
        .delete(jobAlerts)
        .where(and(eq(jobAlerts.id, alert.id)));
      const deleted = await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${token}` });
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().message).toBe('The job alert was not found.');
    });

    it.runIf(kind === 'postgresql')('skips the run while another process holds the lock', async () => {
      const other = new pg.Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select pg_advisory_xact_lock($1)', [JOB_ALERT_LOCK_KEY]);
        expect(await run(new Date(Date.now() + 20 * DAY))).toEqual({ skipped: true, checked: 0, sent: 0 });
        await other.query('commit');
        expect((await run(new Date(Date.now() + 20 * DAY))).skipped).toBe(false);
      } finally {
        await other.end();
      }
    });
  });
});
