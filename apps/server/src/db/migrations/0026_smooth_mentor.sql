CREATE TABLE "vehicle_reclassifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicle_reclassifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"booking_vehicle_id" integer NOT NULL,
	"vehicle_ticket_id" integer NOT NULL,
	"cargo_type_lama_id" integer NOT NULL,
	"cargo_type_baru_id" integer NOT NULL,
	"golongan_lama" text,
	"golongan_baru" text NOT NULL,
	"tipe_lama" text NOT NULL,
	"tipe_baru" text NOT NULL,
	"harga_lama" integer NOT NULL,
	"harga_baru" integer NOT NULL,
	"selisih" integer NOT NULL,
	"panjang_cm" integer NOT NULL,
	"berat_kg" integer,
	"method" text,
	"payment_id" integer,
	"refund_id" integer,
	"shift_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_reclassifications_length_positive" CHECK ("vehicle_reclassifications"."panjang_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_booking_vehicle_id_booking_vehicles_id_fk" FOREIGN KEY ("booking_vehicle_id") REFERENCES "public"."booking_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_vehicle_ticket_id_vehicle_tickets_id_fk" FOREIGN KEY ("vehicle_ticket_id") REFERENCES "public"."vehicle_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_cargo_type_lama_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_lama_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_cargo_type_baru_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_baru_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_reclassifications" ADD CONSTRAINT "vehicle_reclassifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_reclassifications_schedule_id_index" ON "vehicle_reclassifications" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "vehicle_reclassifications_booking_id_index" ON "vehicle_reclassifications" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "vehicle_reclassifications_created_at_index" ON "vehicle_reclassifications" USING btree ("created_at");