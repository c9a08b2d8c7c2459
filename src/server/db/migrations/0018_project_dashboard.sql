CREATE TABLE "project_budgets" (
	"type" text PRIMARY KEY NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"expenses_amount" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "project_dashboard_days" (
	"day" date PRIMARY KEY NOT NULL,
	"tasks_new" integer NOT NULL,
	"tasks_due" integer NOT NULL,
	"tasks_completed" integer NOT NULL,
	"tasks_overdue" integer NOT NULL,
	"tasks_api" integer NOT NULL,
	"tasks_backend" integer NOT NULL,
	"tasks_frontend" integer NOT NULL,
	"tasks_issues" integer NOT NULL,
	"issues_new" integer NOT NULL,
	"issues_closed" integer NOT NULL,
	"issues_fixed" integer NOT NULL,
	"issues_wont_fix" integer NOT NULL,
	"issues_reopened" integer NOT NULL,
	"issues_needs_triage" integer NOT NULL,
	"features_proposed" integer NOT NULL,
	"features_implemented" integer NOT NULL,
	"expenses" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_dashboard_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"location" text
);
--> statement-breakpoint
ALTER TABLE "project_budgets" ADD CONSTRAINT "project_budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_dashboard_events_starts_at_idx" ON "project_dashboard_events" USING btree ("starts_at");