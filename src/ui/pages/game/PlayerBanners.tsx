// Both players' banners over the board's free corners (the scene's layout says where): the
// opponent's top left, the player's bottom right.
import { useMemo } from 'react'
import type { Rect, SceneLayout } from '../../../scene/model'
import { opponentPresenceAtom, streamStatusAtom, useAtomValue } from '../../../state'
import type { Game } from '../../../state/game'
import { battleChromeText } from '../../../text/battleChrome'
import { bannerSpots } from './bannerSpots'
import { PlayerBanner } from './PlayerBanner'
import { playerSeats } from './playerSeats'

const place = (r: Rect | undefined) => (r ? { left: r.x, top: r.y, width: r.width, height: r.height } : undefined)

export function PlayerBanners({ game, layout }: { game: Game | null; layout: SceneLayout | null }) {
  const presence = useAtomValue(opponentPresenceAtom)
  const stream = useAtomValue(streamStatusAtom)
  const seats = useMemo(() => (game ? playerSeats(game, { presence, stream }) : null), [game, presence, stream])
  const spots = useMemo(() => (layout ? bannerSpots(layout) : null), [layout])
  if (!seats || (!seats.me && !seats.opponent)) return null
  return (
    <div className="player-banners" role="group" aria-label={battleChromeText.playersLabel} data-placed={spots ? '' : undefined}>
      {seats.opponent && <PlayerBanner seat={seats.opponent} style={place(spots?.opponent)} />}
      {seats.me && <PlayerBanner seat={seats.me} style={place(spots?.me)} />}
    </div>
  )
}
