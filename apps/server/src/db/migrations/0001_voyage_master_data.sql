CREATE TABLE "schedule_quotas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_quotas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"cargo_type_id" integer NOT NULL,
	"ticket_price_id" integer,
	"harga" integer NOT NULL,
	"harga_muatan" integer,
	"kapasitas" integer NOT NULL,
	"terjual" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_quotas_not_oversold" CHECK ("schedule_quotas"."terjual" >= 0 AND "schedule_quotas"."terjual" <= "schedule_quotas"."kapasitas")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route_id" integer NOT NULL,
	"ship_id" integer NOT NULL,
	"waktu_berangkat" timestamp with time zone NOT NULL,
	"waktu_tiba" timestamp with time zone NOT NULL,
	"keterangan" text,
	"status" text DEFAULT 'terjadwal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_arrival_after_departure" CHECK ("schedules"."waktu_tiba" > "schedules"."waktu_berangkat")
);
--> statement-breakpoint
CREATE TABLE "cargo_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cargo_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kategori" text NOT NULL,
	"nama" text NOT NULL,
	"golongan" text,
	"kelas" text,
	"kelompok_umur" text,
	"deskripsi" text,
	"free_riders" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crew_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ship_id" integer NOT NULL,
	"nama" text NOT NULL,
	"jabatan" text NOT NULL,
	"nomor_identitas" text NOT NULL,
	"nomor_sertifikat" text NOT NULL,
	"masa_berlaku_sertifikat" date NOT NULL,
	"status" text DEFAULT 'Aktif' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nama" text NOT NULL,
	"kode" text NOT NULL,
	"kota" text NOT NULL,
	"alamat" text,
	"zona_waktu" text NOT NULL,
	"status" text DEFAULT 'Aktif' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ports_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "sea_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sea_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kode_rute" text NOT NULL,
	"nama_rute" text NOT NULL,
	"port_origin_id" integer NOT NULL,
	"port_destination_id" integer NOT NULL,
	"jarak" numeric NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'Aktif' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sea_routes_kode_rute_unique" UNIQUE("kode_rute")
);
--> statement-breakpoint
CREATE TABLE "ship_capacities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ship_capacities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ship_id" integer NOT NULL,
	"cargo_type_id" integer NOT NULL,
	"kuota" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nama" text NOT NULL,
	"kode_kapal" text NOT NULL,
	"jenis" text NOT NULL,
	"gt" integer NOT NULL,
	"tahun" integer NOT NULL,
	"gambar" text,
	"status_operasional" text DEFAULT 'Aktif' NOT NULL,
	"fasilitas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gambar_fasilitas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ships_kode_kapal_unique" UNIQUE("kode_kapal")
);
--> statement-breakpoint
CREATE TABLE "ticket_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route_id" integer NOT NULL,
	"cargo_type_id" integer NOT NULL,
	"harga" integer NOT NULL,
	"harga_muatan" integer,
	"berlaku_mulai" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_quotas" ADD CONSTRAINT "schedule_quotas_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_quotas" ADD CONSTRAINT "schedule_quotas_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_quotas" ADD CONSTRAINT "schedule_quotas_ticket_price_id_ticket_prices_id_fk" FOREIGN KEY ("ticket_price_id") REFERENCES "public"."ticket_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_route_id_sea_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sea_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew" ADD CONSTRAINT "crew_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sea_routes" ADD CONSTRAINT "sea_routes_port_origin_id_ports_id_fk" FOREIGN KEY ("port_origin_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sea_routes" ADD CONSTRAINT "sea_routes_port_destination_id_ports_id_fk" FOREIGN KEY ("port_destination_id") REFERENCES "public"."ports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_capacities" ADD CONSTRAINT "ship_capacities_ship_id_ships_id_fk" FOREIGN KEY ("ship_id") REFERENCES "public"."ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_capacities" ADD CONSTRAINT "ship_capacities_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD CONSTRAINT "ticket_prices_route_id_sea_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sea_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD CONSTRAINT "ticket_prices_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_quotas_schedule_id_cargo_type_id_index" ON "schedule_quotas" USING btree ("schedule_id","cargo_type_id");--> statement-breakpoint
CREATE INDEX "schedules_waktu_berangkat_index" ON "schedules" USING btree ("waktu_berangkat");--> statement-breakpoint
CREATE INDEX "schedules_ship_id_waktu_berangkat_index" ON "schedules" USING btree ("ship_id","waktu_berangkat");--> statement-breakpoint
CREATE INDEX "crew_ship_id_index" ON "crew" USING btree ("ship_id");--> statement-breakpoint
CREATE INDEX "sea_routes_port_origin_id_index" ON "sea_routes" USING btree ("port_origin_id");--> statement-breakpoint
CREATE INDEX "sea_routes_port_destination_id_index" ON "sea_routes" USING btree ("port_destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_capacities_ship_id_cargo_type_id_index" ON "ship_capacities" USING btree ("ship_id","cargo_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_prices_route_id_cargo_type_id_berlaku_mulai_index" ON "ticket_prices" USING btree ("route_id","cargo_type_id","berlaku_mulai");