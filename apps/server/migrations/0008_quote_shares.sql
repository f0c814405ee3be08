CREATE TABLE "quote_shares" (
	"quote_uuid" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"shared_by_id" uuid,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_shares_quote_uuid_recipient_id_pk" PRIMARY KEY("quote_uuid","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "quote_shares" ADD CONSTRAINT "quote_shares_quote_uuid_quotes_uuid_fk" FOREIGN KEY ("quote_uuid") REFERENCES "quotes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_shares" ADD CONSTRAINT "quote_shares_recipient_id_customers_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_shares" ADD CONSTRAINT "quote_shares_shared_by_id_customers_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_shares_recipient_idx" ON "quote_shares" USING btree ("recipient_id","shared_at");