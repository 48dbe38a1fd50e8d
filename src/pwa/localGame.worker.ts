// The offline training's Web Worker: holds the local games and runs the rules and the bot here,
// off the main thread, so the scene never stutters while 'difficile' searches. Each game is kept in
// IndexedDB as it goes (localGameHost.ts), so a reload or a closed tab resumes it; each change holds
// the device's one Web Lock of the offline game, so two tabs on it play one game.
import type { LocalAnswer } from './localGameClient'
import { inOrder, localGameHost, type Exclusive, type HostAnswer } from './localGameHost'
import { indexedDbStorage } from './localGameStore'
import type { WorkerReply, WorkerRequest } from './localGameProtocol'
import { localGameView, type OfflineGame } from './localGameView'

/** The lock every tab's worker takes for a change of the offline game (the record is one for the device). */
const LOCK = 'offline-training-game'
const locks = (self.navigator as Navigator | undefined)?.locks
const exclusive: Exclusive = locks ? <T>(work: () => Promise<T>) => locks.request(LOCK, work) as Promise<T> : inOrder()

const host = localGameHost(indexedDbStorage, () => Date.now(), exclusive)
const post = (reply: WorkerReply) => (self as unknown as Worker).postMessage(reply)
const view = (game: OfflineGame) => localGameView(game, Date.now())

/** The bot answers after a short pause (the player sees their own move land first). */
const BOT_PAUSE_MS = 500

function scheduleBot(id: number): void {
  if (!host.botToPlay(id)) return
  setTimeout(() => {
    void host.botTurn(id, () => performance.now()).then((turn) => {
      if (!turn) return
      post({ kind: 'pushed', game: view(turn.game), botMs: turn.botMs })
      scheduleBot(id)
    })
  }, BOT_PAUSE_MS)
}

const answerOf = (answer: HostAnswer): LocalAnswer =>
  answer.ok ? { ok: true, game: view(answer.game) } : { ...answer, game: answer.game && view(answer.game) }

async function handle(request: WorkerRequest): Promise<HostAnswer> {
  switch (request.kind) {
    case 'create':
      return host.create(request.options)
    case 'read':
      return host.read(request.id)
    case 'ready':
      return host.ready(request.id)
    case 'move':
      return host.move(request.id, request.move)
    case 'quit':
      return host.quit(request.id)
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  void handle(request).then((answer) => {
    post({ kind: 'answer', requestId: request.requestId, ...answerOf(answer) })
    if (answer.ok && request.kind !== 'quit') scheduleBot(answer.game.id)
  })
}
