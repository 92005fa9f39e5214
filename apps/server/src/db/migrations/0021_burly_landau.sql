CREATE TABLE "counter_defaults" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"port_id" integer,
	"ticket_template" text DEFAULT 'thermal' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_defaults" ADD CONSTRAINT "counter_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_defaults" ADD CONSTRAINT "counter_defaults_port_id_ports_id_fk" FOREIGN KEY ("port_id") REFERENCES "public"."ports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_passengers_nomor_identitas_index" ON "booking_passengers" USING btree ("nomor_identitas");--> statement-breakpoint
CREATE INDEX "booking_vehicles_plate_idx" ON "booking_vehicles" USING btree (replace("nomor_kendaraan", ' ', ''));