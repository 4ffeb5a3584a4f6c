CREATE TABLE "auth_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "login_state" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_state_kind_check" CHECK ("login_state"."kind" in ('line', 'provider')),
	CONSTRAINT "login_state_user_check" CHECK (("login_state"."kind" = 'provider') = ("login_state"."user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "invite_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_state" ADD CONSTRAINT "login_state_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_session_user_created_at_idx" ON "auth_session" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_state_expires_at_idx" ON "login_state" USING btree ("expires_at");