-- Delivery (broadcast_batch) and click rows are partitioned by month (db/monthly-partitions.ts).
-- A row's id is the Bangkok month it was written in, times 2^40, plus its table's sequence, and
-- each table is partitioned by range of its id. The rows written before this migration stay
-- where they are: their table becomes the partition of every id below this month's, attached
-- without a copy. The months from this one on are created by the start that runs this migration.
CREATE FUNCTION month_id_base(at timestamptz) RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ((extract(year FROM at AT TIME ZONE 'Asia/Bangkok')::bigint - 2000) * 12
    + extract(month FROM at AT TIME ZONE 'Asia/Bangkok')::bigint - 1) * 1099511627776
$$;--> statement-breakpoint
-- A unique index of a partitioned table must hold the id: the batches' place and retry key are
-- unique by how one statement makes them (engine/sending/start-sending.ts).
ALTER TABLE "broadcast_batch" DROP CONSTRAINT "broadcast_batch_retry_key_unique";--> statement-breakpoint
ALTER TABLE "broadcast_batch" DROP CONSTRAINT "broadcast_batch_seq_unique";--> statement-breakpoint
ALTER TABLE "broadcast_batch" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "broadcast_batch" RENAME TO "broadcast_batch_before_partitioning";--> statement-breakpoint
ALTER INDEX "broadcast_batch_pkey" RENAME TO "broadcast_batch_before_partitioning_pkey";--> statement-breakpoint
ALTER INDEX "broadcast_batch_recipients_idx" RENAME TO "broadcast_batch_before_partitioning_recipients_idx";--> statement-breakpoint
CREATE SEQUENCE "broadcast_batch_id_seq";--> statement-breakpoint
CREATE TABLE "broadcast_batch" (LIKE "broadcast_batch_before_partitioning" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("id");--> statement-breakpoint
ALTER SEQUENCE "broadcast_batch_id_seq" OWNED BY "broadcast_batch"."id";--> statement-breakpoint
ALTER TABLE "broadcast_batch" ALTER COLUMN "id" SET DEFAULT month_id_base(clock_timestamp()) + nextval('broadcast_batch_id_seq');--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD CONSTRAINT "broadcast_batch_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD CONSTRAINT "broadcast_batch_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_batch_broadcast_seq_idx" ON "broadcast_batch" USING btree ("broadcast_id","seq");--> statement-breakpoint
CREATE INDEX "broadcast_batch_recipients_idx" ON "broadcast_batch" USING gin ("recipients");--> statement-breakpoint
ALTER TABLE "broadcast_batch" ATTACH PARTITION "broadcast_batch_before_partitioning" FOR VALUES FROM (MINVALUE) TO (month_id_base(now()));--> statement-breakpoint
ALTER TABLE "click" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "click" RENAME TO "click_before_partitioning";--> statement-breakpoint
ALTER INDEX "click_pkey" RENAME TO "click_before_partitioning_pkey";--> statement-breakpoint
ALTER INDEX "click_tracking_url_clicked_at_idx" RENAME TO "click_before_partitioning_tracking_url_clicked_at_idx";--> statement-breakpoint
ALTER INDEX "click_broadcast_clicked_at_idx" RENAME TO "click_before_partitioning_broadcast_clicked_at_idx";--> statement-breakpoint
CREATE SEQUENCE "click_id_seq";--> statement-breakpoint
CREATE TABLE "click" (LIKE "click_before_partitioning" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("id");--> statement-breakpoint
ALTER SEQUENCE "click_id_seq" OWNED BY "click"."id";--> statement-breakpoint
ALTER TABLE "click" ALTER COLUMN "id" SET DEFAULT month_id_base(clock_timestamp()) + nextval('click_id_seq');--> statement-breakpoint
ALTER TABLE "click" ADD CONSTRAINT "click_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "click" ADD CONSTRAINT "click_tracking_url_id_tracking_url_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_url"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click" ADD CONSTRAINT "click_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_tracking_url_clicked_at_idx" ON "click" USING btree ("tracking_url_id","clicked_at");--> statement-breakpoint
CREATE INDEX "click_broadcast_clicked_at_idx" ON "click" USING btree ("broadcast_id","clicked_at") WHERE "click"."broadcast_id" is not null;--> statement-breakpoint
ALTER TABLE "click" ATTACH PARTITION "click_before_partitioning" FOR VALUES FROM (MINVALUE) TO (month_id_base(now()));
