// A prerendered page's HTML: the built index.html with the page's title, description, canonical
// link, the preload of the first view's font, the boot script and style, the rendered app inside
// #root, and the script that loads the client entry after the first paint (deferredEntry.ts).
import { BOOT_STYLE } from './bootScript.js'
import type { PublicPage } from './publicPages.js'

export interface PageParts {
  page: PublicPage
  /** The site's address, no trailing slash. */
  site: string
  /** The app rendered for the page's path. */
  body: string
  /** The inline boot script (bootScript.ts). */
  boot: string
  /** The inline script at the end of <body> that loads the client entry (deferredEntry.ts). */
  loader: string
  /** Built URLs of the woff2 files preloaded for the first paint. */
  fonts?: readonly string[]
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function pageHtml(template: string, { page, site, body, boot, loader, fonts = [] }: PageParts): string {
  const title = /<title>[^<]*<\/title>/
  const description = /<meta name="description" content="[^"]*"\s*\/?>/
  const root = '<div id="root"></div>'
  for (const [what, found] of [['<title>', title.test(template)], ['meta description', description.test(template)], ['#root', template.includes(root)]] as const) {
    if (!found) throw new Error(`prerender: index.html has no ${what}`)
  }
  const head = [
    `<link rel="canonical" href="${escapeHtml(site + page.path)}" />`,
    ...fonts.map((font) => `<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin />`),
    `<style>${BOOT_STYLE}</style>`,
    `<script>${boot}</script>`,
  ].filter(Boolean)
  return template
    .replace(title, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(description, () => `<meta name="description" content="${escapeHtml(page.description)}" />`)
    .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
    .replace(root, () => `<div id="root" data-prerendered>${body}</div>\n    <script>${loader}</script>`)
}

/** The sitemap of the public pages. */
export function sitemapXml(site: string, pages: readonly PublicPage[]): string {
  const urls = pages.map((p) => `  <url><loc>${escapeHtml(site + p.path)}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}
