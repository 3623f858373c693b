ALTER TABLE "users" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_slug_key" ON "users" USING btree ("slug");--> statement-breakpoint
-- A supplier's page address from its name (lower case, ASCII letters and digits, hyphens), made
-- by the database for every writer (the console, the seed, the tests) when an account becomes a
-- supplier, and kept after: a renamed supplier keeps its address. A name already taken, or one
-- with no Latin letter, gets the account id's first eight digits.
CREATE FUNCTION "supplier_slug"(name text, id uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  base text := left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 60);
BEGIN
  IF base = '' THEN
    RETURN 'supplier-' || left(id::text, 8);
  END IF;
  IF EXISTS (SELECT 1 FROM "users" WHERE "slug" = base AND "_id" <> id) THEN
    RETURN base || '-' || left(id::text, 8);
  END IF;
  RETURN base;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "users_give_slug"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."slug" := "supplier_slug"(NEW."full_name", NEW."_id");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_give_slug"
BEFORE INSERT OR UPDATE OF "type" ON "users"
FOR EACH ROW WHEN (NEW."type" = 'supplier' AND NEW."slug" IS NULL) EXECUTE FUNCTION "users_give_slug"();
--> statement-breakpoint
-- One by one, oldest first: each sees the addresses given before it.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT "_id", "full_name" FROM "users" WHERE "type" = 'supplier' AND "slug" IS NULL ORDER BY "created_at", "_id" LOOP
    UPDATE "users" SET "slug" = "supplier_slug"(r."full_name", r."_id") WHERE "_id" = r."_id";
  END LOOP;
END
$$;
