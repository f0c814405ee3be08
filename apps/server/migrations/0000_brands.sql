CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"hostnames" text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"configuration" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "brands_hostnames_idx" ON "brands" USING gin ("hostnames");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_single_default_idx" ON "brands" USING btree ("is_default") WHERE "brands"."is_default";