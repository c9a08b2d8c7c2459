CREATE TYPE "public"."job_review_status" AS ENUM('none', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "company_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "jobs_trusted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_status" "job_review_status" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invites_token_key" ON "company_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invites_company_idx" ON "company_invites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_review_status_idx" ON "jobs" USING btree ("review_status");--> statement-breakpoint
CREATE INDEX "job_applications_applied_at_idx" ON "job_applications" USING btree ("applied_at");--> statement-breakpoint
-- Jobs that are already public count as published when they were created, and their companies as trusted.
UPDATE "jobs" SET "published_at" = "created_at" WHERE "status" <> 'draft';--> statement-breakpoint
UPDATE "companies" SET "jobs_trusted" = true WHERE "status" = 'approved' AND EXISTS (SELECT 1 FROM "jobs" WHERE "jobs"."company_jobs_id" = "companies"."id" AND "jobs"."status" <> 'draft');
