// The client entry: fonts and styles, the image cache sweep, then the app, hydrating a prerendered
// public page when its first render matches it (ui/session/bootMode.ts), else rendering.
import '@fontsource-variable/cinzel/wght.css'
import '@fontsource-variable/nunito-sans/wght.css'
import './ui/styles/index.css'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './ui/App'
import { startImageCacheSweep } from './images/imageCache'
import { appStore, readStoredSession } from './state'
import { DESKTOP_QUERY } from './ui/hooks/useMediaQuery'
import { bootMode } from './ui/session/bootMode'
import { captureInstallPrompt } from './pwa/installPrompt'

startImageCacheSweep()
captureInstallPrompt()

const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <App store={appStore} />
  </StrictMode>
)
const mode = bootMode({
  prerendered: root.hasAttribute('data-prerendered'),
  signedIn: readStoredSession() !== null,
  desktop: window.matchMedia(DESKTOP_QUERY).matches,
  query: location.search !== '',
})
if (mode === 'hydrate') {
  // as a transition, hydration yields to the browser every few milliseconds: no long task on a slow phone
  startTransition(() => {
    hydrateRoot(root, app)
  })
} else {
  root.replaceChildren() // the prerendered page, hidden by its boot script, gives way to this render
  root.removeAttribute('data-prerendered')
  createRoot(root).render(app)
}

// The installed app (service worker, offline training, update banner) loads after the first paint,
// in its own chunk, so the landing's JavaScript does not grow (src/pwa/README.md).
const startPwa = () =>
  void import('./pwa/register').then((m) => m.startPwa(appStore, readStoredSession()?.id ?? null))
if (document.readyState === 'complete') setTimeout(startPwa, 0)
else window.addEventListener('load', () => setTimeout(startPwa, 0), { once: true })
