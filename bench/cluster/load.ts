/**
 * The mixed traffic of a deployment, through the balancer: guests searching and opening job pages,
 * job seekers saving jobs and applying, employers moving applications through their statuses,
 * staff sending mail and chat messages, and live subscribers over graphql-ws. Every write that was
 * acknowledged (HTTP 200 without GraphQL errors) is remembered, so `verifyWrites` can look for it
 * in PostgreSQL afterwards. Shared by the cluster test and the soak benchmark.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import type pg from 'pg';
import WebSocket from 'ws';
import { z } from 'zod';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const KINDS = ['search', 'jobPage', 'save', 'apply', 'status', 'mail', 'chat'] as const;
export type Kind = (typeof KINDS)[number];

/** Shares of the traffic (per 100 operations). */
export const DEFAULT_MIX: Record<Kind, number> = {
  search: 30,
  jobPage: 20,
  save: 8,
  apply: 8,
  status: 10,
  mail: 8,
  chat: 16,
};

export interface Outcome {
  kind: Kind;
  start: number;
  end: number;
  ok: boolean;
  error?: string;
}

interface Actor {
  email: string;
  id: string;
  token: string;
  /** The address the balancer passes on (X-Forwarded-For), so each person has their own limits. */
  ip: string;
}

const DEMO_PASSWORDS = {
  seeker: 'Seeker12345!',
  employer: 'Employer12345!',
  staff: 'Staff12345!',
  admin: 'Admin12345!',
};
const SEEKERS = [
  'seeker@cpa-careers.test',
  'ayse@cpa-careers.test',
  'layla@cpa-careers.test',
  ...['daniel.okafor', 'priya.raman', 'tom.becker', 'elif.demir', 'mert.kaya', 'omar.haddad', 'sara.khalil'].map(
    (name) => `${name}@applicants.cpa-careers.test`,
  ),
];
const EMPLOYERS = ['employer@cpa-careers.test', 'isveren@cpa-careers.test'];
const STAFF = ['admin@cpa-careers.test', 'staff@cpa-careers.test', 'elif@cpa-careers.test', 'nour@cpa-careers.test'];
const SEARCH_WORDS = ['audit', 'tax', 'accountant', 'finance', 'senior', 'IFRS', 'payroll', 'controller', 'remote', ''];
const STATUSES = ['reviewing', 'interviewing', 'offered', 'shortlisted', 'rejected', 'hired'] as const;

const graphqlAnswer = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z
    .array(z.object({ message: z.string(), extensions: z.object({ code: z.string() }).partial().optional() }))
    .optional(),
});
const idOf = z.object({ id: z.string() });

/** The people, jobs and applications the load works with, read once at the start. */
export interface World {
  base: string;
  wsUrl: string;
  clientBuilt: boolean;
  seekers: Actor[];
  employers: Actor[];
  staff: Actor[];
  /** Open jobs with applying here and no CPA requirement (any seeker may apply). */
  openJobs: string[];
  /** One job per employer kept out of the load, for the live probe at the end (an application notifies them). */
  probeJobs: Map<string, string>;
  /** Chat ids of each ordered (sender, recipient) staff pair. */
  chats: Map<string, string>;
  /** Applications to the employers' jobs that are not withdrawn: id and the employer who moves them. */
  applications: { id: string; employer: Actor }[];
  /** (seeker id) → jobs they have applied to. */
  applied: Map<string, Set<string>>;
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}

let nextIp = 1;
const anIp = () => `10.34.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** Signs the demo people in through the balancer and reads the ids the load needs from PostgreSQL. */
export async function prepareWorld(base: string, pool: pg.Pool, clientBuilt: boolean): Promise<World> {
  const { rows: people } = await pool.query<{ id: string; email: string }>(
    'select id, email from users where email = any($1)',
    [[...SEEKERS, ...EMPLOYERS, ...STAFF]],
  );
  const idByEmail = new Map(people.map((p) => [p.email, p.id]));
  const actor = async (email: string, password: string): Promise<Actor> => {
    const id = idByEmail.get(email);
    if (!id) throw new Error(`no demo account ${email}: is the demo data loaded?`);
    return { email, id, token: await signIn(base, email, password), ip: anIp() };
  };
  const seekers: Actor[] = [];
  for (const email of SEEKERS) seekers.push(await actor(email, DEMO_PASSWORDS.seeker));
  const employers: Actor[] = [];
  for (const email of EMPLOYERS) employers.push(await actor(email, DEMO_PASSWORDS.employer));
  const staff: Actor[] = [];
  for (const email of STAFF)
    staff.push(await actor(email, email.startsWith('admin') ? DEMO_PASSWORDS.admin : DEMO_PASSWORDS.staff));

  const { rows: jobs } = await pool.query<{ id: string; owner: string | null }>(
    `select j.id, c.owner from jobs j left join companies c on c.id = j.company_jobs_id
     where j.status = 'open' and (j.deadline is null or j.deadline > (now() at time zone 'utc')::date)
       and j.apply_way = 'internal' and not j.requires_cpa order by j.id`,
  );
  const probeJobs = new Map<string, string>();
  for (const employer of employers) {
    const job = jobs.find((j) => j.owner === employer.id);
    if (!job) throw new Error(`no open job of ${employer.email} to probe its live notifications with`);
    probeJobs.set(employer.id, job.id);
  }
  const reserved = new Set(probeJobs.values());
  const openJobs = jobs.map((j) => j.id).filter((id) => !reserved.has(id));

  const { rows: applications } = await pool.query<{ id: string; owner: string }>(
    `select a.id, c.owner from job_applications a join jobs j on j.id = a.job_applications_id
     join companies c on c.id = j.company_jobs_id where c.owner = any($1) and a.status <> 'withdrawn'`,
    [employers.map((e) => e.id)],
  );
  const employerById = new Map(employers.map((e) => [e.id, e]));
  const { rows: appliedRows } = await pool.query<{ user_id: string; job_applications_id: string }>(
    'select user_id, job_applications_id from job_applications where user_id = any($1)',
    [seekers.map((s) => s.id)],
  );
  const applied = new Map(seekers.map((s) => [s.id, new Set<string>()]));
  for (const row of appliedRows) applied.get(row.user_id)?.add(row.job_applications_id);

  const chats = new Map<string, string>();
  for (const from of staff) {
    for (const to of staff) {
      if (from === to) continue;
      const started = await graphql(base, from, 'mutation ($c: ID!) { startChat(contactId: $c) { id } }', { c: to.id });
      if (!started.ok) throw new Error(`startChat ${from.email} → ${to.email}: ${started.error}`);
      chats.set(`${from.id}>${to.id}`, idOf.parse(started.data.startChat).id);
    }
  }
  return {
    base,
    wsUrl: `${base.replace(/^http/, 'ws')}/api/graphql`,
    clientBuilt,
    seekers,
    employers,
    staff,
    openJobs,
    probeJobs,
    chats,
    applications: applications.map((a) => ({ id: a.id, employer: employerById.get(a.owner)! })),
    applied,
  };
}

type Answer = { ok: true; data: Record<string, unknown> } | { ok: false; error: string };

/** One GraphQL operation through the balancer; anything but 200 without errors is a failure. */
export async function graphql(
  base: string,
  who: { token?: string; ip: string },
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': who.ip,
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (res.status !== 200) return { ok: false, error: `HTTP ${res.status} ${text.slice(0, 120)}` };
    const body = graphqlAnswer.parse(JSON.parse(text));
    if (body.errors?.length) {
      const e = body.errors[0]!;
      return { ok: false, error: `${e.extensions?.code ?? 'ERROR'}: ${e.message}` };
    }
    return { ok: true, data: body.data ?? {} };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** What the load wrote and was told was written. */
export class Ledger {
  applications: { id: string; userId: string; jobId: string }[] = [];
  saves: { userId: string; jobId: string }[] = [];
  mails: string[] = [];
  chatMessages: string[] = [];
  /** Per application: the last acknowledged status, and the statuses tried since (unacknowledged). */
  statuses = new Map<string, { acked?: string; since: string[] }>();
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Runs one operation of `kind`; undefined when there is nothing left to do of it (all jobs applied to). */
export class Traffic {
  readonly ledger = new Ledger();
  readonly outcomes: Outcome[] = [];
  private readonly guests = Array.from({ length: 40 }, anIp);
  private readonly busyApplications = new Set<string>();

  constructor(readonly world: World) {}

  async run(kind: Kind): Promise<void> {
    const start = Date.now();
    const answer = await this.operation(kind);
    if (answer === undefined) return;
    this.outcomes.push({ kind, start, end: Date.now(), ok: answer.ok, ...(answer.ok ? {} : { error: answer.error }) });
  }

  private operation(kind: Kind): Promise<Answer> | undefined {
    const w = this.world;
    switch (kind) {
      case 'search':
        return graphql(
          w.base,
          { ip: pick(this.guests) },
          'query ($q: String) { searchJobs(query: $q, limit: 20) { total items { id position company { name } } } }',
          { q: pick(SEARCH_WORDS) },
        );
      case 'jobPage':
        return this.jobPage(pick(w.openJobs));
      case 'save':
        return this.save(pick(w.seekers), pick(w.openJobs));
      case 'apply':
        return this.apply();
      case 'status':
        return this.status();
      case 'mail': {
        const [from, to] = this.twoStaff();
        return this.track(
          graphql(w.base, from, 'mutation ($input: SendMailInput!) { sendMail(input: $input) { id } }', {
            input: { to: [to.id], subject: `Load ${randomUUID().slice(0, 8)}`, content: '<p>From the load.</p>' },
          }),
          (data) => this.ledger.mails.push(idOf.parse(data.sendMail).id),
        );
      }
      case 'chat': {
        const [from, to] = this.twoStaff();
        return this.sendChat(from, to, `load ${randomUUID()}`);
      }
    }
  }

  private async jobPage(jobId: string): Promise<Answer> {
    if (!this.world.clientBuilt) {
      return graphql(
        this.world.base,
        { ip: pick(this.guests) },
        'query ($id: ID!) { getJob(id: $id) { id position } }',
        {
          id: jobId,
        },
      );
    }
    try {
      const res = await fetch(`${this.world.base}/job/info/${jobId}`, {
        headers: { 'x-forwarded-for': pick(this.guests) },
        signal: AbortSignal.timeout(15_000),
      });
      await res.arrayBuffer();
      return res.status === 200 ? { ok: true, data: {} } : { ok: false, error: `HTTP ${res.status}` };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private save(seeker: Actor, jobId: string): Promise<Answer> {
    return this.track(
      graphql(this.world.base, seeker, 'mutation ($j: ID!) { likeJob(jobId: $j) { id } }', { j: jobId }),
      () => this.ledger.saves.push({ userId: seeker.id, jobId }),
    );
  }

  private apply(): Promise<Answer> | undefined {
    const w = this.world;
    // A seeker with a job left to apply to; each (seeker, job) is tried once, acknowledged or not.
    for (let tries = 0; tries < w.seekers.length; tries++) {
      const seeker = pick(w.seekers);
      const done = w.applied.get(seeker.id)!;
      const jobId = w.openJobs.find((j) => !done.has(j));
      if (!jobId) continue;
      done.add(jobId);
      return this.applyTo(seeker, jobId);
    }
    return undefined;
  }

  applyTo(seeker: Actor, jobId: string): Promise<Answer> {
    return this.track(
      graphql(
        this.world.base,
        seeker,
        'mutation ($input: CreateJobApplicationInput!) { createJobApplication(input: $input) { id } }',
        { input: { jobApplicationsId: jobId, coverLetter: 'Applied by the load.' } },
      ),
      (data) =>
        this.ledger.applications.push({ id: idOf.parse(data.createJobApplication).id, userId: seeker.id, jobId }),
    );
  }

  private status(): Promise<Answer> | undefined {
    // One change at a time per application, so the last acknowledged one is what the database must hold.
    const free = this.world.applications.filter((a) => !this.busyApplications.has(a.id));
    if (free.length === 0) return undefined;
    const { id, employer } = pick(free);
    const record = this.ledger.statuses.get(id) ?? { since: [] };
    this.ledger.statuses.set(id, record);
    const status = pick(STATUSES.filter((s) => s !== (record.since.at(-1) ?? record.acked)));
    record.since.push(status);
    this.busyApplications.add(id);
    return this.track(
      graphql(
        this.world.base,
        employer,
        'mutation ($input: UpdateJobApplicationInput!) { updateJobApplication(input: $input) { id status } }',
        { input: { id, status } },
      ),
      () => {
        record.acked = status;
        record.since = [];
      },
    ).finally(() => this.busyApplications.delete(id));
  }

  sendChat(from: Actor, to: Actor, value: string): Promise<Answer> {
    const chatId = this.world.chats.get(`${from.id}>${to.id}`)!;
    return this.track(
      graphql(
        this.world.base,
        from,
        'mutation ($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }',
        { input: { chatId, value } },
      ),
      (data) => this.ledger.chatMessages.push(idOf.parse(data.sendChatMessage).id),
    );
  }

  private twoStaff(): [Actor, Actor] {
    const from = pick(this.world.staff);
    return [from, pick(this.world.staff.filter((s) => s !== from))];
  }

  private async track(answer: Promise<Answer>, acknowledged: (data: Record<string, unknown>) => void): Promise<Answer> {
    const a = await answer;
    if (a.ok) acknowledged(a.data);
    return a;
  }
}

/**
 * Sends operations at `rate` a second for `durationMs`, open loop (a slow answer does not slow the
 * arrivals), at most `maxInFlight` at once; `onSecond` runs each second (faults, samples).
 */
export async function runLoad(
  traffic: Traffic,
  options: {
    rate: number;
    durationMs: number;
    mix?: Record<Kind, number>;
    maxInFlight?: number;
    onSecond?: (elapsedS: number) => void;
  },
): Promise<{ skipped: number }> {
  const mix = options.mix ?? DEFAULT_MIX;
  const total = KINDS.reduce((sum, k) => sum + mix[k], 0);
  const choose = (): Kind => {
    let r = Math.random() * total;
    for (const k of KINDS) if ((r -= mix[k]) < 0) return k;
    return 'search';
  };
  const inFlight = new Set<Promise<void>>();
  let skipped = 0;
  const start = Date.now();
  const interval = 1000 / options.rate;
  let lastSecond = -1;
  for (let i = 0; ; i++) {
    const due = start + i * interval;
    if (due - start >= options.durationMs) break;
    if (due > Date.now()) await sleep(due - Date.now());
    const second = Math.floor((Date.now() - start) / 1000);
    if (second !== lastSecond) {
      lastSecond = second;
      options.onSecond?.(second);
    }
    if (inFlight.size >= (options.maxInFlight ?? 64)) {
      skipped++;
      continue;
    }
    const p: Promise<void> = traffic.run(choose()).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  return { skipped };
}

// ---------------------------------------------------------------- live subscribers

export class LiveSubscriber {
  connects = 0;
  readonly events: { at: number; text: string }[] = [];
  readonly errors: string[] = [];
  private readonly client: Client;
  private dispose?: () => void;
  private closing = false;

  constructor(
    readonly name: string,
    url: string,
    token: string,
    private readonly query: string,
  ) {
    this.client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      // A browser's live connection retries for as long as the page is open; so does this one.
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => !this.closing,
      retryWait: (retries) => sleep(Math.min(2000, 250 * 2 ** retries)),
      lazy: true,
      on: { connected: () => this.connects++ },
    });
  }

  start(): void {
    this.dispose = this.client.subscribe(
      { query: this.query },
      {
        next: (value) => this.events.push({ at: Date.now(), text: JSON.stringify(value) }),
        error: (error) => this.errors.push(error instanceof Error ? error.message : JSON.stringify(error)),
        complete: () => this.errors.push('the subscription completed'),
      },
    );
  }

  /** Waits for an event, after the first `skip`, whose text holds `needle`. */
  async waitFor(skip: number, needle: string, timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    const seen = () => this.events.slice(skip).some((e) => e.text.includes(needle));
    while (!seen() && Date.now() < until) await sleep(50);
    return seen();
  }

  async connected(timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.connects === 0 && Date.now() < until) await sleep(50);
    if (this.connects === 0) throw new Error(`live subscriber ${this.name} did not connect`);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.dispose?.();
    // A client still retrying rejects its pending connection with "All Subscriptions Gone": closed either way.
    await Promise.resolve(this.client.dispose()).catch(() => undefined);
  }
}

/** Six live connections as the site's pages hold them: each staff member's chat, each employer's bell. */
export async function startSubscribers(world: World): Promise<LiveSubscriber[]> {
  const subscribers = [
    ...world.staff.map(
      (s) =>
        new LiveSubscriber(
          s.email,
          world.wsUrl,
          s.token,
          'subscription { chatMessageArrived { message { id value } } }',
        ),
    ),
    ...world.employers.map(
      (e) => new LiveSubscriber(e.email, world.wsUrl, e.token, 'subscription { notificationAdded { id title } }'),
    ),
  ];
  for (const s of subscribers) s.start();
  await Promise.all(subscribers.map((s) => s.connected()));
  // Give the subscriptions a moment to be registered before events are counted on.
  await sleep(300);
  return subscribers;
}

/**
 * After the faults: each subscriber must receive an event caused now. A staff member gets a chat
 * message from a colleague; an employer, the notification of a new application to their job.
 */
export async function probeSubscribers(traffic: Traffic, subscribers: LiveSubscriber[]): Promise<string[]> {
  const w = traffic.world;
  const problems: string[] = [];
  // One after another: each probe's event is then the only one in flight.
  for (const subscriber of subscribers) {
    await (async () => {
      const before = subscriber.events.length;
      const staff = w.staff.find((s) => s.email === subscriber.name);
      let sent: Answer;
      // A chat message names its text; a new-application notification, the job's title (any one will do).
      let needle = '"notificationAdded"';
      if (staff) {
        needle = `probe ${randomUUID()}`;
        sent = await traffic.sendChat(
          w.staff.find((s) => s !== staff)!,
          staff,
          needle,
        );
      } else {
        const employer = w.employers.find((e) => e.email === subscriber.name)!;
        const jobId = w.probeJobs.get(employer.id)!;
        const seeker = w.seekers.find((s) => !w.applied.get(s.id)!.has(jobId));
        if (!seeker) return problems.push(`no seeker left to apply to ${employer.email}'s probe job`);
        w.applied.get(seeker.id)!.add(jobId);
        sent = await traffic.applyTo(seeker, jobId);
      }
      if (!sent.ok) problems.push(`the probe for ${subscriber.name} could not be sent: ${sent.error}`);
      else if (!(await subscriber.waitFor(before, needle, 10_000))) {
        problems.push(`${subscriber.name} received no live event for the probe within 10 s`);
      }
    })();
  }
  return problems;
}

// ---------------------------------------------------------------- checks and figures

/** Looks for every acknowledged write in PostgreSQL; returns what is missing or wrong. */
export async function verifyWrites(
  pool: pg.Pool,
  ledger: Ledger,
): Promise<{ problems: string[]; counts: Record<string, number> }> {
  const problems: string[] = [];
  const present = async (table: string, ids: string[]) => {
    const { rows } = await pool.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [ids]);
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  };
  const missingApplications = await present(
    'job_applications',
    ledger.applications.map((a) => a.id),
  );
  if (missingApplications.length) problems.push(`${missingApplications.length} acknowledged applications missing`);
  const { rows: duplicates } = await pool.query(
    'select user_id, job_applications_id from job_applications group by 1, 2 having count(*) > 1',
  );
  if (duplicates.length) problems.push(`${duplicates.length} duplicate applications`);

  const missingMails = await present('mailbox_mails', ledger.mails);
  if (missingMails.length) problems.push(`${missingMails.length} acknowledged mails missing`);
  // The recipient's copy goes with the sender's, in one transaction.
  const { rows: halfSent } = await pool.query(
    `select m.id from mailbox_mails m where m.id = any($1::uuid[])
       and (select count(*) from mailbox_mails o where o.message_id = m.message_id) < 2`,
    [ledger.mails],
  );
  if (halfSent.length) problems.push(`${halfSent.length} mails without the recipient's copy`);

  const missingChat = await present('chat_messages', ledger.chatMessages);
  if (missingChat.length) problems.push(`${missingChat.length} acknowledged chat messages missing`);

  const { rows: liked } = await pool.query<{ id: string; job: string }>(
    'select u.id, j::text as job from users u cross join unnest(u.liked_jobs) j where u.id = any($1::uuid[])',
    [[...new Set(ledger.saves.map((s) => s.userId))]],
  );
  const likedSet = new Set(liked.map((r) => `${r.id}:${r.job}`));
  const missingSaves = ledger.saves.filter((s) => !likedSet.has(`${s.userId}:${s.jobId}`));
  if (missingSaves.length) problems.push(`${missingSaves.length} acknowledged saved jobs missing`);

  const statusIds = [...ledger.statuses.keys()];
  const { rows: statusRows } = await pool.query<{ id: string; status: string }>(
    'select id, status::text from job_applications where id = any($1::uuid[])',
    [statusIds],
  );
  let wrongStatus = 0;
  for (const row of statusRows) {
    const record = ledger.statuses.get(row.id)!;
    // An unacknowledged change may or may not have been written; an acknowledged one must be there
    // unless a later (unacknowledged) change replaced it.
    const allowed = new Set([...(record.acked ? [record.acked] : []), ...record.since]);
    if (record.acked === undefined && record.since.length > 0) continue;
    if (!allowed.has(row.status)) wrongStatus++;
  }
  if (wrongStatus) problems.push(`${wrongStatus} applications without their last acknowledged status`);
  return {
    problems,
    counts: {
      applications: ledger.applications.length,
      saves: ledger.saves.length,
      statusChanges: [...ledger.statuses.values()].filter((r) => r.acked).length,
      mails: ledger.mails.length,
      chatMessages: ledger.chatMessages.length,
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface KindFigures {
  kind: Kind;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Count, errors and latency percentiles (ms) per kind, of the operations that started in [from, to). */
export function figures(outcomes: Outcome[], from = 0, to = Number.POSITIVE_INFINITY): KindFigures[] {
  return KINDS.map((kind) => {
    const mine = outcomes.filter((o) => o.kind === kind && o.start >= from && o.start < to);
    const durations = mine.map((o) => o.end - o.start).sort((a, b) => a - b);
    return {
      kind,
      count: mine.length,
      errors: mine.filter((o) => !o.ok).length,
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
      p99: percentile(durations, 99),
    };
  });
}

export function figuresTable(rows: KindFigures[]): string {
  const lines = ['kind       count  errors    p50    p95    p99 (ms)'];
  for (const r of rows) {
    lines.push(
      `${r.kind.padEnd(9)} ${String(r.count).padStart(6)} ${String(r.errors).padStart(7)} ${[r.p50, r.p95, r.p99]
        .map((v) => (Number.isNaN(v) ? '-' : String(Math.round(v))).padStart(6))
        .join(' ')}`,
    );
  }
  return lines.join('\n');
}
