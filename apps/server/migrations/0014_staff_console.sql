ALTER TABLE "customers" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_brand_created_idx" ON "customers" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_brand_last_sign_in_idx" ON "customers" USING btree ("brand_id","last_sign_in_at");--> statement-breakpoint
CREATE INDEX "customers_brand_name_idx" ON "customers" USING btree ("brand_id",lower("contact_name"));--> statement-breakpoint
CREATE INDEX "customers_brand_company_idx" ON "customers" USING btree ("brand_id",lower("legal_name"));--> statement-breakpoint
-- The staff console's customer search (ADR 075): one trigram index over everything a staff member may type
-- (e-mail, name, company, phone, customer id); `ILIKE '%query%'` of 3 characters or more uses it. The extension
-- lives in public, so schemas dropped by tests never take it with them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_trgm_idx" ON "customers" USING gin ((lower("email" || ' ' || "contact_name" || ' ' || coalesce("contact_surname", '') || ' ' || coalesce("legal_name", '') || ' ' || coalesce("phone_number", '') || ' ' || "id"::text)) public.gin_trgm_ops);
