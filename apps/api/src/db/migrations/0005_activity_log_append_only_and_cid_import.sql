CREATE TABLE "cid_import" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" integer NOT NULL,
	"file_name" text NOT NULL,
	"reason" text NOT NULL,
	"total_rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"invalid_rows" integer NOT NULL,
	"duplicate_rows" integer NOT NULL,
	"already_excluded_rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cid_import_row" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"cid_hash" text NOT NULL,
	"cid_encrypted" text NOT NULL,
	"cid_key_id" text NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "cid_import_row_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_user_id_app_user_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_unit_id_unit_id_fk";
--> statement-breakpoint
DROP INDEX "excluded_cid_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_unit_created_at_idx";--> statement-breakpoint
DROP INDEX "activity_log_user_created_at_idx";--> statement-breakpoint
ALTER TABLE "excluded_cid" ADD COLUMN "cid_key_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "cid_import" ADD CONSTRAINT "cid_import_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cid_import_row" ADD CONSTRAINT "cid_import_row_import_id_cid_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."cid_import"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excluded_cid_reason_trgm_idx" ON "excluded_cid" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_log_menu_created_at_idx" ON "activity_log" USING btree ("menu","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_action_created_at_idx" ON "activity_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_text_trgm_idx" ON "activity_log" USING gin ((coalesce("actor_name", '') || ' ' || "action" || ' ' || "menu" || ' ' || "subject" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "excluded_cid_created_at_idx" ON "excluded_cid" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_unit_created_at_idx" ON "activity_log" USING btree ("unit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_user_created_at_idx" ON "activity_log" USING btree ("user_id","created_at","id");--> statement-breakpoint
UPDATE "activity_log" SET "actor_name" = "app_user"."first_name" || ' ' || "app_user"."last_name"
  FROM "app_user" WHERE "app_user"."id" = "activity_log"."user_id";--> statement-breakpoint
-- The activity log is append-only: nobody changes or removes an entry, through the API or not.
CREATE FUNCTION "activity_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only"
  BEFORE UPDATE OR DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION "activity_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "activity_log_no_truncate"
  BEFORE TRUNCATE ON "activity_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "activity_log_refuse_change"();
