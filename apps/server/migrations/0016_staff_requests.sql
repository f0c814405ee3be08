CREATE TABLE "custom_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text,
	"assignee_id" uuid,
	"text" text,
	"quote_uuid" uuid,
	"sent_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_requests" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_request_events" ADD CONSTRAINT "custom_request_events_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "custom_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_request_events" ADD CONSTRAINT "custom_request_events_actor_id_customers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_request_events" ADD CONSTRAINT "custom_request_events_assignee_id_customers_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_request_events_request_idx" ON "custom_request_events" USING btree ("request_id","created_at");--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_assignee_id_customers_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_requests_brand_status_created_idx" ON "custom_requests" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "custom_requests_brand_assignee_created_idx" ON "custom_requests" USING btree ("brand_id","assignee_id","created_at");--> statement-breakpoint
-- The statuses before the inbox (ADR 078): open is new; answered and closed keep their names.
UPDATE "custom_requests" SET "status" = 'new' WHERE "status" = 'open';
