CREATE TABLE "broadcast_capped" (
	"broadcast_id" integer NOT NULL,
	"citizen_ids" bigint[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizen_receipt" (
	"citizen_id" bigint PRIMARY KEY NOT NULL,
	"received_at" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_policy" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_start" text,
	"window_end" text,
	"cap_count" integer,
	"cap_days" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "send_policy_one_row" CHECK ("send_policy"."id" = 1),
	CONSTRAINT "send_policy_window_check" CHECK (("send_policy"."window_start" is null) = ("send_policy"."window_end" is null) and ("send_policy"."window_start" is null or ("send_policy"."window_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "send_policy"."window_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "send_policy"."window_start" <> "send_policy"."window_end"))),
	CONSTRAINT "send_policy_cap_check" CHECK (("send_policy"."cap_count" is null) = ("send_policy"."cap_days" is null) and ("send_policy"."cap_count" is null or ("send_policy"."cap_count" between 1 and 50 and "send_policy"."cap_days" between 1 and 90)))
);
--> statement-breakpoint
ALTER TABLE "broadcast" DROP CONSTRAINT "broadcast_counts_check";--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "capped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "waiting_for_window_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "receipts_folded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "receipts_folded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_exclusion" ADD COLUMN "reason" text DEFAULT 'EXCLUDED' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast_capped" ADD CONSTRAINT "broadcast_capped_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_policy" ADD CONSTRAINT "send_policy_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_capped_broadcast_idx" ON "broadcast_capped" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "broadcast_receipts_unfolded_idx" ON "broadcast" USING btree ("started_at") WHERE not "broadcast"."receipts_folded" and "broadcast"."started_at" is not null;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_counts_check" CHECK ("broadcast"."target_count" >= 0 and "broadcast"."excluded_count" >= 0 and "broadcast"."capped_count" >= 0 and "broadcast"."sent_count" >= 0 and "broadcast"."failed_count" >= 0);--> statement-breakpoint
ALTER TABLE "broadcast_exclusion" ADD CONSTRAINT "broadcast_exclusion_reason_check" CHECK ("broadcast_exclusion"."reason" in ('EXCLUDED', 'CAPPED'));--> statement-breakpoint
-- Written by hand (Drizzle has no storage parameters): a fold rewrites a receipt row in place.
ALTER TABLE "citizen_receipt" SET (fillfactor = 70);
