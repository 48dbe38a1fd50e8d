ALTER TABLE "users" ADD COLUMN "badge_cardlevelup" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "badge_friendsnotif" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written below (triggers and the backfill): the profile badges are recounted by the database
-- in the transaction of every write they depend on, whoever writes (any route, service, instance,
-- cascade), so they cannot drift. Each recount first locks the users' rows (in id order; NO KEY
-- UPDATE, which the foreign keys' KEY SHARE locks of the same writes do not conflict with), then
-- counts in a new statement: under READ COMMITTED that count sees every transaction that recounted
-- the same user before and committed, so the last one to commit writes the true count.
--
-- cardlevelup (the rule of services/instances.ts and canUpgrade): a card or spell counts when it
-- has at least 4 free copies (outside the decks of games not finished) below +3 — the highest
-- such level then has 3 other copies at or below its own.
CREATE FUNCTION badge_recount_cards(uids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uids IS NULL OR cardinality(uids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY (uids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET badge_cardlevelup = c.n
  FROM (
    SELECT v.id,
      (SELECT count(*) FROM (
         SELECT cp.card_id FROM card_players cp
         WHERE cp.user_id = v.id AND least(cp.bonus_haut, cp.bonus_gauche, cp.bonus_droite, cp.bonus_bas) < 3
           AND NOT EXISTS (
             SELECT 1 FROM deck_cards dc JOIN decks d ON d.id = dc.deck_id
             WHERE dc.card_player_id = cp.id AND d.user_id = v.id
               AND EXISTS (SELECT 1 FROM games g WHERE g.status <> 'FINISHED' AND (g.deckplayer1 = d.id OR g.deckplayer2 = d.id)))
         GROUP BY cp.card_id HAVING count(*) >= 4) x)
      + (SELECT count(*) FROM (
         SELECT sp.spell_id FROM spell_players sp
         WHERE sp.user_id = v.id AND least(sp.bonus_haut, sp.bonus_gauche, sp.bonus_droite, sp.bonus_bas) < 3
           AND NOT EXISTS (
             SELECT 1 FROM deck_spells ds JOIN decks d ON d.id = ds.deck_id
             WHERE ds.spell_player_id = sp.id AND d.user_id = v.id
               AND EXISTS (SELECT 1 FROM games g WHERE g.status <> 'FINISHED' AND (g.deckplayer1 = d.id OR g.deckplayer2 = d.id)))
         GROUP BY sp.spell_id HAVING count(*) >= 4) y) AS n
    FROM (SELECT DISTINCT unnest(uids) AS id) v
  ) c
  WHERE u.id = c.id AND u.badge_cardlevelup IS DISTINCT FROM c.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION badge_recount_friends(uids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uids IS NULL OR cardinality(uids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY (uids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET badge_friendsnotif = c.n
  FROM (
    SELECT v.id, (SELECT count(*) FROM friendships f WHERE f.addressee_id = v.id AND f.status = 'pending') AS n
    FROM (SELECT DISTINCT unnest(uids) AS id) v
  ) c
  WHERE u.id = c.id AND u.badge_friendsnotif IS DISTINCT FROM c.n;
END $$;
--> statement-breakpoint
-- Instances: their owners (old and new rows).
CREATE FUNCTION badge_instances_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
  ELSE SELECT array_agg(DISTINCT id) INTO ids FROM (SELECT user_id AS id FROM old_rows UNION SELECT user_id FROM new_rows) x;
  END IF;
  PERFORM badge_recount_cards(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deck contents: the instances' owners (only a deck of a game in progress changes anything; a deck
-- deleted with its game in progress also sets the game's deck to null, which recounts below).
CREATE FUNCTION badge_deck_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'deck_cards' THEN
    IF TG_OP = 'INSERT' THEN SELECT array_agg(DISTINCT i.user_id) INTO ids FROM new_rows r JOIN card_players i ON i.id = r.card_player_id;
    ELSE SELECT array_agg(DISTINCT i.user_id) INTO ids FROM old_rows r JOIN card_players i ON i.id = r.card_player_id;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN SELECT array_agg(DISTINCT i.user_id) INTO ids FROM new_rows r JOIN spell_players i ON i.id = r.spell_player_id;
    ELSE SELECT array_agg(DISTINCT i.user_id) INTO ids FROM old_rows r JOIN spell_players i ON i.id = r.spell_player_id;
    END IF;
  END IF;
  PERFORM badge_recount_cards(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Games: the owners of the decks of a game whose status or decks changed (a move changes neither).
CREATE FUNCTION badge_games_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT d.user_id) INTO ids FROM new_rows g JOIN decks d ON d.id IN (g.deckplayer1, g.deckplayer2);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT d.user_id) INTO ids FROM old_rows g JOIN decks d ON d.id IN (g.deckplayer1, g.deckplayer2);
  ELSE
    SELECT array_agg(DISTINCT x.user_id) INTO ids FROM (
      SELECT d.user_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        JOIN decks d ON d.id IN (o.deckplayer1, o.deckplayer2, n.deckplayer1, n.deckplayer2)
      WHERE o.status IS DISTINCT FROM n.status OR o.deckplayer1 IS DISTINCT FROM n.deckplayer1 OR o.deckplayer2 IS DISTINCT FROM n.deckplayer2
      UNION
      SELECT o.joueur1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.joueur1 IS NOT NULL AND (o.deckplayer1 IS DISTINCT FROM n.deckplayer1 AND n.deckplayer1 IS NULL)
      UNION
      SELECT o.joueur2 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.joueur2 IS NOT NULL AND (o.deckplayer2 IS DISTINCT FROM n.deckplayer2 AND n.deckplayer2 IS NULL)
    ) x;
  END IF;
  PERFORM badge_recount_cards(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION badge_friendships_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN SELECT array_agg(DISTINCT addressee_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN SELECT array_agg(DISTINCT addressee_id) INTO ids FROM old_rows;
  ELSE SELECT array_agg(DISTINCT id) INTO ids FROM (SELECT addressee_id AS id FROM old_rows UNION SELECT addressee_id FROM new_rows) x;
  END IF;
  PERFORM badge_recount_friends(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER badge_card_players_ins AFTER INSERT ON card_players REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_instances_changed();
--> statement-breakpoint
CREATE TRIGGER badge_card_players_upd AFTER UPDATE ON card_players REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_instances_changed();
--> statement-breakpoint
CREATE TRIGGER badge_card_players_del AFTER DELETE ON card_players REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_instances_changed();
--> statement-breakpoint
CREATE TRIGGER badge_spell_players_ins AFTER INSERT ON spell_players REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_instances_changed();
--> statement-breakpoint
CREATE TRIGGER badge_spell_players_upd AFTER UPDATE ON spell_players REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_instances_changed();
--> statement-breakpoint
CREATE TRIGGER badge_spell_players_del AFTER DELETE ON spell_players REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_instances_changed();
--> statement-breakpoint
CREATE TRIGGER badge_deck_cards_ins AFTER INSERT ON deck_cards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_deck_items_changed();
--> statement-breakpoint
CREATE TRIGGER badge_deck_cards_del AFTER DELETE ON deck_cards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_deck_items_changed();
--> statement-breakpoint
CREATE TRIGGER badge_deck_spells_ins AFTER INSERT ON deck_spells REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_deck_items_changed();
--> statement-breakpoint
CREATE TRIGGER badge_deck_spells_del AFTER DELETE ON deck_spells REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_deck_items_changed();
--> statement-breakpoint
CREATE TRIGGER badge_games_ins AFTER INSERT ON games REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_games_changed();
--> statement-breakpoint
CREATE TRIGGER badge_games_upd AFTER UPDATE ON games REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_games_changed();
--> statement-breakpoint
CREATE TRIGGER badge_games_del AFTER DELETE ON games REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_games_changed();
--> statement-breakpoint
CREATE TRIGGER badge_friendships_ins AFTER INSERT ON friendships REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_friendships_changed();
--> statement-breakpoint
CREATE TRIGGER badge_friendships_upd AFTER UPDATE ON friendships REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_friendships_changed();
--> statement-breakpoint
CREATE TRIGGER badge_friendships_del AFTER DELETE ON friendships REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION badge_friendships_changed();
--> statement-breakpoint
-- The backfill: every existing account's badges.
SELECT badge_recount_cards(array_agg(id)), badge_recount_friends(array_agg(id)) FROM users;
