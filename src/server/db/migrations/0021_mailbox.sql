CREATE TABLE "mailbox_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"message_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_person" jsonb NOT NULL,
	"to_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"folder" text NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_starters" (
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_starters_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "mailbox_mails" ADD CONSTRAINT "mailbox_mails_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_starters" ADD CONSTRAINT "mailbox_starters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailbox_mails_owner_folder_idx" ON "mailbox_mails" USING btree ("owner_id","folder","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mailbox_mails_owner_date_idx" ON "mailbox_mails" USING btree ("owner_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);