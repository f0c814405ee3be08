CREATE TABLE "customer_credit_lines" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payment_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_number" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text,
	"provider_object_id" text,
	"provider_reference" text,
	"redirect_url" text,
	"bank_details" jsonb,
	"paid_at" timestamp with time zone,
	"confirmed_by" uuid,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_credit_lines" ADD CONSTRAINT "customer_credit_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_idempotency_key_idx" ON "payments" USING btree ("booking_uuid","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_number_idx" ON "payments" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_object_idx" ON "payments" USING btree ("provider","provider_object_id") WHERE "payments"."provider_object_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_booking_created_idx" ON "payments" USING btree ("booking_uuid","created_at");--> statement-breakpoint
CREATE INDEX "payments_customer_open_credit_idx" ON "payments" USING btree ("customer_id") WHERE "payments"."mode" = 'credit' and "payments"."settled_at" is null;