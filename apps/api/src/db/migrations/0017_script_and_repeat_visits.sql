CREATE TABLE "click_person_minute" (
	"tracking_url_id" integer NOT NULL,
	"ip_hash" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	CONSTRAINT "click_person_minute_tracking_url_id_ip_hash_minute_pk" PRIMARY KEY("tracking_url_id","ip_hash","minute")
);
--> statement-breakpoint
ALTER TABLE "bot_visit" DROP CONSTRAINT "bot_visit_kind_check";--> statement-breakpoint
ALTER TABLE "click_person_minute" ADD CONSTRAINT "click_person_minute_tracking_url_id_tracking_url_id_fk" FOREIGN KEY ("tracking_url_id") REFERENCES "public"."tracking_url"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_person_minute_minute_idx" ON "click_person_minute" USING btree ("minute");--> statement-breakpoint
ALTER TABLE "bot_visit" ADD CONSTRAINT "bot_visit_kind_check" CHECK ("bot_visit"."kind" in ('PREVIEW', 'CRAWLER', 'HEAD', 'PREFETCH', 'SCRIPT', 'REPEAT'));