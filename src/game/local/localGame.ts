// Offline training, pure: a game against a bot of a chosen difficulty played wholly on the player's
// device (src/pwa runs it in a Web Worker). The bot fights with a copy of the player's deck (its
// instances renumbered); time is passed in. No rewards: nothing offline gives XP or credit.
import { TURN_MS } from '../clock'
import { applyMove, endByQuit } from '../move'
import { matchSetupOf, startFromSeed, type DeckCard, type DeckSpell } from '../replay'
import { chooseMove, type Difficulty } from '../bot'
import { resumeRng } from '../random'
import type { MatchState, Move, PlayerSlot } from '../types'

/** The human plays joueur1, the bot joueur2 (as the server's bot games). */
export const HUMAN: PlayerSlot = 1
export const BOT: PlayerSlot = 2
/** The bot's instances are the player's, shifted by this (so both hands never share an id). */
export const BOT_INSTANCE_OFFSET = 1_000_000_000

/** A deck as the player's last known decks hold it: instances with their card (or spell) inside. */
export interface LocalDeck<C extends DeckCard = DeckCard, S extends DeckSpell = DeckSpell> {
  id: number
  name: string
  cartes: readonly C[]
  spells: readonly S[]
}

export interface LocalPlayer {
  id: number
  pseudo: string
  level: number
  rating: number
}

/** What a move left for the screen: who moved, what, where, the positions made KO. */
interface LocalLastMove {
  player: PlayerSlot
  kind: 'card' | 'spell' | 'pass'
  instanceId: number | null
  index: number | null
  ko: number[]
  timeout: boolean
  atMs: number
}

export interface LocalGame<C extends DeckCard = DeckCard, S extends DeckSpell = DeckSpell> {
  id: number
  difficulty: Difficulty
  player: LocalPlayer
  deck: LocalDeck<C, S>
  /** The bot's copy of the deck. */
  botDeck: LocalDeck<C, S>
  state: MatchState
  /** The generator's state (the bot's draws continue from it). */
  rngState: number
  /** Grows at each change (the battle keeps the newest). */
  version: number
  /** When the running turn ends (ms), null once finished. */
  turnDeadlineMs: number | null
  lastMove: LocalLastMove | null
  createdAtMs: number
  endedAtMs: number | null
}

type LocalMoveResult<G> = { ok: true; game: G } | { ok: false; message: string }

const shifted = <T extends { id: number }>(items: readonly T[]): T[] => items.map((item) => ({ ...item, id: item.id + BOT_INSTANCE_OFFSET }))

/** The bot's deck: the player's, renumbered. */
const botDeckOf = <C extends DeckCard, S extends DeckSpell>(deck: LocalDeck<C, S>): LocalDeck<C, S> => ({
  id: deck.id + BOT_INSTANCE_OFFSET,
  name: deck.name,
  cartes: shifted(deck.cartes),
  spells: shifted(deck.spells),
})

const settled = <G extends LocalGame<DeckCard, DeckSpell>>(game: G, state: MatchState, nowMs: number, lastMove: LocalLastMove | null): G => ({
  ...game,
  state,
  version: game.version + 1,
  lastMove,
  turnDeadlineMs: state.finished ? null : nowMs + TURN_MS,
  endedAtMs: state.finished ? nowMs : null,
})

/** A new game, started at once (the starter drawn from seed). */
export function createLocalGame<C extends DeckCard, S extends DeckSpell>(options: {
  id: number
  difficulty: Difficulty
  player: LocalPlayer
  deck: LocalDeck<C, S>
  seed: number
  nowMs: number
}): LocalGame<C, S> {
  const botDeck = botDeckOf(options.deck)
  const setup = matchSetupOf({ cards: options.deck.cartes, spells: options.deck.spells }, { cards: botDeck.cartes, spells: botDeck.spells })
  const { state, rngState } = startFromSeed(setup, options.seed)
  return {
    id: options.id,
    difficulty: options.difficulty,
    player: options.player,
    deck: options.deck,
    botDeck,
    state,
    rngState,
    version: 1,
    turnDeadlineMs: state.finished ? null : options.nowMs + TURN_MS,
    lastMove: null,
    createdAtMs: options.nowMs,
    endedAtMs: state.finished ? options.nowMs : null,
  }
}

function played<G extends LocalGame<DeckCard, DeckSpell>>(game: G, player: PlayerSlot, move: Move, nowMs: number, timeout: boolean): LocalMoveResult<G> {
  const result = applyMove(game.state, player, move)
  if (!result.ok) return { ok: false, message: result.message }
  const lastMove: LocalLastMove = {
    player,
    kind: move.kind,
    instanceId: move.kind === 'pass' ? null : move.instanceId,
    index: move.kind === 'pass' ? null : move.index,
    ko: result.events.ko,
    timeout,
    atMs: nowMs,
  }
  return { ok: true, game: settled(game, result.state, nowMs, lastMove) }
}

/** The player's move (a placement, or the clock's pass), refused with the rules' French message. */
export const playerMove = <G extends LocalGame<DeckCard, DeckSpell>>(game: G, move: Move, nowMs: number): LocalMoveResult<G> =>
  played(game, HUMAN, move, nowMs, move.kind === 'pass')

/** Whether the bot is to play now. */
export const botToPlay = (game: LocalGame<DeckCard, DeckSpell>): boolean => !game.state.finished && game.state.roundTo === BOT

/**
 * The bot's move, if it is its turn (the game unchanged otherwise). `clock` times the search of
 * 'difficile' (performance.now in the worker).
 */
export function botMove<G extends LocalGame<DeckCard, DeckSpell>>(game: G, nowMs: number, budgetMs?: number, clock?: () => number): G {
  if (!botToPlay(game)) return game
  const rng = resumeRng(game.rngState)
  const move = chooseMove(game.state, BOT, game.difficulty, rng, budgetMs, clock)
  const result = played({ ...game, rngState: rng.state() }, BOT, move, nowMs, false)
  return result.ok ? result.game : game
}

/** The player leaves: a game in progress is lost (no reward either way). */
export function quitLocalGame<G extends LocalGame<DeckCard, DeckSpell>>(game: G, nowMs: number): G {
  if (game.state.finished) return game
  return settled(game, endByQuit(game.state, HUMAN, 'quit'), nowMs, game.lastMove)
}

/**
 * The player's board is drawn (after the first load, a reload, a tab opened again): their running
 * turn gets a full TURN_MS from now, never less than it had. On the device nobody gains from it.
 */
export function boardReady<G extends LocalGame<DeckCard, DeckSpell>>(game: G, nowMs: number): G {
  if (game.state.finished || game.state.roundTo !== HUMAN || game.turnDeadlineMs == null) return game
  const deadline = Math.max(game.turnDeadlineMs, nowMs + TURN_MS)
  return deadline === game.turnDeadlineMs ? game : { ...game, turnDeadlineMs: deadline }
}

/** The player's turn ran out without their pass arriving (the tab slept): the clock's pass. */
export function expireTurn<G extends LocalGame<DeckCard, DeckSpell>>(game: G, nowMs: number): G {
  if (game.state.finished || game.state.roundTo !== HUMAN || game.turnDeadlineMs == null || nowMs < game.turnDeadlineMs) return game
  const result = playerMove(game, { kind: 'pass' }, nowMs)
  return result.ok ? result.game : game
}
