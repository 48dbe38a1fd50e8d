// Loaded after the first paint (main.tsx): registers the service worker, plugs in the offline
// training's local game source, keeps the last known decks, and mounts the PWA chrome (the update
// and offline banners) in its own small root.
import { Workbox } from 'workbox-window'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import type { QueryClient } from '@tanstack/query-core'
import { loadedQueryClientAtom, type AppStore } from '../state'
import { installLocalGameSource } from './localApi'
import { keepOfflineDecks } from './offlineDecks'
import { PwaChrome } from './PwaChrome'
import { setUpdater } from './updateState'

/** How often an open tab asks for a new version. */
const UPDATE_CHECK_MS = 30 * 60_000

function registerWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    setUpdater(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
      wb.messageSkipWaiting()
    })
  })
  void wb.register().catch((error: unknown) => console.warn('service worker', error))
  const check = () => void wb.update().catch(() => undefined)
  setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check())
}

/** Runs `onLoaded` with the store's query client once it is loaded (a landing visitor never loads it). */
function whenQueryClient(store: AppStore, onLoaded: (client: QueryClient) => void): void {
  const now = store.get(loadedQueryClientAtom)
  if (now) return onLoaded(now)
  const stop = store.sub(loadedQueryClientAtom, () => {
    const client = store.get(loadedQueryClientAtom)
    if (!client) return
    stop()
    onLoaded(client)
  })
}

/** Starts the installed app's parts; the app's store and the signed-in player's id (or null) come from main.tsx. */
export function startPwa(store: AppStore, userId: number | null): void {
  registerWorker()
  whenQueryClient(store, (client) => {
    installLocalGameSource(client)
    keepOfflineDecks(client, userId)
  })
  const host = document.createElement('div')
  host.id = 'pwa-chrome'
  document.body.append(host)
  createRoot(host).render(createElement(PwaChrome))
}
