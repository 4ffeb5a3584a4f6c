CREATE TABLE "citizen_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" integer,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "citizen_import_status_check" CHECK ("citizen_import"."status" in ('RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "line_webhook_event" (
	"webhook_event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_cid_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_cid_list_item" (
	"list_id" uuid NOT NULL,
	"cid_hash" text NOT NULL,
	CONSTRAINT "segment_cid_list_item_list_id_cid_hash_pk" PRIMARY KEY("list_id","cid_hash")
);
--> statement-breakpoint
DROP INDEX "citizen_unit_birth_date_idx";--> statement-breakpoint
DROP INDEX "citizen_unit_followed_at_idx";--> statement-breakpoint
DROP INDEX "citizen_tags_idx";--> statement-breakpoint
DROP INDEX "segment_unit_name_idx";--> statement-breakpoint
ALTER TABLE "citizen_import" ADD CONSTRAINT "citizen_import_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_cid_list" ADD CONSTRAINT "segment_cid_list_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_cid_list" ADD CONSTRAINT "segment_cid_list_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_cid_list_item" ADD CONSTRAINT "segment_cid_list_item_list_id_segment_cid_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."segment_cid_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "citizen_import_created_at_idx" ON "citizen_import" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "line_webhook_event_received_at_idx" ON "line_webhook_event" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "segment_cid_list_unit_idx" ON "segment_cid_list" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segment_unit_name_unique" ON "segment" USING btree ("unit_id","name");--> statement-breakpoint
-- A segment's count: the unit's following citizens by birth date, carrying what the other rules
-- read, so counting a million of them is an index-only scan (Drizzle cannot declare INCLUDE).
CREATE INDEX "citizen_following_unit_idx" ON "citizen" USING btree ("unit_id","birth_date") INCLUDE ("sex","province_id","followed_at","tags") WHERE "follow_status" = 'FOLLOWING';