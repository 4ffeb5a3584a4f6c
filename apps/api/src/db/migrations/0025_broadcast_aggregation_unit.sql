ALTER TABLE "broadcast" ADD COLUMN "aggregation_unit" text;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "aggregation_unit_kind" text;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_aggregation_unit_kind_check" CHECK ("broadcast"."aggregation_unit_kind" in ('BROADCAST', 'UNIT_MONTH', 'NONE'));--> statement-breakpoint
-- Broadcasts started before units were stored carried their own unit hbc_b<id>.
UPDATE "broadcast" SET "aggregation_unit" = 'hbc_b' || "id", "aggregation_unit_kind" = 'BROADCAST' WHERE "started_at" IS NOT NULL;