CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"label_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"color" text NOT NULL,
	"key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_starters" (
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_starters_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_label_id_calendar_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."calendar_labels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_labels" ADD CONSTRAINT "calendar_labels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_starters" ADD CONSTRAINT "calendar_starters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_owner_start_idx" ON "calendar_events" USING btree ("owner_id","start");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_end_idx" ON "calendar_events" USING btree ("owner_id","end");--> statement-breakpoint
CREATE INDEX "calendar_events_label_idx" ON "calendar_events" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "calendar_labels_owner_idx" ON "calendar_labels" USING btree ("owner_id","created_at");--> statement-breakpoint
-- The quick panel's events become calendar events (one store, DESIGN section 11): each owner of
-- one gets a "Personal" label to hold them, and an event without an end ends when it starts.
INSERT INTO "calendar_labels" ("owner_id", "title", "color", "key") SELECT DISTINCT "user_id", 'Personal', '#1565c0', 'personal' FROM "quick_events";--> statement-breakpoint
INSERT INTO "calendar_events" ("owner_id", "title", "all_day", "start", "end", "desc", "label_id", "created_at", "updated_at")
SELECT q."user_id", q."title", q."all_day", q."starts_at", coalesce(q."ends_at", q."starts_at"), '', l."id", q."created_at", q."updated_at"
FROM "quick_events" q JOIN "calendar_labels" l ON l."owner_id" = q."user_id";--> statement-breakpoint
DROP TABLE "quick_events" CASCADE;
