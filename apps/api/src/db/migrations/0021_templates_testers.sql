CREATE TABLE "message_template" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer,
	"name" text NOT NULL,
	"messages" jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_template_unit_name_unique" UNIQUE NULLS NOT DISTINCT("unit_id","name"),
	CONSTRAINT "message_template_messages_check" CHECK (jsonb_typeof("message_template"."messages") = 'array' and jsonb_array_length("message_template"."messages") between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "tester" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tester_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"line_user_id" text collate "C" NOT NULL,
	"added_via" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tester_unit_line_user_id_unique" UNIQUE("unit_id","line_user_id"),
	CONSTRAINT "tester_added_via_check" CHECK ("tester"."added_via" in ('CID', 'CODE'))
);
--> statement-breakpoint
CREATE TABLE "tester_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tester_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"tester_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tester_code_code_unique" UNIQUE("code"),
	CONSTRAINT "tester_code_format_check" CHECK ("tester_code"."code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester" ADD CONSTRAINT "tester_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester" ADD CONSTRAINT "tester_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester" ADD CONSTRAINT "tester_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester_code" ADD CONSTRAINT "tester_code_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester_code" ADD CONSTRAINT "tester_code_tester_id_tester_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."tester"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester_code" ADD CONSTRAINT "tester_code_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_template_unit_updated_at_idx" ON "message_template" USING btree ("unit_id","updated_at");--> statement-breakpoint
CREATE INDEX "tester_unit_name_idx" ON "tester" USING btree ("unit_id","name");--> statement-breakpoint
CREATE INDEX "tester_code_unit_idx" ON "tester_code" USING btree ("unit_id");