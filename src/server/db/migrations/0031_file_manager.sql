ALTER TYPE "public"."file_kind" ADD VALUE 'document';--> statement-breakpoint
CREATE TABLE "file_manager_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"file_id" uuid,
	"size" integer,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_manager_starters" (
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_manager_starters_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_folder_id_file_manager_items_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_manager_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_items" ADD CONSTRAINT "file_manager_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_manager_starters" ADD CONSTRAINT "file_manager_starters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_manager_items_owner_folder_name_idx" ON "file_manager_items" USING btree ("owner_id",coalesce("folder_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "file_manager_items_file_idx" ON "file_manager_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "file_manager_items_folder_idx" ON "file_manager_items" USING btree ("folder_id");