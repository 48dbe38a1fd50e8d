-- Accounts, catalogue, collections and AI opponents.

CREATE TABLE users (
  id serial PRIMARY KEY,
  pseudo text NOT NULL,
  email text,
  password_hash text,
  credit integer NOT NULL DEFAULT 500 CHECK (credit >= 0),
  xp integer NOT NULL DEFAULT 0 CHECK (xp >= 0),
  rating integer NOT NULL DEFAULT 1000,
  ranked_played integer NOT NULL DEFAULT 0,
  ranked_won integer NOT NULL DEFAULT 0,
  admin boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  bot boolean NOT NULL DEFAULT false,
  preferences text NOT NULL DEFAULT '{"theme":"light"}',
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_pseudo_key ON users (lower(pseudo));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX users_rating ON users (rating DESC) WHERE bot = false;

CREATE TABLE password_resets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_events_key_at ON rate_events (key, at);

CREATE TABLE server_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE cards (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  nom text NOT NULL,
  rarete text NOT NULL CHECK (rarete IN ('commune', 'rare', 'épique', 'légendaire')),
  image_de_base text NOT NULL,
  points_haut integer NOT NULL CHECK (points_haut BETWEEN 1 AND 9),
  points_gauche integer NOT NULL CHECK (points_gauche BETWEEN 1 AND 9),
  points_droite integer NOT NULL CHECK (points_droite BETWEEN 1 AND 9),
  points_bas integer NOT NULL CHECK (points_bas BETWEEN 1 AND 9),
  description text NOT NULL DEFAULT ''
);

CREATE TABLE spells (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  nom text NOT NULL,
  rarete text NOT NULL CHECK (rarete IN ('commune', 'rare', 'épique', 'légendaire')),
  image_de_base text NOT NULL,
  points_haut integer NOT NULL CHECK (points_haut BETWEEN -5 AND 5),
  points_gauche integer NOT NULL CHECK (points_gauche BETWEEN -5 AND 5),
  points_droite integer NOT NULL CHECK (points_droite BETWEEN -5 AND 5),
  points_bas integer NOT NULL CHECK (points_bas BETWEEN -5 AND 5),
  description text NOT NULL DEFAULT ''
);

CREATE TABLE packs (
  id serial PRIMARY KEY,
  slug text UNIQUE,
  nom text NOT NULL,
  description text NOT NULL DEFAULT '',
  prix integer NOT NULL CHECK (prix >= 0),
  image_url text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cards', 'spells')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 10),
  guaranteed_rarity text CHECK (guaranteed_rarity IN ('commune', 'rare', 'épique', 'légendaire')),
  on_sale boolean NOT NULL DEFAULT true
);

CREATE TABLE skins (
  id serial PRIMARY KEY,
  slug text UNIQUE,
  nom text NOT NULL,
  rarete text NOT NULL CHECK (rarete IN ('commune', 'rare', 'épique', 'légendaire')),
  prix_cents integer NOT NULL CHECK (prix_cents > 0),
  image_url text,
  type text NOT NULL CHECK (type IN ('card', 'spell')),
  linked_id integer NOT NULL,
  on_sale boolean NOT NULL DEFAULT true
);

CREATE TABLE news (
  id serial PRIMARY KEY,
  slug text UNIQUE,
  title text NOT NULL,
  body text NOT NULL,
  image_url text,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_created ON news (created_at DESC);

CREATE TABLE card_players (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES cards (id),
  bonus_haut integer NOT NULL DEFAULT 0 CHECK (bonus_haut BETWEEN 0 AND 3),
  bonus_gauche integer NOT NULL DEFAULT 0 CHECK (bonus_gauche BETWEEN 0 AND 3),
  bonus_droite integer NOT NULL DEFAULT 0 CHECK (bonus_droite BETWEEN 0 AND 3),
  bonus_bas integer NOT NULL DEFAULT 0 CHECK (bonus_bas BETWEEN 0 AND 3),
  skin_id integer REFERENCES skins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_players_user ON card_players (user_id);

CREATE TABLE spell_players (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  spell_id integer NOT NULL REFERENCES spells (id),
  bonus_haut integer NOT NULL DEFAULT 0 CHECK (bonus_haut BETWEEN 0 AND 3),
  bonus_gauche integer NOT NULL DEFAULT 0 CHECK (bonus_gauche BETWEEN 0 AND 3),
  bonus_droite integer NOT NULL DEFAULT 0 CHECK (bonus_droite BETWEEN 0 AND 3),
  bonus_bas integer NOT NULL DEFAULT 0 CHECK (bonus_bas BETWEEN 0 AND 3),
  skin_id integer REFERENCES skins (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spell_players_user ON spell_players (user_id);

CREATE TABLE decks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX decks_user ON decks (user_id);

CREATE TABLE deck_cards (
  deck_id integer NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  card_player_id integer NOT NULL REFERENCES card_players (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (deck_id, card_player_id)
);

CREATE TABLE deck_spells (
  deck_id integer NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
  spell_player_id integer NOT NULL REFERENCES spell_players (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (deck_id, spell_player_id)
);

CREATE TABLE friendships (
  id serial PRIMARY KEY,
  requester_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  addressee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX friendships_pair ON friendships (least(requester_id, addressee_id), greatest(requester_id, addressee_id));
CREATE INDEX friendships_addressee ON friendships (addressee_id);
CREATE INDEX friendships_requester ON friendships (requester_id);

CREATE TABLE ai_opponents (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('training', 'stage')),
  difficulty text NOT NULL CHECK (difficulty IN ('facile', 'moyen', 'difficile')),
  stage_number integer UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  deck_id integer NOT NULL REFERENCES decks (id)
);

CREATE TABLE solo_stages (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 10),
  nom text NOT NULL,
  description text NOT NULL,
  difficulty text NOT NULL CHECK (difficulty IN ('facile', 'moyen', 'difficile')),
  opponent_id integer NOT NULL REFERENCES ai_opponents (id),
  reward_credit integer NOT NULL,
  reward_xp integer NOT NULL
);
