// A local game as the battle screen reads a game (the contract's Game, as GET /api/games/{id}
// answers the player): the bot's hand never appears, only its size; no rewards offline.
import type { Schemas } from '../api/client'
import { handSizes, rulesOf } from '../game'
import { BOT, HUMAN, type LocalGame } from '../game/local/localGame'

export type Game = Schemas['Game']
export type CardPlayer = Schemas['CardPlayer']
export type SpellPlayer = Schemas['SpellPlayer']
export type OfflineGame = LocalGame<CardPlayer, SpellPlayer>

/** The bot's seat (a negative id: never a real player's). */
const botRef = (game: OfflineGame): Schemas['PlayerRef'] => ({ id: -1, pseudo: `Bot ${game.difficulty}`, level: 1, rating: 0, bot: true })

const iso = (ms: number | null): string | null => (ms == null ? null : new Date(ms).toISOString())

export function localGameView(game: OfflineGame, nowMs: number): Game {
  const { state } = game
  const cards = new Map<number, CardPlayer>([...game.deck.cartes, ...game.botDeck.cartes].map((c) => [c.id, c]))
  const spells = new Map<number, SpellPlayer>([...game.deck.spells, ...game.botDeck.spells].map((s) => [s.id, s]))
  const pick = <T>(ids: readonly (number | null)[], from: Map<number, T>): T[] => ids.flatMap((id) => (id != null && from.has(id) ? [from.get(id)!] : []))
  const sizes = handSizes(state)
  const human = { ...game.player, bot: false }
  const winner = state.winner === HUMAN ? human.id : state.winner === BOT ? -1 : null
  return {
    id: game.id,
    type: 'training',
    mode: 'bot',
    // the client's checks and clashes follow the game's rules (the opening, the spells' powers)
    rules: rulesOf(state),
    status: state.finished ? 'FINISHED' : 'PLAYING',
    joueur1: human,
    joueur2: botRef(game),
    deckplayer1: game.deck.id,
    deckplayer2: game.botDeck.id,
    plateau: state.plateau,
    plateauspell: state.plateauspell,
    satutscard: state.satutscard,
    cardOwners: state.cardOwners,
    spellOwners: state.spellOwners,
    roundTo: state.roundTo,
    open: !state.finished,
    winner,
    code: null,
    turnDeadline: iso(game.turnDeadlineMs),
    serverTime: new Date(nowMs).toISOString(),
    version: game.version,
    you: HUMAN,
    hand: { cartes: pick(state.hands[HUMAN].cards, cards), spells: pick(state.hands[HUMAN].spells, spells) },
    handSizes: { joueur1: sizes[1], joueur2: sizes[2] },
    boardCards: pick(state.plateau, cards),
    boardSpells: pick(state.plateauspell, spells),
    lastMove: game.lastMove && { ...game.lastMove, at: new Date(game.lastMove.atMs).toISOString() },
    timeouts: { joueur1: state.consecutiveTimeouts[1], joueur2: state.consecutiveTimeouts[2] },
    difficulty: game.difficulty,
    stageId: null,
    endReason: state.endReason,
    rewards: null,
    matchmaking: null,
    createdAt: new Date(game.createdAtMs).toISOString(),
    endedAt: iso(game.endedAtMs),
  } as Game
}
