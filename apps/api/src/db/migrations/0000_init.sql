CREATE TABLE "health_region" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"office_province_code" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "province" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"health_region_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hcode" varchar(5) NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_url" text,
	"province_id" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_hcode_unique" UNIQUE("hcode"),
	CONSTRAINT "unit_hcode_check" CHECK ("unit"."hcode" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"role" text NOT NULL,
	"unit_id" integer,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"line_user_id" text,
	"provider_id" text,
	"last_login_at" timestamp with time zone,
	"invite_code" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_line_user_id_unique" UNIQUE("line_user_id"),
	CONSTRAINT "app_user_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "app_user_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "app_user_role_check" CHECK ("app_user"."role" in ('SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3')),
	CONSTRAINT "app_user_status_check" CHECK ("app_user"."status" in ('INVITED', 'ACTIVE', 'DISABLED')),
	CONSTRAINT "app_user_unit_check" CHECK (("app_user"."role" = 'SUPER_ADMIN') = ("app_user"."unit_id" is null))
);
--> statement-breakpoint
CREATE TABLE "citizen" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "citizen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"line_user_id" text,
	"cid_hash" text,
	"birth_date" date,
	"sex" text DEFAULT 'UNKNOWN' NOT NULL,
	"province_id" smallint,
	"unit_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"follow_status" text DEFAULT 'UNKNOWN' NOT NULL,
	"followed_at" timestamp with time zone,
	"unfollowed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citizen_line_user_id_unique" UNIQUE("line_user_id"),
	CONSTRAINT "citizen_cid_hash_unique" UNIQUE("cid_hash"),
	CONSTRAINT "citizen_sex_check" CHECK ("citizen"."sex" in ('MALE', 'FEMALE', 'UNKNOWN')),
	CONSTRAINT "citizen_follow_status_check" CHECK ("citizen"."follow_status" in ('FOLLOWING', 'UNFOLLOWED', 'UNKNOWN')),
	CONSTRAINT "citizen_identified_check" CHECK ("citizen"."line_user_id" is not null or "citizen"."cid_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "excluded_cid" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "excluded_cid_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cid_hash" text NOT NULL,
	"cid_encrypted" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excluded_cid_cid_hash_unique" UNIQUE("cid_hash")
);
--> statement-breakpoint
CREATE TABLE "segment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"cached_count" integer,
	"counted_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"title" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target" text DEFAULT 'UNIT' NOT NULL,
	"segment_id" integer,
	"scheduled_at" timestamp with time zone,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"target_count" integer DEFAULT 0 NOT NULL,
	"excluded_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"line_request_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_status_check" CHECK ("broadcast"."status" in ('DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'PARTIAL', 'FAILED', 'CANCELLED')),
	CONSTRAINT "broadcast_target_check" CHECK ("broadcast"."target" in ('UNIT', 'SEGMENT')),
	CONSTRAINT "broadcast_segment_check" CHECK (("broadcast"."target" = 'SEGMENT') = ("broadcast"."segment_id" is not null)),
	CONSTRAINT "broadcast_messages_check" CHECK (jsonb_typeof("broadcast"."messages") = 'array' and jsonb_array_length("broadcast"."messages") <= 3 and ("broadcast"."status" = 'DRAFT' or jsonb_array_length("broadcast"."messages") >= 1)),
	CONSTRAINT "broadcast_counts_check" CHECK ("broadcast"."target_count" >= 0 and "broadcast"."excluded_count" >= 0 and "broadcast"."sent_count" >= 0 and "broadcast"."failed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "broadcast_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"broadcast_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"recipients" text[] NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_key" uuid NOT NULL,
	"last_error" text,
	"line_request_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_batch_retry_key_unique" UNIQUE("retry_key"),
	CONSTRAINT "broadcast_batch_seq_unique" UNIQUE("broadcast_id","seq"),
	CONSTRAINT "broadcast_batch_state_check" CHECK ("broadcast_batch"."state" in ('PENDING', 'SENDING', 'SENT', 'FAILED')),
	CONSTRAINT "broadcast_batch_size_check" CHECK (cardinality("broadcast_batch"."recipients") between 1 and 500),
	CONSTRAINT "broadcast_batch_attempts_check" CHECK ("broadcast_batch"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "click" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "click_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tracking_url_id" integer NOT NULL,
	"broadcast_id" integer,
	"user_agent_class" text DEFAULT 'OTHER' NOT NULL,
	"ip_hash" text,
	CONSTRAINT "click_user_agent_class_check" CHECK ("click"."user_agent_class" in ('MOBILE', 'DESKTOP', 'BOT', 'OTHER'))
);
--> statement-breakpoint
CREATE TABLE "tracking_url" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_url_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"target_url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_url_code_unique" UNIQUE("code"),
	CONSTRAINT "tracking_url_code_check" CHECK ("tracking_url"."code" ~ '^[A-Za-z0-9_-]{6,64}$'),
	CONSTRAINT "tracking_url_target_check" CHECK ("tracking_url"."target_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"role" text,
	"unit_id" integer,
	"action" text NOT NULL,
	"menu" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_role_check" CHECK ("activity_log"."role" in ('SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'))
);
--> statement-breakpoint
ALTER TABLE "province" ADD CONSTRAINT "province_health_region_id_health_region_id_fk" FOREIGN KEY ("health_region_id") REFERENCES "public"."health_region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen" ADD CONSTRAINT "citizen_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen" ADD CONSTRAINT "citizen_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excluded_cid" ADD CONSTRAINT "excluded_cid_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment" ADD CONSTRAINT "segment_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment" ADD CONSTRAINT "segment_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment" ADD CONSTRAINT "segment_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_segment_id_segment_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast" ADD CONSTRAINT "broadcast_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_batch" ADD CONSTRAINT "broadcast_batch_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click" ADD CONSTRAINT "click_tracking_url_id_tracking_url_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_url"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click" ADD CONSTRAINT "click_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_url" ADD CONSTRAINT "tracking_url_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_url" ADD CONSTRAINT "tracking_url_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "province_health_region_idx" ON "province" USING btree ("health_region_id");--> statement-breakpoint
CREATE INDEX "unit_province_idx" ON "unit" USING btree ("province_id","name");--> statement-breakpoint
CREATE INDEX "unit_name_idx" ON "unit" USING btree ("name");--> statement-breakpoint
CREATE INDEX "app_user_unit_role_idx" ON "app_user" USING btree ("unit_id","role");--> statement-breakpoint
CREATE INDEX "app_user_name_idx" ON "app_user" USING btree ("first_name","last_name");--> statement-breakpoint
CREATE INDEX "citizen_unit_follow_idx" ON "citizen" USING btree ("unit_id","follow_status");--> statement-breakpoint
CREATE INDEX "citizen_unit_birth_date_idx" ON "citizen" USING btree ("unit_id","birth_date");--> statement-breakpoint
CREATE INDEX "citizen_unit_followed_at_idx" ON "citizen" USING btree ("unit_id","followed_at");--> statement-breakpoint
CREATE INDEX "citizen_province_idx" ON "citizen" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "citizen_tags_idx" ON "citizen" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "excluded_cid_created_at_idx" ON "excluded_cid" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "segment_unit_updated_at_idx" ON "segment" USING btree ("unit_id","updated_at");--> statement-breakpoint
CREATE INDEX "segment_unit_name_idx" ON "segment" USING btree ("unit_id","name");--> statement-breakpoint
CREATE INDEX "broadcast_unit_created_at_idx" ON "broadcast" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "broadcast_unit_status_idx" ON "broadcast" USING btree ("unit_id","status");--> statement-breakpoint
CREATE INDEX "broadcast_segment_idx" ON "broadcast" USING btree ("segment_id");--> statement-breakpoint
CREATE INDEX "broadcast_due_idx" ON "broadcast" USING btree ("scheduled_at") WHERE "broadcast"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "broadcast_batch_state_idx" ON "broadcast_batch" USING btree ("broadcast_id","state");--> statement-breakpoint
CREATE INDEX "click_tracking_url_clicked_at_idx" ON "click" USING btree ("tracking_url_id","clicked_at");--> statement-breakpoint
CREATE INDEX "click_broadcast_clicked_at_idx" ON "click" USING btree ("broadcast_id","clicked_at") WHERE "click"."broadcast_id" is not null;--> statement-breakpoint
CREATE INDEX "tracking_url_unit_created_at_idx" ON "tracking_url" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_created_at_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_unit_created_at_idx" ON "activity_log" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_user_created_at_idx" ON "activity_log" USING btree ("user_id","created_at");