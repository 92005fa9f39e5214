ALTER TABLE "schedules" ADD COLUMN "waktu_berangkat_awal" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "alasan_tunda" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "ditunda_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "ditunda_oleh" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_ditunda_oleh_users_id_fk" FOREIGN KEY ("ditunda_oleh") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;