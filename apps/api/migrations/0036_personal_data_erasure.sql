ALTER TABLE "bookings" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_retention_idx" ON "bookings" USING btree ("to_ts") WHERE "bookings"."anonymised_at" IS NULL;--> statement-breakpoint
-- An erased account leaves nothing the log cannot forget (record 0136): a supplier's sign-in email
-- and phone, like a driver's details, are logged as "changed" without their values (its business
-- name and public contact address still show).
CREATE OR REPLACE FUNCTION "audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  who jsonb := nullif(current_setting('wb.actor', true), '')::jsonb;
  old_row jsonb;
  new_row jsonb;
  row_of jsonb;
  was jsonb := '{}';
  now_is jsonb := '{}';
  field text;
  owner uuid;
BEGIN
  -- Most writes name no one (drivers, the system, a seed's thousands of rows): they pay for this test only.
  IF who IS NULL THEN RETURN NULL; END IF;
  old_row := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_of := coalesce(new_row, old_row);
  FOR field IN SELECT jsonb_object_keys(row_of) LOOP
    CONTINUE WHEN field IN ('password_hash', 'token_hash', 'xsrf_hash', 'search_key', 'idempotency_key', 'idempotency_fingerprint',
      'payment_session_id', 'payload', 'updated_at', 'updated_by', 'created_at',
      -- kept by other triggers from the rows that are audited themselves (blocks, bookings, places, seasons)
      'blocked_periods', 'location_ids', 'season_days');
    CONTINUE WHEN TG_OP = 'UPDATE' AND old_row -> field IS NOT DISTINCT FROM new_row -> field;
    IF field IN ('email', 'phone', 'full_name', 'birth_date', 'bio', 'location', 'avatar', 'driver_details',
        'additional_driver_details', 'flight_number', 'contact_email')
        AND (TG_TABLE_NAME = 'bookings' OR (TG_TABLE_NAME = 'users' AND (row_of ->> 'type' <> 'supplier' OR field IN ('email', 'phone', 'birth_date')))) THEN
      IF old_row IS NOT NULL THEN was := was || jsonb_build_object(field, 'changed'); END IF;
      IF new_row IS NOT NULL THEN now_is := now_is || jsonb_build_object(field, 'changed'); END IF;
    ELSE
      IF old_row IS NOT NULL THEN was := was || jsonb_build_object(field, old_row -> field); END IF;
      IF new_row IS NOT NULL THEN now_is := now_is || jsonb_build_object(field, new_row -> field); END IF;
    END IF;
  END LOOP;
  IF TG_OP = 'UPDATE' AND now_is = '{}' THEN RETURN NULL; END IF;
  owner := CASE
    WHEN row_of ? 'supplier_id' THEN (row_of ->> 'supplier_id')::uuid
    WHEN TG_TABLE_NAME = 'users' AND row_of ->> 'type' = 'supplier' THEN (row_of ->> '_id')::uuid
    WHEN row_of ? 'car_id' THEN (SELECT c."supplier_id" FROM "cars" c WHERE c."_id" = (row_of ->> 'car_id')::uuid)
  END;
  INSERT INTO "audit_log" ("actor_id", "actor_type", "session_id", "table_name", "record_id", "action", "supplier_id", "before", "after")
  VALUES ((who ->> 'id')::uuid, who ->> 'type', nullif(who ->> 'session', '')::uuid, TG_TABLE_NAME,
    coalesce(CASE WHEN TG_TABLE_NAME LIKE 'car\_%' THEN row_of ->> 'car_id' WHEN TG_TABLE_NAME LIKE 'supplier\_%' THEN row_of ->> 'supplier_id' END,
      row_of ->> '_id', row_of ->> 'booking_id', row_of ->> 'currency', row_of ->> 'id'),
    lower(TG_OP), owner,
    CASE WHEN TG_OP <> 'INSERT' THEN was END, CASE WHEN TG_OP <> 'DELETE' THEN now_is END);
  RETURN NULL;
END
$$;
