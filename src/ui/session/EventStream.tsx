// Keeps the server's event stream open while a player is signed in (state/liveEvents.ts).
import { eventStreamAtom, sessionAtom, useAtomValue } from '../../state'

function StreamWhileMounted() {
  useAtomValue(eventStreamAtom)
  return null
}

export function EventStream() {
  const session = useAtomValue(sessionAtom)
  // Keyed by the session: a new player gets a new stream with their own token.
  return session ? <StreamWhileMounted key={session.id} /> : null
}
