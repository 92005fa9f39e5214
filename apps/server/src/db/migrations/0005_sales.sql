CREATE TABLE "agent_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"plafon" integer DEFAULT 0 NOT NULL,
	"saldo" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_accounts_within_plafon" CHECK ("agent_accounts"."saldo" >= -"agent_accounts"."plafon")
);
--> statement-breakpoint
CREATE TABLE "agent_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_user_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"amount" integer NOT NULL,
	"saldo_setelah" integer NOT NULL,
	"booking_id" integer,
	"topup_id" integer,
	"keterangan" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_topups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_topups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"bukti_url" text,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"catatan" text,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_topups_amount_positive" CHECK ("agent_topups"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_limit_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"plafon_lama" integer NOT NULL,
	"plafon_baru" integer NOT NULL,
	"alasan" text,
	"status" text DEFAULT 'menunggu' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"vehicle_id" integer,
	"schedule_quota_id" integer NOT NULL,
	"cargo_type_id" integer NOT NULL,
	"nama_lengkap" text NOT NULL,
	"is_child" boolean DEFAULT false NOT NULL,
	"is_infant" boolean DEFAULT false NOT NULL,
	"jenis_identitas" text,
	"nomor_identitas" text,
	"jenis_kelamin" text,
	"usia" integer,
	"tanggal_lahir" date,
	"seat_taken" boolean DEFAULT true NOT NULL,
	"free_rider" boolean DEFAULT false NOT NULL,
	"harga" integer NOT NULL,
	"potongan" integer DEFAULT 0 NOT NULL,
	"discount_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text,
	"bukti_url" text,
	"status" text NOT NULL,
	"catatan" text,
	"recorded_by" integer,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_amount_positive" CHECK ("booking_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" integer,
	"username" text,
	"catatan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"schedule_quota_id" integer NOT NULL,
	"cargo_type_id" integer NOT NULL,
	"nomor_kendaraan" text NOT NULL,
	"nama_pemilik" text NOT NULL,
	"tipe_tiket" text NOT NULL,
	"muatan_keterangan" text,
	"berat_kg" integer,
	"free_riders" integer DEFAULT 0 NOT NULL,
	"harga" integer NOT NULL,
	"potongan" integer DEFAULT 0 NOT NULL,
	"discount_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_code" text NOT NULL,
	"schedule_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"seats_held" boolean DEFAULT false NOT NULL,
	"space_status" text,
	"on_credit" boolean DEFAULT false NOT NULL,
	"pemesan_nama" text NOT NULL,
	"pemesan_telepon" text,
	"pemesan_email" text,
	"keterangan" text,
	"expedition_company_id" integer,
	"agent_user_id" integer,
	"customer_user_id" integer,
	"created_by" integer,
	"idempotency_key" text,
	"subtotal_penumpang" integer DEFAULT 0 NOT NULL,
	"subtotal_kendaraan" integer DEFAULT 0 NOT NULL,
	"biaya_asuransi" integer DEFAULT 0 NOT NULL,
	"total_potongan" integer DEFAULT 0 NOT NULL,
	"total_harga" integer DEFAULT 0 NOT NULL,
	"total_dibayar" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_money_not_negative" CHECK ("bookings"."total_harga" >= 0 AND "bookings"."total_dibayar" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expedition_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expedition_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nama" text NOT NULL,
	"npwp" text,
	"alamat" text,
	"telepon" text,
	"email" text,
	"plafon" integer DEFAULT 0 NOT NULL,
	"piutang" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Aktif' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expedition_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expedition_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"jenis" text NOT NULL,
	"amount" integer NOT NULL,
	"piutang_setelah" integer NOT NULL,
	"booking_id" integer,
	"keterangan" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passenger_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "passenger_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kode_tiket" text NOT NULL,
	"qr_secret" text NOT NULL,
	"status_tiket" text DEFAULT 'aktif' NOT NULL,
	"tanggal_berlaku" timestamp with time zone NOT NULL,
	"tanggal_kadaluarsa" timestamp with time zone NOT NULL,
	"catatan" text,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking_passenger_id" integer NOT NULL,
	CONSTRAINT "passenger_tickets_kode_tiket_unique" UNIQUE("kode_tiket"),
	CONSTRAINT "passenger_tickets_qr_secret_unique" UNIQUE("qr_secret"),
	CONSTRAINT "passenger_tickets_booking_passenger_id_unique" UNIQUE("booking_passenger_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kode_tiket" text NOT NULL,
	"qr_secret" text NOT NULL,
	"status_tiket" text DEFAULT 'aktif' NOT NULL,
	"tanggal_berlaku" timestamp with time zone NOT NULL,
	"tanggal_kadaluarsa" timestamp with time zone NOT NULL,
	"catatan" text,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"booking_vehicle_id" integer NOT NULL,
	CONSTRAINT "vehicle_tickets_kode_tiket_unique" UNIQUE("kode_tiket"),
	CONSTRAINT "vehicle_tickets_qr_secret_unique" UNIQUE("qr_secret"),
	CONSTRAINT "vehicle_tickets_booking_vehicle_id_unique" UNIQUE("booking_vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jenis" text NOT NULL,
	"nama" text NOT NULL,
	"schedule_id" integer,
	"route_id" integer,
	"cargo_type_id" integer,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL,
	"tipe" text NOT NULL,
	"nilai" integer NOT NULL,
	"kuota" integer,
	"terpakai" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Aktif' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_uses_within_quota" CHECK ("discounts"."kuota" IS NULL OR "discounts"."terpakai" <= "discounts"."kuota"),
	CONSTRAINT "discounts_dates_ordered" CHECK ("discounts"."tanggal_selesai" >= "discounts"."tanggal_mulai")
);
--> statement-breakpoint
CREATE TABLE "sales_limits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_limits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"channel" text NOT NULL,
	"batas" integer NOT NULL,
	"terjual" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_limits_not_negative" CHECK ("sales_limits"."terjual" >= 0 AND "sales_limits"."batas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_accounts" ADD CONSTRAINT "agent_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_topups" ADD CONSTRAINT "agent_topups_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_topups" ADD CONSTRAINT "agent_topups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_topups" ADD CONSTRAINT "agent_topups_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limit_changes" ADD CONSTRAINT "credit_limit_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limit_changes" ADD CONSTRAINT "credit_limit_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_vehicle_id_booking_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."booking_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_schedule_quota_id_schedule_quotas_id_fk" FOREIGN KEY ("schedule_quota_id") REFERENCES "public"."schedule_quotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD CONSTRAINT "booking_vehicles_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD CONSTRAINT "booking_vehicles_schedule_quota_id_schedule_quotas_id_fk" FOREIGN KEY ("schedule_quota_id") REFERENCES "public"."schedule_quotas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD CONSTRAINT "booking_vehicles_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_vehicles" ADD CONSTRAINT "booking_vehicles_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expedition_company_id_expedition_companies_id_fk" FOREIGN KEY ("expedition_company_id") REFERENCES "public"."expedition_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_ledger" ADD CONSTRAINT "expedition_ledger_company_id_expedition_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."expedition_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_ledger" ADD CONSTRAINT "expedition_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_ledger" ADD CONSTRAINT "expedition_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_tickets" ADD CONSTRAINT "passenger_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_tickets" ADD CONSTRAINT "passenger_tickets_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passenger_tickets" ADD CONSTRAINT "passenger_tickets_booking_passenger_id_booking_passengers_id_fk" FOREIGN KEY ("booking_passenger_id") REFERENCES "public"."booking_passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tickets" ADD CONSTRAINT "vehicle_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tickets" ADD CONSTRAINT "vehicle_tickets_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_tickets" ADD CONSTRAINT "vehicle_tickets_booking_vehicle_id_booking_vehicles_id_fk" FOREIGN KEY ("booking_vehicle_id") REFERENCES "public"."booking_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_route_id_sea_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."sea_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_limits" ADD CONSTRAINT "sales_limits_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_ledger_agent_user_id_created_at_index" ON "agent_ledger" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_ledger_booking_id_index" ON "agent_ledger" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "agent_topups_status_created_at_index" ON "agent_topups" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "agent_topups_agent_user_id_index" ON "agent_topups" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "credit_limit_changes_status_created_at_index" ON "credit_limit_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "credit_limit_changes_subject_type_subject_id_index" ON "credit_limit_changes" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "booking_passengers_booking_id_index" ON "booking_passengers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_passengers_vehicle_id_index" ON "booking_passengers" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "booking_passengers_schedule_quota_id_index" ON "booking_passengers" USING btree ("schedule_quota_id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_id_index" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_payments_status_created_at_index" ON "booking_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_id_index" ON "booking_status_history" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_vehicles_booking_id_index" ON "booking_vehicles" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_vehicles_schedule_quota_id_index" ON "booking_vehicles" USING btree ("schedule_quota_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_booking_code_unique" ON "bookings" USING btree ("booking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_unique" ON "bookings" USING btree ("created_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_schedule_id_status_index" ON "bookings" USING btree ("schedule_id","status");--> statement-breakpoint
CREATE INDEX "bookings_status_expires_at_index" ON "bookings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "bookings_agent_user_id_created_at_index" ON "bookings" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_expedition_company_id_index" ON "bookings" USING btree ("expedition_company_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_user_id_index" ON "bookings" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "bookings_created_at_index" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "expedition_ledger_company_id_created_at_index" ON "expedition_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "passenger_tickets_booking_id_index" ON "passenger_tickets" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "vehicle_tickets_booking_id_index" ON "vehicle_tickets" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "discounts_jenis_tanggal_mulai_tanggal_selesai_index" ON "discounts" USING btree ("jenis","tanggal_mulai","tanggal_selesai");--> statement-breakpoint
CREATE INDEX "discounts_schedule_id_index" ON "discounts" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_limits_schedule_id_channel_index" ON "sales_limits" USING btree ("schedule_id","channel");