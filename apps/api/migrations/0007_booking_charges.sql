CREATE TABLE "booking_charges" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_booking_id_bookings__id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_charges_booking_idx" ON "booking_charges" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_charges_payment_ref_key" ON "booking_charges" USING btree ("payment_ref");--> statement-breakpoint
-- Bookings paid before this table existed: their one charge is the checkout's, for the whole price.
INSERT INTO "booking_charges" ("_id", "booking_id", "payment_ref", "amount_cents", "created_at")
SELECT gen_random_uuid(), "_id", "payment_ref", "total_price", "updated_at" FROM "bookings"
WHERE "payment_ref" IS NOT NULL AND NOT "pay_later" AND "status" IN ('paid', 'reserved');
