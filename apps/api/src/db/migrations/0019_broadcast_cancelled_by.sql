ALTER TABLE "broadcast" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_cancelled_by_app_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Broadcasts cancelled before these columns: the activity log's cancel entry of the broadcast (its
-- unit and title, the entry nearest the time the broadcast ended, which the cancel wrote in the same
-- transaction), else the time it ended and its last editor (staff change a cancelled broadcast no more).
UPDATE "broadcast" b SET
  "cancelled_at" = coalesce(c."logged_at", b."finished_at", b."updated_at"),
  "cancelled_by" = coalesce((SELECT u."id" FROM "app_user" u WHERE u."id" = c."user_id"), b."updated_by")
FROM (
  SELECT b2."id", e."created_at" AS "logged_at", e."user_id"
  FROM "broadcast" b2
  LEFT JOIN LATERAL (
    SELECT a."created_at", a."user_id" FROM "activity_log" a
    WHERE a."menu" = 'บรอดแคสต์' AND a."action" = 'ยกเลิก' AND a."unit_id" = b2."unit_id"
      AND a."subject" = 'บรอดแคสต์ ' || b2."title"
    ORDER BY abs(extract(epoch FROM a."created_at" - coalesce(b2."finished_at", b2."updated_at")))
    LIMIT 1
  ) e ON true
  WHERE b2."status" = 'CANCELLED'
) c
WHERE b."id" = c."id";
