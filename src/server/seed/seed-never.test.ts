// A real deployment (SEED=never): no demo data is loaded, and the first administrator, made with
// admin:create, opens every workspace app empty. The apps write no sample content from a read.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeStore } from '../auth/index.ts';
import {
  calendarEvents,
  chatChats,
  chatMessages,
  companies,
  contacts,
  fileManagerItems,
  mailboxMails,
  notesNotes,
  notifications,
  scrumboardBoards,
  taskItems,
  users,
} from '../db/schema/index.ts';
import { gql, signInAs } from '../test-support/graphql.ts';
import { startServerProcess } from '../test-support/server-process.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { createAdmin } from '../users/index.ts';

const PASSWORD = 'a long admin password';
const DAY = 86_400_000;

/** Every workspace app's first screen, as the client asks for it, in one request. */
const FIRST_LOOK = `query ($from: String!, $to: String!) {
  mailbox(input: { folder: "inbox" }) { items { id } total }
  mailboxCounts { folder total unread }
  tasks { id }
  notes { id }
  notesLabels { id }
  calendarLabels { title }
  calendarEvents(from: $from, to: $to) { id }
  contacts { items { id } total }
  contactTags { id }
  fileManagerFolder { items { id } }
  fileManagerFolders { id }
  chats { id }
  scrumboardBoards { id }
  myNotifications { items { id } total }
  cryptoDashboard { wallets { coin amount } }
}`;

interface FirstLook {
  mailbox: { items: unknown[]; total: number };
  mailboxCounts: { folder: string; total: number; unread: number }[];
  tasks: unknown[];
  notes: unknown[];
  notesLabels: unknown[];
  calendarLabels: { title: string }[];
  calendarEvents: unknown[];
  contacts: { items: unknown[]; total: number };
  contactTags: unknown[];
  fileManagerFolder: { items: unknown[] };
  fileManagerFolders: unknown[];
  chats: unknown[];
  scrumboardBoards: unknown[];
  myNotifications: { items: unknown[]; total: number };
  cryptoDashboard: { wallets: { coin: string; amount: number }[] };
}

const range = () => ({
  from: new Date(Date.now() - 40 * DAY).toISOString(),
  to: new Date(Date.now() + 40 * DAY).toISOString(),
});

/** What an administrator made on an empty database sees, twice (a second look writes nothing either). */
async function expectEmptyApps(look: () => Promise<{ data?: FirstLook | null; errors?: unknown }>) {
  for (let i = 0; i < 2; i++) {
    const r = await look();
    expect(r.errors).toBeUndefined();
    const d = r.data!;
    expect(d.mailbox).toEqual({ items: [], total: 0 });
    expect(d.mailboxCounts.every((c) => c.total === 0 && c.unread === 0)).toBe(true);
    expect(d.tasks).toEqual([]);
    expect(d.notes).toEqual([]);
    expect(d.notesLabels).toEqual([]);
    // The three default labels are the calendar's structure (an event is filed under one), not samples.
    expect(d.calendarLabels.map((l) => l.title)).toEqual(['Personal', 'Work', 'Appointments']);
    expect(d.calendarEvents).toEqual([]);
    expect(d.contacts).toEqual({ items: [], total: 0 });
    expect(d.contactTags).toEqual([]);
    expect(d.fileManagerFolder.items).toEqual([]);
    expect(d.fileManagerFolders).toEqual([]);
    expect(d.chats).toEqual([]);
    expect(d.scrumboardBoards).toEqual([]);
    expect(d.myNotifications).toEqual({ items: [], total: 0 });
    // Empty wallets: no play money outside the demo.
    expect(d.cryptoDashboard.wallets.map((w) => w.amount)).toEqual([0, 0, 0, 0, 0]);
  }
}

describe.each(testDatabaseKinds())('a real deployment (no demo data) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: 'never' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the first administrator empty workspace apps, and writes no sample row on their first look', async () => {
    const db = t.app.services.database.db;
    await createAdmin(
      {
        db,
        codes: createCodeStore(db, t.config.jwtSecret),
        mailer: t.app.services.mailer,
        publicUrl: t.config.publicUrl,
      },
      { email: 'first.admin@example.com', password: PASSWORD },
    );
    const token = await signInAs(t, 'first.admin@example.com', PASSWORD);
    await expectEmptyApps(() => gql<FirstLook>(t, FIRST_LOOK, range(), { token }));
    for (const table of [
      companies,
      mailboxMails,
      taskItems,
      notesNotes,
      calendarEvents,
      contacts,
      fileManagerItems,
      chatChats,
      chatMessages,
      scrumboardBoards,
      notifications,
    ]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row?.n).toBe(0);
    }
    const [people] = await db.select({ n: count() }).from(users);
    expect(people?.n).toBe(1);
  });

  it('gives the help center and the academy their categories (their structure, not samples), so staff can file the first question', async () => {
    const token = await signInAs(t, 'first.admin@example.com', PASSWORD);
    const categories = await gql<{ helpCenterCategories: { id: string; kind: string; slug: string }[] }>(
      t,
      'query { helpCenterCategories { id kind slug } }',
      {},
      { token },
    );
    const all = categories.data!.helpCenterCategories;
    expect(all.filter((c) => c.kind === 'faq').map((c) => c.slug)).toContain('most-asked');
    expect(all.some((c) => c.kind === 'guide')).toBe(true);
    const mostAsked = all.find((c) => c.slug === 'most-asked')!;
    const made = await gql<{ createHelpCenterFaq: { id: string } }>(
      t,
      'mutation ($input: HelpCenterFaqInput!) { createHelpCenterFaq(input: $input) { id } }',
      {
        input: {
          categoryId: mostAsked.id,
          translations: [{ language: 'en', question: 'How do I apply?', answer: 'Open a job and press Apply.' }],
        },
      },
      { token },
    );
    expect(made.errors).toBeUndefined();
    // The academy's categories likewise, and no course.
    const academy = await gql<{ academyCategories: { slug: string }[] }>(
      t,
      'query { academyCategories { slug } }',
      {},
      { token },
    );
    expect(academy.data!.academyCategories.map((c) => c.slug)).toContain('cpe');
    // Read again: the categories are made once.
    const again = await gql<{ helpCenterCategories: unknown[] }>(
      t,
      'query { helpCenterCategories { id } }',
      {},
      { token },
    );
    expect(again.data!.helpCenterCategories).toHaveLength(all.length);
  });
});

describe('main.ts with SEED=never', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cpa-seed-never-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SEED: 'never' };

  /** Starts the server on DATA_DIR, runs `body` against it, and stops it (PGlite has one process at a time). */
  async function withServer(body: (base: string) => Promise<void>) {
    const server = startServerProcess(env);
    try {
      await server.waitFor('/api/health', 60_000);
      await body(server.url);
    } finally {
      await server.stop();
    }
  }
  const post = (base: string, url: string, body: unknown, token?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('loads no demo data, and the account admin:create promotes opens empty apps', async () => {
    await withServer(async (base) => {
      // No demo account exists.
      expect(
        (await post(base, '/api/auth/sign-in', { email: 'staff@cpa-careers.test', password: 'Staff12345!' })).status,
      ).toBe(400);
      const signUp = await post(base, '/api/auth/sign-up', {
        displayName: 'Operator',
        email: 'operator@example.com',
        password: PASSWORD,
      });
      expect(signUp.status).toBe(200);
    });
    // With the server stopped (PGlite has one process at a time), promote the account.
    const made = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/server/users/admin-create-cli.ts', '--email', 'operator@example.com'],
      { env: { ...env, ADMIN_PASSWORD: '' } },
    );
    expect(made.stdout).toContain('Made administrator operator@example.com (pglite)');
    await withServer(async (base) => {
      const signIn = await post(base, '/api/auth/sign-in', { email: 'operator@example.com', password: PASSWORD });
      expect(signIn.status).toBe(200);
      const { access_token: token, user } = (await signIn.json()) as { access_token: string; user: { role: string[] } };
      expect(user.role.slice().sort()).toEqual(['admin', 'staff', 'user']);
      await expectEmptyApps(
        async () =>
          (await post(base, '/api/graphql', { query: FIRST_LOOK, variables: range() }, token)).json() as Promise<{
            data?: FirstLook;
            errors?: unknown;
          }>,
      );
    });
  }, 240_000);
});
