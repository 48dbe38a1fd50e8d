import { createHash } from 'node:crypto'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'
import react from '@vitejs/plugin-react'

// The client build, and the Vitest projects. In development (`npm run dev`) Vite serves the client
// with hot reload and forwards the API paths to the Fastify server started beside it on API_PORT.
const apiPort = Number(process.env.API_PORT ?? 3001)
const apiPaths = ['/api', '/auth', '/admin', '/health', '/assets']

/**
 * index.html's theme script (src/theme-boot.js) stays a classic blocking script, so the saved theme
 * paints before the first frame without an inline script (the server's CSP forbids them): the build
 * copies it to static/ under a hashed name and points the tag there.
 */
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

/**
 * Brotli (.br, quality 11) and gzip (.gz, level 9) copies of every text file of the build, written
 * beside it once at build time; the server (@fastify/static `preCompressed`) sends the one the
 * browser accepts. A copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/
  const MIN_BYTES = 1024
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle).filter((f) => TEXT.test(f))) {
        const path = join(dir, fileName)
        if (statSync(path).size < MIN_BYTES) continue
        const source = readFileSync(path)
        const copies = {
          br: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          gz: gzipSync(source, { level: 9 }),
        }
        for (const [extension, bytes] of Object.entries(copies)) if (bytes.length < source.length) writeFileSync(`${path}.${extension}`, bytes)
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), classicThemeScript(), precompress()],
  publicDir: 'public', // robots.txt, copied to the build's root
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
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/{game,scene,server,lint}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // worker threads start faster than forks (measured: 230 s against 268 s for node + ui)
          pool: 'threads',
          // one migrated PGlite template, copied for each test database (tests/server/helpers/pglite-template.ts)
          globalSetup: ['tests/server/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
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
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
})
