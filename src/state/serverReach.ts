// Whether the battle's server answers: false from the first poll that got no answer (network down,
// server restarting) until a poll or the live stream answers again. Meanwhile the battle says so and
// its clock stands still at the moment the answers stopped (the server gives a restart's time back).
// The clock stays held after the first answer until a game read after it arrives: the deadline it
// knows may have moved meanwhile, so it neither ticks on it nor sends its timeout.
import { atom } from 'jotai'

/** When (local ms) the server stopped answering; null while it answers. */
export const outageSinceAtom = atom<number | null>(null)

/** When (local ms) the turn clock stopped: the outage's start, until a fresh game releases it. */
export const clockHeldSinceAtom = atom<number | null>(null)

/** A poll or the stream told whether the server answered. */
export const serverAnsweredAtom = atom(null, (get, set, answered: boolean) => {
  if (answered) return void set(outageSinceAtom, null)
  const now = Date.now()
  if (get(outageSinceAtom) == null) set(outageSinceAtom, now)
  if (get(clockHeldSinceAtom) == null) set(clockHeldSinceAtom, now)
})

/** A game read since the server answered again: the clock runs on its deadline. */
export const clockResyncedAtom = atom(null, (get, set) => {
  if (get(outageSinceAtom) == null && get(clockHeldSinceAtom) != null) set(clockHeldSinceAtom, null)
})
