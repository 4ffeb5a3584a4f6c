CREATE TABLE "visit_journal" (
	"name" text PRIMARY KEY NOT NULL,
	"flushed_seq" bigint NOT NULL
);
