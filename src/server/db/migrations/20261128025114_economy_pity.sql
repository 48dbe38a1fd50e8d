CREATE TABLE "pack_pity" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"opened_without_legendary" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pack_pity_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "pack_pity_kind_check" CHECK (kind IN ('cards', 'spells')),
	CONSTRAINT "pack_pity_opened_without_legendary_check" CHECK (opened_without_legendary >= 0)
);
--> statement-breakpoint
ALTER TABLE "pack_pity" ADD CONSTRAINT "pack_pity_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written data step: the players' counters from the boosters they already opened (the opening
-- records each item's rarity in pack_players.content): per kind, the boosters opened after the last
-- one that revealed a légendaire (all of them when none did).
INSERT INTO "pack_pity" ("user_id", "kind", "opened_without_legendary")
SELECT o."user_id", o."kind", count(*)::int
FROM "pack_players" o
WHERE o."opened_at" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "pack_players" l
    WHERE l."user_id" = o."user_id" AND l."kind" = o."kind" AND l."opened_at" IS NOT NULL
      AND (l."opened_at", l."id") >= (o."opened_at", o."id")
      AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(coalesce(l."content"->'cards', '[]'::jsonb) || coalesce(l."content"->'spells', '[]'::jsonb)) e
        WHERE e->>'rarete' = 'légendaire'))
GROUP BY o."user_id", o."kind";
