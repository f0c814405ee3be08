CREATE TABLE "quotes" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"customer_id" uuid,
	"shipment_type" text NOT NULL,
	"origin_code" text NOT NULL,
	"origin_city" text,
	"origin_country_iso_code" text NOT NULL,
	"destination_code" text NOT NULL,
	"destination_city" text,
	"destination_country_iso_code" text NOT NULL,
	"search" jsonb NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"quote_type_code" text NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"is_partial" boolean DEFAULT false NOT NULL,
	"requested_route_kind" text NOT NULL,
	"priced_route_kind" text,
	"rates" json NOT NULL,
	"charge_items" json NOT NULL,
	"exchange_rates" json NOT NULL,
	"unpriced_services" json NOT NULL,
	"no_instant_quote_reason" text,
	"sales_request_uuid" uuid,
	"nearby_radius_km" integer NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_rates_ms" integer NOT NULL,
	"completed_at" timestamp with time zone,
	"saved_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "custom_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"company" text,
	"language" text NOT NULL,
	"shipment_type" text,
	"search" jsonb,
	"quote_uuid" uuid,
	"service_type" text,
	"comments" text,
	"answer_by" date,
	"reply_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_customer_created_idx" ON "quotes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_customer_saved_idx" ON "quotes" USING btree ("customer_id","saved_on") WHERE "quotes"."saved_on" is not null;--> statement-breakpoint
CREATE INDEX "quotes_incomplete_idx" ON "quotes" USING btree ("created_at") WHERE not "quotes"."is_completed";--> statement-breakpoint
CREATE INDEX "custom_requests_brand_created_idx" ON "custom_requests" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_brand_kind_status_idx" ON "custom_requests" USING btree ("brand_id","kind","status","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_customer_idx" ON "custom_requests" USING btree ("customer_id","created_at");