-- The call centre's lookup finds a citizen's batches by the range of citizen ids each batch holds
-- (db/schema/broadcast.ts), no longer through a GIN index of every recipient's LINE userId.
ALTER TABLE "broadcast_batch" ADD COLUMN "first_citizen_id" bigint;--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD COLUMN "last_citizen_id" bigint;--> statement-breakpoint
-- The batches written before: their recipients' citizens as the registry knows them now.
UPDATE "broadcast_batch" b SET "first_citizen_id" = r.first, "last_citizen_id" = r.last
FROM (
  SELECT bb.id, min(c.id) AS first, max(c.id) AS last
  FROM "broadcast_batch" bb CROSS JOIN unnest(bb.recipients) AS u(line_user_id)
  JOIN "citizen" c ON c.line_user_id = u.line_user_id
  GROUP BY bb.id
) r
WHERE r.id = b.id;--> statement-breakpoint
-- None of their recipients is in the registry any more: citizen 0, whom no lookup finds (ids start at 1).
UPDATE "broadcast_batch" SET "first_citizen_id" = 0, "last_citizen_id" = 0
WHERE "first_citizen_id" IS NULL;--> statement-breakpoint
ALTER TABLE "broadcast_batch" ALTER COLUMN "first_citizen_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_batch" ALTER COLUMN "last_citizen_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "broadcast_batch_recipients_idx";--> statement-breakpoint
CREATE INDEX "broadcast_batch_citizen_range_idx" ON "broadcast_batch" USING gist (int8range("first_citizen_id", "last_citizen_id", '[]'));
