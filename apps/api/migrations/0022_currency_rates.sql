CREATE TABLE "currency_rate_source" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"url" text,
	"fetched_at" timestamp with time zone,
	"fetch_error" text,
	CONSTRAINT "currency_rate_source_one_row" CHECK ("currency_rate_source"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"micros" bigint NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "currency_rates_micros_check" CHECK ("currency_rates"."micros" > 0)
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_updated_by_users__id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;