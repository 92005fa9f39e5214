CREATE TABLE "booking_fare_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_fare_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"passenger_id" integer,
	"vehicle_id" integer,
	"component_id" integer NOT NULL,
	"nama" text NOT NULL,
	"pemilik" text NOT NULL,
	"aturan_refund" text NOT NULL,
	"jumlah" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_fare_components_one_line" CHECK (("booking_fare_components"."passenger_id" IS NULL) <> ("booking_fare_components"."vehicle_id" IS NULL)),
	CONSTRAINT "booking_fare_components_not_negative" CHECK ("booking_fare_components"."jumlah" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fare_component_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fare_component_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"component_id" integer NOT NULL,
	"route_id" integer,
	"cargo_type_id" integer NOT NULL,
	"jumlah" integer NOT NULL,
	"berlaku_mulai" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fare_component_rates_not_negative" CHECK ("fare_component_rates"."jumlah" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fare_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fare_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nama" text NOT NULL,
	"pemilik" text NOT NULL,
	"penerima" text,
	"aturan_refund" text NOT NULL,
	"bayi_bebas" boolean DEFAULT true NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_fare_components" ADD CONSTRAINT "booking_fare_components_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fare_components" ADD CONSTRAINT "booking_fare_components_passenger_id_booking_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."booking_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fare_components" ADD CONSTRAINT "booking_fare_components_vehicle_id_booking_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."booking_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fare_components" ADD CONSTRAINT "booking_fare_components_component_id_fare_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."fare_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_component_rates" ADD CONSTRAINT "fare_component_rates_component_id_fare_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."fare_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_component_rates" ADD CONSTRAINT "fare_component_rates_route_id_sea_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sea_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fare_component_rates" ADD CONSTRAINT "fare_component_rates_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_fare_components_booking_id_index" ON "booking_fare_components" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_fare_components_passenger_id_index" ON "booking_fare_components" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "booking_fare_components_vehicle_id_index" ON "booking_fare_components" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "booking_fare_components_component_id_index" ON "booking_fare_components" USING btree ("component_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fare_component_rates_unique" ON "fare_component_rates" USING btree ("component_id",coalesce("route_id", 0),"cargo_type_id","berlaku_mulai");--> statement-breakpoint
CREATE INDEX "fare_component_rates_route_id_cargo_type_id_index" ON "fare_component_rates" USING btree ("route_id","cargo_type_id");--> statement-breakpoint
CREATE INDEX "fare_component_rates_cargo_type_id_index" ON "fare_component_rates" USING btree ("cargo_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fare_components_nama_unique" ON "fare_components" USING btree (lower("nama"));