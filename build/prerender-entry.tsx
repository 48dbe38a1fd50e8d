// Loaded by the prerender plugin through Vite's SSR loader: renders the app at one path to HTML with
// React 19's static prerendering (it waits for the lazy pages), in a fresh store without a session,
// under a memory data router shaped like the client's browser one (same markup, same useId ids).
import { StrictMode, useState, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { App } from '../src/ui/App'
import { createAppStore } from '../src/state'
import { SESSION_KEY } from '../src/state/constants'
import { DESKTOP_QUERY } from '../src/ui/hooks/useMediaQuery'
import { bootScript } from './bootScript'

function MemoryDataRouter({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }))
  return <RouterProvider router={router} />
}

export async function renderPage(path: string): Promise<string> {
  const store = createAppStore()
  const { prelude } = await prerender(
    <StrictMode>
      <App store={store} router={(children) => <MemoryDataRouter path={path}>{children}</MemoryDataRouter>} />
    </StrictMode>,
    // Every boundary inline, however long: React outlines one past 12,800 bytes (/regles is) into a
    // hidden segment that only its script reveals, so the page would be blank without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}

export const BOOT = bootScript({ sessionKey: SESSION_KEY, desktopQuery: DESKTOP_QUERY })
