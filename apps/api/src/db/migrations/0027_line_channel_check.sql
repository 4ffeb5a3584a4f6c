CREATE TABLE "line_channel_check" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"outcome" text NOT NULL,
	"source" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "line_channel_check_one_row" CHECK ("line_channel_check"."id" = 1),
	CONSTRAINT "line_channel_check_outcome" CHECK ("line_channel_check"."outcome" in ('SAME_PROVIDER', 'UNCONFIRMED', 'OTHER_PROVIDER'))
);
