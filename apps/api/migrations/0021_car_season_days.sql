-- The days each car's seasons cover, kept on the car (as location_ids and blocked_periods are,
-- migration 0012): the search looks up a car's seasons only when the rental meets one of them, so
-- a car without seasons, or a rental outside them, costs no index probe (record 0101).
ALTER TABLE "cars" ADD COLUMN "season_days" datemultirange NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE FUNCTION "car_season_days"(car uuid) RETURNS datemultirange
LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(daterange(s."from_day", s."to_day", '[]')), '{}') FROM "car_seasons" s WHERE s."car_id" = car
$$;
--> statement-breakpoint
UPDATE "cars" SET "season_days" = car_season_days("_id") WHERE "_id" IN (SELECT DISTINCT "car_id" FROM "car_seasons");
--> statement-breakpoint
-- Once per statement on car_seasons: the cars it touched get their season days again.
CREATE FUNCTION "car_seasons_keep_season_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT touched || coalesce(array_agg(o.car_id), '{}') INTO touched FROM old_rows o;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT touched || coalesce(array_agg(n.car_id), '{}') INTO touched FROM new_rows n;
  END IF;
  UPDATE "cars" SET "season_days" = car_season_days("_id") WHERE "_id" = ANY (touched);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "car_seasons_season_days_insert" AFTER INSERT ON "car_seasons"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_seasons_keep_season_days"();
--> statement-breakpoint
CREATE TRIGGER "car_seasons_season_days_update" AFTER UPDATE ON "car_seasons"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_seasons_keep_season_days"();
--> statement-breakpoint
CREATE TRIGGER "car_seasons_season_days_delete" AFTER DELETE ON "car_seasons"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "car_seasons_keep_season_days"();
