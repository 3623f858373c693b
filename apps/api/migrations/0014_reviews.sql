CREATE TABLE "reviews" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid,
	"supplier_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"car_condition" smallint NOT NULL,
	"cleanliness" smallint NOT NULL,
	"pickup_return" smallint NOT NULL,
	"value" smallint NOT NULL,
	"comment" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	CONSTRAINT "reviews_scores_range" CHECK ("reviews"."score" BETWEEN 1 AND 10 AND "reviews"."car_condition" BETWEEN 1 AND 10 AND "reviews"."cleanliness" BETWEEN 1 AND 10 AND "reviews"."pickup_return" BETWEEN 1 AND 10 AND "reviews"."value" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "supplier_ratings" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"car_condition_sum" integer DEFAULT 0 NOT NULL,
	"cleanliness_sum" integer DEFAULT 0 NOT NULL,
	"pickup_return_sum" integer DEFAULT 0 NOT NULL,
	"value_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings__id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_driver_id_users__id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_users__id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users__id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_key" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_supplier_shown_idx" ON "reviews" USING btree ("supplier_id","created_at","_id") WHERE "reviews"."hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_supplier_score_idx" ON "reviews" USING btree ("supplier_id","score","created_at") WHERE "reviews"."hidden_at" IS NULL;--> statement-breakpoint
-- Each supplier's sums over its shown reviews (docs/decisions/0093), kept by the database in the
-- statement that writes a review, as 0012 keeps a car's blocked periods: every writer (the review
-- service, an admin's hide, a deleted account's cascade, the seed, the tests) keeps them exact.
CREATE FUNCTION "reviews_keep_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."hidden_at" IS NULL THEN
      UPDATE "supplier_ratings" r SET
        "review_count" = r."review_count" - 1,
        "score_sum" = r."score_sum" - OLD."score",
        "car_condition_sum" = r."car_condition_sum" - OLD."car_condition",
        "cleanliness_sum" = r."cleanliness_sum" - OLD."cleanliness",
        "pickup_return_sum" = r."pickup_return_sum" - OLD."pickup_return",
        "value_sum" = r."value_sum" - OLD."value"
      WHERE r."supplier_id" = OLD."supplier_id";
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."hidden_at" IS NULL THEN
      INSERT INTO "supplier_ratings" AS r ("supplier_id", "review_count", "score_sum", "car_condition_sum", "cleanliness_sum", "pickup_return_sum", "value_sum")
      VALUES (NEW."supplier_id", 1, NEW."score", NEW."car_condition", NEW."cleanliness", NEW."pickup_return", NEW."value")
      ON CONFLICT ("supplier_id") DO UPDATE SET
        "review_count" = r."review_count" + 1,
        "score_sum" = r."score_sum" + excluded."score_sum",
        "car_condition_sum" = r."car_condition_sum" + excluded."car_condition_sum",
        "cleanliness_sum" = r."cleanliness_sum" + excluded."cleanliness_sum",
        "pickup_return_sum" = r."pickup_return_sum" + excluded."pickup_return_sum",
        "value_sum" = r."value_sum" + excluded."value_sum";
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_keep_ratings"
AFTER INSERT OR DELETE OR UPDATE OF "supplier_id", "score", "car_condition", "cleanliness", "pickup_return", "value", "hidden_at" ON "reviews"
FOR EACH ROW EXECUTE FUNCTION "reviews_keep_ratings"();
