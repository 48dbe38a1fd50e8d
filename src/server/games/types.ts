// The game as the server holds it between requests (one row of `games`), and its constants.
import type { Difficulty, MatchState, PlayerSlot, RecordedMove } from '../../game'
import type { Schemas } from '../contract-types'

export type GameType = Schemas['GameType']
export type GameStatus = 'WAITING' | 'PLAYING' | 'FINISHED'
export type GameEndReason = NonNullable<Schemas['Game']['endReason']>
export type PlayerRef = Schemas['PlayerRef']
export type RewardJson = Schemas['Rewards']
export type LastMoveJson = Schemas['LastMove']

/** The instances of the deck a player chose, as the API shows them (frozen at the choice). */
export interface ChosenDeck {
  deckId: number
  cards: Schemas['CardPlayer'][]
  spells: Schemas['SpellPlayer'][]
}

/** The decks chosen per slot ('1', '2'), frozen into the game (the `instances` column). */
export type GameDecks = Partial<Record<'1' | '2', ChosenDeck>>

export interface GameRecord {
  id: number
  type: GameType
  status: GameStatus
  /** User ids of joueur1 and joueur2 (null: not joined yet, or account deleted). */
  players: [number | null, number | null]
  /** The friend invited to a private game. */
  invitedId: number | null
  code: string | null
  /** Chosen decks per slot ('1', '2'), with their instances. */
  decks: GameDecks
  /** Deck ids per slot (kept when a deck is deleted later: null then). */
  deckIds: [number | null, number | null]
  /** The pure match state; null until both decks are chosen. */
  state: MatchState | null
  winner: number | null
  /** PLAYING: end of the current turn. WAITING with both players: end of the deck choice. */
  turnDeadline: Date | null
  version: number
  /** State of the seeded generator (starter draw, bots). */
  rngState: number
  difficulty: Difficulty | null
  stageId: number | null
  endReason: GameEndReason | null
  rewardsApplied: boolean
  /** What each slot earned ('1', '2'), once finished. */
  rewards: Record<string, RewardJson> | null
  lastMove: LastMoveJson | null
  /** Every move applied, in order (the replay); bots' moves, timeouts and the quit included. */
  moves: RecordedMove[]
  /** The generator's state when the match started (replayed with the frozen decks); null until then. */
  seed: number | null
  startedAt: Date | null
  /** Matchmaking (ranked, unranked) while waiting for an opponent: the player's rating, their deck's power (null: no deck yet, fits any), since when. */
  waitingRating: number | null
  waitingPower: number | null
  waitingSince: Date | null
  createdAt: Date
  updatedAt: Date
  endedAt: Date | null
}

/** A record with the public profile of its two players (for the answers). */
export interface LoadedGame {
  record: GameRecord
  refs: [PlayerRef | null, PlayerRef | null]
}

/** Games against an AI: the human is joueur1, the bot joueur2. */
const BOT_SLOT: PlayerSlot = 2
export const isBotGame = (type: GameType): boolean => type === 'training' || type === 'solo'
export const botSlotOf = (game: Pick<GameRecord, 'type'>): PlayerSlot | null => (isBotGame(game.type) ? BOT_SLOT : null)

/** Once both players are in, each has this long to choose a deck, or the game is cancelled. */
export const DECK_CHOICE_MS = 120_000

/** A ranked or unranked game waiting for its opponent: matchmaking may pair it. */
export const inQueue = (game: Pick<GameRecord, 'type' | 'status' | 'players'>): boolean =>
  (game.type === 'ranked' || game.type === 'unranked') && game.status === 'WAITING' && game.players[1] == null

export const slotKey = (slot: PlayerSlot): '1' | '2' => (slot === 1 ? '1' : '2')

/** The caller's slot in the game, or null when they do not play it. */
export function slotOf(game: Pick<GameRecord, 'players'>, userId: number): PlayerSlot | null {
  if (game.players[0] === userId) return 1
  if (game.players[1] === userId) return 2
  return null
}
