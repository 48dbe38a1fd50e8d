-- Skin payments: one pending payment per player and skin, refunds of payments that cannot be
-- fulfilled, and the reconciliation's schedule (payments paid but never used by a purchase call).

ALTER TABLE payments
  ADD COLUMN closed_at timestamptz,
  ADD COLUMN reconcile_after timestamptz,
  ADD COLUMN refund_reason text CHECK (refund_reason IN ('owned', 'mismatch', 'user_gone')),
  ADD COLUMN refund_id text UNIQUE,
  ADD COLUMN refunded_at timestamptz,
  ADD CONSTRAINT payments_refund_recorded CHECK (refunded_at IS NULL OR (refund_id IS NOT NULL AND refund_reason IS NOT NULL)),
  ADD CONSTRAINT payments_granted_or_refunded CHECK (consumed_at IS NULL OR refund_reason IS NULL);

-- Older duplicates: only the newest unused payment of a player and skin stays open for reuse.
UPDATE payments p SET closed_at = p.created_at
WHERE p.consumed_at IS NULL
  AND EXISTS (SELECT 1 FROM payments q WHERE q.user_id = p.user_id AND q.skin_id = p.skin_id AND q.consumed_at IS NULL AND q.id > p.id);

-- Every unused payment is checked once by the reconciliation.
UPDATE payments SET reconcile_after = created_at + interval '5 minutes' WHERE consumed_at IS NULL;

CREATE UNIQUE INDEX payments_one_open ON payments (user_id, skin_id) WHERE consumed_at IS NULL AND closed_at IS NULL AND refund_reason IS NULL;
CREATE INDEX payments_reconcile ON payments (reconcile_after) WHERE reconcile_after IS NOT NULL;

ALTER TABLE test_payment_intents
  ADD COLUMN refund_id text UNIQUE,
  ADD COLUMN refunded_at timestamptz;
