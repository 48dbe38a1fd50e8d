// The installed app's icons (public/icons/), rasterised from the logo (assets/ui/logo.svg) by the
// system Chromium: 192 and 512 px ("any"), a maskable 512 px with the logo inside the safe zone,
// and the 180 px apple-touch icon. Run: node --import tsx assets/tools/generate-icons.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const root = join(import.meta.dirname, '../..')
const logo = readFileSync(join(root, 'assets/ui/logo.svg'), 'utf8')
/** The light theme's background (tokens.css --bg): the icons' backdrop. */
const BACKDROP = '#f4ead5'

interface Icon {
  file: string
  size: number
  /** Share of the side the logo fills (a maskable icon keeps it inside the central 80 % circle). */
  logoShare: number
  /** Rounded corners for the "any" icons, a full square for the maskable and apple ones (the system crops them). */
  radius: number
}

const ICONS: Icon[] = [
  { file: 'icon-192.png', size: 192, logoShare: 0.86, radius: 0.18 },
  { file: 'icon-512.png', size: 512, logoShare: 0.86, radius: 0.18 },
  { file: 'icon-maskable-512.png', size: 512, logoShare: 0.62, radius: 0 },
  { file: 'apple-touch-icon-180.png', size: 180, logoShare: 0.8, radius: 0 },
]

const html = ({ size, logoShare, radius }: Icon) => `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${BACKDROP};border-radius:${radius * size}px">
<div style="width:${logoShare * size}px;height:${logoShare * size}px">${logo.replace('<svg ', '<svg style="width:100%;height:100%" ')}</div></div></body></html>`

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    await page.setContent(html(icon))
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } })
    writeFileSync(join(root, 'public/icons', icon.file), png)
    console.log(`public/icons/${icon.file} : ${png.length} octets`)
    await page.close()
  }
} finally {
  await browser.close()
}
