CREATE TABLE "broadcast_exclusion" (
	"citizen_id" bigint NOT NULL,
	"broadcast_id" integer NOT NULL,
	CONSTRAINT "broadcast_exclusion_citizen_id_broadcast_id_pk" PRIMARY KEY("citizen_id","broadcast_id")
);
--> statement-breakpoint
ALTER TABLE "broadcast_exclusion" ADD CONSTRAINT "broadcast_exclusion_broadcast_id_broadcast_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcast"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_exclusion_broadcast_idx" ON "broadcast_exclusion" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "broadcast_batch_recipients_idx" ON "broadcast_batch" USING gin ("recipients");