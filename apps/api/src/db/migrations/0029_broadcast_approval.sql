CREATE TABLE "approval_setting" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_recipients" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_setting_one_row" CHECK ("approval_setting"."id" = 1),
	CONSTRAINT "approval_setting_min_recipients_check" CHECK ("approval_setting"."min_recipients" >= 1)
);
--> statement-breakpoint
CREATE TABLE "broadcast_approval" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_approval_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"broadcast_id" integer NOT NULL,
	"grounds" text[] NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients_at_request" integer NOT NULL,
	"min_recipients" integer NOT NULL,
	"scheduled_at" timestamp with time zone,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "broadcast_approval_decision_check" CHECK ("broadcast_approval"."decision" in ('APPROVED', 'REJECTED')),
	CONSTRAINT "broadcast_approval_outcome_check" CHECK (("broadcast_approval"."decision" is null or "broadcast_approval"."withdrawn_at" is null) and ("broadcast_approval"."decision" is null) = ("broadcast_approval"."decided_at" is null) and ("broadcast_approval"."reject_reason" is null or "broadcast_approval"."decision" = 'REJECTED')),
	CONSTRAINT "broadcast_approval_recipients_check" CHECK ("broadcast_approval"."recipients_at_request" >= 0)
);
--> statement-breakpoint
ALTER TABLE "broadcast" DROP CONSTRAINT "broadcast_status_check";--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcast" ADD COLUMN "urgent_reason" text;--> statement-breakpoint
ALTER TABLE "approval_setting" ADD CONSTRAINT "approval_setting_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_approval" ADD CONSTRAINT "broadcast_approval_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_approval" ADD CONSTRAINT "broadcast_approval_requested_by_app_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_approval" ADD CONSTRAINT "broadcast_approval_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_approval_broadcast_idx" ON "broadcast_approval" USING btree ("broadcast_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_approval_open_unique" ON "broadcast_approval" USING btree ("broadcast_id") WHERE "broadcast_approval"."decision" is null and "broadcast_approval"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "broadcast_pending_approval_idx" ON "broadcast" USING btree ("id") WHERE "broadcast"."status" = 'PENDING_APPROVAL';--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_urgent_check" CHECK (not "broadcast"."urgent" or "broadcast"."urgent_reason" is not null);--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_status_check" CHECK ("broadcast"."status" in ('DRAFT', 'PENDING_APPROVAL', 'SCHEDULED', 'SENDING', 'SENT', 'PARTIAL', 'FAILED', 'CANCELLED'));