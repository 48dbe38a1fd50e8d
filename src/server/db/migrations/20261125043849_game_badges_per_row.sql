-- Hand-written: the games' badge trigger on UPDATE, per row and only when it can change a badge.
-- It was a statement trigger with transition tables: every move's save copied the row's old and new
-- versions into two tuple stores and ran a PL/pgSQL query over them to find nobody. A badge depends
-- on the decks of the games not finished, so a game row matters only when its status or a deck
-- changes while it is (or was) not finished: the WHEN below, checked before anything is queued. The
-- recount's users are the same as before: the owners of the old and new decks, and the player whose
-- deck was deleted (set to null: the deck row is gone, so its owner is the game's player).
DROP TRIGGER badge_games_upd ON games;
--> statement-breakpoint
CREATE FUNCTION badge_game_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM badge_recount_cards(array(
    SELECT d.user_id FROM decks d WHERE d.id IN (OLD.deckplayer1, OLD.deckplayer2, NEW.deckplayer1, NEW.deckplayer2)
    UNION SELECT OLD.joueur1 WHERE OLD.joueur1 IS NOT NULL AND OLD.deckplayer1 IS NOT NULL AND NEW.deckplayer1 IS NULL
    UNION SELECT OLD.joueur2 WHERE OLD.joueur2 IS NOT NULL AND OLD.deckplayer2 IS NOT NULL AND NEW.deckplayer2 IS NULL
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER badge_games_upd AFTER UPDATE OF status, deckplayer1, deckplayer2 ON games FOR EACH ROW
  WHEN ((OLD.status <> 'FINISHED' OR NEW.status <> 'FINISHED')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.deckplayer1 IS DISTINCT FROM NEW.deckplayer1 OR OLD.deckplayer2 IS DISTINCT FROM NEW.deckplayer2))
  EXECUTE FUNCTION badge_game_row_changed();
