// The shell around every page: header, desktop menu or phone bottom bar and drawer, footer,
// toasts and the skin shop. Runs the theme effect, and with a session the signed-in effects (profile
// poll, game in progress, event stream: their own chunk, signedInChunks.ts, loaded at once with the
// query client; a start signed in waits for both through SignedInGate, and a signed-in page for the
// client through WaitForQueryClient, each rendered after the outlet so that the page's chunk loads
// meanwhile). During a battle (battleShellAtom) the header and the side menu give way to the board.
import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { profileAtom, sessionAtom, shownProfileAtom, useAtomValue, useStore } from '../../state'
import { common } from '../../text'
import { Spinner } from '../components/Spinner'
import { watchDialogOpeners } from '../components/dialogOpener'
import { useIsDesktop } from '../hooks/useMediaQuery'
import { skinShopOpenAtom } from '../modals/skinShopState'
import { isGamePath } from '../router/paths'
import { useApplyTheme } from '../session/useApplyTheme'
import { useForgetLogout, useLogout } from '../session/useLogout'
import { battleShellAtom } from './battleShell'
import { BottomBar } from './BottomBar'
import { DesktopMenu } from './DesktopMenu'
import { Footer } from './Footer'
import { Header } from './Header'
import { SessionEffects, SignedInGate, WaitForQueryClient, loadSignedIn, signedInReady, useQueryClientLoaded } from './signedInChunks'
import { Toaster } from './Toaster'
import { bottomItems, desktopItems, drawerItems } from './menuItems'

// Loaded on first use (and prefetched when idle) to keep Radix Dialog out of the landing bundle.
const loadDrawer = () => import('./MoreDrawer')
const MoreDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MoreDrawer })))
const SkinShopDialog = lazy(() => import('../modals/SkinShopDialog').then((m) => ({ default: m.SkinShopDialog })))

export function AppLayout() {
  useApplyTheme()
  useForgetLogout()
  useEffect(watchDialogOpeners, []) // closing a dialog focuses what opened it
  const store = useStore()
  const session = useAtomValue(sessionAtom)
  const clientLoaded = useQueryClientLoaded()
  const [startedSignedIn] = useState(() => session !== null)
  const profile = useAtomValue(profileAtom)
  const shown = useAtomValue(shownProfileAtom) // the header's pseudo, level and credit (the last known while offline)
  const isDesktop = useIsDesktop()
  const { pathname } = useLocation()
  const logout = useLogout()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerUsed, setDrawerUsed] = useState(false)
  const shopOpen = useAtomValue(skinShopOpenAtom)
  const [shopUsed, setShopUsed] = useState(false)
  if (shopOpen && !shopUsed) setShopUsed(true)
  const phoneSession = !!session && !isDesktop
  // The signed-in chunks and the query client: at once with a session (this render, in parallel
  // with the page's chunk), and when idle on the login page, so that signing in finds them there.
  if (session) loadSignedIn(store)
  const onLogin = pathname === '/login'
  useEffect(() => {
    if (!onLogin) return
    const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1500))
    idle(() => loadSignedIn(store))
  }, [onLogin, store])
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
    <Suspense fallback={null}>
    <div className="app" data-layout={isDesktop ? 'desktop' : 'phone'} data-game={onGame ? '' : undefined} data-immersive={immersive ? '' : undefined}>
      <a href="#main" className="skip-link">
        {common.skipToContent}
      </a>
      {!immersive && (
        <Header
          loggedIn={!!session}
          profile={shown}
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
            {session && !clientLoaded && <WaitForQueryClient />}
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
            pseudo={shown?.pseudo ?? ''}
            xp={shown?.level ?? 0}
            onLogout={logout}
          />
        )}
        {session && shopUsed && <SkinShopDialog />}
        {session && clientLoaded && <SessionEffects />}
      </Suspense>
      <Toaster />
    </div>
    {startedSignedIn && session && !signedInReady(store) && <SignedInGate />}
    </Suspense>
  )
}
