// Generates every SVG under assets/ from the seeded catalogue, plus the icon credits
// (assets/ART-CREDITS.md and assets/credits.json). Deterministic: same input, same bytes.
// Run: node --import tsx assets/tools/generate-art.ts
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CATALOGUE_CARDS } from '../../src/server/seed/catalogue-cards'
import { CATALOGUE_SPELLS, isCurse } from '../../src/server/seed/catalogue-spells'
import { CATALOGUE_PACKS } from '../../src/server/seed/catalogue-packs'
import { CATALOGUE_SKINS } from '../../src/server/seed/catalogue-skins'
import { CATALOGUE_NEWS } from '../../src/server/seed/catalogue-news'
import { cardArt, spellArt } from './art/cards'
import { creditsMarkdown, iconCredits } from './art/credits'
import { cardBackArt, defaultSkinArt, logoArt, newsArt, packArt, type NewsStyle, type PackStyle } from './art/misc'
import { skinArt, type SkinStyle } from './art/skins'
import { usedIcons, written, writeAsset } from './art/svg'

export const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The look of each seeded skin, pack and news banner, by slug. */
export const SKIN_STYLES: Record<string, SkinStyle> = {
  'dragon-ancien-brasier': 'brasier',
  'roi-liche-obsidienne': 'obsidienne',
  'golem-de-glace-givre': 'givre',
  'griffon-royal-or': 'or',
  'etoile-maudite-astrale': 'astrale',
  'loup-garou-lune-de-sang': 'lune-de-sang',
  'chevalier-noir-spectral': 'spectrale',
  'renard-ruse-sylvestre': 'sylvestre',
}
export const PACK_STYLES: Record<string, PackStyle> = {
  'booster-classique': 'classique',
  'booster-sorts': 'sorts',
  'booster-premium': 'premium',
}
export const NEWS_STYLES: Record<string, NewsStyle> = {
  'ouverture-de-l-arene': 'launch',
  'guide-premiere-partie': 'guide',
  'combat-solo-et-boosters': 'solo',
}

const styleOf = <T>(styles: Record<string, T>, slug: string, what: string): T => {
  const style = styles[slug]
  if (!style) throw new Error(`Aucun style pour ${what} « ${slug} » : l'ajouter dans generate-art.ts.`)
  return style
}

export const generateArt = (): { file: string; bytes: number }[] => {
  written.length = 0
  usedIcons.clear()
  const out = (...parts: string[]) => join(ASSETS_DIR, ...parts)
  for (const card of CATALOGUE_CARDS) writeAsset(out('cards', `${card.slug}.svg`), cardArt(card))
  for (const spell of CATALOGUE_SPELLS) writeAsset(out('spells', `${spell.slug}.svg`), spellArt({ ...spell, curse: isCurse(spell) }))
  for (const pack of CATALOGUE_PACKS) writeAsset(out('packs', `${pack.slug}.svg`), packArt({ ...pack, style: styleOf(PACK_STYLES, pack.slug, 'le booster') }))
  for (const skin of CATALOGUE_SKINS) {
    const linked = skin.type === 'card' ? CATALOGUE_CARDS.find((c) => c.slug === skin.linkedSlug) : CATALOGUE_SPELLS.find((s) => s.slug === skin.linkedSlug)
    if (!linked) throw new Error(`Skin « ${skin.slug} » : ${skin.type} « ${skin.linkedSlug} » introuvable.`)
    const style = styleOf(SKIN_STYLES, skin.slug, 'le skin')
    writeAsset(out('skins', `${skin.slug}.svg`), skinArt({ slug: skin.slug, nom: skin.nom, style, icon: linked.icon, spell: skin.type === 'spell' }))
  }
  for (const post of CATALOGUE_NEWS) writeAsset(out('news', `${post.slug}.svg`), newsArt({ ...post, style: styleOf(NEWS_STYLES, post.slug, "l'actualité") }))
  writeAsset(out('ui', 'logo.svg'), logoArt())
  writeAsset(out('ui', 'card-back.svg'), cardBackArt())
  writeAsset(out('ui', 'default-skin.svg'), defaultSkinArt())
  const credits = iconCredits(usedIcons)
  writeAsset(out('credits.json'), JSON.stringify(credits, null, 2) + '\n')
  writeAsset(out('ART-CREDITS.md'), creditsMarkdown(credits))
  return [...written]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = generateArt()
  const svg = files.filter((f) => f.file.endsWith('.svg'))
  const total = svg.reduce((sum, f) => sum + f.bytes, 0)
  const largest = svg.reduce((a, b) => (b.bytes > a.bytes ? b : a))
  console.log(`${svg.length} SVG écrits sous ${relative(process.cwd(), ASSETS_DIR) || '.'}/ (${total} octets ; le plus gros : ${relative(ASSETS_DIR, largest.file)}, ${largest.bytes} octets), plus les crédits.`)
}
