// The app: the jotai store, the router (a browser router; tests pass a memory router) and routes.
import { BrowserRouter } from 'react-router-dom'
import type { ReactNode } from 'react'
import { Provider, type AppStore } from '../state'
import { AppRoutes } from './router/routes'
import { ApiBridge } from './session/ApiBridge'

export function App({ store, router }: { store: AppStore; router?: (children: ReactNode) => ReactNode }) {
  const content = (
    <>
      <ApiBridge />
      <AppRoutes />
    </>
  )
  return <Provider store={store}>{router ? router(content) : <BrowserRouter>{content}</BrowserRouter>}</Provider>
}
