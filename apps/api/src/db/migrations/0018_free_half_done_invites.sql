-- Invites whose LINE step bound an account before their provider step failed: an invite is now
-- spent, and a LINE account bound, only by a whole sign-in. Free what such rows hold, so their link
-- works again and their LINE account can answer another invite.
UPDATE "app_user" SET "line_user_id" = NULL, "invite_used_at" = NULL, "updated_at" = now()
WHERE "status" <> 'ACTIVE' AND "provider_id" IS NULL AND "last_login_at" IS NULL
  AND ("line_user_id" IS NOT NULL OR "invite_used_at" IS NOT NULL);
