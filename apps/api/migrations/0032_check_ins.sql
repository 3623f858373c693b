CREATE TABLE "booking_check_ins" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"issued" date NOT NULL,
	"permit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_check_ins_country_check" CHECK ("booking_check_ins"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_check_ins" ADD CONSTRAINT "booking_check_ins_booking_id_bookings__id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_check_in_reminder_idx" ON "bookings" USING btree ("from_ts") WHERE "bookings"."checked_in_at" IS NULL AND "bookings"."check_in_reminded_at" IS NULL AND "bookings"."status" IN ('pending', 'deposit', 'paid', 'reserved');