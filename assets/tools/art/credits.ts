// Credits of the game-icons glyphs drawn by the generators (CC BY 3.0). The npm package carries no
// per-icon author, so authors below were checked against the folders of github.com/game-icons/icons
// (one folder per author); any other icon gets the collection's credit.
import { info } from '@iconify-json/game-icons'

const VERIFIED: Record<string, { author: string; folder: string }> = {}
const add = (author: string, folder: string, names: string) => {
  for (const name of names.split(/\s+/).filter(Boolean)) VERIFIED[name] = { author, folder }
}
add(
  'Lorc',
  'lorc',
  `wolf-head bowman checked-shield snake raven fox-head imp crowned-skull feathered-wing sunbeams rune-sword
   magic-shield angel-wings crystal-shine spider-web poison-bottle thorny-vine cursed-star death-zone dragon-head
   hydra minotaur crown crossed-swords werewolf ghost`,
)
add('Delapouite', 'delapouite', 'shambling-zombie mushrooms centaur rock-golem palette')
add('Caro Asercion', 'caro-asercion', 'boar')

export const COLLECTION_AUTHOR = 'Lorc, Delapouite and contributors, game-icons.net'

export interface IconCredit {
  icon: string
  author: string
  license: string
  url: string
}

export const iconCredits = (names: Iterable<string>): IconCredit[] =>
  [...names].sort().map((icon) => {
    const known = VERIFIED[icon]
    return {
      icon,
      author: known ? known.author : COLLECTION_AUTHOR,
      license: info.license?.title ?? 'CC BY 3.0',
      url: known ? `https://game-icons.net/1x1/${known.folder}/${icon}.html` : `https://icon-sets.iconify.design/game-icons/${icon}/`,
    }
  })

export const creditsMarkdown = (credits: IconCredit[]): string => {
  const lines = [
    '# Crédits des illustrations',
    '',
    "Les glyphes des cartes, sorts, boosters, skins, bannières et de l'interface viennent de",
    '[game-icons.net](https://game-icons.net) (paquet npm `@iconify-json/game-icons`), sous licence',
    `[CC BY 3.0](${info.license?.url ?? 'https://creativecommons.org/licenses/by/3.0/'}) : « Icons made by {author} ».`,
    'Les cadres, couleurs et décors sont dessinés par `assets/tools/generate-art.ts`.',
    '',
    "Le paquet npm ne donne pas l'auteur de chaque icône : les auteurs nommés ci-dessous ont été vérifiés dans",
    'les dossiers du dépôt github.com/game-icons/icons (un dossier par auteur) ; pour les autres, le crédit',
    `est celui de la collection : ${COLLECTION_AUTHOR}.`,
    '',
    'Les mêmes crédits existent en données dans `assets/credits.json` (pour la page « À propos »).',
    '',
    '| Icône | Auteur | Licence |',
    '| --- | --- | --- |',
    ...credits.map((c) => `| [${c.icon}](${c.url}) | ${c.author} | ${c.license} |`),
    '',
    'Les sons de `assets/sounds/` sont synthétisés par `assets/tools/generate-sounds.ts` (aucun échantillon externe).',
    '',
  ]
  return lines.join('\n')
}
