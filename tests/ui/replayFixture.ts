// A finished game's replay answer (the contract's GameReplay) from a seeded game of two easy bots:
// real decks (CardPlayer / SpellPlayer), the seed and every move, for the replay viewer's tests.
import type { Schemas } from '../../src/api/client'
import { CURRENT_RULES, applyMove, chooseMove, createRng, matchSetupOf, startFromSeed, type DeckCard, type DeckSpell, type MatchState, type RecordedMove } from '../../src/game'

type GameReplay = Schemas['GameReplay']
type CardPlayer = Schemas['CardPlayer']
type SpellPlayer = Schemas['SpellPlayer']

const ref = (id: number, pseudo: string) => ({ id, pseudo, level: 3, rating: 1000, bot: false })
export const ALICE = ref(7, 'Alice')
export const BRUNO = ref(22, 'Bruno')

function deck(offset: number, owner: { id: number; pseudo: string }): GameReplay['decks']['joueur1'] {
  const cartes: CardPlayer[] = Array.from({ length: 12 }, (_, i) => ({
    id: offset + i,
    joueur: owner,
    card: { id: i + 1, nom: `Carte ${offset + i}`, rarete: 'commune', imageDeBase: '/c.png', pointsHaut: 1 + ((i * 3) % 9), pointsGauche: 1 + ((i * 5) % 9), pointsDroite: 1 + ((i * 7) % 9), pointsBas: 1 + ((i * 2) % 9), description: '' },
    pointsHaut: i % 2,
    pointsGauche: 0,
    pointsDroite: 0,
    pointsBas: 0,
    imageSkin: null,
    skinId: null,
    upgradable: false,
  }))
  const spells: SpellPlayer[] = Array.from({ length: 3 }, (_, i) => ({
    id: offset + 500 + i,
    joueur: owner,
    spell: { id: i + 1, nom: `Sort ${offset + i}`, rarete: 'rare', imageDeBase: '/s.png', pointsHaut: 1, pointsGauche: 1, pointsDroite: 1, pointsBas: 1, description: '' },
    pointsHaut: 0,
    pointsGauche: 0,
    pointsDroite: 0,
    pointsBas: 0,
    imageSkin: null,
    skinId: null,
    upgradable: false,
  }))
  return { cartes, spells }
}

/** The replay of a seeded easy-bot game (its final state too), over 2 s per move from 12:00. */
export function replayAnswer(seed = 42, over: Partial<GameReplay> = {}): { answer: GameReplay; final: MatchState } {
  const decks = { joueur1: deck(1000, ALICE), joueur2: deck(2000, BRUNO) }
  const frozen = (d: GameReplay['decks']['joueur1']) => ({ cards: d.cartes as unknown as DeckCard[], spells: d.spells as unknown as DeckSpell[] })
  let state = startFromSeed(matchSetupOf(frozen(decks.joueur1), frozen(decks.joueur2)), seed).state
  const rng = createRng(seed + 1)
  const moves: RecordedMove[] = []
  const start = Date.UTC(2026, 10, 24, 12)
  while (!state.finished) {
    const player = state.roundTo
    const move = chooseMove(state, player, 'facile', rng)
    const result = applyMove(state, player, move)
    if (!result.ok) throw new Error(result.code)
    state = result.state
    const at = new Date(start + (moves.length + 1) * 2000).toISOString()
    moves.push({ player, kind: move.kind, instanceId: move.kind === 'pass' ? null : move.instanceId, index: move.kind === 'pass' ? null : move.index, timeout: false, at })
  }
  const answer: GameReplay = {
    gameId: 31,
    type: 'unranked',
    joueur1: ALICE,
    joueur2: BRUNO,
    winner: state.winner,
    endReason: (state.endReason ?? 'board-full') as GameReplay['endReason'],
    decks,
    seed,
    rules: CURRENT_RULES,
    moves,
    startedAt: new Date(start).toISOString(),
    endedAt: moves.at(-1)!.at,
    ...over,
  }
  return { answer, final: state }
}
