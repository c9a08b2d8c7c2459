CREATE TABLE "scrumboard_board_members" (
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subscribed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrumboard_board_members_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scrumboard_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'assignment' NOT NULL,
	"card_cover_images" boolean DEFAULT true NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"labels" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"due_date" timestamp with time zone,
	"member_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"subscribers" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"attachment_cover_id" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrumboard_starters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scrumboard_board_members" ADD CONSTRAINT "scrumboard_board_members_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_board_members" ADD CONSTRAINT "scrumboard_board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_boards" ADD CONSTRAINT "scrumboard_boards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_cards" ADD CONSTRAINT "scrumboard_cards_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_cards" ADD CONSTRAINT "scrumboard_cards_list_id_scrumboard_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."scrumboard_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_labels" ADD CONSTRAINT "scrumboard_labels_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_lists" ADD CONSTRAINT "scrumboard_lists_board_id_scrumboard_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrumboard_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrumboard_starters" ADD CONSTRAINT "scrumboard_starters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrumboard_board_members_user_idx" ON "scrumboard_board_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrumboard_cards_list_idx" ON "scrumboard_cards" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "scrumboard_cards_board_idx" ON "scrumboard_cards" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "scrumboard_labels_board_idx" ON "scrumboard_labels" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "scrumboard_lists_board_idx" ON "scrumboard_lists" USING btree ("board_id","position");