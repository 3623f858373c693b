CREATE TABLE "calendar_feeds" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"car_id" uuid,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_car_id_cars__id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users__id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_scope_key" ON "calendar_feeds" USING btree ("supplier_id",coalesce("car_id", '00000000-0000-0000-0000-000000000000'::uuid));