import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Background } from '../lib/background.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. an alert mail's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Queues the message in the outbox and delivers it: written at once to DATA_DIR/mail without
   * SMTP; over SMTP in the background, so the request that sent it neither waits for nor fails
   * on the mail server. A failed delivery is tried again later (see deliverDue).
   */
  send(message: MailMessage): Promise<void>;
  /** Delivers the messages whose next try is due (the outbox task calls this every minute). */
  deliverDue(now?: Date): Promise<{ sent: number; failed: number }>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  db: Db;
  background: Background;
}

/** Minutes to wait after the 1st, 2nd, … failed try; after the last, the message is given up. */
export const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440, 1440];
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;

type OutboxRow = typeof mailOutbox.$inferSelect;
type Deliver = (message: MailMessage) => Promise<void>;

/** SMTP when configured; otherwise every message becomes a real RFC 822 `.eml` file under DATA_DIR/mail. */
function createTransport(opts: MailerOptions): { deliver: Deliver; inline: boolean; close(): void } {
  if (opts.smtpUrl) {
    // Timeouts, so a mail server that hangs fails the try instead of holding it for minutes.
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      inline: false,
      async deliver(message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const folder = path.join(opts.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    // Writing a local file is as quick as the database write before it; tests read it right away.
    inline: true,
    async deliver(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(folder, { recursive: true });
      sequence += 1;
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(folder, `${Date.now()}-${String(sequence).padStart(4, '0')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written');
    },
    close: () => transport.close(),
  };
}

export function createMailer(opts: MailerOptions): Mailer {
  const { db, log } = opts;
  const transport = createTransport(opts);
  const toMessage = (row: OutboxRow): MailMessage => ({
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    ...(row.headers ? { headers: row.headers } : {}),
  });

  /** One try at a claimed message; the outcome is written back, never thrown. */
  async function attempt(row: OutboxRow, now = new Date()): Promise<boolean> {
    try {
      await transport.deliver(toMessage(row));
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, claimedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts > RETRY_MINUTES.length;
      const wait = RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1]!;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(now.getTime() + wait * 60_000),
          claimedUntil: null,
          lastError: String((error as Error).message ?? error).slice(0, 500),
        })
        .where(eq(mailOutbox.id, row.id));
      if (giveUp)
        log.error({ err: error, to: row.toAddress, subject: row.subject }, 'mail given up after repeated failures');
      else
        log.warn(
          { err: error, to: row.toAddress, subject: row.subject, retryInMinutes: wait },
          'mail not delivered yet; it will be tried again',
        );
      return false;
    }
  }

  return {
    async send(message) {
      // Claimed by this process from the start, so the outbox task leaves it to this first try.
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          headers: message.headers ?? null,
          claimedUntil: new Date(Date.now() + CLAIM_MS),
        })
        .returning();
      if (transport.inline) await attempt(row!);
      else opts.background.run('delivering a mail', async () => void (await attempt(row!)));
    },

    async deliverDue(now = new Date()) {
      // FOR UPDATE SKIP LOCKED: several servers share the outbox without sending a message twice.
      const claimed = await db
        .update(mailOutbox)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(
          inArray(
            mailOutbox.id,
            db
              .select({ id: mailOutbox.id })
              .from(mailOutbox)
              .where(
                and(
                  eq(mailOutbox.status, 'pending'),
                  lte(mailOutbox.nextAttemptAt, now),
                  or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
                ),
              )
              .orderBy(asc(mailOutbox.nextAttemptAt))
              .limit(BATCH)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
      let sent = 0;
      for (const row of claimed) if (await attempt(row, now)) sent += 1;
      return { sent, failed: claimed.length - sent };
    },

    close: () => transport.close(),
  };
}

/** Tries the due messages every minute; the returned function stops it. */
export function startOutboxTask(mailer: Mailer, log: FastifyBaseLogger, intervalMs = 60_000): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = mailer
      .deliverDue()
      .then(({ sent, failed }) => {
        if (sent + failed > 0) log.info({ sent, failed }, 'outbox: retried mails');
      })
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: error }, 'outbox run failed');
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
