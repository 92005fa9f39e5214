CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "booking_passengers_nama_trgm_idx" ON "booking_passengers" USING gin ("nama_lengkap" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_code_trgm_idx" ON "bookings" USING gin ("booking_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_pemesan_trgm_idx" ON "bookings" USING gin ("pemesan_nama" gin_trgm_ops);