CREATE TABLE "crypto_prices" (
	"coin" text NOT NULL,
	"resolution" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" numeric(20, 8) NOT NULL,
	CONSTRAINT "crypto_prices_coin_resolution_at_pk" PRIMARY KEY("coin","resolution","at")
);
--> statement-breakpoint
CREATE TABLE "crypto_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(24, 8) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_wallets_user_coin" UNIQUE("user_id","coin")
);
--> statement-breakpoint
ALTER TABLE "crypto_wallets" ADD CONSTRAINT "crypto_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_wallets_user_idx" ON "crypto_wallets" USING btree ("user_id");