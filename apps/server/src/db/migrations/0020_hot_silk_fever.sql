CREATE TABLE "payment_gateway_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_gateway_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"provider" text NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'membuat' NOT NULL,
	"gross_amount" integer NOT NULL,
	"transaction_id" text,
	"bank" text,
	"va_number" text,
	"biller_code" text,
	"qr_string" text,
	"deeplink_url" text,
	"expires_at" timestamp with time zone,
	"fraud_status" text,
	"paid_amount" integer,
	"booking_payment_id" integer,
	"flag" text,
	"flag_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolved_note" text,
	"cancel_wanted" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"last_notification_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_gateway_transactions" ADD CONSTRAINT "payment_gateway_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_transactions" ADD CONSTRAINT "payment_gateway_transactions_booking_payment_id_booking_payments_id_fk" FOREIGN KEY ("booking_payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_transactions" ADD CONSTRAINT "payment_gateway_transactions_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_gateway_transactions_order_unique" ON "payment_gateway_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_gateway_transactions_booking_id_index" ON "payment_gateway_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_gateway_transactions_status_index" ON "payment_gateway_transactions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "payment_gateway_transactions_flag_index" ON "payment_gateway_transactions" USING btree ("flag");