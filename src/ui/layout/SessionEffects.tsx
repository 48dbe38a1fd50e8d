// The effects that run only while a player is signed in: the profile poll, the jump to a game in
// progress and the server's event stream. Their own chunk (with TanStack Query's observers and the
// live events), loaded by the layout once a session exists (signedInChunks.ts).
import { EventStream } from '../session/EventStream'
import { useProfilePoll } from '../session/useProfilePoll'
import { useResumeGame } from '../session/useResumeGame'

export function SessionEffects() {
  useProfilePoll()
  useResumeGame()
  return <EventStream />
}
