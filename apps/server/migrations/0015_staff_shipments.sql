ALTER TABLE "bookings" ADD COLUMN "pending_action_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "etd" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "eta" date;--> statement-breakpoint
CREATE INDEX "bookings_brand_status_created_idx" ON "bookings" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "bookings_brand_ready_idx" ON "bookings" USING btree ("brand_id","cargo_ready_date");--> statement-breakpoint
CREATE INDEX "bookings_brand_etd_idx" ON "bookings" USING btree ("brand_id","etd");--> statement-breakpoint
CREATE INDEX "bookings_brand_eta_idx" ON "bookings" USING btree ("brand_id","eta");--> statement-breakpoint
CREATE INDEX "bookings_pending_kinds_idx" ON "bookings" USING gin ("pending_action_kinds");--> statement-breakpoint
-- Bookings made before: their estimated dates from the planned milestones, else the rate's schedule (ADR 077).
UPDATE "bookings" b SET "etd" = coalesce(
  (SELECT e."event_date" FROM "booking_milestone_events" e WHERE e."booking_uuid" = b."uuid" AND e."milestone" = 'departed' AND e."classifier" IN ('PLN', 'EST') ORDER BY e."recorded_at" DESC LIMIT 1),
  nullif(b."rate"->'schedule'->>'departureDate', '')::date
);--> statement-breakpoint
UPDATE "bookings" b SET "eta" = coalesce(
  (SELECT e."event_date" FROM "booking_milestone_events" e WHERE e."booking_uuid" = b."uuid" AND e."milestone" = 'arrived' AND e."classifier" IN ('PLN', 'EST') ORDER BY e."recorded_at" DESC LIMIT 1),
  b."etd" + nullif(b."rate"->>'transitTimeDays', '')::int
);--> statement-breakpoint
-- Their pending actions by kind, from their parties, documents, payments and revised quotes (as the service counts them).
UPDATE "bookings" b SET "pending_action_kinds" = array_remove(ARRAY[
  CASE WHEN NOT EXISTS (SELECT 1 FROM "booking_parties" p WHERE p."booking_uuid" = b."uuid" AND p."role" = 'shipper') THEN 'shipperDetails' END,
  CASE WHEN NOT EXISTS (SELECT 1 FROM "booking_parties" p WHERE p."booking_uuid" = b."uuid" AND p."role" = 'consignee') THEN 'consigneeDetails' END,
  CASE WHEN (b."rate"->'includes'->>'pickup')::boolean AND NOT EXISTS (SELECT 1 FROM "booking_parties" p WHERE p."booking_uuid" = b."uuid" AND p."role" = 'pickup') THEN 'pickupAddress' END,
  CASE WHEN (b."rate"->'includes'->>'delivery')::boolean AND NOT EXISTS (SELECT 1 FROM "booking_parties" p WHERE p."booking_uuid" = b."uuid" AND p."role" = 'delivery') THEN 'deliveryAddress' END,
  CASE WHEN NOT EXISTS (SELECT 1 FROM "booking_documents" d WHERE d."booking_uuid" = b."uuid") THEN 'uploadDocuments' END,
  CASE WHEN EXISTS (SELECT 1 FROM "payments" w WHERE w."booking_uuid" = b."uuid" AND w."mode" = 'wire' AND w."status" = 'pending')
    AND NOT EXISTS (SELECT 1 FROM "payments" w WHERE w."booking_uuid" = b."uuid" AND w."mode" = 'wire' AND w."status" = 'succeeded') THEN 'completeWirePayment' END,
  CASE WHEN EXISTS (SELECT 1 FROM "booking_revised_quotes" r WHERE r."booking_uuid" = b."uuid" AND r."state" = 'pending') THEN 'acceptRevisedQuote' END
]::text[], NULL);
