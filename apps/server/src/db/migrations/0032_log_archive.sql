-- Archives of the two logs that grow with every action and every gate scan (decision 046): the same
-- columns in the same order, plus when the row was archived. Rows move here, never disappear.
CREATE TABLE "activity_logs_archive" (LIKE "activity_logs" INCLUDING DEFAULTS);--> statement-breakpoint
ALTER TABLE "activity_logs_archive" ADD COLUMN "archived_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_logs_archive" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "activity_logs_archive_created_at_index" ON "activity_logs_archive" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "ticket_scans_archive" (LIKE "ticket_scans" INCLUDING DEFAULTS);--> statement-breakpoint
ALTER TABLE "ticket_scans_archive" ADD COLUMN "archived_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_scans_archive" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "ticket_scans_archive_created_at_index" ON "ticket_scans_archive" USING btree ("created_at");
