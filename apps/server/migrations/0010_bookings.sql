CREATE TABLE "booking_charges" (
	"booking_uuid" uuid NOT NULL,
	"revision" integer NOT NULL,
	"position" integer NOT NULL,
	"charge_group" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"quantity" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "booking_charges_booking_uuid_revision_position_pk" PRIMARY KEY("booking_uuid","revision","position")
);
--> statement-breakpoint
CREATE TABLE "booking_milestone_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"milestone" text NOT NULL,
	"classifier" text NOT NULL,
	"dcsa_event_codes" jsonb NOT NULL,
	"event_date" date NOT NULL,
	"location" text,
	"recorded_by_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_parties" (
	"booking_uuid" uuid NOT NULL,
	"role" text NOT NULL,
	"party" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_parties_booking_uuid_role_pk" PRIMARY KEY("booking_uuid","role")
);
--> statement-breakpoint
CREATE TABLE "booking_revised_quotes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"revision" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"issued_by_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"shipment_number" serial NOT NULL,
	"brand_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"quote_uuid" uuid NOT NULL,
	"rate_uuid" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'R' NOT NULL,
	"status_reason" text,
	"mode" text NOT NULL,
	"route_kind" text NOT NULL,
	"origin" jsonb NOT NULL,
	"destination" jsonb NOT NULL,
	"search" jsonb NOT NULL,
	"rate" jsonb NOT NULL,
	"exchange_rates" jsonb NOT NULL,
	"commodity" text NOT NULL,
	"cargo_ready_date" date NOT NULL,
	"customer_reference_id" text NOT NULL,
	"shipper_type" text NOT NULL,
	"service_type" text NOT NULL,
	"comments" text NOT NULL,
	"payment_mode" text NOT NULL,
	"insurance" jsonb,
	"currency" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"quoted_total_minor" bigint NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"valid_until" date,
	"gate_in_by" date,
	"vessel" text,
	"voyage" text,
	"mbl_number" text,
	"container_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"charge_revision" integer DEFAULT 0 NOT NULL,
	"pending_action_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_milestone_events" ADD CONSTRAINT "booking_milestone_events_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_milestone_events" ADD CONSTRAINT "booking_milestone_events_recorded_by_id_customers_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_parties" ADD CONSTRAINT "booking_parties_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revised_quotes" ADD CONSTRAINT "booking_revised_quotes_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_revised_quotes" ADD CONSTRAINT "booking_revised_quotes_issued_by_id_customers_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_changes" ADD CONSTRAINT "booking_status_changes_changed_by_id_customers_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_uuid_quotes_uuid_fk" FOREIGN KEY ("quote_uuid") REFERENCES "quotes"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_milestone_events_booking_idx" ON "booking_milestone_events" USING btree ("booking_uuid","recorded_at");--> statement-breakpoint
CREATE INDEX "booking_revised_quotes_booking_idx" ON "booking_revised_quotes" USING btree ("booking_uuid","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_revised_quotes_one_pending_idx" ON "booking_revised_quotes" USING btree ("booking_uuid") WHERE "booking_revised_quotes"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "booking_status_changes_booking_idx" ON "booking_status_changes" USING btree ("booking_uuid","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_customer_idempotency_idx" ON "bookings" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_shipment_number_idx" ON "bookings" USING btree ("shipment_number");--> statement-breakpoint
CREATE INDEX "bookings_customer_created_idx" ON "bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_brand_created_idx" ON "bookings" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_pending_idx" ON "bookings" USING btree ("customer_id","created_at") WHERE "bookings"."pending_action_count" > 0;