-- The car search's own columns (issue 14; docs/decisions.md "The search at half its SQL cost").
-- Both are derived, kept by the database itself in the statement that changes their source, so
-- every writer (checkout, amendments, the sweeper, the console, the seed, the tests' factories)
-- keeps them exact without knowing of them. The application's schema does not declare them: only
-- the search statement (features/cars/searchQuery.ts) reads them.
--
-- location_ids: the car's places (car_locations), sorted. A GIN index finds the cars offered at
-- the pick-up and the drop-off in one look-up, instead of a scan of every car joined to its places.
ALTER TABLE "cars" ADD COLUMN "location_ids" uuid[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- blocked_periods: the union of the car's bookings that hold it whatever the clock says: deposit,
-- paid, reserved, and pending without a payment deadline (pay later). A pending booking with a
-- deadline (an online checkout in progress) holds the car only until its deadline: the search asks
-- for those few apart, by bookings_holds_idx. The exclusion constraint bookings_no_overlap keeps a
-- car's blocking bookings disjoint, so a booking's period can be added to and taken from the union
-- exactly, by the statement that writes it.
ALTER TABLE "cars" ADD COLUMN "blocked_periods" tstzmultirange NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- One car's places, as location_ids holds them: the backfill below, the places trigger and the tests.
CREATE FUNCTION "car_location_ids"(car uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(cl."location_id" ORDER BY cl."location_id"), '{}') FROM "car_locations" cl WHERE cl."car_id" = car
$$;
--> statement-breakpoint
UPDATE "cars" SET "location_ids" = car_location_ids("_id");
--> statement-breakpoint
CREATE INDEX "cars_location_ids_idx" ON "cars" USING gin ("location_ids") WHERE "available" AND "deleted_at" IS NULL;
--> statement-breakpoint
-- Online checkouts in progress: pending with a deadline. Few at any time (30 minutes each).
CREATE INDEX "bookings_holds_idx" ON "bookings" USING btree ("payment_deadline") WHERE "status" = 'pending' AND "payment_deadline" IS NOT NULL;
--> statement-breakpoint
-- Whether a booking holds its car whatever the clock says (the rule of blocked_periods above).
CREATE FUNCTION "booking_blocks_always"(status booking_status, payment_deadline timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('deposit', 'paid', 'reserved') OR (status = 'pending' AND payment_deadline IS NULL)
$$;
--> statement-breakpoint
-- Once per statement on bookings: what the statement's rows held before is taken out of their cars'
-- blocked periods, what they hold now is put in. A statement that changes no blocking period (a
-- checkout in progress, a flag, a payment reference) writes no car. (PL/pgSQL plans a statement
-- when it first runs it: each branch names only the transition tables its event has.)
CREATE FUNCTION "bookings_keep_blocked_periods"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "cars" c SET "blocked_periods" = c."blocked_periods" + added.ranges
    FROM (SELECT n.car_id, range_agg(tstzrange(n.from_ts, n.to_ts, '[)')) AS ranges FROM new_rows n
          WHERE booking_blocks_always(n.status, n.payment_deadline) GROUP BY n.car_id) added
    WHERE c."_id" = added.car_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "cars" c SET "blocked_periods" = c."blocked_periods" - removed.ranges
    FROM (SELECT o.car_id, range_agg(tstzrange(o.from_ts, o.to_ts, '[)')) AS ranges FROM old_rows o
          WHERE booking_blocks_always(o.status, o.payment_deadline) GROUP BY o.car_id) removed
    WHERE c."_id" = removed.car_id;
  ELSE
    UPDATE "cars" c SET "blocked_periods" = (c."blocked_periods" - change.removed) + change.added
    FROM (
      SELECT coalesce(a.car_id, r.car_id) AS car_id, coalesce(r.ranges, '{}') AS removed, coalesce(a.ranges, '{}') AS added
      FROM (SELECT n.car_id, range_agg(tstzrange(n.from_ts, n.to_ts, '[)')) AS ranges FROM new_rows n
            WHERE booking_blocks_always(n.status, n.payment_deadline) GROUP BY n.car_id) a
      FULL JOIN (SELECT o.car_id, range_agg(tstzrange(o.from_ts, o.to_ts, '[)')) AS ranges FROM old_rows o
                 WHERE booking_blocks_always(o.status, o.payment_deadline) GROUP BY o.car_id) r ON r.car_id = a.car_id
    ) change
    WHERE c."_id" = change.car_id AND change.removed <> change.added;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One car's blocked periods worked out from its bookings: the backfill below, the bench (which
-- turns the trigger off and on) and the tests. The trigger adds and subtracts instead.
CREATE FUNCTION "car_blocked_periods"(car uuid) RETURNS tstzmultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(tstzrange(b."from_ts", b."to_ts", '[)')), '{}') FROM "bookings" b
  WHERE b."car_id" = car AND booking_blocks_always(b."status", b."payment_deadline")
$$;
--> statement-breakpoint
UPDATE "cars" SET "blocked_periods" = car_blocked_periods("_id");
--> statement-breakpoint
CREATE TRIGGER "bookings_blocked_periods_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_keep_blocked_periods"();
--> statement-breakpoint
CREATE TRIGGER "bookings_blocked_periods_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_keep_blocked_periods"();
--> statement-breakpoint
CREATE TRIGGER "bookings_blocked_periods_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bookings_keep_blocked_periods"();
--> statement-breakpoint
-- Once per statement on car_locations: the cars it touched get their places again.
CREATE FUNCTION "car_locations_keep_location_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT touched || coalesce(array_agg(o.car_id), '{}') INTO touched FROM old_rows o;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT touched || coalesce(array_agg(n.car_id), '{}') INTO touched FROM new_rows n;
  END IF;
  UPDATE "cars" SET "location_ids" = car_location_ids("_id") WHERE "_id" = ANY (touched);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "car_locations_location_ids_insert" AFTER INSERT ON "car_locations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_locations_keep_location_ids"();
--> statement-breakpoint
CREATE TRIGGER "car_locations_location_ids_update" AFTER UPDATE ON "car_locations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_locations_keep_location_ids"();
--> statement-breakpoint
CREATE TRIGGER "car_locations_location_ids_delete" AFTER DELETE ON "car_locations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_locations_keep_location_ids"();
