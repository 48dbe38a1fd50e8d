// A game as the server answers it (the contract's Game), for the battle screen's UI tests.
import type { Schemas } from '../../../src/api/client'
import { card, game as snapshot, spell, USER1, USER2 } from '../../scene/fixtures'
import type { Session } from '../../../src/state'

export type ApiGame = Schemas['Game']

/** The viewer: joueur1 (user 11). */
export const ME: Session = { id: USER1, accessToken: 'token-11', admin: false }

const ref = (id: number, pseudo: string) => ({ id, pseudo, level: 0, rating: 1000, bot: false })

/** An unranked game in progress, the viewer's turn with 30 s left from now (override anything). */
export function apiGame(over: Partial<ApiGame> = {}): ApiGame {
  const now = Date.now()
  const base = snapshot({ serverTime: new Date(now).toISOString(), turnDeadline: new Date(now + 30_000).toISOString() })
  return {
    ...(base as unknown as ApiGame),
    mode: 'pvp',
    status: 'PLAYING',
    joueur1: ref(USER1, 'Alice'),
    joueur2: ref(USER2, 'Bruno'),
    deckplayer1: 1,
    deckplayer2: 2,
    code: null,
    handSizes: { joueur1: { cards: 2, spells: 1 }, joueur2: { cards: 2, spells: 1 } },
    hand: { cartes: [card(101), card(102)], spells: [spell(201)] } as ApiGame['hand'],
    timeouts: { joueur1: 0, joueur2: 0 },
    difficulty: null,
    stageId: null,
    endReason: null,
    rewards: null,
    createdAt: new Date(now - 60_000).toISOString(),
    endedAt: null,
    ...over,
  } as ApiGame
}

/** A deck as GET /api/decksplayer/user/{userId} answers it. */
export function apiDeck(id: number, name: string, cards: number, spells: number, playable = cards >= 12 || spells >= 6) {
  return {
    id,
    name,
    userId: USER1,
    cartes: Array.from({ length: cards }, (_, i) => card(1000 + i)),
    spells: Array.from({ length: spells }, (_, i) => spell(2000 + i)),
    playable,
    inGame: false,
  }
}
