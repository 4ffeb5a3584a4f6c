ALTER TABLE "auth_session" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Every session so far was opened by the provider step: signed in when it was created.
UPDATE "auth_session" SET "signed_in_at" = "created_at";
