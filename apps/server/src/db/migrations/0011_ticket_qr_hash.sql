ALTER TABLE "passenger_tickets" ADD COLUMN "qr_hash" "bytea" GENERATED ALWAYS AS (sha256(qr_secret::bytea)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_tickets" ADD COLUMN "qr_hash" "bytea" GENERATED ALWAYS AS (sha256(qr_secret::bytea)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "passenger_tickets" ADD CONSTRAINT "passenger_tickets_qr_hash_unique" UNIQUE("qr_hash");--> statement-breakpoint
ALTER TABLE "vehicle_tickets" ADD CONSTRAINT "vehicle_tickets_qr_hash_unique" UNIQUE("qr_hash");