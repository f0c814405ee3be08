CREATE TABLE "quote_customisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_uuid" uuid NOT NULL,
	"rate_uuid" uuid NOT NULL,
	"margins" jsonb NOT NULL,
	"currency" text NOT NULL,
	"original_total_minor" integer NOT NULL,
	"customised_total_minor" integer NOT NULL,
	"note" text,
	"customised_by_id" uuid,
	"customised_by_email" text NOT NULL,
	"customised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_customisations" ADD CONSTRAINT "quote_customisations_quote_uuid_quotes_uuid_fk" FOREIGN KEY ("quote_uuid") REFERENCES "quotes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_customisations" ADD CONSTRAINT "quote_customisations_customised_by_id_customers_id_fk" FOREIGN KEY ("customised_by_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_customisations_quote_idx" ON "quote_customisations" USING btree ("quote_uuid","rate_uuid","customised_at");