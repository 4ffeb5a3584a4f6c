CREATE TABLE "bot_visit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tracking_url_id" integer NOT NULL,
	"broadcast_id" integer,
	"kind" text NOT NULL,
	"user_agent" text,
	CONSTRAINT "bot_visit_kind_check" CHECK ("bot_visit"."kind" in ('PREVIEW', 'CRAWLER', 'HEAD', 'PREFETCH'))
);
--> statement-breakpoint
CREATE TABLE "broadcast_insight" (
	"broadcast_id" integer PRIMARY KEY NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"unique_impressions" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	"unique_video_plays" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_tracking_url" (
	"broadcast_id" integer NOT NULL,
	"tracking_url_id" integer NOT NULL,
	CONSTRAINT "broadcast_tracking_url_broadcast_id_tracking_url_id_pk" PRIMARY KEY("broadcast_id","tracking_url_id")
);
--> statement-breakpoint
CREATE TABLE "click_daily" (
	"day" date NOT NULL,
	"tracking_url_id" integer NOT NULL,
	"broadcast_id" integer DEFAULT 0 NOT NULL,
	"unit_id" integer NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"unique_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "click_daily_day_tracking_url_id_broadcast_id_pk" PRIMARY KEY("day","tracking_url_id","broadcast_id")
);
--> statement-breakpoint
CREATE TABLE "click_person_hour" (
	"tracking_url_id" integer NOT NULL,
	"ip_hash" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "click_person_hour_tracking_url_id_ip_hash_hour_pk" PRIMARY KEY("tracking_url_id","ip_hash","hour")
);
--> statement-breakpoint
CREATE TABLE "following_daily" (
	"day" date NOT NULL,
	"unit_id" integer NOT NULL,
	"following" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "following_daily_day_unit_id_pk" PRIMARY KEY("day","unit_id")
);
--> statement-breakpoint
CREATE TABLE "line_delivery_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"rolled_up_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "click" ADD COLUMN "unique_in_hour" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_url" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_url" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "bot_visit" ADD CONSTRAINT "bot_visit_tracking_url_id_tracking_url_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_url"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_visit" ADD CONSTRAINT "bot_visit_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_insight" ADD CONSTRAINT "broadcast_insight_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_tracking_url" ADD CONSTRAINT "broadcast_tracking_url_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_tracking_url" ADD CONSTRAINT "broadcast_tracking_url_tracking_url_id_tracking_url_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_url"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_daily" ADD CONSTRAINT "click_daily_tracking_url_id_tracking_url_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_url"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_person_hour" ADD CONSTRAINT "click_person_hour_tracking_url_id_tracking_url_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_url"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "following_daily" ADD CONSTRAINT "following_daily_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_visit_tracking_url_visited_at_idx" ON "bot_visit" USING btree ("tracking_url_id","visited_at");--> statement-breakpoint
CREATE INDEX "broadcast_tracking_url_tracking_url_idx" ON "broadcast_tracking_url" USING btree ("tracking_url_id");--> statement-breakpoint
CREATE INDEX "click_daily_broadcast_idx" ON "click_daily" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "click_daily_unit_day_idx" ON "click_daily" USING btree ("unit_id","day");--> statement-breakpoint
CREATE INDEX "click_daily_day_idx" ON "click_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "click_person_hour_hour_idx" ON "click_person_hour" USING btree ("hour");--> statement-breakpoint
ALTER TABLE "tracking_url" ADD CONSTRAINT "tracking_url_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_url_unit_name_unique" ON "tracking_url" USING btree ("unit_id","name");