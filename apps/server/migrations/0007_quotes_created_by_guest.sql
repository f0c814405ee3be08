ALTER TABLE "quotes" ADD COLUMN "created_by_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Quotes asked for by guests before this column: those no customer has saved yet (ADR 053).
UPDATE "quotes" SET "created_by_guest" = true WHERE "customer_id" IS NULL;
