// The client entry: fonts and styles, the image cache sweep, then the app.
import '@fontsource-variable/cinzel/wght.css'
import '@fontsource-variable/nunito-sans/wght.css'
import './ui/styles/index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './ui/App'
import { startImageCacheSweep } from './images/imageCache'
import { appStore } from './state'

startImageCacheSweep()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={appStore} />
  </StrictMode>,
)
