// The seeded catalogue: counts, ranges, references between files, icons, and the generated assets.
import { describe, it, expect } from 'vitest'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { icons } from '@iconify-json/game-icons'
import { POWER_RANGE, RARITIES, rarityRank } from '../../src/game/rarity'
import { bonusAtLevel, deckPower, sidesTotal } from '../../src/game'
import { CATALOGUE_CARDS } from '../../src/server/seed/catalogue-cards'
import { CATALOGUE_SPELLS, isCurse } from '../../src/server/seed/catalogue-spells'
import { CATALOGUE_PACKS } from '../../src/server/seed/catalogue-packs'
import { CATALOGUE_SKINS } from '../../src/server/seed/catalogue-skins'
import { CATALOGUE_STAGES } from '../../src/server/seed/catalogue-stages'
import { CATALOGUE_NEWS } from '../../src/server/seed/catalogue-news'
import { STARTER_CARD_SLUGS, STARTER_DECK, STARTER_SPELL_SLUGS } from '../../src/server/seed/starter'
import { TRAINING_BOTS } from '../../src/server/seed/bots'
import { cardArt, spellArt } from '../../assets/tools/art/cards'

const ASSETS = fileURLToPath(new URL('../../assets', import.meta.url))
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const sides = (x: { pointsHaut: number; pointsGauche: number; pointsDroite: number; pointsBas: number }) => [x.pointsHaut, x.pointsGauche, x.pointsDroite, x.pointsBas]
const power = (x: Parameters<typeof sides>[0]) => sides(x).reduce((a, b) => a + b, 0)
const cardBySlug = new Map(CATALOGUE_CARDS.map((c) => [c.slug, c]))
const spellBySlug = new Map(CATALOGUE_SPELLS.map((s) => [s.slug, s]))
const countBy = <T>(items: T[], key: (item: T) => string) => items.reduce<Record<string, number>>((acc, item) => ({ ...acc, [key(item)]: (acc[key(item)] ?? 0) + 1 }), {})
const unique = (values: string[]) => new Set(values).size === values.length
const avgPower = (slugs: string[]) => slugs.reduce((sum, s) => sum + power(cardBySlug.get(s)!), 0) / slugs.length
/** A boss's deckPower: its items' totals with the stage's instance bonus, in each item's direction. */
const bossPower = (stage: (typeof CATALOGUE_STAGES)[number]) => {
  const total = (x: Parameters<typeof sides>[0]) => power(x) + sidesTotal(bonusAtLevel(x, stage.cardBonus))
  return deckPower(stage.deckCards.map((s) => total(cardBySlug.get(s)!)), stage.deckSpells.map((s) => total(spellBySlug.get(s)!)))
}
/** A one-sentence French text: ends with a full stop, no sentence break inside. */
const oneSentence = (text: string) => /[.!?…]$/.test(text) && !/[.!?…]\s+[A-ZÀ-ÖØ-Þ]/.test(text)

describe('cartes', () => {
  it('48 cartes : 24 communes, 12 rares, 8 épiques, 4 légendaires', () => {
    expect(CATALOGUE_CARDS).toHaveLength(48)
    expect(countBy(CATALOGUE_CARDS, (c) => c.rarete)).toEqual({ commune: 24, rare: 12, épique: 8, légendaire: 4 })
  })

  it('chaque côté vaut 1 à 9 et la puissance reste dans la plage de sa rareté', () => {
    for (const card of CATALOGUE_CARDS) {
      for (const v of sides(card)) {
        expect(Number.isInteger(v), card.slug).toBe(true)
        expect(v, card.slug).toBeGreaterThanOrEqual(1)
        expect(v, card.slug).toBeLessThanOrEqual(9)
      }
      const [min, max] = POWER_RANGE[card.rarete]
      expect(power(card), card.slug).toBeGreaterThanOrEqual(min)
      expect(power(card), card.slug).toBeLessThanOrEqual(max)
    }
  })

  it('des formes variées : des cartes équilibrées et des cartes fortes sur un côté', () => {
    const spread = CATALOGUE_CARDS.map((c) => Math.max(...sides(c)) - Math.min(...sides(c)))
    expect(spread.filter((s) => s === 0).length).toBeGreaterThanOrEqual(3)
    expect(spread.filter((s) => s >= 5).length).toBeGreaterThanOrEqual(5)
  })

  it('slugs kebab-case uniques, noms uniques, descriptions en une phrase', () => {
    expect(unique(CATALOGUE_CARDS.map((c) => c.slug))).toBe(true)
    expect(unique(CATALOGUE_CARDS.map((c) => c.nom))).toBe(true)
    for (const card of CATALOGUE_CARDS) {
      expect(card.slug).toMatch(SLUG)
      expect(card.nom.trim()).toBe(card.nom)
      expect(oneSentence(card.description), card.slug).toBe(true)
    }
  })
})

describe('sorts', () => {
  it('16 sorts : 10 bénédictions (0…+5) et 6 malédictions (−5…0)', () => {
    expect(CATALOGUE_SPELLS).toHaveLength(16)
    const curses = CATALOGUE_SPELLS.filter(isCurse)
    const blessings = CATALOGUE_SPELLS.filter((s) => !isCurse(s))
    expect(blessings).toHaveLength(10)
    expect(curses).toHaveLength(6)
    for (const s of blessings) {
      for (const v of sides(s)) expect(v >= 0 && v <= 5 && Number.isInteger(v), s.slug).toBe(true)
      expect(power(s), s.slug).toBeGreaterThan(0)
    }
    for (const s of curses) {
      for (const v of sides(s)) expect(v >= -5 && v <= 0 && Number.isInteger(v), s.slug).toBe(true)
    }
  })

  it('toutes les raretés sont représentées, slugs et noms uniques, descriptions en une phrase', () => {
    expect(new Set(CATALOGUE_SPELLS.map((s) => s.rarete))).toEqual(new Set(RARITIES))
    expect(unique(CATALOGUE_SPELLS.map((s) => s.slug))).toBe(true)
    expect(unique([...CATALOGUE_CARDS, ...CATALOGUE_SPELLS].map((x) => x.nom))).toBe(true)
    for (const s of CATALOGUE_SPELLS) {
      expect(s.slug).toMatch(SLUG)
      expect(oneSentence(s.description), s.slug).toBe(true)
    }
  })
})

describe('boosters, skins et actualités', () => {
  it('les 3 boosters du règlement', () => {
    const bySlug = Object.fromEntries(CATALOGUE_PACKS.map((p) => [p.slug, p]))
    expect(CATALOGUE_PACKS).toHaveLength(3)
    expect(bySlug['booster-classique']).toMatchObject({ nom: 'Booster Classique', kind: 'cards', size: 5, prix: 200, guaranteedRarity: 'rare' })
    expect(bySlug['booster-sorts']).toMatchObject({ nom: 'Booster Sorts', kind: 'spells', size: 3, prix: 150, guaranteedRarity: null })
    expect(bySlug['booster-premium']).toMatchObject({ nom: 'Booster Premium', kind: 'cards', size: 5, prix: 600, guaranteedRarity: 'épique' })
  })

  it('8 skins de 0,99 € à 4,99 €, chacun lié à une carte ou un sort existant', () => {
    expect(CATALOGUE_SKINS).toHaveLength(8)
    expect(unique(CATALOGUE_SKINS.map((s) => s.slug))).toBe(true)
    expect(unique(CATALOGUE_SKINS.map((s) => s.nom))).toBe(true)
    for (const skin of CATALOGUE_SKINS) {
      expect(skin.slug).toMatch(SLUG)
      expect(Number.isInteger(skin.prixCents) && skin.prixCents >= 99 && skin.prixCents <= 499, skin.slug).toBe(true)
      const linked = skin.type === 'card' ? cardBySlug.get(skin.linkedSlug) : spellBySlug.get(skin.linkedSlug)
      expect(linked, skin.slug).toBeDefined()
      expect(skin.nom.startsWith(linked!.nom), skin.slug).toBe(true)
    }
    expect(CATALOGUE_SKINS.some((s) => s.type === 'spell')).toBe(true)
    const rarePlus = CATALOGUE_SKINS.filter((s) => s.type === 'card' && rarityRank(cardBySlug.get(s.linkedSlug)!.rarete) >= rarityRank('rare'))
    expect(rarePlus.length).toBeGreaterThan(CATALOGUE_SKINS.length / 2)
  })

  it('3 actualités datées de 0 à 14 jours, de 2 à 4 paragraphes', () => {
    expect(CATALOGUE_NEWS).toHaveLength(3)
    expect(unique(CATALOGUE_NEWS.map((p) => p.slug))).toBe(true)
    for (const post of CATALOGUE_NEWS) {
      expect(post.slug).toMatch(SLUG)
      expect(post.title.length).toBeGreaterThan(5)
      expect(post.daysAgo >= 0 && post.daysAgo <= 14).toBe(true)
      const paragraphs = post.body.split('\n\n')
      expect(paragraphs.length >= 2 && paragraphs.length <= 4, post.slug).toBe(true)
      for (const p of paragraphs) expect(p.trim().length, post.slug).toBeGreaterThan(20)
    }
  })
})

describe('étapes solo', () => {
  it('10 étapes numérotées 1 à 10, difficulté croissante', () => {
    expect(CATALOGUE_STAGES.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const expected = (n: number) => (n <= 3 ? 'facile' : n <= 7 ? 'moyen' : 'difficile')
    for (const stage of CATALOGUE_STAGES) expect(stage.difficulty, stage.nom).toBe(expected(stage.number))
  })

  it('un boss par étape, au pseudo unique, court et sans espace', () => {
    const pseudos = CATALOGUE_STAGES.map((s) => s.bossPseudo)
    expect(unique([...pseudos, ...TRAINING_BOTS.map((b) => b.pseudo)])).toBe(true)
    for (const p of pseudos) expect(p).toMatch(/^[A-Za-z0-9_-]{3,20}$/)
  })

  it('des decks de 12 à 15 cartes et 6 sorts du catalogue, de plus en plus forts', () => {
    let previous = 0
    for (const stage of CATALOGUE_STAGES) {
      expect(stage.deckCards.length >= 12 && stage.deckCards.length <= 15, stage.nom).toBe(true)
      expect(stage.deckSpells, stage.nom).toHaveLength(6)
      expect(unique(stage.deckCards) && unique(stage.deckSpells), stage.nom).toBe(true)
      for (const slug of stage.deckCards) expect(cardBySlug.has(slug), `${stage.nom} : ${slug}`).toBe(true)
      for (const slug of stage.deckSpells) expect(spellBySlug.has(slug), `${stage.nom} : ${slug}`).toBe(true)
      // the boss's deck power (what a game deals from it) rises stage after stage within a bot level
      const strength = bossPower(stage)
      if (stage.number > 1 && stage.difficulty === CATALOGUE_STAGES[stage.number - 2].difficulty) expect(strength, stage.nom).toBeGreaterThan(previous)
      previous = strength
    }
    const rarities = (n: number) => new Set(CATALOGUE_STAGES[n - 1].deckCards.map((s) => cardBySlug.get(s)!.rarete))
    expect([...rarities(1)]).toEqual(['commune'])
    expect(rarities(10).has('légendaire') && rarities(10).has('épique')).toBe(true)
  })

  it('bonus de cartes (0 à 3) et récompenses croissants', () => {
    for (let i = 1; i < CATALOGUE_STAGES.length; i++) {
      const [a, b] = [CATALOGUE_STAGES[i - 1], CATALOGUE_STAGES[i]]
      expect(b.cardBonus).toBeGreaterThanOrEqual(0)
      expect(b.cardBonus).toBeLessThanOrEqual(3)
      expect(b.rewardCredit).toBeGreaterThan(a.rewardCredit)
      expect(b.rewardXp).toBeGreaterThan(a.rewardXp)
    }
  })
})

describe('départ et bots', () => {
  it('14 cartes communes distinctes, 6 sorts communs ou rares, un deck de 12 cartes et 6 sorts', () => {
    expect(STARTER_CARD_SLUGS).toHaveLength(14)
    expect(unique(STARTER_CARD_SLUGS)).toBe(true)
    for (const slug of STARTER_CARD_SLUGS) expect(cardBySlug.get(slug)?.rarete, slug).toBe('commune')
    expect(STARTER_SPELL_SLUGS).toHaveLength(6)
    expect(unique(STARTER_SPELL_SLUGS)).toBe(true)
    for (const slug of STARTER_SPELL_SLUGS) expect(['commune', 'rare']).toContain(spellBySlug.get(slug)?.rarete)
    expect(STARTER_DECK.name).toBe('Deck de départ')
    expect(STARTER_DECK.cardSlugs).toHaveLength(12)
    expect(unique(STARTER_DECK.cardSlugs)).toBe(true)
    for (const slug of STARTER_DECK.cardSlugs) expect(STARTER_CARD_SLUGS).toContain(slug)
    expect([...STARTER_DECK.spellSlugs].sort()).toEqual([...STARTER_SPELL_SLUGS].sort())
  })

  it("trois bots d'entraînement, decks de 12 cartes et 6 sorts proches du deck de départ", () => {
    expect(TRAINING_BOTS.map((b) => b.difficulty)).toEqual(['facile', 'moyen', 'difficile'])
    const starter = avgPower(STARTER_DECK.cardSlugs)
    let previous = 0
    for (const bot of TRAINING_BOTS) {
      expect(bot.deckCards, bot.pseudo).toHaveLength(12)
      expect(bot.deckSpells, bot.pseudo).toHaveLength(6)
      expect(unique(bot.deckCards) && unique(bot.deckSpells)).toBe(true)
      for (const slug of bot.deckCards) expect(cardBySlug.has(slug), slug).toBe(true)
      for (const slug of bot.deckSpells) expect(spellBySlug.has(slug), slug).toBe(true)
      expect(bot.pseudo).toMatch(/^[A-Za-z0-9_-]{3,20}$/)
      expect(bot.cardBonus).toBe(0)
      const strength = avgPower(bot.deckCards)
      expect(Math.abs(strength - starter), bot.pseudo).toBeLessThanOrEqual(3)
      expect(strength).toBeGreaterThanOrEqual(previous)
      previous = strength
    }
  })
})

describe('illustrations, crédits et sons', () => {
  const iconNames = [...CATALOGUE_CARDS, ...CATALOGUE_SPELLS].map((x) => x.icon)

  it('chaque icône existe dans @iconify-json/game-icons', () => {
    for (const name of iconNames) expect(icons.icons[name], name).toBeDefined()
  })

  const svgFiles = [
    ...CATALOGUE_CARDS.map((c) => `cards/${c.slug}.svg`),
    ...CATALOGUE_SPELLS.map((s) => `spells/${s.slug}.svg`),
    ...CATALOGUE_PACKS.map((p) => `packs/${p.slug}.svg`),
    ...CATALOGUE_SKINS.map((s) => `skins/${s.slug}.svg`),
    ...CATALOGUE_NEWS.map((n) => `news/${n.slug}.svg`),
    'ui/logo.svg',
    'ui/card-back.svg',
    'ui/default-skin.svg',
  ]

  it('chaque illustration existe sous assets/, petite, sans image bitmap', () => {
    for (const file of svgFiles) {
      const path = join(ASSETS, file)
      expect(existsSync(path), file).toBe(true)
      const text = readFileSync(path, 'utf8')
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true)
      expect(text.trimEnd().endsWith('</svg>'), file).toBe(true)
      expect(text, file).not.toMatch(/<image|data:image/)
      expect(statSync(path).size, file).toBeLessThan(40_000)
    }
  })

  it('les illustrations des cartes et des sorts sont à jour avec le générateur', () => {
    for (const card of CATALOGUE_CARDS) expect(readFileSync(join(ASSETS, 'cards', `${card.slug}.svg`), 'utf8'), card.slug).toBe(cardArt(card))
    for (const s of CATALOGUE_SPELLS) expect(readFileSync(join(ASSETS, 'spells', `${s.slug}.svg`), 'utf8'), s.slug).toBe(spellArt({ ...s, curse: isCurse(s) }))
  })

  it('les crédits couvrent chaque icône utilisée, sous CC BY 3.0', () => {
    const credits = JSON.parse(readFileSync(join(ASSETS, 'credits.json'), 'utf8')) as { icon: string; author: string; license: string; url: string }[]
    const credited = new Set(credits.map((c) => c.icon))
    for (const name of iconNames) expect(credited.has(name), name).toBe(true)
    for (const c of credits) {
      expect(icons.icons[c.icon], c.icon).toBeDefined()
      expect(c.license).toBe('CC BY 3.0')
      expect(c.author.length).toBeGreaterThan(2)
      expect(c.url).toMatch(/^https:\/\//)
    }
    expect(readFileSync(join(ASSETS, 'ART-CREDITS.md'), 'utf8')).toContain('CC BY 3.0')
  })

  it('les sons sont des WAV 16 bits mono 22050 Hz de moins de 60 Ko', () => {
    const durations: Record<string, [number, number]> = { tick: [0.04, 0.1], turn: [0.25, 0.5], place: [0.08, 0.2], ko: [0.3, 0.5], error: [0.18, 0.35], win: [1, 1.4], lose: [0.8, 1.2] }
    for (const [name, [min, max]] of Object.entries(durations)) {
      const bytes = readFileSync(join(ASSETS, 'sounds', `${name}.wav`))
      expect(bytes.length, name).toBeLessThan(60_000)
      expect(bytes.toString('ascii', 0, 4) + bytes.toString('ascii', 8, 12)).toBe('RIFFWAVE')
      expect(bytes.readUInt16LE(20), name).toBe(1) // PCM
      expect(bytes.readUInt16LE(22), name).toBe(1) // mono
      expect(bytes.readUInt32LE(24), name).toBe(22050)
      expect(bytes.readUInt16LE(34), name).toBe(16)
      const seconds = bytes.readUInt32LE(40) / 2 / 22050
      expect(seconds >= min && seconds <= max, `${name} : ${seconds} s`).toBe(true)
      let peak = 0
      for (let i = 44; i < bytes.length; i += 2) peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)))
      expect(peak / 32768, name).toBeGreaterThan(0.1)
      expect(peak / 32768, name).toBeLessThanOrEqual(0.7)
    }
  })
})
