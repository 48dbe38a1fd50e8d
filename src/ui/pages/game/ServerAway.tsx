// « Le serveur ne répond plus… » while the battle's server does not answer during a game in progress
// (src/state/serverReach.ts): the clock shown stands still meanwhile, and the server gives the time
// of a restart back to the running turn. Never on an offline game (no server plays it).
import { useAtomValue } from '../../../state'
import { battleOutageSinceAtom, type Game } from '../../../state/game'
import { gameText } from '../../../text/game'

export function ServerAway({ game }: { game: Game | null }) {
  const outage = useAtomValue(battleOutageSinceAtom)
  if (outage == null || !game || !game.open || game.status !== 'PLAYING') return null
  return (
    <p className="battle-presence battle-server-away" role="alert">
      {gameText.serverUnreachable}
    </p>
  )
}
