// Whether the battle's server answers: false from the first poll that got no answer (network down,
// server restarting) until a poll or the live stream answers again. Meanwhile the battle says so and
// its clock stands still at the moment the answers stopped (the server gives a restart's time back).
import { atom } from 'jotai'

/** When (local ms) the server stopped answering; null while it answers. */
export const outageSinceAtom = atom<number | null>(null)

/** A poll or the stream told whether the server answered. */
export const serverAnsweredAtom = atom(null, (get, set, answered: boolean) => {
  if (answered) set(outageSinceAtom, null)
  else if (get(outageSinceAtom) == null) set(outageSinceAtom, Date.now())
})
