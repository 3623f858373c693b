CREATE TYPE "public"."booking_status" AS ENUM('void', 'pending', 'deposit', 'paid', 'reserved', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."fuel_policy" AS ENUM('likeForlike', 'freeTank');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('diesel', 'gasoline', 'electric', 'hybrid', 'plugInHybrid', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."gearbox" AS ENUM('manual', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."location_kind" AS ENUM('airport', 'port', 'city');--> statement-breakpoint
CREATE TYPE "public"."token_kind" AS ENUM('activate', 'reset');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('admin', 'supplier', 'user');--> statement-breakpoint
CREATE TABLE "booking_status_history" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_status" "booking_status",
	"to_status" "booking_status" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"car_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"pickup_location_id" uuid NOT NULL,
	"dropoff_location_id" uuid NOT NULL,
	"from_ts" timestamp with time zone NOT NULL,
	"to_ts" timestamp with time zone NOT NULL,
	"status" "booking_status" NOT NULL,
	"cancellation" boolean DEFAULT false NOT NULL,
	"amendments" boolean DEFAULT false NOT NULL,
	"theft_protection" boolean DEFAULT false NOT NULL,
	"collision_damage_waiver" boolean DEFAULT false NOT NULL,
	"full_insurance" boolean DEFAULT false NOT NULL,
	"additional_driver" boolean DEFAULT false NOT NULL,
	"additional_driver_details" jsonb,
	"price_snapshot" jsonb NOT NULL,
	"total_price" integer NOT NULL,
	"cancel_request" boolean DEFAULT false NOT NULL,
	"pay_later" boolean DEFAULT false NOT NULL,
	"payment_deadline" timestamp with time zone,
	"payment_provider" text,
	"payment_session_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_locations" (
	"car_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "car_locations_car_id_location_id_pk" PRIMARY KEY("car_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"supplier_id" uuid NOT NULL,
	"daily_price" integer NOT NULL,
	"deposit" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer NOT NULL,
	"aircon" boolean NOT NULL,
	"fuel_type" "fuel_type" NOT NULL,
	"gearbox" "gearbox" NOT NULL,
	"fuel_policy" "fuel_policy" NOT NULL,
	"mileage" integer NOT NULL,
	"cancellation" integer NOT NULL,
	"amendments" integer NOT NULL,
	"theft_protection" integer NOT NULL,
	"collision_damage_waiver" integer NOT NULL,
	"full_insurance" integer NOT NULL,
	"additional_driver" integer NOT NULL,
	"minimum_age" integer DEFAULT 21 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"kind" "location_kind" NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_el" text NOT NULL,
	"name_he" text NOT NULL,
	"name_zh" text NOT NULL,
	"search_key" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"message_key" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"xsrf_hash" text NOT NULL,
	"persistent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"phone" text,
	"location" text,
	"bio" text,
	"birth_date" date,
	"type" "user_type" DEFAULT 'user' NOT NULL,
	"avatar" text,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"enable_email_notifications" boolean DEFAULT true NOT NULL,
	"pay_later" boolean DEFAULT false NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings__id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_actor_id_users__id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars__id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_driver_id_users__id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_location_id_locations__id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."locations"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dropoff_location_id_locations__id_fk" FOREIGN KEY ("dropoff_location_id") REFERENCES "public"."locations"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_locations" ADD CONSTRAINT "car_locations_car_id_cars__id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_locations" ADD CONSTRAINT "car_locations_location_id_locations__id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_supplier_id_users__id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_booking_id_bookings__id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_user_id_users__id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "bookings_car_period_idx" ON "bookings" USING btree ("car_id","from_ts","to_ts");--> statement-breakpoint
CREATE INDEX "bookings_driver_idx" ON "bookings" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_supplier_idx" ON "bookings" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_key" ON "bookings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_payment_session_key" ON "bookings" USING btree ("payment_session_id");--> statement-breakpoint
CREATE INDEX "car_locations_location_idx" ON "car_locations" USING btree ("location_id","car_id");--> statement-breakpoint
CREATE INDEX "cars_supplier_idx" ON "cars" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("daily_price","_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_token_hash_key" ON "tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_user_idx" ON "tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");