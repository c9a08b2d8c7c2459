import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';
import { RETRY_MINUTES } from './mailer.ts';

/** A real SMTP server on loopback that refuses every message until told to accept. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  let accepting = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (accepting) return callback();
      const refusal = new Error('Mailbox unavailable, try again later') as Error & { responseCode: number };
      refusal.responseCode = 451;
      return callback(refusal);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    accept: () => {
      accepting = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('mail is never lost, on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outbox = (to: string) =>
    t.app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  it('keeps a message the mail server refuses, retries it later, and sends it exactly once', async () => {
    const email = 'outbox@example.com';
    // The sign-up answers without waiting for the mail server, and does not fail on it.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { displayName: 'Outbox Person', email, password: 'a long password' },
    });
    expect(res.statusCode).toBe(200);
    await t.settled();
    const [waiting] = await outbox(email);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, subject: expect.stringMatching(/code/i) });
    expect(waiting!.lastError).toMatch(/451|try again later/i);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (RETRY_MINUTES[0]! * 60_000) / 2);
    expect(smtp.received).toHaveLength(0);

    // Not due yet: nothing happens.
    expect(await t.app.services.mailer.deliverDue()).toEqual({ sent: 0, failed: 0 });

    smtp.accept();
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await t.app.services.mailer.deliverDue(later)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([email]);
    expect(smtp.received[0]!.raw).toMatch(/\b\d{6}\b/);
    const [sent] = await outbox(email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    // A second run finds nothing left to send.
    expect(await t.app.services.mailer.deliverDue(new Date(Date.now() + 60 * 60_000))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps messages while the mail server is down altogether, and gives up only after the last retry', async () => {
    const down = await createTestApp(kind, { smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const email = 'down@example.com';
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { displayName: 'Down Person', email, password: 'a long password' },
      });
      expect(res.statusCode).toBe(200);
      await down.settled();
      const rows = () => down.app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
      let when = Date.now();
      for (const minutes of RETRY_MINUTES) {
        when += (minutes + 1) * 60_000;
        expect(await down.app.services.mailer.deliverDue(new Date(when))).toEqual({ sent: 0, failed: 1 });
      }
      expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: RETRY_MINUTES.length + 1 });
      expect(await down.app.services.mailer.deliverDue(new Date(when + 10 * 24 * 60 * 60_000))).toEqual({
        sent: 0,
        failed: 0,
      });
    } finally {
      await down.close();
    }
  });
});
