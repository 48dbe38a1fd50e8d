// The app: the jotai store and its query cache, the router (a browser data router, so pages can
// block a navigation with useBlocker; tests pass a memory router) and routes. The signed-in
// effects (event stream, profile poll) are the layout's (layout/SessionEffects.tsx).
import { useEffect, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { QueryClientContext } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Provider, loadQueryClient, loadedQueryClientAtom, queryClientLoadFailure, useAtomValue, type AppStore, type QueryClient } from '../state'
import { AppRoutes } from './router/routes'
import { ApiBridge } from './session/ApiBridge'

/** One splat route holding the app; its <Routes> match the rest. */
function BrowserDataRouter({ children }: { children: ReactNode }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]))
  return <RouterProvider router={router} />
}

/** Stands for the query client until its chunk is there: the first use during a render loads it and
 *  suspends that render (the page waits under its Suspense), then every use goes to the real client. */
function standInClient(store: AppStore): QueryClient {
  return new Proxy({} as QueryClient, {
    get(_target, key) {
      if (typeof key === 'symbol' || key === 'then') return undefined
      const client = store.get(loadedQueryClientAtom)
      if (!client) throw queryClientLoadFailure(store) ?? loadQueryClient(store) // a thrown promise suspends the render
      const value: unknown = Reflect.get(client, key)
      return typeof value === 'function' ? value.bind(client) : value
    },
  })
}

/** TanStack Query's provider (same type on every render, so nothing remounts when the client
 *  arrives): the store's client once loaded, the stand-in before (the landing never loads it). */
function QueryCacheProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  const loaded = useAtomValue(loadedQueryClientAtom, { store })
  const [standIn] = useState(() => standInClient(store))
  useEffect(() => {
    if (!loaded) return
    loaded.mount() // as QueryClientProvider does: refetches on reconnecting
    return () => loaded.unmount()
  }, [loaded])
  return <QueryClientContext.Provider value={loaded ?? standIn}>{children}</QueryClientContext.Provider>
}

export function App({ store, router }: { store: AppStore; router?: (children: ReactNode) => ReactNode }) {
  const content = (
    <>
      <ApiBridge />
      <AppRoutes />
    </>
  )
  return (
    <Provider store={store}>
      <QueryCacheProvider store={store}>{router ? router(content) : <BrowserDataRouter>{content}</BrowserDataRouter>}</QueryCacheProvider>
    </Provider>
  )
}
