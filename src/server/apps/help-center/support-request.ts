import { and, arrayOverlaps, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../domain/enums.ts';
import {
  HELP_CENTER_MESSAGES as M,
  SUPPORT_MAX_PER_WINDOW,
  SUPPORT_WINDOW_MS,
  supportRequestSchema,
} from '../../../domain/help-center-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { helpCenterSupportRequests, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { escapeMailHtml, mailDocument } from '../../mail/mail-html.ts';
import type { LivePublisher } from '../live/index.ts';
import { deliverIncomingMail } from '../mailbox/index.ts';

export type SupportRequestRow = typeof helpCenterSupportRequests.$inferSelect;

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  publicUrl: string;
  live: LivePublisher;
  log?: FastifyBaseLogger;
}

/**
 * The request in each staff member's workspace mailbox, from the person who wrote (so a reply
 * goes to them), with a notification each, live in their open browsers.
 */
export async function deliverSupportRequestToStaffInbox(
  db: Db,
  live: LivePublisher,
  request: SupportRequestRow,
  staff: Pick<UserRow, 'id' | 'email' | 'displayName'>[],
): Promise<void> {
  await deliverIncomingMail(db, live, {
    from: { name: request.name, email: request.email },
    to: staff.map((member) => ({ id: member.id, name: member.displayName, email: member.email })),
    subject: `[Help center] ${request.subject}`,
    text: request.message,
  });
}

function supportMail(to: string, request: SupportRequestRow, publicUrl: string): MailMessage {
  const subject = `[Help center] ${request.subject}`;
  const lines = [
    `${request.name} <${request.email}> wrote through the help center (${request.language}):`,
    '',
    request.message,
    '',
    `Reply to ${request.email}. Help center: ${publicUrl.replace(/\/$/, '')}/apps/help-center`,
  ];
  const html = mailDocument(
    'en',
    `<p><bdi>${escapeMailHtml(request.name)}</bdi> &lt;${escapeMailHtml(request.email)}&gt; wrote through the help center (${escapeMailHtml(request.language)}):</p>
<p><strong><bdi>${escapeMailHtml(request.subject)}</bdi></strong></p>
<p dir="auto" style="white-space:pre-wrap">${escapeMailHtml(request.message)}</p>
<p>Reply to <a href="mailto:${escapeMailHtml(request.email)}">${escapeMailHtml(request.email)}</a>.</p>`,
  );
  return { to, subject, text: lines.join('\n'), html, headers: { 'Reply-To': request.email } };
}

/**
 * A question from the support form: checked, throttled (per address and per account), stored,
 * and mailed to every active staff member and admin. A mail that fails to send does not lose
 * the request (it is stored, and the outbox tries again).
 */
export async function sendSupportRequest(
  deps: SupportDeps,
  viewer: UserRow | undefined,
  ip: string,
  language: Language,
  input: unknown,
): Promise<SupportRequestRow> {
  const data = parseInput(supportRequestSchema, input);
  const rule = { max: SUPPORT_MAX_PER_WINDOW, windowMs: SUPPORT_WINDOW_MS };
  const keys = [`help-support:ip:${ip}`, ...(viewer ? [`help-support:user:${viewer.id}`] : [])];
  for (const key of keys) {
    const state = await deps.limiter.peek(key);
    if (state.count >= rule.max)
      throw new AppError('TOO_MANY_REQUESTS', M.tooManyRequests, {
        headers: { 'Retry-After': String(Math.max(1, Math.ceil(state.resetInMs / 1000))) },
      });
  }
  for (const key of keys) await deps.limiter.hit(key, rule);
  const [request] = await deps.db
    .insert(helpCenterSupportRequests)
    .values({ ...data, userId: viewer?.id ?? null, language })
    .returning();
  const staff = await deps.db
    .select({ id: users.id, email: users.email, language: users.language, displayName: users.displayName })
    .from(users)
    .where(and(arrayOverlaps(users.role, ['staff', 'admin']), eq(users.disabled, false)));
  for (const member of staff) {
    try {
      await deps.mailer.send(supportMail(member.email, request!, deps.publicUrl));
    } catch (err) {
      deps.log?.warn({ err }, 'support request mail could not be queued');
    }
  }
  await deliverSupportRequestToStaffInbox(deps.db, deps.live, request!, staff);
  return request!;
}
