CREATE TABLE "schedule_boardings" (
	"schedule_id" integer PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"opened_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer
);
--> statement-breakpoint
CREATE TABLE "ticket_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"passenger_ticket_id" integer,
	"vehicle_ticket_id" integer,
	"raw_data" text,
	"metode" text,
	"schedule_id" integer NOT NULL,
	"gate" text NOT NULL,
	"pos" text DEFAULT 'masuk' NOT NULL,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_boardings" ADD CONSTRAINT "schedule_boardings_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_boardings" ADD CONSTRAINT "schedule_boardings_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_boardings" ADD CONSTRAINT "schedule_boardings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_passenger_ticket_id_passenger_tickets_id_fk" FOREIGN KEY ("passenger_ticket_id") REFERENCES "public"."passenger_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_vehicle_ticket_id_vehicle_tickets_id_fk" FOREIGN KEY ("vehicle_ticket_id") REFERENCES "public"."vehicle_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_scans_nonce_unique" ON "ticket_scans" USING btree ("user_id","nonce");--> statement-breakpoint
CREATE INDEX "ticket_scans_passenger_ticket_id_result_index" ON "ticket_scans" USING btree ("passenger_ticket_id","result");--> statement-breakpoint
CREATE INDEX "ticket_scans_vehicle_ticket_id_result_index" ON "ticket_scans" USING btree ("vehicle_ticket_id","result");--> statement-breakpoint
CREATE INDEX "ticket_scans_schedule_id_created_at_index" ON "ticket_scans" USING btree ("schedule_id","created_at");