DROP INDEX "broadcast_batch_state_idx";--> statement-breakpoint
-- Free space on each page, so that a batch's claim, lease renewals and end are HOT updates (no
-- index entry written, the recipients' GIN index above all). Pages written from now on keep it.
ALTER TABLE "broadcast_batch" SET (fillfactor = 50);
