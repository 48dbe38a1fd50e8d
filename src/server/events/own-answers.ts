// A player's own game actions and their stream. The client names its stream on each game action
// (the X-Event-Stream header: the id its `hello` carried); while this instance answers the action,
// that stream's events about the game wait for the answer, and the version the answer carries
// counts as already sent on the stream (the answer brings the same view), so the rule "a game event
// not newer than one already sent is skipped" drops it. The player's other streams (another tab,
// another instance) still get the event; a later version (the opponent's move) reaches this one.
import { noteGameVersion, type Answering, type Stream } from './stream'

/** An action's hold on its client's stream: `answered` with the version its answer carries, then `end` (always). */
export interface OwnAnswer {
  answered(version: number): void
  end(): void
}

/** Starts answering an action about game `gameId` on behalf of `stream`'s client. */
export function beginAnswer(stream: Stream, gameId: number): OwnAnswer {
  const answering = (stream.answering ??= new Map())
  let under = answering.get(gameId)
  if (!under) {
    let resolve!: () => void
    const done = new Promise<void>((r) => (resolve = r))
    answering.set(gameId, (under = { count: 0, done, resolve } satisfies Answering))
  }
  const mine = under
  mine.count++
  let ended = false
  return {
    answered: (version) => void noteGameVersion(stream, gameId, version),
    end: () => {
      if (ended) return
      ended = true
      if (--mine.count > 0) return
      if (answering.get(gameId) === mine) answering.delete(gameId)
      mine.resolve()
    },
  }
}

/** The end of the actions being answered about game `gameId` for the stream's client, or null when none. */
export const answersUnderWay = (stream: Stream, gameId: number): Promise<void> | null => stream.answering?.get(gameId)?.done ?? null
