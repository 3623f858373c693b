ALTER TABLE "bookings" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_deposit_percent_check" CHECK ("bookings"."deposit_percent" IS NULL OR ("bookings"."deposit_percent" BETWEEN 10 AND 90 AND NOT "bookings"."pay_later"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deposit_percent_check" CHECK ("users"."deposit_percent" BETWEEN 10 AND 90);