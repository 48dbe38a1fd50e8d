// Both themes from one page load, for the screenshot walks: the page as loaded (light), then the
// same page repainted dark by flipping <html data-theme> — what useApplyTheme does when the theme
// changes — with transitions off, so the next frame is already the final one. Pages whose content
// depends on the theme beyond CSS (a Pixi canvas, the Settings radio) must be loaded in each theme
// instead: paintTheme refuses a page that holds a canvas.
// At the sweep's sizes (390×844 and 1440×900) each theme is also checked with axe-core (helpers/axe.ts):
// the whole rule set in the first, the colour rules in the second, which only repaints.
import type { Page } from 'playwright-core'
import { atSweepSize, expectNoSeriousViolations } from './axe'

export const THEMES = ['light', 'dark'] as const
export type ThemeName = (typeof THEMES)[number]

/** Paints the loaded page in `theme` the way the app does (no-op when it already is). */
export async function paintTheme(page: Page, theme: ThemeName): Promise<void> {
  const outcome = await page.evaluate((t) => {
    const root = document.documentElement
    if ((root.dataset.theme ?? 'light') === t) return 'same'
    if (document.querySelector('canvas')) return 'canvas'
    if (!document.getElementById('e2e-no-transitions')) {
      const style = document.createElement('style')
      style.id = 'e2e-no-transitions'
      style.textContent = '*, *::before, *::after { transition: none !important; }'
      document.head.append(style)
    }
    root.dataset.theme = t
    root.style.colorScheme = t
    void getComputedStyle(document.body).backgroundColor // applies the new colours now
    return 'painted'
  }, theme)
  if (outcome === 'canvas') throw new Error('A page with a canvas draws its theme itself: load it in each theme instead.')
}

/**
 * Calls `shoot` once per theme on the loaded page, light first; at the sweep's sizes, then checks the
 * page with axe-core (unless `sweep: false`: a page another walk sweeps at the same sizes): every rule
 * in the first theme, the colour rules in the second (the same page repainted: only colours differ).
 */
export async function inBothThemes(page: Page, shoot: (theme: ThemeName) => Promise<unknown>, options: { sweep?: boolean } = {}): Promise<void> {
  for (const theme of THEMES) {
    await paintTheme(page, theme)
    await shoot(theme)
    if (options.sweep !== false && atSweepSize(page)) {
      await expectNoSeriousViolations(page, `${new URL(page.url()).pathname} (${theme}, ${page.viewportSize()?.width} px)`, { coloursOnly: theme !== THEMES[0] })
    }
  }
}
