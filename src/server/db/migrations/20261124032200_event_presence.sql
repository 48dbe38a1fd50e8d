CREATE TABLE "event_presence" (
	"instance" text NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_presence_instance_user_id_pk" PRIMARY KEY("instance","user_id")
);
--> statement-breakpoint
CREATE INDEX "event_presence_user" ON "event_presence" USING btree ("user_id");