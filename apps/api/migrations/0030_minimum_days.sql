ALTER TABLE "car_seasons" ADD COLUMN "min_days" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "min_rental_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "min_rental_days" integer;--> statement-breakpoint
ALTER TABLE "car_seasons" ADD CONSTRAINT "car_seasons_min_days_check" CHECK ("car_seasons"."min_days" BETWEEN 1 AND 30);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_min_rental_days_check" CHECK ("cars"."min_rental_days" BETWEEN 1 AND 30);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_min_rental_days_check" CHECK ("users"."min_rental_days" BETWEEN 1 AND 30);