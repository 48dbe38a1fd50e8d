// Pack upgrade: three unopened boosters of one kind are traded for one booster of the next tier.
// 3 × Booster Sorts → 1 Booster Classique; 3 × Booster Classique → 1 Booster Premium. Boosters
// outside this chain (the Premium, boosters created by admins) cannot be upgraded.

/** Unopened boosters consumed by one pack upgrade. */
export const PACK_UPGRADE_COPIES = 3

/** Catalogue slug → the slug of the booster it upgrades to. */
const PACK_UPGRADE_CHAIN: Readonly<Record<string, string>> = {
  'booster-sorts': 'booster-classique',
  'booster-classique': 'booster-premium',
}

export const nextTier = (slug: string | null): string | null => (slug ? (PACK_UPGRADE_CHAIN[slug] ?? null) : null)
