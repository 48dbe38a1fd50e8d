// The installed app's banners, over every page: « Nouvelle version disponible — Recharger » (held
// back while a game is on screen: updatePolicy.ts), and, offline, a notice saying so — on a local
// game that it gives neither XP nor credit, elsewhere that the page needs a connection, with the
// way to the offline training. On a page they sit at the bottom, above the phone's bottom bar; on a
// battle the offline notice shows for a few seconds at the top, then leaves the banners clear.
import { useEffect, useState } from 'react'
import { pwaText } from '../text/pwa'
import { useOffline } from './online'
import { updateNotice } from './updatePolicy'
import { usePathname } from './usePathname'
import { useUpdater } from './updateState'
import { isGamePath, OFFLINE_TRAINING_PATH } from './paths'
import './pwa.css'

export function PwaChrome() {
  const path = usePathname()
  const offline = useOffline()
  const updater = useUpdater()
  const notice = updateNotice(updater !== null, path)
  const onGame = isGamePath(path)
  const gameNotice = useBriefly(offline && onGame, path)
  return (
    <div className={onGame ? 'pwa-banners pwa-banners-game' : 'pwa-banners'}>
      {notice === 'reload' && (
        <div className="pwa-banner pwa-banner-update" role="status" data-testid="pwa-update">
          <span>{pwaText.updateReady} — </span>
          <button type="button" className="pwa-banner-action" onClick={() => updater?.()}>
            {pwaText.updateReload}
          </button>
        </div>
      )}
      {notice === 'after-game' && (
        <div className="pwa-banner pwa-banner-update pwa-banner-quiet" role="status" data-testid="pwa-update-later">
          {pwaText.updateAfterGame}
        </div>
      )}
      {offline && (!onGame || gameNotice) && (
        <div className="pwa-banner pwa-banner-offline" role="status" data-testid="offline-banner">
          {onGame ? (
            <span>{pwaText.offlineGameBanner}</span>
          ) : (
            <>
              <strong>{pwaText.offlineBanner}</strong>{' '}
              {path !== OFFLINE_TRAINING_PATH && (
                <>
                  <span>{pwaText.offlineBannerHint} </span>
                  <a className="pwa-banner-action" href={OFFLINE_TRAINING_PATH}>
                    {pwaText.offlineTrainingLink}
                  </a>
                </>
              )}
            </>
          )}
        </div>
      )}
    </div>
  )
}

/** How long the offline notice stays over a battle. */
const GAME_NOTICE_MS = 8000

/** True for GAME_NOTICE_MS once `on` is true on this path (each path shows it once). */
function useBriefly(on: boolean, path: string): boolean {
  const [expiredOn, setExpiredOn] = useState<string | null>(null)
  useEffect(() => {
    if (!on) return
    const timer = setTimeout(() => setExpiredOn(path), GAME_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [on, path])
  return on && expiredOn !== path
}
