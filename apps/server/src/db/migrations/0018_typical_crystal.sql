ALTER TABLE "bookings" ADD COLUMN "terdampak_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reschedules" ADD COLUMN "jenis" text DEFAULT 'reschedule' NOT NULL;--> statement-breakpoint
ALTER TABLE "reschedules" ADD COLUMN "alasan" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "alasan_batal" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "dibatalkan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "dibatalkan_oleh" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_dibatalkan_oleh_users_id_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;