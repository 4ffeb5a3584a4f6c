ALTER TABLE "broadcast_insight" ALTER COLUMN "unique_impressions" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "broadcast_insight" ALTER COLUMN "unique_impressions" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_insight" ALTER COLUMN "unique_clicks" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "broadcast_insight" ALTER COLUMN "unique_clicks" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_insight" ALTER COLUMN "unique_video_plays" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "broadcast_insight" ALTER COLUMN "unique_video_plays" DROP NOT NULL;