CREATE TABLE "car_seasons" (
	"car_id" uuid NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"daily_price" integer NOT NULL,
	CONSTRAINT "car_seasons_car_id_from_day_pk" PRIMARY KEY("car_id","from_day"),
	CONSTRAINT "car_seasons_days_check" CHECK ("car_seasons"."to_day" >= "car_seasons"."from_day"),
	CONSTRAINT "car_seasons_price_check" CHECK ("car_seasons"."daily_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "discounted_price" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "weekly_price" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "monthly_price" integer;--> statement-breakpoint
ALTER TABLE "car_seasons" ADD CONSTRAINT "car_seasons_car_id_cars__id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_rates_check" CHECK (coalesce("cars"."discounted_price", 1) > 0 AND coalesce("cars"."weekly_price", 1) > 0 AND coalesce("cars"."monthly_price", 1) > 0);--> statement-breakpoint
-- Two seasons of one car never overlap (core rates.ts prices a day by its one season). The index
-- behind it also finds, for the search, a car's seasons that meet a rental's days.
ALTER TABLE "car_seasons" ADD CONSTRAINT "car_seasons_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, daterange("from_day", "to_day", '[]') WITH &&);
