CREATE INDEX "schedule_quotas_cargo_type_id_index" ON "schedule_quotas" USING btree ("cargo_type_id");--> statement-breakpoint
CREATE INDEX "schedule_quotas_ticket_price_id_index" ON "schedule_quotas" USING btree ("ticket_price_id");--> statement-breakpoint
CREATE INDEX "schedules_route_id_waktu_berangkat_index" ON "schedules" USING btree ("route_id","waktu_berangkat");--> statement-breakpoint
CREATE INDEX "ship_capacities_cargo_type_id_index" ON "ship_capacities" USING btree ("cargo_type_id");--> statement-breakpoint
CREATE INDEX "ticket_prices_cargo_type_id_index" ON "ticket_prices" USING btree ("cargo_type_id");