CREATE TABLE "rate_sheet_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"version_id" uuid NOT NULL,
	"task" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_sheet_problems" (
	"version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"row" integer NOT NULL,
	"column" text,
	"reason" text NOT NULL,
	"value" text,
	CONSTRAINT "rate_sheet_problems_version_id_position_pk" PRIMARY KEY("version_id","position")
);
--> statement-breakpoint
CREATE TABLE "rate_sheet_rows" (
	"version_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"tariff_id" text NOT NULL,
	"lane_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"tariff" json NOT NULL,
	CONSTRAINT "rate_sheet_rows_version_id_row_number_pk" PRIMARY KEY("version_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "rate_sheet_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"brand_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"effective_date" date NOT NULL,
	"status" text NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_checked" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" text NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text
);
--> statement-breakpoint
CREATE TABLE "tariff_generations" (
	"id" smallint PRIMARY KEY NOT NULL,
	"generation" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fcl_rates" ADD COLUMN "sheet_surcharges" json;--> statement-breakpoint
ALTER TABLE "rate_sheet_jobs" ADD CONSTRAINT "rate_sheet_jobs_version_id_rate_sheet_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "rate_sheet_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_problems" ADD CONSTRAINT "rate_sheet_problems_version_id_rate_sheet_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "rate_sheet_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_sheet_jobs_due_idx" ON "rate_sheet_jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rate_sheet_rows_lane_idx" ON "rate_sheet_rows" USING btree ("version_id","lane_key");--> statement-breakpoint
CREATE INDEX "rate_sheet_versions_kind_idx" ON "rate_sheet_versions" USING btree ("kind","number");--> statement-breakpoint
INSERT INTO "tariff_generations" ("id", "generation") VALUES (1, 0);
