CREATE TABLE "profile_post_shares" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_post_shares_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "profile_post_shares" ADD CONSTRAINT "profile_post_shares_post_id_profile_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."profile_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_post_shares" ADD CONSTRAINT "profile_post_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;