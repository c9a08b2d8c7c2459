CREATE TABLE "ecommerce_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"customer" jsonb NOT NULL,
	"customer_name" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_status" text NOT NULL,
	"payment" jsonb NOT NULL,
	"shipping_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ecommerce_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured_image_id" uuid,
	"price_tax_excl" integer NOT NULL,
	"price_tax_incl" integer NOT NULL,
	"tax_rate" real NOT NULL,
	"compared_price" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"width" real DEFAULT 0 NOT NULL,
	"height" real DEFAULT 0 NOT NULL,
	"depth" real DEFAULT 0 NOT NULL,
	"weight" real DEFAULT 0 NOT NULL,
	"extra_shipping_fee" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_orders_reference_key" ON "ecommerce_orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ecommerce_orders_date_idx" ON "ecommerce_orders" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ecommerce_orders_status_idx" ON "ecommerce_orders" USING btree ("current_status","date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_products_handle_key" ON "ecommerce_products" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "ecommerce_products_sku_key" ON "ecommerce_products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "ecommerce_products_name_idx" ON "ecommerce_products" USING btree ("name");