-- Games of every mode: the match state (hands included, never sent raw), its turn clock, rewards;
-- training statistics; solo progress.

CREATE TABLE games (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('ranked', 'unranked', 'private', 'training', 'solo')),
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'PLAYING', 'FINISHED')),
  joueur1 integer REFERENCES users (id) ON DELETE SET NULL,
  joueur2 integer REFERENCES users (id) ON DELETE SET NULL,
  invited_id integer REFERENCES users (id) ON DELETE SET NULL,
  deckplayer1 integer REFERENCES decks (id) ON DELETE SET NULL,
  deckplayer2 integer REFERENCES decks (id) ON DELETE SET NULL,
  code text,
  state jsonb,
  instances jsonb NOT NULL DEFAULT '{"cards":{},"spells":{}}',
  round_to smallint CHECK (round_to IN (1, 2)),
  open boolean NOT NULL DEFAULT true,
  winner integer REFERENCES users (id) ON DELETE SET NULL,
  starter smallint CHECK (starter IN (1, 2)),
  turn_deadline timestamptz,
  version integer NOT NULL DEFAULT 0,
  timeouts1 integer NOT NULL DEFAULT 0,
  timeouts2 integer NOT NULL DEFAULT 0,
  rng_state bigint NOT NULL,
  difficulty text CHECK (difficulty IN ('facile', 'moyen', 'difficile')),
  stage_id integer REFERENCES solo_stages (id),
  end_reason text CHECK (end_reason IN ('board-full', 'no-moves', 'quit', 'surrender', 'forfeit', 'cancelled')),
  rewards_applied boolean NOT NULL DEFAULT false,
  rewards jsonb,
  last_move jsonb,
  waiting_rating integer,
  waiting_since timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  ended_at timestamptz
);
-- A private code is unique among the games not finished (it may be drawn again later).
CREATE UNIQUE INDEX games_open_code ON games (code) WHERE code IS NOT NULL AND status <> 'FINISHED';
-- Matchmaking: waiting games without an opponent, per type, oldest first.
CREATE INDEX games_matchmaking ON games (type, waiting_since) WHERE status = 'WAITING' AND joueur2 IS NULL;
-- A user's games (history, the game in progress, deck in use), newest first.
CREATE INDEX games_joueur1 ON games (joueur1, id);
CREATE INDEX games_joueur2 ON games (joueur2, id);
-- The sweep: games whose clock has run out.
CREATE INDEX games_deadline ON games (turn_deadline) WHERE status <> 'FINISHED' AND turn_deadline IS NOT NULL;

CREATE TABLE training_stats (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  difficulty text NOT NULL CHECK (difficulty IN ('facile', 'moyen', 'difficile')),
  played integer NOT NULL DEFAULT 0,
  won integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, difficulty)
);

CREATE TABLE solo_progress (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stage_id integer NOT NULL REFERENCES solo_stages (id),
  wins integer NOT NULL DEFAULT 0,
  first_won_at timestamptz,
  PRIMARY KEY (user_id, stage_id)
);
