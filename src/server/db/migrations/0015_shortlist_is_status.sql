-- The shortlist star and the Shortlisted status were two things that disagreed (issue 11). They are
-- one now: the status. An early-stage application (submitted, in review) that an employer starred
-- becomes Shortlisted, which is what the star meant; later stages already say more than the star.
UPDATE "job_applications" SET "status" = 'shortlisted', "status_changed_at" = now()
  WHERE "shortlist" AND "status" IN ('submitted', 'reviewing');--> statement-breakpoint
ALTER TABLE "job_applications" DROP COLUMN "shortlist";
