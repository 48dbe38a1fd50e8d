// The page's side of the offline training: starts the worker on first use, sends it requests and
// hands each game the bot plays to `onPushed` (the battle's query cache, localApi.ts).
import type { Move } from '../game'
import type { CreateOptions, WorkerReply, WorkerRequest } from './localGameProtocol'
import type { Game } from './localGameView'

export type LocalAnswer = { ok: true; game: Game } | { ok: false; status: number; message: string; game?: Game }

export { LOCAL_GAME_ID_BASE, isLocalGameId, newLocalGameId } from './localGameId'

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'requestId'> : never) : never

let worker: Worker | null = null
let nextRequest = 1
const pending = new Map<number, (answer: LocalAnswer) => void>()
const pushListeners = new Set<(game: Game, botMs: number) => void>()

function ensureWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./localGame.worker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data
    if (reply.kind === 'pushed') {
      for (const listener of pushListeners) listener(reply.game, reply.botMs)
      return
    }
    const resolve = pending.get(reply.requestId)
    pending.delete(reply.requestId)
    const { kind: _kind, requestId: _id, ...answer } = reply
    resolve?.(answer as LocalAnswer)
  }
  return worker
}

function send(request: Request): Promise<LocalAnswer> {
  const requestId = nextRequest++
  return new Promise((resolve) => {
    pending.set(requestId, resolve)
    ensureWorker().postMessage({ ...request, requestId } as WorkerRequest)
  })
}

/** Each game the bot's move produced (with the decision's time in ms); returns the unsubscribe. */
export function onBotMove(listener: (game: Game, botMs: number) => void): () => void {
  pushListeners.add(listener)
  return () => pushListeners.delete(listener)
}

export const createLocal = (options: CreateOptions) => send({ kind: 'create', options })
export const readLocal = (id: number) => send({ kind: 'read', id })
export const readyLocal = (id: number) => send({ kind: 'ready', id })
export const moveLocal = (id: number, move: Move) => send({ kind: 'move', id, move })
export const quitLocal = (id: number) => send({ kind: 'quit', id })
