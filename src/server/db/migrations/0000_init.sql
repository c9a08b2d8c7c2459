CREATE TYPE "public"."application_status" AS ENUM('submitted', 'reviewing', 'shortlisted', 'interviewing', 'offered', 'hired', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."apply_way" AS ENUM('internal', 'external');--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('verify-email', 'reset-password');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."experience_level" AS ENUM('entry', 'associate', 'mid', 'senior', 'director', 'executive');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('draft', 'open', 'closed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."job_type" AS ENUM('full-time', 'part-time', 'contract', 'temporary', 'internship', 'volunteer');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'tr', 'ar');--> statement-breakpoint
CREATE TYPE "public"."member_type" AS ENUM('jobseeker', 'employer');--> statement-breakpoint
CREATE TABLE "educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"school" text NOT NULL,
	"degree" text,
	"start" date,
	"end" date,
	"current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"organization" text,
	"start" date,
	"end" date,
	"current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"role" text[] DEFAULT ARRAY['user']::text[] NOT NULL,
	"member_type" "member_type" DEFAULT 'jobseeker' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"display_name" text NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"shortcuts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" "language" DEFAULT 'en' NOT NULL,
	"privacy_checked" boolean DEFAULT false NOT NULL,
	"marketing_checked" boolean DEFAULT false NOT NULL,
	"full_name" text,
	"first_name" text,
	"last_name" text,
	"mobile" text,
	"country_code" text,
	"location" text,
	"gender" text,
	"age_group" text,
	"date_of_birth" date,
	"linked_in" text,
	"skill" text,
	"summary" text,
	"icon" text,
	"job_status" text,
	"is_cpa" boolean DEFAULT false NOT NULL,
	"cpa_claimed" boolean DEFAULT false NOT NULL,
	"liked_jobs" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"applied_jobs" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"start" date,
	"end" date,
	"current" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"industry" text,
	"featured" boolean DEFAULT false NOT NULL,
	"size" text,
	"country_code" text,
	"contact_no" text,
	"email" text,
	"website" text,
	"city" text,
	"address" text,
	"owner" uuid,
	"admin" uuid[] DEFAULT '{}' NOT NULL,
	"license" text,
	"license_verified" boolean DEFAULT false NOT NULL,
	"status" "company_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"title" text,
	"address" text,
	"city" text,
	"country_code" text,
	"contact_no" text,
	"employer_company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_jobs_id" uuid NOT NULL,
	"position" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text,
	"address" text,
	"type" "job_type" DEFAULT 'full-time' NOT NULL,
	"experience" text,
	"experience_level" "experience_level",
	"education" text,
	"requirement" text,
	"keyword" text[] DEFAULT '{}' NOT NULL,
	"industry" text,
	"subindustry" text,
	"language" "language" DEFAULT 'en' NOT NULL,
	"salary_start" integer,
	"salary_end" integer,
	"salary_negotiable" boolean DEFAULT false NOT NULL,
	"status" "job_status" DEFAULT 'draft' NOT NULL,
	"start" date,
	"deadline" date,
	"apply_way" "apply_way" DEFAULT 'internal' NOT NULL,
	"apply_url" text,
	"requires_cpa" boolean DEFAULT false NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "application_status" DEFAULT 'submitted' NOT NULL,
	"salary" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_manager_groups" text[] DEFAULT '{}' NOT NULL,
	"user_id" uuid NOT NULL,
	"shortlist" boolean DEFAULT false NOT NULL,
	"job_applications_id" uuid NOT NULL,
	"cover_letter" text,
	"resume_file_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seeker_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"language" "language" DEFAULT 'en' NOT NULL,
	"banner_title" text DEFAULT '' NOT NULL,
	"banner_image" text DEFAULT '' NOT NULL,
	"about_us" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_users_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_login_users_id_fk" FOREIGN KEY ("login") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employers" ADD CONSTRAINT "employers_employer_company_id_companies_id_fk" FOREIGN KEY ("employer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_jobs_id_companies_id_fk" FOREIGN KEY ("company_jobs_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_applications_id_jobs_id_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "educations_user_id_idx" ON "educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "licenses_user_id_idx" ON "licenses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "works_user_id_idx" ON "works" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_owner_idx" ON "companies" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_featured_idx" ON "companies" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "employers_login_idx" ON "employers" USING btree ("login");--> statement-breakpoint
CREATE INDEX "employers_company_idx" ON "employers" USING btree ("employer_company_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_jobs_id");--> statement-breakpoint
CREATE INDEX "jobs_status_deadline_idx" ON "jobs" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_user_job_key" ON "job_applications" USING btree ("user_id","job_applications_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_status_idx" ON "job_applications" USING btree ("job_applications_id","status");