-- No double booking, ever (DESIGN.md section 3): two bookings of one car in a blocking status
-- may not overlap. Periods are half-open [from, to), so a drop-off at 10:00 and the next
-- pick-up at 10:00 do not clash. void and cancelled bookings never block.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, tstzrange("from_ts", "to_ts", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'deposit', 'paid', 'reserved'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_period_check" CHECK ("to_ts" > "from_ts");
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_amounts_check" CHECK (
  "daily_price" >= 0 AND "deposit" >= 0 AND "mileage" >= -1
  AND "cancellation" >= -1 AND "amendments" >= -1 AND "theft_protection" >= -1
  AND "collision_damage_waiver" >= -1 AND "full_insurance" >= -1 AND "additional_driver" >= -1
);
