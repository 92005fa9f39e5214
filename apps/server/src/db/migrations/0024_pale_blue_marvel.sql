CREATE TABLE "gate_devices" (
	"schedule_id" integer NOT NULL,
	"device" text NOT NULL,
	"gate" text NOT NULL,
	"user_id" integer,
	"pending" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gate_devices_schedule_id_device_pk" PRIMARY KEY("schedule_id","device")
);
--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "conflict" text;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD COLUMN "conflict_scan_id" integer;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD CONSTRAINT "gate_devices_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD CONSTRAINT "gate_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_scans_offline_nonce_unique" ON "ticket_scans" USING btree ("nonce") WHERE "ticket_scans"."offline";--> statement-breakpoint
CREATE INDEX "ticket_scans_schedule_id_conflict_index" ON "ticket_scans" USING btree ("schedule_id","conflict");