CREATE TABLE "booking_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_uuid_bookings_uuid_fk" FOREIGN KEY ("booking_uuid") REFERENCES "bookings"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_uploaded_by_id_customers_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_documents_booking_idx" ON "booking_documents" USING btree ("booking_uuid","uploaded_at");