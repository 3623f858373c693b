CREATE TABLE "audit_log" (
	"_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_type" text NOT NULL,
	"session_id" uuid,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"supplier_id" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_supplier_idx" ON "audit_log" USING btree ("supplier_id","at");--> statement-breakpoint
-- Append only: the database itself refuses to change or remove a row of the trail (record 0135).
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
-- One row per changed row, in the change's transaction, when the transaction names its acting
-- account (`wb.actor`, set by domain/audit.ts for staff); otherwise (drivers, the system) nothing.
-- Only the fields that changed; secrets and copies kept by other triggers are left out, and a person's own details (a driver's, an
-- admin's: not a supplier's business contacts) say "changed" without their values.
CREATE FUNCTION "audit_change"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        AND (TG_TABLE_NAME = 'bookings' OR (TG_TABLE_NAME = 'users' AND row_of ->> 'type' <> 'supplier')) THEN
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
--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "supplier_hours_audit" AFTER INSERT OR UPDATE OR DELETE ON "supplier_hours" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "supplier_closed_days_audit" AFTER INSERT OR UPDATE OR DELETE ON "supplier_closed_days" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "supplier_one_way_fees_audit" AFTER INSERT OR UPDATE OR DELETE ON "supplier_one_way_fees" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "supplier_place_fees_audit" AFTER INSERT OR UPDATE OR DELETE ON "supplier_place_fees" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "locations_audit" AFTER INSERT OR UPDATE OR DELETE ON "locations" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "cars_audit" AFTER INSERT OR UPDATE OR DELETE ON "cars" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "car_seasons_audit" AFTER INSERT OR UPDATE OR DELETE ON "car_seasons" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "car_blocks_audit" AFTER INSERT OR UPDATE OR DELETE ON "car_blocks" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "car_locations_audit" AFTER INSERT OR UPDATE OR DELETE ON "car_locations" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "bookings_audit" AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_audit" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "currency_rates_audit" AFTER INSERT OR UPDATE OR DELETE ON "currency_rates" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "currency_rate_source_audit" AFTER INSERT OR UPDATE OR DELETE ON "currency_rate_source" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
-- Work is queued by many changes and holds their mail: only its retries, by hand, are staff changes.
CREATE TRIGGER "jobs_audit" AFTER UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_audit" AFTER INSERT OR UPDATE OR DELETE ON "calendar_feeds" FOR EACH ROW EXECUTE FUNCTION "audit_change"();
