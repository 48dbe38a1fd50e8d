// Each solo stage's art: the boss's own card from its deck (src/server/seed/catalogue-stages.ts),
// served from assets/cards/. tests/ui/solo.test.tsx checks each one against that deck.
const BOSS_CARDS: Record<number, string> = {
  1: 'gobelin-chapardeur', // Grincedent, the goblin of the edge of the woods
  2: 'rat-des-egouts', // RoiDesRats
  3: 'sorciere-des-landes', // DameOrtie
  4: 'fantome-du-beffroi', // SonneurBlafard
  5: 'nain-des-forges', // BarbeDeFer
  6: 'loup-garou', // CrocDArgent
  7: 'minotaure-du-labyrinthe', // Asterion
  8: 'kraken-des-profondeurs', // ReineDesAbysses
  9: 'roi-liche', // Nocturnis
  10: 'dragon-ancien', // Pyrathax
}

/** The boss card's slug for a stage number (null for a stage the catalogue does not know). */
export const stageBossCard = (stageNumber: number): string | null => BOSS_CARDS[stageNumber] ?? null

/** The stage's art, or the card back for an unknown stage. */
export const stageArtUrl = (stageNumber: number): string => {
  const slug = stageBossCard(stageNumber)
  return slug ? `/assets/cards/${slug}.svg` : '/assets/ui/card-back.svg'
}
