// A replay answer turned into what the viewer shows: every state rebuilt by the rules
// (replayGame), the scene's Game at step k (read-only: nobody's hand, no clock), the line saying who
// played what, and both hands as they were at a step.
import type { Game } from '../../../api/games'
import type { GameReplay } from '../../../api/replays'
import type { Schemas } from '../../../api/client'
import { handSizes, replayGame, type DeckCard, type DeckSpell, type FrozenDeck, type MatchState, type PlayerSlot, type Replay } from '../../../game'
import { replayText } from '../../../text/replay'

type CardPlayer = Schemas['CardPlayer']
type SpellPlayer = Schemas['SpellPlayer']

/** Everything the viewer reads, computed once per replay answer. */
export interface ReplayModel {
  answer: GameReplay
  replayed: Replay
  /** Moves replayed (the scrub bar's last step). */
  total: number
  /** KOs per move. */
  kos: number[]
  cards: Map<number, CardPlayer>
  spells: Map<number, SpellPlayer>
}

const frozenDeck = (deck: GameReplay['decks']['joueur1']): FrozenDeck => ({ cards: deck.cartes as DeckCard[], spells: deck.spells as DeckSpell[] })

export function replayModel(answer: GameReplay): ReplayModel {
  const replayed = replayGame(frozenDeck(answer.decks.joueur1), frozenDeck(answer.decks.joueur2), answer.seed, answer.moves, answer.rules)
  const cards = new Map<number, CardPlayer>()
  const spells = new Map<number, SpellPlayer>()
  for (const deck of [answer.decks.joueur1, answer.decks.joueur2]) {
    for (const c of deck.cartes) cards.set(c.id, c)
    for (const s of deck.spells) spells.set(s.id, s)
  }
  return { answer, replayed, total: replayed.steps.length, kos: replayed.steps.map((s) => s.ko.length), cards, spells }
}

/** The match state after step k (0: the start). */
export const stateAt = (model: ReplayModel, step: number): MatchState =>
  step <= 0 ? model.replayed.initial : (model.replayed.steps[Math.min(step, model.total) - 1]?.state ?? model.replayed.initial)

/** The last step shows the game's end (the recorded winner), when every move was replayed. */
export const isEndStep = (model: ReplayModel, step: number): boolean => model.replayed.complete && step >= model.total

const pick = <T>(ids: (number | null)[], from: Map<number, T>): T[] =>
  ids.flatMap((id) => {
    const found = id == null ? undefined : from.get(id)
    return found ? [found] : []
  })

/** The scene's Game at step k, as a spectator sees it (joueur1 gold, joueur2 red). */
export function replayedGame(model: ReplayModel, step: number): Game {
  const { answer } = model
  const state = stateAt(model, step)
  const ended = isEndStep(model, step)
  const recorded = step > 0 ? model.replayed.steps[step - 1] : undefined
  const move = recorded?.move
  const sizes = handSizes(state)
  const winnerSlot = ended ? answer.winner : null
  const winnerRef = winnerSlot === 1 ? answer.joueur1 : winnerSlot === 2 ? answer.joueur2 : null
  return {
    id: answer.gameId,
    type: answer.type,
    mode: answer.type === 'training' || answer.type === 'solo' ? 'bot' : 'pvp',
    status: ended ? 'FINISHED' : 'PLAYING',
    joueur1: answer.joueur1,
    joueur2: answer.joueur2,
    deckplayer1: null,
    deckplayer2: null,
    plateau: state.plateau,
    plateauspell: state.plateauspell,
    satutscard: state.satutscard,
    cardOwners: state.cardOwners,
    spellOwners: state.spellOwners,
    roundTo: state.roundTo,
    open: !ended,
    winner: winnerRef?.id ?? null,
    code: null,
    turnDeadline: null,
    serverTime: move?.at ?? answer.startedAt,
    version: step,
    you: null,
    hand: null,
    handSizes: { joueur1: sizes[1], joueur2: sizes[2] },
    boardCards: pick(state.plateau, model.cards),
    boardSpells: pick(state.plateauspell, model.spells),
    lastMove:
      move && (move.kind === 'card' || move.kind === 'spell' || move.kind === 'pass')
        ? { player: move.player, kind: move.kind, instanceId: move.instanceId, index: move.index, ko: recorded.ko, timeout: move.timeout, at: move.at }
        : null,
    timeouts: { joueur1: state.consecutiveTimeouts[1], joueur2: state.consecutiveTimeouts[2] },
    difficulty: null,
    stageId: null,
    endReason: ended ? answer.endReason : null,
    rewards: null,
    matchmaking: null,
    createdAt: answer.startedAt,
    endedAt: ended ? answer.endedAt : null,
  }
}

export const pseudoOf = (answer: GameReplay, slot: PlayerSlot): string =>
  (slot === 1 ? answer.joueur1 : answer.joueur2)?.pseudo ?? replayText.unknownPlayer

/** « Tour 12 · Alice place Garde du Pont en case 7 » for step k (k ≥ 1), or the start's line. */
export function moveLine(model: ReplayModel, step: number): string {
  const recorded = step > 0 ? model.replayed.steps[step - 1] : undefined
  if (!recorded) return replayText.start
  const { move, ko } = recorded
  const who = pseudoOf(model.answer, move.player)
  // the slot as the board labels it (its index)
  const slot = move.index ?? 0
  const what = (() => {
    switch (move.kind) {
      case 'card':
        return replayText.placeCard(who, model.cards.get(move.instanceId ?? -1)?.card.nom ?? replayText.unknownCard, slot)
      case 'spell':
        return replayText.castSpell(who, model.spells.get(move.instanceId ?? -1)?.spell.nom ?? replayText.unknownCard, slot)
      case 'pass':
        return move.timeout ? replayText.timeout(who) : replayText.pass(who)
      case 'quit':
        return replayText.quitMove(who)
      case 'surrender':
        return replayText.surrender(who)
    }
  })()
  return replayText.turn(step, what) + (ko.length > 0 ? replayText.ko(ko.length) : '')
}

/** One card or spell of a hand, for the end's revealed hands. */
export interface HandItem {
  id: number
  kind: 'card' | 'spell'
  name: string
  sides: { top: number; left: number; right: number; bottom: number }
}

/** The hand of `slot` at step k, cards then spells, with each instance's sides as played. */
export function handAt(model: ReplayModel, step: number, slot: PlayerSlot): HandItem[] {
  const state = stateAt(model, step)
  const hand = state.hands[slot]
  const item = (id: number, kind: 'card' | 'spell'): HandItem => {
    const sides = kind === 'card' ? state.cardSides[id] : state.spellSides[id]
    const name = kind === 'card' ? model.cards.get(id)?.card.nom : model.spells.get(id)?.spell.nom
    return {
      id,
      kind,
      name: name ?? replayText.unknownCard,
      sides: { top: sides?.pointsHaut ?? 0, left: sides?.pointsGauche ?? 0, right: sides?.pointsDroite ?? 0, bottom: sides?.pointsBas ?? 0 },
    }
  }
  return [...hand.cards.map((id) => item(id, 'card')), ...hand.spells.map((id) => item(id, 'spell'))]
}
