// The app: the jotai store and its query cache, the router (a browser data router, so pages can
// block a navigation with useBlocker; tests pass a memory router) and routes.
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Provider, queryClientAtom, type AppStore } from '../state'
import { AppRoutes } from './router/routes'
import { ApiBridge } from './session/ApiBridge'
import { EventStream } from './session/EventStream'

/** One splat route holding the app; its <Routes> match the rest. */
function BrowserDataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]))
  return <RouterProvider router={router} />
}

export function App({ store, router }: { store: AppStore; router?: (children: ReactNode) => ReactNode }) {
  const content = (
    <>
      <ApiBridge />
      <EventStream />
      <AppRoutes />
    </>
  )
  return (
    <Provider store={store}>
      <QueryClientProvider client={store.get(queryClientAtom)}>
        {router ? router(content) : <BrowserDataRouter>{content}</BrowserDataRouter>}
      </QueryClientProvider>
    </Provider>
  )
}
