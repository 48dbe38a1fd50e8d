// The card zoom (long-press, hover or right-click on a battle card): labels and the sentence that
// explains the 'stronger' flag (game rules: a card is stronger than an adjacent placed card when its
// total exceeds that card's).
interface StrongerFacts {
  kind: 'card' | 'spell'
  where: 'hand' | 'board'
  total: number
  ko: boolean
  owner: 'ally' | 'enemy'
  /** Adjacent living enemy cards whose total is lower: position (0–20) and total. */
  beats: { index: number; total: number }[]
}

export const cardZoomText = {
  dialogLabel: (name: string) => `Carte agrandie : ${name}`,
  close: 'Fermer',
  kindCard: 'Carte',
  kindSpell: 'Sort',
  sides: { top: 'Haut', left: 'Gauche', right: 'Droite', bottom: 'Bas' },
  total: 'Total',
  rarity: 'Rareté',
  skin: 'Apparence',
  skinned: 'Skin équipé',
  baseArt: 'Image de base',
  ally: 'Votre carte',
  enemy: 'Carte adverse',
  ko: 'KO',
  strongerTitle: 'Plus forte',
  hint: 'Appui long, survol ou clic droit sur une carte pour l’agrandir.',
  /** What the 'stronger' flag means for this card, in one sentence. */
  stronger(f: StrongerFacts): string {
    if (f.kind === 'spell') return 'Un sort ajoute ses quatre valeurs à la carte de sa position (une malédiction les retire).'
    if (f.ko) return 'Mise KO : elle ne combat plus et ne compte plus pour « plus forte ».'
    if (f.where === 'hand')
      return `« Plus forte » : posée, elle met KO chaque carte ennemie voisine dont le total est inférieur à ${f.total}.`
    const n = f.beats.length
    const ally = f.owner === 'ally'
    if (n === 0)
      return `Pas « plus forte » : ${ally ? 'aucune carte ennemie voisine' : 'aucune de vos cartes voisines'} n’a un total inférieur à ${f.total}.`
    const list = f.beats.map((b) => `${b.total} en case ${b.index}`).join(', ')
    const them = ally ? (n > 1 ? `${n} cartes ennemies voisines` : 'la carte ennemie voisine') : n > 1 ? `${n} de vos cartes voisines` : 'votre carte voisine'
    return `« Plus forte » : son total (${f.total}) dépasse celui de ${them} (${list}).`
  },
}
