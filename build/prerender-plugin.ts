// `vite build` step: once the client is written, renders each public page (publicPages.ts) through
// Vite's SSR loader into dist/pages/<file> (pageHtml.ts: the theme script inlined, bootScript.ts; the
// entry loaded after the first paint, deferredEntry.ts), writes dist/sitemap.xml, adds its Sitemap
// line to dist/robots.txt, and precompresses what it wrote. The server answers the public paths
// with these files (src/server/plugins/prerendered-pages.ts) and every other page with index.html.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createServer, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { inlineCode, takeThemeScript } from './bootScript.js'
import { entryLoader, takeModuleScripts } from './deferredEntry.js'
import { pageHtml, sitemapXml } from './pageHtml.js'
import { precompressFile } from './precompress.js'
import { PUBLIC_PAGES, siteUrl } from './publicPages.js'

type Entry = typeof import('./prerender-entry')

/**
 * The fonts of the first view (latin, variable: every weight in one file), preloaded by the pages:
 * the title's Cinzel and the text's Nunito Sans (the tagline is the phone's largest paint, and a
 * late font swap would move it).
 */
const FIRST_VIEW_FONTS = [/^cinzel-latin-wght-normal-[\w-]+\.woff2$/, /^nunito-sans-latin-wght-normal-[\w-]+\.woff2$/]

export function prerenderPublicPages(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  let assetsDir = 'static'
  let ssrBuild = false
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      assetsDir = config.build.assetsDir
      ssrBuild = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (ssrBuild) return
      const built = takeThemeScript(readFileSync(join(outDir, 'index.html'), 'utf8'))
      const theme = inlineCode(readFileSync(join(outDir, built.src), 'utf8'))
      const { template, ...scripts } = takeModuleScripts(built.template)
      const entryScript = entryLoader(scripts)
      const assets = readdirSync(join(outDir, assetsDir))
      const fonts = FIRST_VIEW_FONTS.flatMap((font) => assets.filter((f) => font.test(f)).map((f) => `/${assetsDir}/${f}`))
      const site = siteUrl()
      const loader = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      })
      try {
        const entry = (await loader.ssrLoadModule('/build/prerender-entry.tsx')) as Entry
        mkdirSync(join(outDir, 'pages'), { recursive: true })
        for (const page of PUBLIC_PAGES) {
          const body = await entry.renderPage(page.path)
          const file = join(outDir, 'pages', page.file)
          writeFileSync(file, pageHtml(template, { page, site, body, boot: `${theme}\n${entry.BOOT}`, loader: entryScript, fonts }))
          precompressFile(file)
        }
      } finally {
        await loader.close()
      }
      writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(site, PUBLIC_PAGES))
      const robots = join(outDir, 'robots.txt')
      if (existsSync(robots)) appendFileSync(robots, `\nSitemap: ${site}/sitemap.xml\n`)
    },
  }
}
