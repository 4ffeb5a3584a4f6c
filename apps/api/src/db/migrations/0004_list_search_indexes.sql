CREATE INDEX "unit_name_trgm_idx" ON "unit" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unit_hcode_trgm_idx" ON "unit" USING gin ("hcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_user_full_name_trgm_idx" ON "app_user" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "app_user_last_login_desc_idx" ON "app_user" USING btree ("last_login_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "app_user_last_login_idx" ON "app_user" USING btree ("last_login_at","id");