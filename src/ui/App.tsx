// The app: the jotai store and its query cache, the router (a browser router; tests pass a memory
// router) and routes.
import { BrowserRouter } from 'react-router-dom'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Provider, queryClientAtom, type AppStore } from '../state'
import { AppRoutes } from './router/routes'
import { ApiBridge } from './session/ApiBridge'
import { EventStream } from './session/EventStream'

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
        {router ? router(content) : <BrowserRouter>{content}</BrowserRouter>}
      </QueryClientProvider>
    </Provider>
  )
}
