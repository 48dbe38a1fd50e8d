// The public pages prerendered by the client build (dist/pages/<name>.html, build/prerender-plugin.ts):
// `/` answers pages/index.html and `/<name>` pages/<name>.html, with the build's brotli or gzip copy
// when the browser accepts it. Every other page keeps the SPA index.html (errors.ts). The pages'
// inline scripts (the boot script, the entry loader) are allowed by their hashes in the CSP (scriptHashes).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { negotiate } from './compression'

interface PrerenderedPage {
  path: string
  html: Buffer
  br?: Buffer
  gzip?: Buffer
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file) : undefined)

/** The prerendered pages of a client build; none when it has no pages/ folder. */
export function loadPrerenderedPages(distDir: string): PrerenderedPage[] {
  const dir = join(distDir, 'pages')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => /^[a-z0-9-]+\.html$/.test(f))
    .map((f) => ({
      path: f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '')}`,
      html: readFileSync(join(dir, f)),
      br: readIfExists(join(dir, `${f}.br`)),
      gzip: readIfExists(join(dir, `${f}.gz`)),
    }))
}

/** CSP sources ('sha256-…') of the inline scripts of the pages. */
export function scriptHashes(pages: PrerenderedPage[]): string[] {
  const hashes = new Set<string>()
  for (const page of pages) {
    for (const [, code] of page.html.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`)
    }
  }
  return [...hashes]
}

export function servePrerenderedPages(app: FastifyInstance, pages: PrerenderedPage[]): void {
  for (const page of pages) {
    app.get(page.path, (request, reply) => {
      const coding = negotiate(request.headers['accept-encoding'])
      const body = (coding === 'br' && page.br) || (coding === 'gzip' && page.gzip) || page.html
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding')
      if (body !== page.html) reply.header('content-encoding', coding)
      return reply.send(body)
    })
  }
}
