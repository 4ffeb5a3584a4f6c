CREATE TABLE "line_rate_window" (
	"second" bigint PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_batch" DROP CONSTRAINT "broadcast_batch_state_check";--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD CONSTRAINT "broadcast_batch_state_check" CHECK ("broadcast_batch"."state" in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'CANCELLED'));