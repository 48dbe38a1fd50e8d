// Databases seeded before a retuning keep the old AI opponents: on start, each training bot
// (TRAINING_BOTS, by difficulty) and each solo stage boss (CATALOGUE_STAGES, by stage number) is
// brought to its spec. A deck whose slugs or instance bonuses differ gets new instances at the
// spec's level (grantBySlug) and its content replaced; the difficulty is set on the opponent and
// its stage. Games already started froze their decks: they keep what they dealt.
import { eq, inArray } from 'drizzle-orm'
import { bonusAtLevel, type Difficulty, type Sides } from '../../game'
import type { Db } from '../db/client'
import { aiOpponents, cardPlayers, cards, deckCards, deckSpells, soloStages, spellPlayers, spells } from '../db/schema'
import { writeDeckContent } from '../db/repositories/deck-rows'
import { grantBySlug } from '../services/starter'
import { TRAINING_BOTS } from './bots'
import { CATALOGUE_STAGES } from './catalogue-stages'

/** What an AI opponent should be: its difficulty, its deck and the upgrade level of every instance in it. */
type OpponentSpec = { difficulty: Difficulty; deckCards: string[]; deckSpells: string[]; cardBonus: number }

/** One instance in a deck: its catalogue slug and values, and its own bonus. */
interface DeckItem {
  deckId: number
  slug: string
  base: Sides
  bonus: { bonusHaut: number; bonusGauche: number; bonusDroite: number; bonusBas: number }
}

type OpponentRow = { id: number; kind: 'training' | 'stage'; difficulty: Difficulty; stageNumber: number | null; userId: number; deckId: number; stageDifficulty: Difficulty | null }

function specOf(row: OpponentRow): OpponentSpec | undefined {
  if (row.kind === 'training') return TRAINING_BOTS.find((b) => b.difficulty === row.difficulty)
  return CATALOGUE_STAGES.find((s) => s.number === row.stageNumber)
}

const sameSlugs = (a: string[], b: string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** Whether the instance's bonus is `level` on every side in its item's direction (a curse's below zero). */
function atLevel(item: DeckItem, level: number): boolean {
  const want = bonusAtLevel(item.base, level)
  const { bonusHaut, bonusGauche, bonusDroite, bonusBas } = item.bonus
  return bonusHaut === want.pointsHaut && bonusGauche === want.pointsGauche && bonusDroite === want.pointsDroite && bonusBas === want.pointsBas
}

function deckMatches(items: { cards: DeckItem[]; spells: DeckItem[] }, spec: OpponentSpec): boolean {
  return (
    sameSlugs(items.cards.map((i) => i.slug), spec.deckCards) &&
    sameSlugs(items.spells.map((i) => i.slug), spec.deckSpells) &&
    [...items.cards, ...items.spells].every((i) => atLevel(i, spec.cardBonus))
  )
}

/** The card and spell instances of these decks, grouped by deck. */
async function deckItems(db: Db, deckIds: number[]): Promise<Map<number, { cards: DeckItem[]; spells: DeckItem[] }>> {
  const cardRows = await db
    .select({ deckId: deckCards.deckId, slug: cards.slug, base: cards, bonus: cardPlayers })
    .from(deckCards)
    .innerJoin(cardPlayers, eq(cardPlayers.id, deckCards.cardPlayerId))
    .innerJoin(cards, eq(cards.id, cardPlayers.cardId))
    .where(inArray(deckCards.deckId, deckIds))
  const spellRows = await db
    .select({ deckId: deckSpells.deckId, slug: spells.slug, base: spells, bonus: spellPlayers })
    .from(deckSpells)
    .innerJoin(spellPlayers, eq(spellPlayers.id, deckSpells.spellPlayerId))
    .innerJoin(spells, eq(spells.id, spellPlayers.spellId))
    .where(inArray(deckSpells.deckId, deckIds))
  const byDeck = new Map(deckIds.map((id) => [id, { cards: [] as DeckItem[], spells: [] as DeckItem[] }]))
  for (const row of cardRows) byDeck.get(row.deckId)!.cards.push(row)
  for (const row of spellRows) byDeck.get(row.deckId)!.spells.push(row)
  return byDeck
}

/** Brings the opponent's difficulty (and its stage's) to the spec; whether anything changed. */
async function syncDifficulty(db: Db, row: OpponentRow, difficulty: Difficulty): Promise<boolean> {
  let changed = false
  if (row.difficulty !== difficulty) {
    await db.update(aiOpponents).set({ difficulty }).where(eq(aiOpponents.id, row.id))
    changed = true
  }
  if (row.stageDifficulty !== null && row.stageDifficulty !== difficulty) {
    await db.update(soloStages).set({ difficulty }).where(eq(soloStages.opponentId, row.id))
    changed = true
  }
  return changed
}

/** Number of AI opponents changed (deck rewritten or difficulty set); none on a database already up to date. */
export async function syncAiOpponents(db: Db): Promise<number> {
  const rows: OpponentRow[] = await db
    .select({
      id: aiOpponents.id,
      kind: aiOpponents.kind,
      difficulty: aiOpponents.difficulty,
      stageNumber: aiOpponents.stageNumber,
      userId: aiOpponents.userId,
      deckId: aiOpponents.deckId,
      stageDifficulty: soloStages.difficulty,
    })
    .from(aiOpponents)
    .leftJoin(soloStages, eq(soloStages.opponentId, aiOpponents.id))
    .orderBy(aiOpponents.id)
  if (rows.length === 0) return 0
  const decks = await deckItems(db, rows.map((r) => r.deckId))
  let changed = 0
  for (const row of rows) {
    const spec = specOf(row)
    if (!spec) continue
    let touched = await syncDifficulty(db, row, spec.difficulty)
    if (!deckMatches(decks.get(row.deckId)!, spec)) {
      const granted = await grantBySlug(db, row.userId, spec.deckCards, spec.deckSpells, spec.cardBonus)
      await writeDeckContent(db, row.deckId, [...granted.cards.values()], [...granted.spells.values()])
      touched = true
    }
    if (touched) changed++
  }
  return changed
}
