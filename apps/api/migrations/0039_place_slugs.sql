ALTER TABLE "locations" ADD COLUMN "slug" text DEFAULT NULL;--> statement-breakpoint
-- A place's page address (/car-hire/{slug}) from its English name (lower case, ASCII letters and
-- digits, hyphens), made by the database for every writer (the console, the seed, the tests) when
-- the place is created, and kept after: a renamed place keeps its address. A name already taken,
-- or one with no Latin letter, gets the place id's first eight digits.
CREATE FUNCTION "place_slug"(name text, id uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 60);
BEGIN
  IF base = '' THEN
    RETURN 'place-' || left(id::text, 8);
  END IF;
  IF EXISTS (SELECT 1 FROM "locations" WHERE "slug" = base AND "_id" <> id) THEN
    RETURN base || '-' || left(id::text, 8);
  END IF;
  RETURN base;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "locations_give_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."slug" := "place_slug"(NEW."name_en", NEW."_id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "locations_give_slug"
BEFORE INSERT ON "locations"
FOR EACH ROW WHEN (NEW."slug" IS NULL) EXECUTE FUNCTION "locations_give_slug"();
--> statement-breakpoint
-- One by one, oldest first: each sees the addresses given before it.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT "_id", "name_en" FROM "locations" WHERE "slug" IS NULL ORDER BY "created_at", "_id" LOOP
    UPDATE "locations" SET "slug" = "place_slug"(r."name_en", r."_id") WHERE "_id" = r."_id";
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_key" ON "locations" USING btree ("slug");
