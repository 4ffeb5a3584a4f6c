ALTER TABLE "app_user" ADD COLUMN "last_sign_in_failure" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "last_sign_in_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_session" ADD COLUMN "pending_line_user_id" text;