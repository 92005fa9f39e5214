CREATE TABLE "cashier_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashier_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"loket" text NOT NULL,
	"modal_awal" integer NOT NULL,
	"status" text DEFAULT 'buka' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"diharapkan" jsonb,
	"dihitung" jsonb,
	"selisih" integer,
	"catatan_tutup" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"catatan_persetujuan" text,
	CONSTRAINT "cashier_shifts_float" CHECK ("cashier_shifts"."modal_awal" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_one_open" ON "cashier_shifts" USING btree ("user_id") WHERE "cashier_shifts"."status" = 'buka';--> statement-breakpoint
CREATE INDEX "cashier_shifts_status_closed_at_index" ON "cashier_shifts" USING btree ("status","closed_at");--> statement-breakpoint
CREATE INDEX "cashier_shifts_opened_at_index" ON "cashier_shifts" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_shift_id_index" ON "booking_payments" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "refunds_shift_id_index" ON "refunds" USING btree ("shift_id");