CREATE TABLE "instance_beats" (
	"instance" text PRIMARY KEY NOT NULL,
	"beat_at" timestamp with time zone NOT NULL
);
