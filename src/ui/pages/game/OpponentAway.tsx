// « Adversaire déconnecté… » while the opponent's event stream is down during a game in progress
// (the timeout rules stay as they are: their clock keeps running). Never for a bot.
import { opponentPresenceAtom, useAtomValue } from '../../../state'
import type { Game } from '../../../state/game'
import { gameText } from '../../../text/game'

export function OpponentAway({ game }: { game: Game | null }) {
  const presence = useAtomValue(opponentPresenceAtom)
  const opponent = game ? (game.you === 2 ? game.joueur1 : game.joueur2) : null
  const opponentId = opponent?.id ?? null
  // A bot has no stream: it is never « déconnecté ».
  const away = !!game && !opponent?.bot && game.mode !== 'bot' && game.open && game.status !== 'WAITING' && presence?.gameId === game.id && presence.userId === opponentId && !presence.online
  if (!away) return null
  return (
    <p className="battle-presence" role="status">
      {gameText.opponentAway}
    </p>
  )
}
