-- When a broadcast's batches were last written to be sent: the sweep leaves them alone until their
-- jobs can be in the queue (engine/sending/stranded-batches.ts). Null for the broadcasts before.
ALTER TABLE "broadcast" ADD COLUMN "batches_written_at" timestamp with time zone;
