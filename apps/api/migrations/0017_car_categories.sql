CREATE TYPE "public"."car_category" AS ENUM('mini', 'economy', 'compact', 'family', 'suv', 'van', 'premium');--> statement-breakpoint
CREATE TYPE "public"."car_equipment" AS ENUM('appleCarPlay', 'androidAuto', 'bluetooth', 'touchscreen');--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "category" "car_category" DEFAULT 'compact' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "equipment" "car_equipment"[] DEFAULT '{}' NOT NULL;