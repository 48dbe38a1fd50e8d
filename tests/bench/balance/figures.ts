// The figures of the balance bench: each plays its series on the pool and returns table rows.
import { CATALOGUE_SPELLS, isCurse } from '../../../src/server/seed/catalogue-spells'
import type { Rarete } from '../../../src/game'
import { RARITIES } from '../../../src/game'
import { BOSSES, SPELLS, STARTER, atLevel, isCurseItem, type BenchDeck } from './catalogue'
import { gamesToEveryCard, collectionAfter } from './collection'
import type { GameRecord, Side } from './duel'
import type { Player } from './match'
import type { Pool } from './pool'
import { pct, rate, wilson, type Tally } from './stats'

export interface Row {
  section: string
  figure: string
  measured: string
  target: string
  /** null: printed for information, no target. */
  ok: boolean | null
}

export interface Scale {
  /** Multiplies every series' game count (--quick: 0.25). */
  games: (n: number) => number
}

export const fixed = (deck: BenchDeck, player: Player): Side => ({ deck: { kind: 'fixed', deck }, player })
const tally = (records: GameRecord[], won: (r: GameRecord) => boolean): Tally => ({ wins: records.filter(won).length, games: records.length })
const aWins = (records: GameRecord[]) => tally(records, (r) => r.aWon)
const within = (t: Tally, lo: number, hi: number) => pct(t) >= lo && pct(t) <= hi
const atLeast = (t: Tally, lo: number) => pct(t) >= lo

export async function firstMove(pool: Pool, scale: Scale): Promise<Row[]> {
  const rows: Row[] = []
  for (const [level, n] of [['facile', 4000], ['moyen', 4000], ['difficile', 1000]] as const) {
    const records = await pool.duel(fixed(STARTER, level), fixed(STARTER, level), scale.games(n), 11)
    const t = tally(records, (r) => r.starterWon)
    rows.push({ section: 'Premier coup', figure: `Le joueur qui commence gagne (miroir ${level}, deck de départ)`, measured: rate(t), target: '47–53 %', ok: within(t, 47, 53) })
  }
  return rows
}

/** The starter's cards repeated to the deck maximum of 30 (its spells as they are). */
const repeated = (deck: BenchDeck): BenchDeck => ({
  cards: Array.from({ length: 30 }, (_, i) => deck.cards[i % deck.cards.length]),
  spells: deck.spells,
})
/** Every card and spell of the starter twice (24 cards, 12 spells): the same mix, a bigger deck. */
const doubled = (deck: BenchDeck): BenchDeck => ({ cards: [...deck.cards, ...deck.cards], spells: [...deck.spells, ...deck.spells] })

export async function deckSize(pool: Pool, scale: Scale): Promise<Row[]> {
  const t = aWins(await pool.duel(fixed(repeated(STARTER), 'moyen'), fixed(STARTER, 'moyen'), scale.games(2000), 21))
  const d = aWins(await pool.duel(fixed(doubled(STARTER), 'moyen'), fixed(STARTER, 'moyen'), scale.games(2000), 22))
  return [
    { section: 'Taille du deck', figure: 'Deck de 30 cartes (celles du départ répétées, ses 6 sorts) contre le deck de départ (moyen)', measured: rate(t), target: '45–55 %', ok: within(t, 45, 55) },
    { section: 'Taille du deck', figure: 'Deck de départ en double (24 cartes, 12 sorts) contre le deck de départ (moyen)', measured: rate(d), target: '(information)', ok: null },
  ]
}

export async function upgrades(pool: Pool, scale: Scale): Promise<Row[]> {
  // the target with a player who looks ahead (difficile): a stronger spell pays off by the fights it
  // prevents later, which moyen, one move deep, does not see
  const spells3 = await pool.duel(fixed(atLevel(STARTER, 3, 'spells'), 'difficile'), fixed(STARTER, 'difficile'), scale.games(1000), 31)
  const spells3Moyen = await pool.duel(fixed(atLevel(STARTER, 3, 'spells'), 'moyen'), fixed(STARTER, 'moyen'), scale.games(2000), 33)
  const cards1 = await pool.duel(fixed(atLevel(STARTER, 1, 'cards'), 'moyen'), fixed(STARTER, 'moyen'), scale.games(1000), 32)
  const t = aWins(spells3)
  return [
    { section: 'Améliorations', figure: 'Deck de départ aux sorts +3 contre le deck de départ (difficile)', measured: rate(t), target: '≥ 55 %', ok: atLeast(t, 55) },
    { section: 'Améliorations', figure: 'Deck de départ aux sorts +3 contre le deck de départ (moyen)', measured: rate(aWins(spells3Moyen)), target: '(information)', ok: null },
    { section: 'Améliorations', figure: 'Deck de départ aux cartes +1 contre le deck de départ (moyen)', measured: rate(aWins(cards1)), target: '(information)', ok: null },
  ]
}

export async function spellRarity(pool: Pool, scale: Scale): Promise<Row[]> {
  const random: Side = { deck: { kind: 'random' }, player: 'moyen' }
  const records = await pool.duel(random, random, scale.games(12000), 41)
  const bySlug = new Map<string, Tally>()
  const count = (slug: string, won: boolean) => {
    const t = bySlug.get(slug) ?? { wins: 0, games: 0 }
    bySlug.set(slug, { wins: t.wins + (won ? 1 : 0), games: t.games + 1 })
  }
  for (const r of records) {
    for (const s of r.aSpells) count(s, r.aWon)
    for (const s of r.bSpells) count(s, !r.aWon)
  }
  const rows: Row[] = []
  for (const curse of [false, true]) {
    const group = (rarete: Rarete): Tally =>
      CATALOGUE_SPELLS.filter((s) => isCurse(s) === curse && s.rarete === rarete)
        .map((s) => bySlug.get(s.slug) ?? { wins: 0, games: 0 })
        .reduce((a, b) => ({ wins: a.wins + b.wins, games: a.games + b.games }), { wins: 0, games: 0 })
    const tallies = RARITIES.map(group).filter((t) => t.games > 0)
    const rising = tallies.every((t, i) => i === 0 || pct(t) > pct(tallies[i - 1]))
    rows.push({
      section: 'Sorts et rareté',
      figure: `${curse ? 'Malédictions' : 'Bénédictions'} : victoires d'une main qui l'a reçu, par rareté (c / r / é / l)`,
      measured: tallies.map((t) => pct(t).toFixed(1)).join(' / ') + ' %',
      target: 'croissant',
      ok: rising,
    })
  }
  // the same question without the noise of random decks: the starter's cards with six spells of one
  // kind and rarity, against the starter, played by difficile
  for (const curse of [false, true]) {
    const tallies: Tally[] = []
    for (const rarete of RARITIES) {
      const group = SPELLS.filter((x) => isCurseItem(x) === curse && x.rarete === rarete)
      const deck: BenchDeck = { cards: STARTER.cards, spells: Array.from({ length: 6 }, (_, i) => group[i % group.length]) }
      tallies.push(aWins(await pool.duel(fixed(deck, 'difficile'), fixed(STARTER, 'difficile'), scale.games(200), 42)))
    }
    rows.push({
      section: 'Sorts et rareté',
      figure: `Cartes du départ et 6 ${curse ? 'malédictions' : 'bénédictions'} d'une rareté contre le deck de départ (difficile, c / r / é / l)`,
      measured: tallies.map((t) => pct(t).toFixed(1)).join(' / ') + ' %',
      target: '(information)',
      ok: null,
    })
  }
  for (const s of CATALOGUE_SPELLS) {
    const t = bySlug.get(s.slug) ?? { wins: 0, games: 0 }
    rows.push({ section: 'Sorts et rareté', figure: `· ${s.nom} (${s.rarete}, ${s.pointsHaut + s.pointsGauche + s.pointsDroite + s.pointsBas})`, measured: rate(t), target: '', ok: null })
  }
  return rows
}

export async function bots(pool: Pool, scale: Scale): Promise<Row[]> {
  const greedyFacile = aWins(await pool.duel(fixed(STARTER, 'greedy'), fixed(STARTER, 'facile'), scale.games(2000), 51))
  const greedyTraining = aWins(await pool.duel(fixed(STARTER, 'greedy'), { deck: { kind: 'training', difficulty: 'facile' }, player: 'facile' }, scale.games(1000), 52))
  const moyenFacile = aWins(await pool.duel(fixed(STARTER, 'moyen'), fixed(STARTER, 'facile'), scale.games(2000), 53))
  const difficileMoyen = aWins(await pool.duel(fixed(STARTER, 'difficile'), fixed(STARTER, 'moyen'), scale.games(1000), 54))
  return [
    { section: 'IA', figure: 'Nouveau joueur (glouton) contre facile, decks égaux', measured: rate(greedyFacile), target: '≥ 60 %', ok: atLeast(greedyFacile, 60) },
    { section: 'IA', figure: "Nouveau joueur (glouton, deck de départ) contre l'IA facile d'entraînement", measured: rate(greedyTraining), target: '≥ 60 %', ok: atLeast(greedyTraining, 60) },
    { section: 'IA', figure: 'Moyen contre facile, decks égaux', measured: rate(moyenFacile), target: '≥ 95 %', ok: atLeast(moyenFacile, 95) },
    { section: 'IA', figure: 'Difficile contre moyen, decks égaux', measured: rate(difficileMoyen), target: '≥ 80 %', ok: atLeast(difficileMoyen, 80) },
  ]
}

export async function unfillable(pool: Pool, scale: Scale): Promise<Row[]> {
  const noSpell: BenchDeck = { cards: STARTER.cards, spells: [] }
  const noCard: BenchDeck = { cards: [], spells: STARTER.spells }
  const a = aWins(await pool.duel(fixed(noSpell, 'moyen'), fixed(STARTER, 'moyen'), scale.games(400), 61))
  const b = aWins(await pool.duel(fixed(noCard, 'moyen'), fixed(STARTER, 'moyen'), scale.games(200), 62))
  return [
    { section: 'Decks incomplets', figure: '12 cartes sans sort contre le deck de départ (moyen)', measured: rate(a), target: '(avertissement dans l\'éditeur)', ok: null },
    { section: 'Decks incomplets', figure: '6 sorts sans carte contre le deck de départ (moyen)', measured: rate(b), target: '(avertissement dans l\'éditeur)', ok: null },
  ]
}

export async function solo(pool: Pool, scale: Scale): Promise<Row[]> {
  const difficultyOf = (stage: number): Player => BOSSES.find((b) => b.stage === stage)!.difficulty
  const boss = (stage: number): Side => ({ deck: { kind: 'boss', stage }, player: difficultyOf(stage) })
  const player = (games: number, who: Player): Side => (games === 0 ? fixed(STARTER, who) : { deck: { kind: 'collection', games }, player: who })
  const plan: { stage: number; games: number; who: Player; lo?: number; hi?: number; n: number }[] = [
    { stage: 1, games: 0, who: 'greedy', lo: 80, n: 800 },
    { stage: 2, games: 0, who: 'moyen', lo: 50, n: 800 },
    { stage: 3, games: 0, who: 'moyen', lo: 50, n: 800 },
    { stage: 4, games: 10, who: 'moyen', n: 400 },
    { stage: 5, games: 10, who: 'moyen', lo: 40, n: 800 },
    { stage: 6, games: 30, who: 'moyen', n: 400 },
    { stage: 7, games: 30, who: 'moyen', lo: 40, n: 800 },
    { stage: 8, games: 60, who: 'moyen', n: 200 },
    { stage: 9, games: 100, who: 'moyen', n: 200 },
    { stage: 10, games: 100, who: 'moyen', lo: 25, hi: 99.999, n: 400 },
    { stage: 10, games: 1000, who: 'moyen', n: 200 },
  ]
  const rows: Row[] = []
  for (const p of plan) {
    const t = aWins(await pool.duel(player(p.games, p.who), boss(p.stage), scale.games(p.n), 70 + p.stage * 7 + p.games))
    const target = p.lo != null ? `≥ ${p.lo} %${p.hi != null ? ', jamais 100 %' : ''}` : p.hi != null ? 'jamais 100 %' : '(information)'
    const ok = p.lo == null && p.hi == null ? null : (p.lo == null || pct(t) >= p.lo) && (p.hi == null || wilson(t.wins, t.games)[0] < 1 && t.wins < t.games)
    const who = p.who === 'greedy' ? 'nouveau joueur' : 'joueur de niveau moyen'
    const deck = p.games === 0 ? 'deck de départ' : `collection après ${p.games} parties`
    rows.push({ section: 'Solo', figure: `Étape ${p.stage} (IA ${difficultyOf(p.stage)}) : ${who}, ${deck}`, measured: rate(t), target, ok })
  }
  return rows
}

export async function matchmaking(pool: Pool, scale: Scale): Promise<Row[]> {
  const random: Side = { deck: { kind: 'random' }, player: 'moyen' }
  const strongerWins = (records: GameRecord[]): Tally => {
    const decided = records.filter((r) => r.aPower !== r.bPower)
    return { wins: decided.filter((r) => (r.aPower > r.bPower) === r.aWon).length, games: decided.length }
  }
  const unmatched = strongerWins(await pool.duel(random, random, scale.games(3000), 81))
  const matched = strongerWins(await pool.duel(random, random, scale.games(3000), 82, true))
  return [
    { section: 'Appariement', figure: 'Le deck le plus puissant gagne, adversaires tirés au hasard', measured: rate(unmatched), target: '(référence)', ok: null },
    { section: 'Appariement', figure: 'Le deck le plus puissant gagne, adversaires appariés (fenêtre de départ)', measured: rate(matched), target: '≤ 60 %', ok: pct(matched) <= 60 },
  ]
}

export function economy(scale: Scale): Row[] {
  const players = scale.games(2000)
  let first = 0
  for (let i = 0; i < players; i++) first += collectionAfter(200, 900_000 + i).firstLegendaryAt ?? 200
  const collectors = scale.games(400)
  let every = 0
  for (let i = 0; i < collectors; i++) every += gamesToEveryCard(910_000 + i)
  const firstMean = first / players
  const everyMean = every / collectors
  return [
    { section: 'Économie', figure: 'Parties avant la première légendaire (Booster Classique dès que possible)', measured: firstMean.toFixed(1), target: '≈ 40', ok: firstMean <= 45 },
    { section: 'Économie', figure: 'Parties avant de posséder toutes les cartes (boosters, fabrication, recyclage)', measured: everyMean.toFixed(0), target: '≈ 400', ok: everyMean >= 300 && everyMean <= 450 },
  ]
}
