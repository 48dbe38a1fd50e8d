// A series of games between two sides (decks and players), both seats and both starters alternating:
// game i has the starter i % 2 ? slot 1 : slot 2, and side A sits in slot 1 on even pairs of games.
import { canPair } from '../../../src/game'
import type { PlayerSlot } from '../../../src/game'
import { playMatch, type Player } from './match'
import { deckFrom, powerOf, type DeckSource } from './sources'
import type { BenchDeck } from './catalogue'

export interface Side {
  deck: DeckSource
  player: Player
}

export interface DuelTask {
  a: Side
  b: Side
  /** Pair B's deck by strength: B's deck is drawn again until matchmaking would pair it with A's (no wait, equal ratings). */
  matched?: boolean
  /** Games [from, to) of the series; `seed` tells series apart. */
  from: number
  to: number
  seed: number
}

export interface GameRecord {
  aWon: boolean
  aStarted: boolean
  starterWon: boolean
  aPower: number
  bPower: number
  /** Spell slugs dealt to each side's hand. */
  aSpells: string[]
  bSpells: string[]
  /** Placements made (passes excluded). */
  moves: number
}

/** Slugs of the spells a hand was dealt: instance ids are `offset + 500 + index` (catalogue.ts frozen). */
function dealtSpells(deck: BenchDeck, ids: number[], offset: number): string[] {
  return ids.map((id) => deck.spells[id - offset - 500]?.slug).filter((s): s is string => s != null)
}

const seeker = (deck: BenchDeck) => ({ rating: 1000, power: powerOf(deck), waitedMs: 0 })

export function runDuel(task: DuelTask): GameRecord[] {
  const out: GameRecord[] = []
  for (let i = task.from; i < task.to; i++) {
    const gameSeed = task.seed * 1_000_003 + i
    // both sides' decks come from the game's pair so that swapped seats replay the same two decks
    const pairSeed = task.seed * 1_000_003 + (i - (i % 4))
    const deckA = deckFrom(task.a.deck, pairSeed * 2 + 1)
    let deckB = deckFrom(task.b.deck, pairSeed * 2 + 2)
    for (let k = 1; task.matched && !canPair(seeker(deckA), seeker(deckB)); k++) deckB = deckFrom(task.b.deck, pairSeed * 2 + 2 + k * 7919)
    const starter: PlayerSlot = i % 2 ? 1 : 2
    const aSlot: PlayerSlot = Math.floor(i / 2) % 2 === 0 ? 1 : 2
    const decks: [BenchDeck, BenchDeck] = aSlot === 1 ? [deckA, deckB] : [deckB, deckA]
    const players: [Player, Player] = aSlot === 1 ? [task.a.player, task.b.player] : [task.b.player, task.a.player]
    const result = playMatch({ decks, players, seed: gameSeed, starter })
    const hands = result.initial.hands
    const aHand = hands[aSlot]
    const bHand = hands[aSlot === 1 ? 2 : 1]
    out.push({
      aWon: result.winner === aSlot,
      aStarted: result.starter === aSlot,
      starterWon: result.winner === result.starter,
      aPower: powerOf(deckA),
      bPower: powerOf(deckB),
      aSpells: dealtSpells(deckA, aHand.spells, aSlot === 1 ? 1000 : 2000),
      bSpells: dealtSpells(deckB, bHand.spells, aSlot === 1 ? 2000 : 1000),
      moves: result.state.moveCount,
    })
  }
  return out
}
