CREATE TABLE "stream_leases" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_leases" ADD CONSTRAINT "stream_leases_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_leases" ADD CONSTRAINT "stream_leases_session_id_sessions__id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_leases_user_idx" ON "stream_leases" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "stream_leases_session_idx" ON "stream_leases" USING btree ("session_id");--> statement-breakpoint
-- A deleted lease ends its stream on whichever instance holds it: "end <lease> <reason>" on the
-- channel every instance listens to (features/notifications/live.ts). The reason is "session" when
-- the lease went with its session (sign-out, a password change, suspension, a new type: the
-- cascade), else "replaced" (a newer stream of the account passed the cap). Sent on commit only.
CREATE FUNCTION "stream_leases_tell_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wb_notifications', 'end ' || o."_id" || ' '
    || CASE WHEN EXISTS (SELECT 1 FROM "sessions" s WHERE s."_id" = o."session_id") THEN 'replaced' ELSE 'session' END)
  FROM old_rows o;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stream_leases_end" AFTER DELETE ON "stream_leases"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stream_leases_tell_end"();
