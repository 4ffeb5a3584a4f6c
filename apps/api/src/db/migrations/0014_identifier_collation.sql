ALTER TABLE "cid_import_row" ALTER COLUMN "cid_hash" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "citizen" ALTER COLUMN "line_user_id" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "citizen" ALTER COLUMN "cid_hash" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "excluded_cid" ALTER COLUMN "cid_hash" SET DATA TYPE text collate "C";--> statement-breakpoint
ALTER TABLE "segment_cid_list_item" ALTER COLUMN "cid_hash" SET DATA TYPE text collate "C";