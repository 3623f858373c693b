CREATE TABLE "supplier_one_way_fees" (
	"supplier_id" uuid NOT NULL,
	"place_a" uuid NOT NULL,
	"place_b" uuid NOT NULL,
	"fee" integer NOT NULL,
	CONSTRAINT "supplier_one_way_fees_supplier_id_place_a_place_b_pk" PRIMARY KEY("supplier_id","place_a","place_b"),
	CONSTRAINT "supplier_one_way_fees_pair_check" CHECK ("supplier_one_way_fees"."place_a" < "supplier_one_way_fees"."place_b"),
	CONSTRAINT "supplier_one_way_fees_fee_check" CHECK ("supplier_one_way_fees"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_place_fees" (
	"supplier_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"fee" integer NOT NULL,
	CONSTRAINT "supplier_place_fees_supplier_id_location_id_pk" PRIMARY KEY("supplier_id","location_id"),
	CONSTRAINT "supplier_place_fees_fee_check" CHECK ("supplier_place_fees"."fee" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "one_way_fee" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "young_driver_age" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "young_driver_fee" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "young_driver_cap" integer;--> statement-breakpoint
ALTER TABLE "supplier_one_way_fees" ADD CONSTRAINT "supplier_one_way_fees_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_one_way_fees" ADD CONSTRAINT "supplier_one_way_fees_place_a_locations__id_fk" FOREIGN KEY ("place_a") REFERENCES "public"."locations"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_one_way_fees" ADD CONSTRAINT "supplier_one_way_fees_place_b_locations__id_fk" FOREIGN KEY ("place_b") REFERENCES "public"."locations"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_place_fees" ADD CONSTRAINT "supplier_place_fees_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_place_fees" ADD CONSTRAINT "supplier_place_fees_location_id_locations__id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fees_check" CHECK (coalesce("users"."one_way_fee", 0) >= 0 AND coalesce("users"."young_driver_fee", 0) >= 0 AND coalesce("users"."young_driver_cap", 0) >= 0
        AND ("users"."young_driver_fee" IS NULL) = ("users"."young_driver_age" IS NULL));