ALTER TABLE "broadcast_batch" DROP CONSTRAINT "broadcast_batch_size_check";--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD COLUMN "size" integer;--> statement-breakpoint
UPDATE "broadcast_batch" SET "size" = cardinality("recipients");--> statement-breakpoint
ALTER TABLE "broadcast_batch" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD COLUMN "refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "broadcast_sending_idx" ON "broadcast" USING btree ("id") WHERE "broadcast"."status" = 'SENDING';--> statement-breakpoint
ALTER TABLE "broadcast" DROP COLUMN "line_request_ids";--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD CONSTRAINT "broadcast_batch_size_check" CHECK ("broadcast_batch"."size" between 1 and 500);
