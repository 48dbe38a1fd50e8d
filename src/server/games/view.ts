// What a player may see of a game: their own hand in full, only the size of the opponent's, the
// board's instances. Everything sent about a game is built here (architecture: playerView).
import { CURRENT_RULES, emptyBoard, emptyOwners, emptyStatuses, handSizes, powerWindow, ratingWindow, rulesOf } from '../../game'
import type { PlayerSlot } from '../../game'
import type { Schemas } from '../contract-types'
import type { GameRecord, LoadedGame } from './types'
import { inQueue, isBotGame, slotKey, slotOf } from './types'

type Game = Schemas['Game']

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null)

/** Instance look-ups over both chosen decks. */
function instanceMaps(game: GameRecord) {
  const cards = new Map<number, Schemas['CardPlayer']>()
  const spells = new Map<number, Schemas['SpellPlayer']>()
  for (const deck of [game.decks['1'], game.decks['2']]) {
    if (!deck) continue
    for (const c of deck.cards) cards.set(c.id, c)
    for (const s of deck.spells) spells.set(s.id, s)
  }
  return { cards, spells }
}

const pick = <T>(ids: (number | null)[], from: Map<number, T>): T[] =>
  ids.flatMap((id) => {
    const found = id == null ? undefined : from.get(id)
    return found ? [found] : []
  })

/** Cards and spells still to be placed by slot (the whole deck before the start). */
function handIds(game: GameRecord, slot: PlayerSlot): { cards: number[]; spells: number[] } {
  if (game.state) return game.state.hands[slot]
  const deck = game.decks[slotKey(slot)]
  return deck ? { cards: deck.cards.map((c) => c.id), spells: deck.spells.map((s) => s.id) } : { cards: [], spells: [] }
}

/** The instances a view shows, by id: the viewer's hand (null: none) and the board's. */
interface ViewInstanceIds {
  hand: { cards: number[]; spells: number[] } | null
  boardCards: (number | null)[]
  boardSpells: (number | null)[]
}

/** A view without its instance objects (games/view-json.ts writes those from texts made once per game). */
type GameViewFrame = Omit<Game, 'hand' | 'boardCards' | 'boardSpells'>

/**
 * The game as `viewerId` sees it (null: an admin looking on, who sees no hand). The opponent's hand
 * never appears: only its size.
 */
export function gameView(loaded: LoadedGame, viewerId: number | null, now: Date): Game {
  const { frame, ids } = gameViewFrame(loaded, viewerId, now)
  const maps = instanceMaps(loaded.record)
  return {
    ...frame,
    hand: ids.hand ? { cartes: pick(ids.hand.cards, maps.cards), spells: pick(ids.hand.spells, maps.spells) } : null,
    boardCards: pick(ids.boardCards, maps.cards),
    boardSpells: pick(ids.boardSpells, maps.spells),
  }
}

/** gameView's fields but the instances, and the ids of the instances it shows (missing ones are left out). */
export function gameViewFrame({ record: game, refs }: LoadedGame, viewerId: number | null, now: Date): { frame: GameViewFrame; ids: ViewInstanceIds } {
  const you = viewerId == null ? null : slotOf(game, viewerId)
  const state = game.state
  const plateau = state?.plateau ?? emptyBoard<number>()
  const plateauspell = state?.plateauspell ?? emptyBoard<number>()
  const sizes = state
    ? handSizes(state)
    : { 1: { cards: handIds(game, 1).cards.length, spells: handIds(game, 1).spells.length }, 2: { cards: handIds(game, 2).cards.length, spells: handIds(game, 2).spells.length } }
  const frame: GameViewFrame = {
    id: game.id,
    type: game.type,
    mode: isBotGame(game.type) ? 'bot' : 'pvp',
    status: game.status,
    rules: state ? rulesOf(state) : CURRENT_RULES,
    joueur1: refs[0],
    joueur2: refs[1],
    deckplayer1: game.deckIds[0],
    deckplayer2: game.deckIds[1],
    plateau,
    plateauspell,
    satutscard: state?.satutscard ?? emptyStatuses(),
    cardOwners: state?.cardOwners ?? emptyOwners(),
    spellOwners: state?.spellOwners ?? emptyOwners(),
    roundTo: state?.roundTo ?? 1,
    open: game.status !== 'FINISHED',
    winner: game.winner,
    code: game.code,
    turnDeadline: game.status === 'PLAYING' ? iso(game.turnDeadline) : null,
    serverTime: now.toISOString(),
    version: game.version,
    you,
    handSizes: { joueur1: sizes[1], joueur2: sizes[2] },
    lastMove: game.lastMove,
    timeouts: { joueur1: state?.consecutiveTimeouts[1] ?? 0, joueur2: state?.consecutiveTimeouts[2] ?? 0 },
    difficulty: game.difficulty,
    stageId: game.stageId,
    endReason: game.endReason,
    rewards: you && game.rewards ? (game.rewards[slotKey(you)] ?? null) : null,
    matchmaking: matchmakingView(game, refs[0], now),
    createdAt: game.createdAt.toISOString(),
    endedAt: iso(game.endedAt),
  }
  return { frame, ids: { hand: you ? handIds(game, you) : null, boardCards: plateau, boardSpells: plateauspell } }
}

/** What matchmaking searches for while the game waits in the queue (windows at `now`); null otherwise. */
function matchmakingView(game: GameRecord, opener: LoadedGame['refs'][0], now: Date): Game['matchmaking'] {
  if (!inQueue(game)) return null
  const since = game.waitingSince ?? game.createdAt
  const waited = now.getTime() - since.getTime()
  return {
    since: since.toISOString(),
    rating: game.waitingRating ?? opener?.rating ?? 0,
    power: game.waitingPower,
    ratingWindow: ratingWindow(waited),
    powerWindow: powerWindow(waited),
  }
}

/** One line of a user's game history. */
export function summaryView({ record: game, refs }: LoadedGame, userId: number): Schemas['GameSummary'] {
  const you = slotOf(game, userId)
  const opponent = you === 1 ? refs[1] : you === 2 ? refs[0] : null
  const finished = game.status === 'FINISHED' && game.endReason !== 'cancelled'
  return {
    id: game.id,
    type: game.type,
    status: game.status,
    difficulty: game.difficulty,
    opponent,
    winner: game.winner,
    won: finished && you && game.state?.winner != null ? game.state.winner === you : null,
    createdAt: game.createdAt.toISOString(),
    endedAt: iso(game.endedAt),
  }
}
