CREATE TYPE "public"."cancel_fee_kind" AS ENUM('firstDay', 'percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."deposit_method" AS ENUM('creditCard', 'creditOrDebit', 'cardOrCash');--> statement-breakpoint
CREATE TYPE "public"."travel_rule" AS ENUM('allowed', 'fee', 'forbidden');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "deposit_method" "deposit_method";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "excess" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_method" "deposit_method" DEFAULT 'creditCard' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_release_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "excess" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_min_years" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "permit_outside_eu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cross_border" "travel_rule" DEFAULT 'forbidden' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cross_border_fee" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ferry" "travel_rule" DEFAULT 'forbidden' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ferry_fee" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "free_cancel_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancel_fee_kind" "cancel_fee_kind" DEFAULT 'firstDay' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancel_fee_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "late_grace_minutes" integer DEFAULT 59 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "conditions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_terms_check" CHECK ("users"."deposit_release_days" BETWEEN 0 AND 60 AND "users"."licence_min_years" BETWEEN 0 AND 10 AND "users"."free_cancel_hours" BETWEEN 0 AND 720
        AND "users"."late_grace_minutes" BETWEEN 0 AND 240 AND "users"."cancel_fee_value" >= 0 AND ("users"."cancel_fee_kind" <> 'percent' OR "users"."cancel_fee_value" <= 100));