import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { COMPRESSIBLE, precompressFile } from './build/precompress.js'
import { prerenderPublicPages } from './build/prerender-plugin.js'
import { VitePWA } from 'vite-plugin-pwa'
import { LongestBrowserFilesFirst } from './tests/e2e/sequencer.js'
import { pwaOptions } from './src/pwa/buildOptions.js'

// The client build, and the Vitest projects. In development (`npm run dev`) Vite serves the client
// with hot reload and forwards the API paths to the Fastify server started beside it on API_PORT.
const apiPort = Number(process.env.API_PORT ?? 3001)
const apiPaths = ['/api', '/auth', '/admin', '/health', '/assets']

/**
 * index.html's theme script (src/theme-boot.js) stays a classic blocking script, so the saved theme
 * paints before the first frame without an inline script (the server's CSP forbids them): the build
 * copies it to static/ under a hashed name and points the tag there.
 */
/**
 * react-router publishes its development build under every export condition: the client build takes
 * its production build (no development checks and warnings, ~4 KB less on the landing).
 */
function reactRouterProduction(): Plugin {
  const production = (file: string) => join(process.cwd(), 'node_modules/react-router/dist/production', file)
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
  }
}

function classicThemeScript(): Plugin {
  const source = 'src/theme-boot.js'
  const code = () => readFileSync(source, 'utf8')
  const fileName = () => `static/theme-boot-${createHash('sha256').update(code()).digest('hex').slice(0, 8)}.js`
  return {
    name: 'classic-theme-script',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: fileName(), source: code() })
    },
    transformIndexHtml: { order: 'post', handler: (html) => html.replace(`src="/${source}"`, `src="/${fileName()}"`) },
  }
}

/** Brotli and gzip copies of every text file of the build (build/precompress.ts). */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f))) precompressFile(join(dir, fileName))
    },
  }
}

export default defineConfig({
  plugins: [react(), reactRouterProduction(), classicThemeScript(), precompress(), prerenderPublicPages(), VitePWA(pwaOptions(process.cwd()))],
  publicDir: 'public', // robots.txt and the app's icons (icons/), copied to the build's root (the prerender adds its Sitemap line)
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'static', // /assets/ is the game's art, served by the API server
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // esbuild minifies the CSS: Lightning CSS (Vite's default) merges `backdrop-filter` followed by
    // `-webkit-backdrop-filter` into the prefixed one alone, so Chromium and Firefox lost the glass blur
    cssMinify: 'esbuild',
    modulePreload: { polyfill: false }, // every browser the game supports preloads modules natively
    rollupOptions: {
      treeshake: {
        // The app's own modules have no side effects on import (but styles and the Pixi setup of
        // src/scene/view): a barrel (src/state, src/text) then links a page to the modules it uses,
        // and the landing's chunks no longer carry every module the barrel re-exports
        // (tests/bench/landing-size.bench.mjs). jotai's atom() builds a plain object.
        moduleSideEffects: [
          { test: /\/src\/(?!scene\/view\/|main\.tsx).*\.tsx?$/, sideEffects: false },
          { test: /./, sideEffects: true },
        ],
        manualPureFunctions: ['atom'],
      },
    },
  },
  test: {
    // the browser files longest first on a clean clone, so both workers end together (tests/e2e/sequencer.ts)
    sequence: { sequencer: LongestBrowserFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/{game,scene,server,lint}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // worker threads start faster than forks (measured: 230 s against 268 s for node + ui)
          pool: 'threads',
          // a worker keeps its modules from one file to the next (Fastify, PGlite's compiled engine,
          // the contract's validators): the import time summed falls from ~60 s to ~5 s per run. The
          // files share nothing else (each builds its own apps and databases), and no file may touch
          // a built-in prototype (tests/helpers/prototypes-untouched.ts checks it after each file)
          isolate: false,
          // Vitest's default is one worker per core minus one: a single worker on 2 cores
          maxWorkers: 2,
          // one group with the ui project (same worker count, as Vitest requires): its files fill
          // the second core while the last node files end, where a group of its own ran on one
          sequence: { groupOrder: 1 },
          // one migrated PGlite template, copied for each test database (tests/server/helpers/pglite-template.ts)
          globalSetup: ['tests/server/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/prototypes-untouched.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          // a worker runs file after file (47 s → 25 s, half the CPU, for the project alone): setup.ts
          // resets the app's modules after each file, so every file still imports them fresh
          isolate: false,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          environment: 'happy-dom',
          pool: 'threads',
          setupFiles: ['tests/ui/setup.ts'],
          testTimeout: 20_000,
          // @pixi/react imports 'react-reconciler/constants' without its extension, which only a
          // bundler resolves: let Vite transform it rather than Node's loader.
          server: { deps: { inline: ['@pixi/react'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // one game server and one Chromium for the files (see tests/e2e/global-setup.ts); two files
          // at a time, each with its own client address, as much of a browser test is waiting
          globalSetup: ['tests/e2e/global-setup.ts'],
          // a worker process runs file after file (Node, Vitest and playwright-core loaded once); the
          // setup file resets the suite's own modules after each file
          isolate: false,
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // expect.poll waits up to 10 s (Vitest's 1 s default: a page's first data on a loaded CI machine came later)
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
})
