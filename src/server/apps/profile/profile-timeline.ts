import { and, desc, eq, isNotNull, lte, type SQL } from 'drizzle-orm';
import {
  PROFILE_PAGE_MESSAGES as M,
  profileTimelineSchema,
  type ProfileTimelineKind,
} from '../../../domain/profile-page-schemas.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { companies, jobApplications, jobs, profilePosts, profileSavedJobs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { managedBy } from '../../policies/companies.ts';
import { pageOwner } from './profile-access.ts';
import { viewPosts, type ProfilePostView } from './profile-posts-service.ts';

/** The job an activity is about, as the timeline names it. */
export interface TimelineJob {
  id: string;
  position: string;
  companyName: string;
}

export interface TimelineEntry {
  /** Unique across kinds: `<kind>:<record id>`. */
  id: string;
  kind: ProfileTimelineKind;
  at: Date;
  job: TimelineJob | null;
  /** The application's status, for `status` entries. */
  status: string | null;
  post: ProfilePostView | null;
}

export interface TimelinePage {
  items: TimelineEntry[];
  nextToken: string | null;
}

interface Cursor {
  at: Date;
  id: string;
}

const cursorInvalid = () => new AppError('BAD_USER_INPUT', M.cursorInvalid);

function readCursor(token: string | undefined): Cursor | undefined {
  if (!token) return undefined;
  try {
    const { at, id } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { at?: unknown; id?: unknown };
    const date = typeof at === 'string' ? new Date(at) : undefined;
    if (!date || Number.isNaN(date.getTime()) || typeof id !== 'string') throw cursorInvalid();
    return { at: date, id };
  } catch {
    throw cursorInvalid();
  }
}

const writeCursor = (e: TimelineEntry): string =>
  Buffer.from(JSON.stringify({ at: e.at.toISOString(), id: e.id }), 'utf8').toString('base64url');

/** Newest first; entries of the same instant in a fixed order, so pages neither skip nor repeat. */
const newerFirst = (a: Pick<TimelineEntry, 'at' | 'id'>, b: Pick<TimelineEntry, 'at' | 'id'>): number =>
  b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Activity that carries no post yet (posts are filled in once the page is cut). */
type Raw = Omit<TimelineEntry, 'post'> & { postRow?: typeof profilePosts.$inferSelect };

/**
 * One page of a timeline: the owner's posts and, on their own page only, what they did on the
 * portal (applications and their status changes, saved jobs, jobs their companies published).
 * Each source gives at most one page from the cursor on; the merged list is cut to one page.
 */
export async function timeline(db: Db, viewer: UserRow, input: unknown): Promise<TimelinePage> {
  const data = parseInput(profileTimelineSchema, input);
  const owner = await pageOwner(db, viewer, data.userId);
  const cursor = readCursor(data.nextToken);
  // The database keeps microseconds, the cursor milliseconds: the whole millisecond is fetched
  // again and the entries up to the cursor are dropped below, by time and id.
  const until = cursor ? new Date(cursor.at.getTime() + 1) : undefined;
  const from = (column: Parameters<typeof lte>[0]): SQL | undefined => (until ? lte(column, until) : undefined);
  // One more than a page, plus the cursor's own entry, which comes again.
  const take = data.limit + 2;
  const ownPage = owner.id === viewer.id;

  const posts = db
    .select()
    .from(profilePosts)
    .where(and(eq(profilePosts.ownerId, owner.id), from(profilePosts.createdAt)))
    .orderBy(desc(profilePosts.createdAt), desc(profilePosts.id))
    .limit(take)
    .then((rows): Raw[] =>
      rows.map((r) => ({ id: `post:${r.id}`, kind: 'post', at: r.createdAt, job: null, status: null, postRow: r })),
    );
  const jobOf = { id: jobs.id, position: jobs.position, companyName: jobs.companyName };
  const activity: Promise<Raw[]>[] = ownPage
    ? [
        db
          .select({ id: jobApplications.id, at: jobApplications.appliedAt, job: jobOf })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
          .where(and(eq(jobApplications.userId, owner.id), from(jobApplications.appliedAt)))
          .orderBy(desc(jobApplications.appliedAt))
          .limit(take)
          .then((rows) =>
            rows.map((r) => ({ id: `applied:${r.id}`, kind: 'applied', at: r.at, job: r.job, status: null })),
          ),
        db
          .select({
            id: jobApplications.id,
            at: jobApplications.statusChangedAt,
            status: jobApplications.status,
            job: jobOf,
          })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.jobApplicationsId))
          .where(
            and(
              eq(jobApplications.userId, owner.id),
              isNotNull(jobApplications.statusChangedAt),
              from(jobApplications.statusChangedAt),
            ),
          )
          .orderBy(desc(jobApplications.statusChangedAt))
          .limit(take)
          .then((rows) =>
            rows.map((r) => ({ id: `status:${r.id}`, kind: 'status', at: r.at!, job: r.job, status: r.status })),
          ),
        db
          .select({ at: profileSavedJobs.savedAt, job: jobOf })
          .from(profileSavedJobs)
          .innerJoin(jobs, eq(jobs.id, profileSavedJobs.jobId))
          .where(and(eq(profileSavedJobs.userId, owner.id), from(profileSavedJobs.savedAt)))
          .orderBy(desc(profileSavedJobs.savedAt))
          .limit(take)
          .then((rows) =>
            rows.map((r) => ({ id: `saved:${r.job.id}`, kind: 'saved', at: r.at, job: r.job, status: null })),
          ),
        db
          .select({ at: jobs.publishedAt, job: jobOf })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyJobsId))
          .where(and(managedBy(owner.id), isNotNull(jobs.publishedAt), from(jobs.publishedAt)))
          .orderBy(desc(jobs.publishedAt))
          .limit(take)
          .then((rows) =>
            rows.map((r) => ({ id: `posted:${r.job.id}`, kind: 'posted', at: r.at!, job: r.job, status: null })),
          ),
      ]
    : [];
  const sources = await Promise.all([posts, ...activity]);
  // A source cut at `take` may hold more even when the merged page is not over (entries sharing
  // the cursor's millisecond); the next page then says so.
  const cut = sources.some((rows) => rows.length >= take);
  const merged = sources
    .flat()
    .filter((e) => !cursor || newerFirst(cursor, e) < 0)
    .sort(newerFirst);
  const page = merged.slice(0, data.limit);
  const views = await viewPosts(
    db,
    viewer,
    page.flatMap((e) => (e.postRow ? [e.postRow] : [])),
  );
  const viewById = new Map(views.map((v) => [v.id, v]));
  const items = page.map(({ postRow, ...e }): TimelineEntry => ({
    ...e,
    post: postRow ? (viewById.get(postRow.id) ?? null) : null,
  }));
  const last = items.at(-1);
  return { items, nextToken: (merged.length > data.limit || cut) && last ? writeCursor(last) : null };
}
