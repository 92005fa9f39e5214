ALTER TABLE "booking_passengers" ADD COLUMN "kewarganegaraan" text DEFAULT 'Indonesia' NOT NULL;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "tanda_panggilan" text;--> statement-breakpoint
ALTER TABLE "ships" ADD COLUMN "bendera" text DEFAULT 'Indonesia' NOT NULL;