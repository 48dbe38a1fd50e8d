// The shell around every page: header, desktop menu or phone bottom bar and drawer, footer,
// toasts and the skin shop. Runs the session effects (theme, profile poll, game in progress).
// During a battle (battleShellAtom) the header and the side menu give way to the board.
import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { profileAtom, sessionAtom, useAtomValue } from '../../state'
import { common } from '../../text'
import { Spinner } from '../components/Spinner'
import { watchDialogOpeners } from '../components/dialogOpener'
import { useIsDesktop } from '../hooks/useMediaQuery'
import { skinShopOpenAtom } from '../modals/skinShopState'
import { isGamePath } from '../router/paths'
import { useApplyTheme } from '../session/useApplyTheme'
import { useForgetLogout, useLogout } from '../session/useLogout'
import { useProfilePoll } from '../session/useProfilePoll'
import { useResumeGame } from '../session/useResumeGame'
import { battleShellAtom } from './battleShell'
import { BottomBar } from './BottomBar'
import { DesktopMenu } from './DesktopMenu'
import { Footer } from './Footer'
import { Header } from './Header'
import { Toaster } from './Toaster'
import { bottomItems, desktopItems, drawerItems } from './menuItems'

// Loaded on first use (and prefetched when idle) to keep Radix Dialog out of the landing bundle.
const loadDrawer = () => import('./MoreDrawer')
const MoreDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MoreDrawer })))
const SkinShopDialog = lazy(() => import('../modals/SkinShopDialog').then((m) => ({ default: m.SkinShopDialog })))

export function AppLayout() {
  useApplyTheme()
  useProfilePoll()
  useResumeGame()
  useForgetLogout()
  useEffect(watchDialogOpeners, []) // closing a dialog focuses what opened it
  const session = useAtomValue(sessionAtom)
  const profile = useAtomValue(profileAtom)
  const isDesktop = useIsDesktop()
  const { pathname } = useLocation()
  const logout = useLogout()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerUsed, setDrawerUsed] = useState(false)
  const shopOpen = useAtomValue(skinShopOpenAtom)
  const [shopUsed, setShopUsed] = useState(false)
  if (shopOpen && !shopUsed) setShopUsed(true)
  const phoneSession = !!session && !isDesktop
  useEffect(() => {
    if (!phoneSession) return
    const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1500))
    idle(() => void loadDrawer().catch(() => undefined))
  }, [phoneSession])

  const who = { loggedIn: !!session, admin: session?.admin === true, profile }
  const onGame = isGamePath(pathname)
  const immersive = useAtomValue(battleShellAtom) !== null
  const sidebar = isDesktop && !!session && !immersive
  return (
    <div className="app" data-layout={isDesktop ? 'desktop' : 'phone'} data-game={onGame ? '' : undefined} data-immersive={immersive ? '' : undefined}>
      <a href="#main" className="skip-link">
        {common.skipToContent}
      </a>
      {!immersive && (
        <Header
          loggedIn={!!session}
          profile={profile}
          isDesktop={isDesktop}
          onLogout={logout}
          menu={isDesktop && !session ? <DesktopMenu items={desktopItems(who)} variant="inline" /> : undefined}
        />
      )}
      <div className={sidebar ? 'app-body app-body-sidebar' : 'app-body'}>
        {sidebar && <DesktopMenu items={desktopItems(who)} variant="sidebar" />}
        <main id="main" className="app-main" tabIndex={-1}>
          <Suspense fallback={<Spinner label={common.loading} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {isDesktop && !onGame && <Footer />}
      {!isDesktop && !onGame && (
        <BottomBar
          items={bottomItems(who)}
          moreBadge={drawerItems(who).reduce((n, item) => n + (item.badge ?? 0), 0)}
          onMore={
            session
              ? () => {
                  setDrawerUsed(true)
                  setDrawerOpen(true)
                }
              : undefined
          }
        />
      )}
      <Suspense fallback={null}>
        {phoneSession && drawerUsed && (
          <MoreDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            items={drawerItems(who)}
            pseudo={profile?.pseudo ?? ''}
            xp={profile?.level ?? 0}
            onLogout={logout}
          />
        )}
        {session && shopUsed && <SkinShopDialog />}
      </Suspense>
      <Toaster />
    </div>
  )
}
