// The installed app's build options for vite-plugin-pwa (read by vite.config.ts, run in Node):
// the French web manifest, and the service worker Workbox generates. It precaches the app shell
// (index.html, static/) and the game's art and sounds (assets/, served by the API server under
// /assets/); it never caches an API answer (no runtime route: /api, /auth, /admin calls go to the network).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { VitePWAOptions } from 'vite-plugin-pwa'

/** The two themes' backgrounds (tokens.css --bg; useApplyTheme's theme-color). */
const THEME_COLORS = { light: '#f4ead5', dark: '#141026' } as const

/** The game's art and sounds served under /assets/ (what a battle draws and plays). */
const ART_FOLDERS = ['cards', 'spells', 'skins', 'packs', 'news', 'ui', 'sounds']
const ART_FILE = /\.(svg|png|webp|jpg|wav|mp3|ogg)$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Precache entries for the art, each revised by its content's hash (a changed picture is fetched again). */
function artEntries(root: string): { url: string; revision: string }[] {
  return ART_FOLDERS.flatMap((folder) => filesUnder(join(root, 'assets', folder)))
    .filter((file) => ART_FILE.test(file))
    .sort()
    .map((file) => ({
      url: `/${relative(root, file).split('\\').join('/')}`,
      revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16),
    }))
}

const manifest: VitePWAOptions['manifest'] = {
  id: '/',
  name: 'Arène des Cartes',
  short_name: 'Arène',
  description: "Collectionnez des cartes et des sorts, construisez vos decks et affrontez d'autres joueurs — même hors ligne contre les bots.",
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'fullscreen',
  display_override: ['fullscreen', 'standalone'],
  orientation: 'any',
  background_color: THEME_COLORS.light,
  theme_color: THEME_COLORS.light,
  categories: ['games'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' },
  ],
}

export function pwaOptions(root: string): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt', // a new version waits for the player's « Recharger » (src/pwa/updatePolicy.ts)
    injectRegister: false, // registered lazily after the first paint (src/pwa/register.ts)
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    manifest,
    workbox: {
      globPatterns: ['index.html', 'static/**/*.{js,css,woff2,svg,png,webp}', 'icons/*.png'],
      globIgnores: ['**/*.br', '**/*.gz', 'pages/**'],
      additionalManifestEntries: artEntries(root),
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Pages opened offline get the app shell; the API, auth, health and art paths never do.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(api|auth|health|assets|static)\//, /^\/sw\.js$/, /\.webmanifest$/],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [],
    },
  }
}
