ALTER TABLE "games" ADD COLUMN "moves" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "seed" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "started_at" timestamp with time zone;