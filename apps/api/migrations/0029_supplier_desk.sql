CREATE TYPE "public"."out_of_hours" AS ENUM('refuse', 'fee');--> statement-breakpoint
CREATE TABLE "supplier_closed_days" (
	"supplier_id" uuid NOT NULL,
	"location_id" uuid,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_hours" (
	"supplier_id" uuid NOT NULL,
	"location_id" uuid,
	"weekday" smallint NOT NULL,
	"opens" smallint NOT NULL,
	"closes" smallint NOT NULL,
	CONSTRAINT "supplier_hours_check" CHECK ("supplier_hours"."weekday" BETWEEN 1 AND 7 AND "supplier_hours"."opens" >= 0 AND "supplier_hours"."opens" < "supplier_hours"."closes" AND "supplier_hours"."closes" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "out_of_hours" "out_of_hours" DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "out_of_hours_fee" integer;--> statement-breakpoint
ALTER TABLE "supplier_closed_days" ADD CONSTRAINT "supplier_closed_days_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_closed_days" ADD CONSTRAINT "supplier_closed_days_location_id_locations__id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_hours" ADD CONSTRAINT "supplier_hours_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_hours" ADD CONSTRAINT "supplier_hours_location_id_locations__id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_closed_days_key" ON "supplier_closed_days" USING btree ("supplier_id","day",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "supplier_hours_supplier_idx" ON "supplier_hours" USING btree ("supplier_id","weekday");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_desk_check" CHECK ("users"."notice_minutes" BETWEEN 0 AND 10080 AND coalesce("users"."out_of_hours_fee", 0) >= 0);