// The 8 skins sold in euros at first start (cosmetic art for one card or spell; see game-rules.md).
// Art: assets/skins/<slug>.svg, generated from the linked card's or spell's icon with the skin's own style.
import type { CatalogueSkin } from './catalogue-types'

export const CATALOGUE_SKINS: CatalogueSkin[] = [
  { slug: 'dragon-ancien-brasier', nom: 'Dragon Ancien — Édition Brasier', rarete: 'légendaire', prixCents: 499, type: 'card', linkedSlug: 'dragon-ancien' },
  { slug: 'roi-liche-obsidienne', nom: 'Roi Liche — Édition Obsidienne', rarete: 'légendaire', prixCents: 449, type: 'card', linkedSlug: 'roi-liche' },
  { slug: 'golem-de-glace-givre', nom: 'Golem de Glace — Édition Givre', rarete: 'épique', prixCents: 349, type: 'card', linkedSlug: 'golem-de-glace' },
  { slug: 'griffon-royal-or', nom: 'Griffon Royal — Édition Or', rarete: 'épique', prixCents: 299, type: 'card', linkedSlug: 'griffon-royal' },
  { slug: 'etoile-maudite-astrale', nom: 'Étoile Maudite — Édition Astrale', rarete: 'épique', prixCents: 249, type: 'spell', linkedSlug: 'etoile-maudite' },
  { slug: 'loup-garou-lune-de-sang', nom: 'Loup-Garou — Édition Lune de Sang', rarete: 'rare', prixCents: 199, type: 'card', linkedSlug: 'loup-garou' },
  { slug: 'chevalier-noir-spectral', nom: 'Chevalier Noir — Édition Spectrale', rarete: 'rare', prixCents: 149, type: 'card', linkedSlug: 'chevalier-noir' },
  { slug: 'renard-ruse-sylvestre', nom: 'Renard Rusé — Édition Sylvestre', rarete: 'commune', prixCents: 99, type: 'card', linkedSlug: 'renard-ruse' },
]
