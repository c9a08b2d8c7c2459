import { and, eq, sql } from 'drizzle-orm';
import { PROFILE_LIMITS, PROFILE_MESSAGES as M } from '../../domain/profile-schemas.ts';
import type { Db } from '../db/client.ts';
import { jobs, users } from '../db/schema/index.ts';
import { badInput, notFound } from '../lib/errors.ts';
import { publishedCondition } from '../policies/job-visibility.ts';
import { toUser } from './user-mapper.ts';
import { idNamed } from '../../domain/ids.ts';
import type { UserRow } from '../db/rows.ts';
import { forgetJobSaved, recordJobSaved } from '../apps/index.ts';

const jobIdSchema = idNamed('The job id is not valid.');

/** The signed-in person's saved jobs (`likedJobs`): each change is one idempotent UPDATE. */
export function createSavedJobsService(db: Db) {
  return {
    async like(user: UserRow, jobId: unknown) {
      const id = jobIdSchema.parse(jobId);
      const [job] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, id), publishedCondition()))
        .limit(1);
      if (!job) throw notFound('This job');
      const [row] = await db
        .update(users)
        .set({
          likedJobs: sql`case when ${id}::uuid = any(${users.likedJobs}) then ${users.likedJobs} else array_append(${users.likedJobs}, ${id}::uuid) end`,
        })
        .where(
          and(
            eq(users.id, user.id),
            sql`(${id}::uuid = any(${users.likedJobs}) or coalesce(cardinality(${users.likedJobs}), 0) < ${PROFILE_LIMITS.likedJobs})`,
          ),
        )
        .returning();
      if (!row) throw badInput(M.tooManySaved);
      // The profile page's timeline places the save in time (the list keeps no date).
      await recordJobSaved(db, user.id, id);
      return toUser(row);
    },

    /** Unsaving needs no published job: a job that was since removed can still be unsaved. */
    async unlike(user: UserRow, jobId: unknown) {
      const id = jobIdSchema.parse(jobId);
      const [row] = await db
        .update(users)
        .set({ likedJobs: sql`array_remove(${users.likedJobs}, ${id}::uuid)` })
        .where(eq(users.id, user.id))
        .returning();
      await forgetJobSaved(db, user.id, id);
      return toUser(row!);
    },
  };
}
