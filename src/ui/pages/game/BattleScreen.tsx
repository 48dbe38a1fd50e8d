// The battle screen: the Pixi scene (board, hand, timer bar) with the React chrome around it —
// banner, both players' banners, side menu (with the site's links: the battle hides the site's
// header and side menu), sound toggle, waiting panel, and the dialogs (deck choice with the
// full-screen suggestion, quit confirmation, result, game over). Toasts go over the banner. Opens
// the game, polls it every 4 s out of turn, refreshes it when the tab comes back, and forgets it when left.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { GameMode } from '../../../api/games'
import { breakpointOf, type SceneLayout } from '../../../scene/model'
import { useFirstFrameArt } from '../../../scene/view/useArtReady'
import { profileAtom, sessionAtom, useAtom, useAtomValue, useSetAtom, watchersAtom } from '../../../state'
import { cueAtom, gameAtom, gameLoadAtom, gamePollerAtom, openGameAtom, refreshGameAtom, resetGameAtom } from '../../../state/game'
import { boardReadyAtom, quitGameAtom } from '../../../state/gameIntents'
import { fullScreenDismissedAtom, soundOnAtom } from '../../../state/gamePrefs'
import { gameText } from '../../../text/game'
import { Spinner } from '../../components/Spinner'
import { desktopItems } from '../../layout/menuItems'
import { Announcer } from './Announcer'
import { BoardMirror } from './BoardMirror'
import { OpponentAway } from './OpponentAway'
import { ServerAway } from './ServerAway'
import { PlayerBanners } from './PlayerBanners'
import { DeckChoiceDialog } from './DeckChoiceDialog'
import { FullScreenOffer } from './FullScreenOffer'
import { GameBanner } from './GameBanner'
import { QuitDialog } from './QuitDialog'
import { GameOverDialog, ResultDialog } from './ResultDialogs'
import { useRankedRequeue } from './result/useRankedRequeue'
import { SideMenu } from './SideMenu'
import { TurnSplash } from './TurnSplash'
import { CardZoom } from './CardZoom'
import { useFullScreen, fullScreenAvailable } from './useFullScreen'
import { useImmersiveBattle } from './useImmersiveBattle'
import { useGameSounds } from './useGameSounds'
import { useBattleNotices } from './useBattleNotices'
import { useTurnClock } from './useTurnClock'
import { WaitingPanel } from './WaitingPanel'

// The canvas chunk (Pixi). If it cannot load (a new deployment replaced it, a flaky network), the
// chrome stays usable and says so instead of crashing the page.
const BattleCanvas = lazy(() =>
  import('../../../scene/view/BattleCanvas').catch((error: unknown) => {
    console.error(error)
    return { default: CanvasUnavailable }
  }),
)

function CanvasUnavailable() {
  return (
    <div className="battle-center">
      <p className="battle-waiting-card">{gameText.canvasFailed}</p>
    </div>
  )
}

type EndStep = 'none' | 'result' | 'over' | 'closed'

export function BattleScreen({ mode, id }: { mode: GameMode; id: number }) {
  const navigate = useNavigate()
  const openGame = useSetAtom(openGameAtom)
  const resetGame = useSetAtom(resetGameAtom)
  const refresh = useSetAtom(refreshGameAtom)
  const quitGame = useSetAtom(quitGameAtom)
  const boardReady = useSetAtom(boardReadyAtom)
  const cue = useSetAtom(cueAtom)
  const game = useAtomValue(gameAtom)
  useRankedRequeue(game) // a ranked wait re-posts the queue like the Parties page
  const load = useAtomValue(gameLoadAtom)
  const watchers = useAtomValue(watchersAtom)
  const session = useAtomValue(sessionAtom)
  const profile = useAtomValue(profileAtom)
  const [soundOn, setSoundOn] = useAtom(soundOnAtom)
  const [fsDismissed, setFsDismissed] = useAtom(fullScreenDismissedAtom)
  const fullScreen = useFullScreen()
  const seconds = useTurnClock()
  useAtomValue(gamePollerAtom)
  useGameSounds()
  useBattleNotices() // the deal at the start, a side with nothing left to place

  const [layout, setLayout] = useState<SceneLayout | null>(null)
  const [menuOpen, setMenuOpen] = useState(false)
  const [quitOpen, setQuitOpen] = useState(false)
  const [quitting, setQuitting] = useState(false)
  const [endStep, setEndStep] = useState<EndStep>('none')
  const [fsAsked, setFsAsked] = useState(false)

  useEffect(() => {
    void openGame({ mode, id })
    return () => resetGame()
  }, [mode, id, openGame, resetGame])

  // Back to the tab: read the game at once.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void refresh().catch(() => undefined)
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [refresh])

  // The game ended: the result dialog (with the win or lose sound), then the game-over dialog.
  const ended = !!game && !game.open
  const cancelled = game?.endReason === 'cancelled'
  useEffect(() => {
    if (!ended || cancelled || !game) return
    const won = game.winner != null && game.winner === (game.you === 2 ? game.joueur2?.id : game.joueur1?.id)
    cue(won ? 'win' : 'lose')
    // Once per end of game (the ids say which game ended).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, cancelled, game?.id, cue])
  const step: EndStep = endStep === 'none' && ended ? (cancelled ? 'over' : 'result') : endStep

  const leave = useCallback(
    async (to: string) => {
      setQuitting(true)
      const ok = await quitGame()
      setQuitting(false)
      if (ok) void navigate(to)
    },
    [quitGame, navigate],
  )

  const myDeck = game ? (game.you === 2 ? game.deckplayer2 : game.deckplayer1) : null
  const needsDeck = !!game && game.open && game.status === 'WAITING' && game.you != null && myDeck == null
  const waiting = !!game && game.open && game.status === 'WAITING' && !needsDeck
  // The board shows once the art of its first frame (the hand dealt, the board) is ready; the deck
  // choice, which started loading the chosen deck's art, stays up meanwhile (never a blank card).
  const art = useFirstFrameArt(game, game?.you != null)
  const artLoading = art === 'loading'
  const [deckHeld, setDeckHeld] = useState(false)
  const deckOpen = needsDeck || (deckHeld && artLoading)
  if (deckOpen !== deckHeld) setDeckHeld(deckOpen) // held from the choice until the art is ready, never reopened
  // the scene's breakpoint, or the window's before the canvas has measured itself
  const phone = (layout?.breakpoint ?? breakpointOf(window.innerWidth, window.innerHeight)) !== 'desktop'
  // Offered inside the deck choice only: before the first turn, never over a running clock.
  const offerFullScreen = phone && needsDeck && !fsDismissed && !fsAsked && fullScreenAvailable() && !fullScreen.active
  const opponent = game ? (game.you === 2 ? game.joueur1 : game.joueur2) : null
  const banner = layout?.banner
  // The `watchers` event of this game only: another game's count never shows here.
  const spectators = game && watchers?.gameId === game.id ? watchers.count : 0
  const siteLinks = desktopItems({ loggedIn: !!session, admin: session?.admin === true, profile })
  const battleRef = useRef<HTMLDivElement>(null)
  useImmersiveBattle(battleRef, layout?.banner)
  // the board is drawn (the canvas has laid itself out): a first turn that lost time meanwhile gets it back
  const boardDrawn = layout != null && !artLoading
  useEffect(() => {
    if (boardDrawn) void boardReady()
  }, [boardDrawn, boardReady, game?.id, game?.status, game?.roundTo])

  return (
    <div className="battle" data-breakpoint={layout?.breakpoint ?? 'unknown'} ref={battleRef}>
      <Suspense fallback={null}>
        <BattleCanvas onLayout={setLayout} artPending={artLoading} />
      </Suspense>
      <GameBanner
        game={game}
        mode={mode}
        seconds={seconds}
        style={banner ? { left: banner.x, top: banner.y, width: banner.width, height: banner.height } : undefined}
        soundOn={soundOn}
        onToggleSound={() => setSoundOn(!soundOn)}
        onMenu={() => setMenuOpen(true)}
        spectators={spectators}
      />
      <h2 className="game-sr-only">{gameText.board}</h2>
      <p className="game-sr-only">{gameText.boardDescription}</p>
      <BoardMirror layout={layout} />
      <Announcer seconds={seconds} />
      <PlayerBanners game={game} layout={layout} />
      <TurnSplash />
      <CardZoom />
      <OpponentAway game={game} />
      <ServerAway game={game} />
      {((load === 'loading' && !game) || (artLoading && !deckOpen)) && (
        <div className="battle-center">
          <Spinner label={gameText.loading} />
        </div>
      )}
      {load === 'error' && !game && (
        <div className="battle-center">
          <div className="battle-waiting-card">
            <p className="battle-waiting-title">{gameText.loadFailed}</p>
            <div className="battle-actions">
              <button type="button" className="button button-primary" onClick={() => void openGame({ mode, id })}>
                {gameText.retry}
              </button>
              <button type="button" className="button button-secondary" onClick={() => void navigate('/game')}>
                {gameText.backToGames}
              </button>
            </div>
          </div>
        </div>
      )}
      {waiting && game && <WaitingPanel game={game} onCancel={() => void leave('/game')} />}

      <SideMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={game ? gameText.gameNumber(game.id) : gameText.gameNumber(id)}
        subtitle={opponent?.pseudo}
        soundOn={soundOn}
        onToggleSound={() => setSoundOn(!soundOn)}
        fullScreen={{ available: fullScreenAvailable(), active: fullScreen.active, toggle: fullScreen.toggle }}
        onQuit={() => (ended ? void leave('/') : setQuitOpen(true))}
        siteLinks={siteLinks}
      />
      <DeckChoiceDialog
        open={deckOpen}
        onQuit={() => setQuitOpen(true)}
        fullScreenOffer={
          offerFullScreen && (
            <FullScreenOffer
              onAccept={() => {
                setFsAsked(true)
                fullScreen.enter()
              }}
              onDecline={() => {
                setFsAsked(true)
                setFsDismissed(true)
              }}
            />
          )
        }
      />
      <QuitDialog
        open={quitOpen}
        waiting={!!game && game.status === 'WAITING'}
        busy={quitting}
        onCancel={() => setQuitOpen(false)}
        onConfirm={() => void leave('/')}
      />
      {game && ended && (
        <>
          <ResultDialog game={game} open={step === 'result'} onClose={() => setEndStep('over')} />
          <GameOverDialog game={game} open={step === 'over'} busy={quitting} onQuit={() => void leave('/')} onViewBoard={() => setEndStep('closed')} />
        </>
      )}
    </div>
  )
}
