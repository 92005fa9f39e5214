CREATE TABLE "refund_fare_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_fare_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_id" integer NOT NULL,
	"booking_fare_component_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"nama" text NOT NULL,
	"pemilik" text NOT NULL,
	"aturan_refund" text NOT NULL,
	"dibayar" integer NOT NULL,
	"dikembalikan" integer NOT NULL,
	CONSTRAINT "refund_fare_components_within_paid" CHECK ("refund_fare_components"."dikembalikan" >= 0 AND "refund_fare_components"."dikembalikan" <= "refund_fare_components"."dibayar")
);
--> statement-breakpoint
ALTER TABLE "refund_fare_components" ADD CONSTRAINT "refund_fare_components_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_fare_components" ADD CONSTRAINT "refund_fare_components_booking_fare_component_id_booking_fare_components_id_fk" FOREIGN KEY ("booking_fare_component_id") REFERENCES "public"."booking_fare_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_fare_components" ADD CONSTRAINT "refund_fare_components_component_id_fare_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."fare_components"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_fare_components_refund_id_index" ON "refund_fare_components" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "refund_fare_components_component_id_index" ON "refund_fare_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "refund_fare_components_booking_fare_component_id_index" ON "refund_fare_components" USING btree ("booking_fare_component_id");