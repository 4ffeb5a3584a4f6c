CREATE TABLE "follower_profile" (
	"unit_province_id" smallint NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "follower_profile_unit_province_id_dimension_value_pk" PRIMARY KEY("unit_province_id","dimension","value"),
	CONSTRAINT "follower_profile_dimension_check" CHECK ("follower_profile"."dimension" in ('SEX', 'AGE_BAND', 'PROVINCE'))
);
--> statement-breakpoint
ALTER TABLE "follower_profile" ADD CONSTRAINT "follower_profile_unit_province_id_province_id_fk" FOREIGN KEY ("unit_province_id") REFERENCES "public"."province"("id") ON DELETE cascade ON UPDATE no action;