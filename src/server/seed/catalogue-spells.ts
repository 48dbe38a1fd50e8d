// The 16 spells seeded at first start: 10 blessings (values 0…+5) and 6 curses (values −5…0).
// A spell sits in a board position's spell slot and adds its four values to the card on that
// position, whoever owns it: a blessing strengthens your card (and makes it attack), a curse weakens
// the enemy card above it. Totals grow with rarity (commune 3–4, rare 8–9, épique 13–14, légendaire
// 20), and from rules 3 a rare or better spell has a power (src/game/spell-powers.ts: Frappe,
// Ralliement, Néant): with both, a spell's in-deck win rate rises with its rarity in the balance
// bench; the migration 20261128060000_rules_2 brings databases seeded before to these values.
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
  spell('benediction-mineure', 'Bénédiction Mineure', 'commune', 'sparkles', [1, 1, 0, 1], "Posée sous votre carte, elle ajoute +1 en haut, à gauche et en bas, et la fait attaquer ses voisines ennemies."),
  spell('ecorce-protectrice', 'Écorce Protectrice', 'commune', 'tree-roots', [0, 1, 1, 2], 'La carte de sa case gagne +2 en bas et +1 à gauche et à droite.'),
  spell('vent-favorable', 'Vent Favorable', 'commune', 'feathered-wing', [2, 1, 1, 0], 'La carte de sa case gagne +2 en haut et +1 à gauche et à droite.'),
  spell('elan-guerrier', 'Élan Guerrier', 'commune', 'sword-brandish', [1, 1, 1, 0], 'La carte de sa case gagne +1 en haut, à gauche et à droite.'),
  spell('aura-de-lumiere', 'Aura de Lumière', 'rare', 'sunbeams', [2, 2, 2, 2], "Baigne la carte de sa case d'une lumière qui ajoute +2 à chacun de ses côtés."),
  spell('lame-runique', 'Lame Runique', 'rare', 'rune-sword', [4, 2, 2, 1], 'La carte de sa case gagne +4 en haut, +2 à gauche et à droite et +1 en bas.'),
  spell('egide-sacree', 'Égide Sacrée', 'rare', 'magic-shield', [2, 3, 3, 1], 'Un bouclier divin ajoute +3 sur les flancs, +2 en haut et +1 en bas de la carte de sa case.'),
  spell('flammes-interieures', 'Flammes Intérieures', 'épique', 'fire-spell-cast', [4, 3, 3, 3], 'Un brasier intérieur ajoute +4 en haut et +3 sur les trois autres côtés de la carte de sa case.'),
  spell('ailes-seraphiques', 'Ailes Séraphiques', 'épique', 'angel-wings', [5, 3, 3, 3], 'La carte de sa case gagne +5 en haut et +3 sur les trois autres côtés.'),
  spell('grace-des-anciens', 'Grâce des Anciens', 'légendaire', 'crystal-shine', [5, 5, 5, 5], 'Le don des premiers mages : +5 sur chacun des quatre côtés de la carte de sa case.'),

  // Malédictions
  spell('toile-engluante', 'Toile Engluante', 'commune', 'spider-web', [-1, -1, 0, -1], "Posée sous une carte adverse, elle lui retire 1 en haut, à gauche et en bas : vos cartes posées à côté la battront plus facilement."),
  spell('poison-lent', 'Poison Lent', 'commune', 'poison-bottle', [0, -1, -1, -2], 'La carte de sa case perd 2 en bas et 1 à gauche et à droite.'),
  spell('regard-maudit', 'Regard Maudit', 'rare', 'evil-eyes', [-2, -2, -2, -2], 'La carte de sa case perd 2 sur chacun de ses côtés.'),
  spell('etreinte-des-ronces', 'Étreinte des Ronces', 'rare', 'thorny-vine', [-1, -3, -3, -2], 'Des ronces enserrent la carte de sa case : −3 à gauche et à droite, −2 en bas, −1 en haut.'),
  spell('etoile-maudite', 'Étoile Maudite', 'épique', 'cursed-star', [-4, -3, -3, -4], 'Un astre funeste retire 4 en haut et en bas et 3 sur les flancs de la carte de sa case.'),
  spell('neant-devorant', 'Néant Dévorant', 'légendaire', 'death-zone', [-5, -5, -5, -5], 'Le vide ronge la carte de sa case : −5 sur chacun de ses quatre côtés.'),
]
