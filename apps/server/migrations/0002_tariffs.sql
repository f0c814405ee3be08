CREATE TABLE "additional_service_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mode" text,
	"country_iso_code" text,
	"pricing_rule" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"percent" double precision,
	"minimum_charge_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "air_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"carrier_name" text,
	"transit_days" integer NOT NULL,
	"departure_weekdays" smallint[] NOT NULL,
	"rate_type" text NOT NULL,
	"is_spot" boolean NOT NULL,
	"is_promoted" boolean NOT NULL,
	"is_exclusive_contract" boolean NOT NULL,
	"contract_number" text,
	"contract_upload_reference" text,
	"rate_provider" text,
	"supplier" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"airline_iata_code" text NOT NULL,
	"origin_iata_code" text NOT NULL,
	"destination_iata_code" text NOT NULL,
	"transhipment_iata_codes" text[] NOT NULL,
	"is_direct" boolean NOT NULL,
	"weight_breaks" jsonb NOT NULL,
	"minimum_charge_minor" integer NOT NULL,
	"known_shipper_only" boolean NOT NULL,
	"is_express" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"base_currency" text NOT NULL,
	"quote_currency" text NOT NULL,
	"rate" numeric NOT NULL,
	"as_of_date" date NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "exchange_rates_base_currency_quote_currency_as_of_date_pk" PRIMARY KEY("base_currency","quote_currency","as_of_date")
);
--> statement-breakpoint
CREATE TABLE "fcl_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"carrier_name" text,
	"transit_days" integer NOT NULL,
	"departure_weekdays" smallint[] NOT NULL,
	"rate_type" text NOT NULL,
	"is_spot" boolean NOT NULL,
	"is_promoted" boolean NOT NULL,
	"is_exclusive_contract" boolean NOT NULL,
	"contract_number" text,
	"contract_upload_reference" text,
	"rate_provider" text,
	"supplier" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"carrier_code" text NOT NULL,
	"origin_locode" text NOT NULL,
	"destination_locode" text NOT NULL,
	"transhipment_locodes" text[] NOT NULL,
	"is_direct" boolean NOT NULL,
	"free_days_origin" integer,
	"free_days_destination" integer,
	"cy_cutoff_days_before_departure" integer,
	"vessel" text,
	"voyage" text,
	"container_type" text NOT NULL,
	"freight_per_container_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lcl_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"carrier_name" text,
	"transit_days" integer NOT NULL,
	"departure_weekdays" smallint[] NOT NULL,
	"rate_type" text NOT NULL,
	"is_spot" boolean NOT NULL,
	"is_promoted" boolean NOT NULL,
	"is_exclusive_contract" boolean NOT NULL,
	"contract_number" text,
	"contract_upload_reference" text,
	"rate_provider" text,
	"supplier" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"carrier_code" text NOT NULL,
	"origin_locode" text NOT NULL,
	"destination_locode" text NOT NULL,
	"transhipment_locodes" text[] NOT NULL,
	"is_direct" boolean NOT NULL,
	"free_days_origin" integer,
	"free_days_destination" integer,
	"cy_cutoff_days_before_departure" integer,
	"vessel" text,
	"voyage" text,
	"per_weight_or_measure_minor" integer NOT NULL,
	"minimum_charge_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ltl_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"carrier_name" text,
	"transit_days" integer NOT NULL,
	"departure_weekdays" smallint[] NOT NULL,
	"rate_type" text NOT NULL,
	"is_spot" boolean NOT NULL,
	"is_promoted" boolean NOT NULL,
	"is_exclusive_contract" boolean NOT NULL,
	"contract_number" text,
	"contract_upload_reference" text,
	"rate_provider" text,
	"supplier" text,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"carrier_code" text NOT NULL,
	"freight_class" text NOT NULL,
	"from_weight_lb" double precision NOT NULL,
	"to_weight_lb" double precision,
	"from_distance_km" double precision NOT NULL,
	"to_distance_km" double precision,
	"per_hundredweight_minor" integer NOT NULL,
	"minimum_charge_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"carrier_code" text NOT NULL,
	"carrier_name" text,
	"service_name" text NOT NULL,
	"zone" text NOT NULL,
	"from_weight_kg" double precision NOT NULL,
	"to_weight_kg" double precision,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"transit_days" integer NOT NULL,
	"is_express" boolean NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "port_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"locode" text NOT NULL,
	"side" text NOT NULL,
	"mode" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"container_type" text,
	"amount_minor" integer NOT NULL,
	"minimum_charge_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surcharges" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"carrier_code" text,
	"origin_locode" text,
	"destination_locode" text,
	"basis" text NOT NULL,
	"container_type" text,
	"amount_minor" integer NOT NULL,
	"percent_of_freight" double precision,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trucking_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"mode" text NOT NULL,
	"terminal_code" text,
	"country_iso_code" text NOT NULL,
	"from_distance_km" double precision NOT NULL,
	"to_distance_km" double precision,
	"basis" text NOT NULL,
	"container_type" text,
	"amount_minor" integer NOT NULL,
	"minimum_charge_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_name" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "air_rates_lane_idx" ON "air_rates" USING btree ("origin_iata_code","destination_iata_code","valid_to");--> statement-breakpoint
CREATE INDEX "fcl_rates_lane_idx" ON "fcl_rates" USING btree ("origin_locode","destination_locode","container_type","valid_to");--> statement-breakpoint
CREATE INDEX "lcl_rates_lane_idx" ON "lcl_rates" USING btree ("origin_locode","destination_locode","valid_to");--> statement-breakpoint
CREATE INDEX "ltl_rates_class_idx" ON "ltl_rates" USING btree ("freight_class","valid_to");--> statement-breakpoint
CREATE INDEX "parcel_rates_zone_idx" ON "parcel_rates" USING btree ("zone","valid_to");--> statement-breakpoint
CREATE INDEX "port_charges_terminal_idx" ON "port_charges" USING btree ("locode","side","mode");--> statement-breakpoint
CREATE INDEX "surcharges_mode_idx" ON "surcharges" USING btree ("mode","valid_to");--> statement-breakpoint
CREATE INDEX "trucking_rates_country_idx" ON "trucking_rates" USING btree ("country_iso_code","side","mode");