CREATE TYPE "public"."booking_channel" AS ENUM('phone', 'desk', 'website', 'marketplace');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel" "booking_channel";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "channel_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_recorded_by_users__id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_channel_facts" CHECK ("bookings"."channel" IS NOT NULL OR ("bookings"."channel_reference" IS NULL AND "bookings"."price_reason" IS NULL));