ALTER TABLE "games" ADD COLUMN "waiting_power" integer;--> statement-breakpoint
-- Hand-written data step: unranked matchmaking now pairs by rating too; the unranked games already
-- waiting get their player's rating, as the ranked ones have it (no deck yet: their power stays null).
UPDATE "games" SET "waiting_rating" = "users"."rating" FROM "users"
  WHERE "users"."id" = "games"."joueur1" AND "games"."type" = 'unranked' AND "games"."status" = 'WAITING'
    AND "games"."joueur2" IS NULL AND "games"."waiting_rating" IS NULL;
