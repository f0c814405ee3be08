-- The staff console's customer search (ADR 085): the lower-cased text staff search in (e-mail, name, company, phone,
-- customer id) kept in a stored column instead of computed per row and per search, with the trigram index on it.
DROP INDEX IF EXISTS "customers_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("email" || ' ' || "contact_name" || ' ' || coalesce("contact_surname", '') || ' ' || coalesce("legal_name", '') || ' ' || coalesce("phone_number", '') || ' ' || "id"::text)) STORED;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" public.gin_trgm_ops);
