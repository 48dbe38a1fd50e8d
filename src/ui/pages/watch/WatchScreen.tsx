// Watching a friend's game: the battle scene read-only (the board, the timer bar; no hand, no
// input, no deck or quit dialog) with the watch banner, both players' hidden hands, the stream's
// state (« Reconnexion… » quietly), the winner at the end, and the server's refusal if any. The
// board shows once the art of the cards on it is loaded.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { spectatorView, type SceneLayout, type SpectatorSnapshot } from '../../../scene/model'
import { useFirstFrameArt } from '../../../scene/view/useArtReady'
import { useAtomValue, useSetAtom } from '../../../state'
import { gameAtom } from '../../../state/game'
import { spectatorCountAtom, watchGameAtom, watchRefusalAtom, watchStatusAtom } from '../../../state/watch'
import { gameText } from '../../../text/game'
import { watchText } from '../../../text/watch'
import { Spinner } from '../../components/Spinner'
import { useWatchClock } from './useWatchClock'
import { WatchBanner } from './WatchBanner'
import { WatchSeats } from './WatchSeats'

const BattleCanvas = lazy(() =>
  import('../../../scene/view/BattleCanvas').catch((error: unknown) => {
    console.error(error)
    return { default: () => <p className="battle-center">{gameText.canvasFailed}</p> }
  }),
)

const rectStyle = (r: { x: number; y: number; width: number; height: number } | undefined) =>
  r ? { left: r.x, top: r.y, width: r.width, height: r.height } : undefined

export function WatchScreen({ id }: { id: number }) {
  const watch = useSetAtom(watchGameAtom)
  const game = useAtomValue(gameAtom)
  const status = useAtomValue(watchStatusAtom)
  const refusal = useAtomValue(watchRefusalAtom)
  const spectators = useAtomValue(spectatorCountAtom)
  const seconds = useWatchClock()
  const [layout, setLayout] = useState<SceneLayout | null>(null)

  useEffect(() => {
    watch(id)
    return () => watch(null)
  }, [id, watch])

  // A spectator's game carries handSizes (the contract's Game); the model reads only what it needs.
  const shown = game && game.id === id ? game : null
  // the board shows once the art of the cards on it is ready (never a blank card)
  const artLoading = useFirstFrameArt(shown, false) === 'loading'
  const view = useMemo(() => (shown ? spectatorView(shown as SpectatorSnapshot) : null), [shown])
  const ended = !!view?.ended || status === 'ended'
  const [ally, enemy] = view?.seats ?? []

  return (
    <div className="battle watch" data-breakpoint={layout?.breakpoint ?? 'unknown'} data-status={status}>
      <Suspense fallback={null}>
        <BattleCanvas onLayout={setLayout} readOnly artPending={artLoading} />
      </Suspense>
      <WatchBanner view={view} seconds={seconds} spectators={spectators} style={rectStyle(layout?.banner)} />
      <h2 className="game-sr-only">{gameText.board}</h2>
      {ally && enemy && <p className="game-sr-only">{watchText.boardDescription(ally.pseudo, enemy.pseudo)}</p>}
      {view && <WatchSeats view={{ ...view, ended }} style={rectStyle(layout?.hand)} />}
      {status === 'reconnecting' && !ended && (
        <p className="battle-presence watch-reconnecting" role="status">
          {watchText.reconnecting}
        </p>
      )}
      {((!shown && status === 'connecting') || artLoading) && (
        <div className="battle-center">
          <Spinner label={watchText.connecting} />
        </div>
      )}
      {!shown && (status === 'refused' || status === 'ended') && (
        <div className="battle-center">
          <div className="battle-waiting-card" role="alert">
            <p className="battle-waiting-title">{status === 'refused' ? watchText.refusedTitle : watchText.ended}</p>
            {refusal && <p>{refusal}</p>}
            <Link to="/friends" className="button button-primary">
              {watchText.backToFriends}
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}
