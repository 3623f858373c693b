CREATE TYPE "public"."block_reason" AS ENUM('service', 'channel', 'own_use', 'other');--> statement-breakpoint
CREATE TABLE "car_blocks" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"car_id" uuid NOT NULL,
	"from_ts" timestamp with time zone NOT NULL,
	"to_ts" timestamp with time zone NOT NULL,
	"reason" "block_reason" NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_blocks_period_check" CHECK ("car_blocks"."to_ts" > "car_blocks"."from_ts")
);
--> statement-breakpoint
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_car_id_cars__id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_created_by_users__id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_blocks_car_period_idx" ON "car_blocks" USING btree ("car_id","to_ts","from_ts");--> statement-breakpoint
-- Issue 44: a block and a booking that holds the car may not overlap, as two bookings may not
-- (bookings_no_overlap). An exclusion constraint spans one table only, so every period that holds
-- a car, a booking's in a blocking status or a block's, is kept in car_holds by the statement that
-- writes its source, and the constraint there refuses the second of two overlapping holds: at
-- once, or, when two transactions race, by making the later one wait for the first to commit and
-- then fail (23P01), as for two bookings. The application's schema does not declare the table: only
-- these triggers write it, and only the refusal's explanation (domain/blocks.ts) reads it.
CREATE TABLE "car_holds" (
  "car_id" uuid NOT NULL,
  "period" tstzrange NOT NULL,
  "booking_id" uuid UNIQUE REFERENCES "bookings"("_id") ON DELETE CASCADE,
  "block_id" uuid UNIQUE REFERENCES "car_blocks"("_id") ON DELETE CASCADE,
  CONSTRAINT "car_holds_one_source" CHECK (num_nonnulls("booking_id", "block_id") = 1),
  CONSTRAINT "car_holds_no_overlap" EXCLUDE USING gist ("car_id" WITH =, "period" WITH &&)
);
--> statement-breakpoint
INSERT INTO "car_holds" ("car_id", "period", "booking_id")
  SELECT "car_id", tstzrange("from_ts", "to_ts", '[)'), "_id" FROM "bookings" WHERE "status" IN ('pending', 'deposit', 'paid', 'reserved');
--> statement-breakpoint
-- Once per statement on bookings: a new booking in a blocking status gets its hold; a booking whose
-- car, period or status changed loses its hold and gets the new one if it still blocks. A statement
-- that changes none of these (a flag, a payment reference) writes nothing. A deleted booking's hold
-- goes with it (ON DELETE CASCADE).
CREATE FUNCTION "bookings_keep_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "car_holds" ("car_id", "period", "booking_id")
      SELECT n.car_id, tstzrange(n.from_ts, n.to_ts, '[)'), n._id FROM new_rows n
      WHERE n.status IN ('pending', 'deposit', 'paid', 'reserved');
  ELSE
    DELETE FROM "car_holds" h USING new_rows n JOIN old_rows o ON o._id = n._id
      WHERE h.booking_id = n._id AND (n.status, n.car_id, n.from_ts, n.to_ts) IS DISTINCT FROM (o.status, o.car_id, o.from_ts, o.to_ts);
    INSERT INTO "car_holds" ("car_id", "period", "booking_id")
      SELECT n.car_id, tstzrange(n.from_ts, n.to_ts, '[)'), n._id FROM new_rows n JOIN old_rows o ON o._id = n._id
      WHERE (n.status, n.car_id, n.from_ts, n.to_ts) IS DISTINCT FROM (o.status, o.car_id, o.from_ts, o.to_ts)
        AND n.status IN ('pending', 'deposit', 'paid', 'reserved');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_holds_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_keep_holds"();
--> statement-breakpoint
CREATE TRIGGER "bookings_holds_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_keep_holds"();
--> statement-breakpoint
-- Once per statement on car_blocks: each block holds its car (car_holds), and its period joins the
-- car's blocked_periods, which the search reads (migration 0012). Blocks and blocking bookings are
-- disjoint (car_holds_no_overlap), so a block's period is added and taken away exactly.
CREATE FUNCTION "car_blocks_keep_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "car_holds" h USING old_rows o WHERE h.block_id = o._id;
    UPDATE "cars" c SET "blocked_periods" = c."blocked_periods" - removed.ranges
    FROM (SELECT o.car_id, range_agg(tstzrange(o.from_ts, o.to_ts, '[)')) AS ranges FROM old_rows o GROUP BY o.car_id) removed
    WHERE c."_id" = removed.car_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "car_holds" ("car_id", "period", "block_id")
      SELECT n.car_id, tstzrange(n.from_ts, n.to_ts, '[)'), n._id FROM new_rows n;
    UPDATE "cars" c SET "blocked_periods" = c."blocked_periods" + added.ranges
    FROM (SELECT n.car_id, range_agg(tstzrange(n.from_ts, n.to_ts, '[)')) AS ranges FROM new_rows n GROUP BY n.car_id) added
    WHERE c."_id" = added.car_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "car_blocks_holds_insert" AFTER INSERT ON "car_blocks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_blocks_keep_holds"();
--> statement-breakpoint
CREATE TRIGGER "car_blocks_holds_update" AFTER UPDATE ON "car_blocks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_blocks_keep_holds"();
--> statement-breakpoint
CREATE TRIGGER "car_blocks_holds_delete" AFTER DELETE ON "car_blocks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_blocks_keep_holds"();
--> statement-breakpoint
-- One car's blocked periods worked out from their sources (migration 0012's, now with its blocks).
CREATE OR REPLACE FUNCTION "car_blocked_periods"(car uuid) RETURNS tstzmultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(p), '{}') FROM (
    SELECT tstzrange(b."from_ts", b."to_ts", '[)') AS p FROM "bookings" b
    WHERE b."car_id" = car AND booking_blocks_always(b."status", b."payment_deadline")
    UNION ALL
    SELECT tstzrange(k."from_ts", k."to_ts", '[)') FROM "car_blocks" k WHERE k."car_id" = car
  ) periods
$$;
