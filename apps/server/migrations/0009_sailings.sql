ALTER TABLE "air_rates" ADD COLUMN "service_rotation" json;--> statement-breakpoint
ALTER TABLE "fcl_rates" ADD COLUMN "service_rotation" json;--> statement-breakpoint
ALTER TABLE "lcl_rates" ADD COLUMN "service_rotation" json;