CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"units_per_usd" numeric(20, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The starting rates (units per 1 USD, late 2026) of every currency the product offers
-- (src/domain/salary-currency.ts DEFAULT_UNITS_PER_USD); staff keep them on /admin/currency-rates.
INSERT INTO "currency_rates" ("currency", "units_per_usd") VALUES
  ('USD', 1), ('EUR', 0.86), ('GBP', 0.76), ('TRY', 44.5), ('AED', 3.6725), ('SAR', 3.75),
  ('QAR', 3.64), ('KWD', 0.307), ('BHD', 0.376), ('OMR', 0.3845), ('JOD', 0.709), ('EGP', 48.5),
  ('LBP', 89500), ('CAD', 1.39), ('AUD', 1.53), ('CHF', 0.8)
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "jobs_open_salary_idx";--> statement-breakpoint
DROP INDEX "jobs_open_created_at_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min_usd" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max_usd" numeric(14, 2);--> statement-breakpoint
-- A yearly salary in US dollars: the one rounding that the insert trigger, a rate change and the
-- search filter all use, so a job asking exactly a filter's amount in its currency passes it.
CREATE OR REPLACE FUNCTION salary_in_usd(amount integer, units_per_usd numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(amount::numeric / units_per_usd, 2)
$$;
--> statement-breakpoint
-- Keeps salary_min_usd/salary_max_usd of a job in step with its salaries and currency, whoever
-- writes it (the employer's editor, the demo data, tests). A change of rate converts every job of
-- the currency again in one UPDATE (rates-service.ts), which leaves this trigger out.
CREATE OR REPLACE FUNCTION jobs_salary_usd() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  rate numeric;
BEGIN
  SELECT r.units_per_usd INTO rate FROM currency_rates r WHERE r.currency = NEW.salary_currency;
  NEW.salary_min_usd := salary_in_usd(NEW.salary_start, rate);
  NEW.salary_max_usd := salary_in_usd(NEW.salary_end, rate);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_salary_usd BEFORE INSERT OR UPDATE OF salary_start, salary_end, salary_currency ON jobs
FOR EACH ROW EXECUTE FUNCTION jobs_salary_usd();--> statement-breakpoint
-- Salaries were entered in the company's country's currency (src/domain/salary-currency.ts):
-- say so on each job; the trigger converts them.
UPDATE "jobs" j SET "salary_currency" = coalesce((
  SELECT m.currency FROM "companies" c
  JOIN (VALUES ('US', 'USD'), ('GB', 'GBP'), ('TR', 'TRY'), ('AE', 'AED'), ('SA', 'SAR'), ('EG', 'EGP'),
    ('QA', 'QAR'), ('KW', 'KWD'), ('BH', 'BHD'), ('OM', 'OMR'), ('JO', 'JOD'), ('LB', 'LBP'), ('CA', 'CAD'),
    ('AU', 'AUD'), ('CH', 'CHF'), ('DE', 'EUR'), ('FR', 'EUR'), ('NL', 'EUR'), ('IE', 'EUR'), ('ES', 'EUR'),
    ('IT', 'EUR'), ('BE', 'EUR'), ('AT', 'EUR'), ('CY', 'EUR')) AS m(country, currency)
    ON m.country = upper(c.country_code)
  WHERE c.id = j.company_jobs_id), 'USD');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_salary_currency_currency_rates_currency_fk" FOREIGN KEY ("salary_currency") REFERENCES "public"."currency_rates"("currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_salary_usd_idx" ON "jobs" USING btree ((coalesce("salary_max_usd", "salary_min_usd")) desc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","type","experience_level","industry","requires_cpa","remote","salary_min_usd","salary_max_usd","company_jobs_id","location","address") WHERE status = 'open';
