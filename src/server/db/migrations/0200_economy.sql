-- The collection economy: boosters owned by players, skin payments, owned skins, the test gateway.

CREATE TABLE pack_players (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pack_id integer NOT NULL REFERENCES packs (id),
  source text NOT NULL CHECK (source IN ('bought', 'gift', 'upgrade')),
  price_paid integer NOT NULL DEFAULT 0 CHECK (price_paid >= 0),
  kind text NOT NULL CHECK (kind IN ('cards', 'spells')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 10),
  guaranteed_rarity text CHECK (guaranteed_rarity IN ('commune', 'rare', 'épique', 'légendaire')),
  seed bigint NOT NULL CHECK (seed BETWEEN 0 AND 4294967295),
  acquired_at timestamptz NOT NULL,
  opened_at timestamptz,
  content jsonb,
  consumed_at timestamptz,
  upgraded_into integer REFERENCES pack_players (id) ON DELETE SET NULL,
  CHECK ((opened_at IS NULL) = (content IS NULL)),
  CHECK (opened_at IS NULL OR consumed_at IS NULL)
);
CREATE INDEX pack_players_user ON pack_players (user_id);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  gateway text NOT NULL CHECK (gateway IN ('stripe', 'test')),
  gateway_intent_id text NOT NULL UNIQUE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  skin_id integer NOT NULL REFERENCES skins (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  status text NOT NULL,
  payment_method_id text,
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX payments_user_skin ON payments (user_id, skin_id);

CREATE TABLE user_skins (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  skin_id integer NOT NULL REFERENCES skins (id),
  payment_id integer REFERENCES payments (id) ON DELETE SET NULL,
  purchased_at timestamptz NOT NULL,
  CONSTRAINT user_skins_user_skin UNIQUE (user_id, skin_id)
);

CREATE TABLE test_payment_intents (
  id text PRIMARY KEY,
  client_secret text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  metadata jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('requires_payment_method', 'succeeded')),
  payment_method_id text,
  last_error text,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
