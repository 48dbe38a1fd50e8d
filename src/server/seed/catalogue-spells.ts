// The 16 spells seeded at first start: 10 blessings (values 0…+5) and 6 curses (values −5…0).
// A spell sits in a board position's spell slot and adds its four values to the card on that
// position, whoever owns it: a blessing strengthens your card, a curse weakens the enemy card above it.
// Art: assets/spells/<slug>.svg.
import type { CatalogueSpell } from './catalogue-types'
import type { Rarete } from '../../game/rarity'

type Values = readonly [haut: number, gauche: number, droite: number, bas: number]

const spell = (slug: string, nom: string, rarete: Rarete, icon: string, values: Values, description: string): CatalogueSpell => ({
  slug,
  nom,
  rarete,
  icon,
  pointsHaut: values[0],
  pointsGauche: values[1],
  pointsDroite: values[2],
  pointsBas: values[3],
  description,
})

/** A curse has at least one negative value; a blessing none. */
export const isCurse = (s: Pick<CatalogueSpell, 'pointsHaut' | 'pointsGauche' | 'pointsDroite' | 'pointsBas'>): boolean =>
  Math.min(s.pointsHaut, s.pointsGauche, s.pointsDroite, s.pointsBas) < 0

export const CATALOGUE_SPELLS: CatalogueSpell[] = [
  // Bénédictions
  spell('benediction-mineure', 'Bénédiction Mineure', 'commune', 'sparkles', [1, 1, 1, 1], "Posée sur une case, elle ajoute +1 à chacun des quatre côtés de la carte qui s'y trouve."),
  spell('ecorce-protectrice', 'Écorce Protectrice', 'commune', 'tree-roots', [0, 1, 1, 3], 'La carte de sa case gagne +3 en bas et +1 à gauche et à droite.'),
  spell('vent-favorable', 'Vent Favorable', 'commune', 'feathered-wing', [3, 1, 1, 0], 'La carte de sa case gagne +3 en haut et +1 à gauche et à droite.'),
  spell('elan-guerrier', 'Élan Guerrier', 'commune', 'sword-brandish', [1, 2, 2, 0], 'La carte de sa case gagne +2 à gauche et à droite et +1 en haut.'),
  spell('aura-de-lumiere', 'Aura de Lumière', 'rare', 'sunbeams', [2, 2, 2, 2], "Baigne la carte de sa case d'une lumière qui ajoute +2 à chacun de ses côtés."),
  spell('lame-runique', 'Lame Runique', 'rare', 'rune-sword', [4, 1, 2, 1], 'La carte de sa case gagne +4 en haut, +2 à droite et +1 à gauche et en bas.'),
  spell('egide-sacree', 'Égide Sacrée', 'rare', 'magic-shield', [1, 3, 3, 2], 'Un bouclier divin ajoute +3 sur les flancs, +2 en bas et +1 en haut de la carte de sa case.'),
  spell('flammes-interieures', 'Flammes Intérieures', 'épique', 'fire-spell-cast', [3, 3, 3, 3], 'Un brasier intérieur ajoute +3 à chacun des quatre côtés de la carte de sa case.'),
  spell('ailes-seraphiques', 'Ailes Séraphiques', 'épique', 'angel-wings', [5, 2, 2, 3], 'La carte de sa case gagne +5 en haut, +3 en bas et +2 à gauche et à droite.'),
  spell('grace-des-anciens', 'Grâce des Anciens', 'légendaire', 'crystal-shine', [4, 5, 5, 4], 'Le don des premiers mages : +5 sur les flancs et +4 en haut et en bas de la carte de sa case.'),

  // Malédictions
  spell('toile-engluante', 'Toile Engluante', 'commune', 'spider-web', [-1, -1, -1, -1], 'Posée sous une carte adverse, elle retire 1 à chacun de ses quatre côtés.'),
  spell('poison-lent', 'Poison Lent', 'commune', 'poison-bottle', [0, -1, -1, -2], 'La carte de sa case perd 2 en bas et 1 à gauche et à droite.'),
  spell('regard-maudit', 'Regard Maudit', 'rare', 'evil-eyes', [-2, -1, -1, -2], 'La carte de sa case perd 2 en haut et en bas et 1 sur chaque flanc.'),
  spell('etreinte-des-ronces', 'Étreinte des Ronces', 'rare', 'thorny-vine', [-1, -3, -3, 0], 'Des ronces enserrent la carte de sa case : −3 à gauche et à droite, −1 en haut.'),
  spell('etoile-maudite', 'Étoile Maudite', 'épique', 'cursed-star', [-3, -3, -3, -3], 'Un astre funeste retire 3 à chacun des quatre côtés de la carte de sa case.'),
  spell('neant-devorant', 'Néant Dévorant', 'légendaire', 'death-zone', [-5, -4, -4, -5], 'Le vide ronge la carte de sa case : −5 en haut et en bas, −4 sur les flancs.'),
]
