DROP INDEX "citizen_unit_follow_idx";--> statement-breakpoint
CREATE INDEX "citizen_unit_idx" ON "citizen" USING btree ("unit_id");