ALTER TABLE "spell_players" DROP CONSTRAINT "spell_players_bonus_haut_check";--> statement-breakpoint
ALTER TABLE "spell_players" DROP CONSTRAINT "spell_players_bonus_gauche_check";--> statement-breakpoint
ALTER TABLE "spell_players" DROP CONSTRAINT "spell_players_bonus_droite_check";--> statement-breakpoint
ALTER TABLE "spell_players" DROP CONSTRAINT "spell_players_bonus_bas_check";--> statement-breakpoint
ALTER TABLE "spell_players" ADD CONSTRAINT "spell_players_bonus_haut_check" CHECK (bonus_haut BETWEEN -3 AND 3);--> statement-breakpoint
ALTER TABLE "spell_players" ADD CONSTRAINT "spell_players_bonus_gauche_check" CHECK (bonus_gauche BETWEEN -3 AND 3);--> statement-breakpoint
ALTER TABLE "spell_players" ADD CONSTRAINT "spell_players_bonus_droite_check" CHECK (bonus_droite BETWEEN -3 AND 3);--> statement-breakpoint
ALTER TABLE "spell_players" ADD CONSTRAINT "spell_players_bonus_bas_check" CHECK (bonus_bas BETWEEN -3 AND 3);--> statement-breakpoint
-- Hand-written below (rules 2, src/game/rules.ts; issue 29).
-- Spells retuned by rarity (src/server/seed/catalogue-spells.ts). A spell an admin has edited since
-- the seed keeps its values: each update applies only to the seeded values. Games keep the values
-- frozen in their decks (`games.instances`), so games in progress and replays are untouched.
UPDATE "spells" SET "points_haut" = 1, "points_gauche" = 1, "points_droite" = 0, "points_bas" = 1, "description" = 'Posée sous votre carte, elle ajoute +1 en haut, à gauche et en bas, et la fait attaquer ses voisines ennemies.'
  WHERE "slug" = 'benediction-mineure' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (1, 1, 1, 1);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 0, "points_gauche" = 1, "points_droite" = 1, "points_bas" = 2, "description" = 'La carte de sa case gagne +2 en bas et +1 à gauche et à droite.'
  WHERE "slug" = 'ecorce-protectrice' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (0, 1, 1, 3);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 2, "points_gauche" = 1, "points_droite" = 1, "points_bas" = 0, "description" = 'La carte de sa case gagne +2 en haut et +1 à gauche et à droite.'
  WHERE "slug" = 'vent-favorable' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (3, 1, 1, 0);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 1, "points_gauche" = 1, "points_droite" = 1, "points_bas" = 0, "description" = 'La carte de sa case gagne +1 en haut, à gauche et à droite.'
  WHERE "slug" = 'elan-guerrier' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (1, 2, 2, 0);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 4, "points_gauche" = 2, "points_droite" = 2, "points_bas" = 1, "description" = 'La carte de sa case gagne +4 en haut, +2 à gauche et à droite et +1 en bas.'
  WHERE "slug" = 'lame-runique' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (4, 1, 2, 1);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 2, "points_gauche" = 3, "points_droite" = 3, "points_bas" = 1, "description" = 'Un bouclier divin ajoute +3 sur les flancs, +2 en haut et +1 en bas de la carte de sa case.'
  WHERE "slug" = 'egide-sacree' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (1, 3, 3, 2);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 4, "points_gauche" = 3, "points_droite" = 3, "points_bas" = 3, "description" = 'Un brasier intérieur ajoute +4 en haut et +3 sur les trois autres côtés de la carte de sa case.'
  WHERE "slug" = 'flammes-interieures' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (3, 3, 3, 3);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 5, "points_gauche" = 3, "points_droite" = 3, "points_bas" = 3, "description" = 'La carte de sa case gagne +5 en haut et +3 sur les trois autres côtés.'
  WHERE "slug" = 'ailes-seraphiques' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (5, 2, 2, 3);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = 5, "points_gauche" = 5, "points_droite" = 5, "points_bas" = 5, "description" = 'Le don des premiers mages : +5 sur chacun des quatre côtés de la carte de sa case.'
  WHERE "slug" = 'grace-des-anciens' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (4, 5, 5, 4);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = -1, "points_gauche" = -1, "points_droite" = 0, "points_bas" = -1, "description" = 'Posée sous une carte adverse, elle lui retire 1 en haut, à gauche et en bas : vos cartes posées à côté la battront plus facilement.'
  WHERE "slug" = 'toile-engluante' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (-1, -1, -1, -1);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = -2, "points_gauche" = -2, "points_droite" = -2, "points_bas" = -2, "description" = 'La carte de sa case perd 2 sur chacun de ses côtés.'
  WHERE "slug" = 'regard-maudit' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (-2, -1, -1, -2);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = -1, "points_gauche" = -3, "points_droite" = -3, "points_bas" = -2, "description" = 'Des ronces enserrent la carte de sa case : −3 à gauche et à droite, −2 en bas, −1 en haut.'
  WHERE "slug" = 'etreinte-des-ronces' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (-1, -3, -3, 0);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = -4, "points_gauche" = -3, "points_droite" = -3, "points_bas" = -4, "description" = 'Un astre funeste retire 4 en haut et en bas et 3 sur les flancs de la carte de sa case.'
  WHERE "slug" = 'etoile-maudite' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (-3, -3, -3, -3);--> statement-breakpoint
UPDATE "spells" SET "points_haut" = -5, "points_gauche" = -5, "points_droite" = -5, "points_bas" = -5, "description" = 'Le vide ronge la carte de sa case : −5 sur chacun de ses quatre côtés.'
  WHERE "slug" = 'neant-devorant' AND ("points_haut", "points_gauche", "points_droite", "points_bas") = (-5, -4, -4, -5);
--> statement-breakpoint
-- Upgrades strengthen a spell in its own direction: a curse's bonus is negative (−1 per side per
-- level). Curse instances upgraded before hold +level: they become −level, same level.
UPDATE "spell_players" sp
  SET "bonus_haut" = -sp."bonus_haut", "bonus_gauche" = -sp."bonus_gauche", "bonus_droite" = -sp."bonus_droite", "bonus_bas" = -sp."bonus_bas"
  FROM "spells" s
  WHERE s."id" = sp."spell_id"
    AND s."points_haut" + s."points_gauche" + s."points_droite" + s."points_bas" < 0
    AND least(sp."bonus_haut", sp."bonus_gauche", sp."bonus_droite", sp."bonus_bas") >= 0
    AND greatest(sp."bonus_haut", sp."bonus_gauche", sp."bonus_droite", sp."bonus_bas") > 0;
--> statement-breakpoint
-- The cardlevelup badge reads an instance's level as its smallest side bonus in absolute value.
CREATE OR REPLACE FUNCTION badge_recount_cards(uids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uids IS NULL OR cardinality(uids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY (uids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET badge_cardlevelup = c.n
  FROM (
    SELECT v.id,
      (SELECT count(*) FROM (
         SELECT cp.card_id FROM card_players cp
         WHERE cp.user_id = v.id AND least(abs(cp.bonus_haut), abs(cp.bonus_gauche), abs(cp.bonus_droite), abs(cp.bonus_bas)) < 3
           AND NOT EXISTS (
             SELECT 1 FROM deck_cards dc JOIN decks d ON d.id = dc.deck_id
             WHERE dc.card_player_id = cp.id AND d.user_id = v.id
               AND EXISTS (SELECT 1 FROM games g WHERE g.status <> 'FINISHED' AND (g.deckplayer1 = d.id OR g.deckplayer2 = d.id)))
         GROUP BY cp.card_id HAVING count(*) >= 4) x)
      + (SELECT count(*) FROM (
         SELECT sp.spell_id FROM spell_players sp
         WHERE sp.user_id = v.id AND least(abs(sp.bonus_haut), abs(sp.bonus_gauche), abs(sp.bonus_droite), abs(sp.bonus_bas)) < 3
           AND NOT EXISTS (
             SELECT 1 FROM deck_spells ds JOIN decks d ON d.id = ds.deck_id
             WHERE ds.spell_player_id = sp.id AND d.user_id = v.id
               AND EXISTS (SELECT 1 FROM games g WHERE g.status <> 'FINISHED' AND (g.deckplayer1 = d.id OR g.deckplayer2 = d.id)))
         GROUP BY sp.spell_id HAVING count(*) >= 4) y) AS n
    FROM (SELECT DISTINCT unnest(uids) AS id) v
  ) c
  WHERE u.id = c.id AND u.badge_cardlevelup IS DISTINCT FROM c.n;
END $$;
