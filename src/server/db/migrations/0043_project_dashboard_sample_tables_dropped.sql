DROP TABLE "project_dashboard_days" CASCADE;--> statement-breakpoint
DROP TABLE "project_dashboard_events" CASCADE;