-- Unlogged (Drizzle cannot declare it): the follower IDs of a running check, emptied when it ends;
-- a crash may lose them, and a run a crash stopped is failed anyway.
CREATE UNLOGGED TABLE "follower_sync_id" (
	"run_id" integer NOT NULL,
	"line_user_id" text collate "C" NOT NULL,
	CONSTRAINT "follower_sync_id_run_id_line_user_id_pk" PRIMARY KEY("run_id","line_user_id")
);
--> statement-breakpoint
CREATE TABLE "follower_sync_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follower_sync_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"started_by" integer,
	"started_by_name" text,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pages_read" integer DEFAULT 0 NOT NULL,
	"followers_read" integer DEFAULT 0 NOT NULL,
	"newly_following" integer,
	"newly_unfollowed" integer,
	"unknown_to_us" integer,
	"error" text,
	CONSTRAINT "follower_sync_run_status_check" CHECK ("follower_sync_run"."status" in ('RUNNING', 'DONE', 'FAILED', 'NOT_ALLOWED')),
	CONSTRAINT "follower_sync_run_trigger_check" CHECK ("follower_sync_run"."trigger" in ('STAFF', 'SCHEDULE'))
);
--> statement-breakpoint
ALTER TABLE "follower_sync_id" ADD CONSTRAINT "follower_sync_id_run_id_follower_sync_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."follower_sync_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_sync_run" ADD CONSTRAINT "follower_sync_run_started_by_app_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follower_sync_run_one_running" ON "follower_sync_run" USING btree ("status") WHERE "follower_sync_run"."status" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "follower_sync_run_started_at_idx" ON "follower_sync_run" USING btree ("started_at","id");