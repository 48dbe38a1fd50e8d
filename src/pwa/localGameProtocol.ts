// The messages between the page and the offline training's worker (localGame.worker.ts).
import type { Difficulty, Move } from '../game'
import type { LocalDeck, LocalPlayer } from '../game/local/localGame'
import type { CardPlayer, Game, SpellPlayer } from './localGameView'

export interface CreateOptions {
  id: number
  difficulty: Difficulty
  player: LocalPlayer
  deck: LocalDeck<CardPlayer, SpellPlayer>
  seed: number
}

export type WorkerRequest = { requestId: number } & (
  | { kind: 'create'; options: CreateOptions }
  | { kind: 'read'; id: number }
  | { kind: 'ready'; id: number }
  | { kind: 'move'; id: number; move: Move }
  | { kind: 'quit'; id: number }
)

export type WorkerReply =
  | { kind: 'answer'; requestId: number; ok: true; game: Game }
  | { kind: 'answer'; requestId: number; ok: false; status: number; message: string; game?: Game }
  /** The bot moved: the new game, and how long its decision took (ms). */
  | { kind: 'pushed'; game: Game; botMs: number }
