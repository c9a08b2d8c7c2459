CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"new_visitors" integer DEFAULT 0 NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_languages" (
	"day" date NOT NULL,
	"language" text NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_daily_languages_day_language_pk" PRIMARY KEY("day","language")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_people" (
	"day" date NOT NULL,
	"person" uuid NOT NULL,
	"gender" text,
	"age_group" text,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_daily_people_day_person_pk" PRIMARY KEY("day","person")
);
--> statement-breakpoint
CREATE TABLE "analytics_impressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_impressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visitor_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"language" text NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"visitor_id" uuid PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_page_views" ADD CONSTRAINT "analytics_page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_impressions_occurred_idx" ON "analytics_impressions" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_occurred_idx" ON "analytics_page_views" USING btree ("occurred_at");