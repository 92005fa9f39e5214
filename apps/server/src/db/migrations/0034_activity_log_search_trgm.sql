CREATE INDEX "activity_logs_description_trgm_idx" ON "activity_logs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_logs_username_trgm_idx" ON "activity_logs" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_logs_action_trgm_idx" ON "activity_logs" USING gin ("action" gin_trgm_ops);