// Renders the whole app (routes, layout, guards) in a memory data router (useBlocker works) with a fresh store, a fake
// server and a viewport width. `probe` shows where the router is and can navigate.
import { useLayoutEffect, useState, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation, useNavigate, type InitialEntry, type NavigateFunction } from 'react-router-dom'
import { App } from '../../../src/ui/App'
import { createAppStore, profileAtom, readStoredTheme, sessionAtom, storedThemeAtom, type Profile, type Session } from '../../../src/state'
import { fakeServer, json, type Handler } from './fakeServer'
import { createTestStore } from './store'
import { setViewportWidth } from './viewport'

export const PLAYER: Session = { id: 7, accessToken: 'token-7', admin: false }
export const ADMIN: Session = { id: 1, accessToken: 'token-1', admin: true }

export function profileOf(session: Session, overrides: Partial<Profile> = {}): Profile {
  return {
    id: session.id,
    pseudo: session.admin ? 'Admin' : 'Aelis',
    email: 'aelis@exemple.fr',
    credit: 1250,
    level: 700,
    rating: 1000,
    admin: session.admin,
    disabled: false,
    preferences: '{"theme":"light"}',
    cardlevelup: 0,
    friendsnotif: 0,
    createdAt: '2025-01-02T10:00:00.000Z',
    ...overrides,
  }
}

export interface Probe {
  pathname: string
  search: string
  state: unknown
  navigate: NavigateFunction
}

/**
 * Records the committed location (an effect, so a render React throws away does not count): a layout
 * effect, run in the commit that puts the page on screen, so a findBy… that sees the page sees its
 * address too (a passive effect could run after it on a loaded machine).
 */
function LocationProbe({ probe }: { probe: Probe }) {
  const location = useLocation()
  const navigate = useNavigate()
  useLayoutEffect(() => {
    probe.navigate = navigate
    probe.pathname = location.pathname
    probe.search = location.search
    probe.state = location.state
  }, [probe, navigate, location])
  return null
}

/** A memory data router at one entry holding the app in a splat route. */
function MemoryDataRouter({ entry, children }: { entry: InitialEntry; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [entry] }))
  return <RouterProvider router={router} />
}

interface Options {
  path?: string
  state?: unknown
  session?: Session | null
  profile?: Partial<Profile> | null
  width?: number
  handlers?: Record<string, Handler | ReturnType<typeof json>>
  /** Start without the query client, as the app does (it loads on first need); else it is there at once. */
  lazyQueryClient?: boolean
}

export function renderApp({ path = '/', state, session = null, profile = {}, width = 1440, handlers = {}, lazyQueryClient = false }: Options = {}) {
  setViewportWidth(width)
  const store = lazyQueryClient ? createAppStore() : createTestStore()
  store.set(sessionAtom, session)
  store.set(storedThemeAtom, readStoredTheme())
  if (session) sessionStorage.setItem('user', JSON.stringify(session))
  const user = session && profile ? profileOf(session, profile) : null
  const server = fakeServer({
    'GET /api/user/{id}': () => (user ? json(user) : json({ message: 'Introuvable', status: 404 }, 404)),
    'GET /api/games/check/{userId}': json(null),
    ...handlers,
  })
  const probe = { pathname: '', search: '', state: null } as unknown as Probe
  const view = render(
    <App
      store={store}
      router={(children) => (
        <MemoryDataRouter entry={{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }}>
          {children}
          <LocationProbe probe={probe} />
        </MemoryDataRouter>
      )}
    />,
  )
  return { ...view, store, server, probe, profile: user, setProfile: (p: Profile) => store.set(profileAtom, p) }
}
