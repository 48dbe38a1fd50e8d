// The accessibility sweep: axe-core (WCAG 2.x A and AA rules, plus its best practices) on the page as
// it is painted, failing on any serious or critical finding. The screenshot walks call it through
// inBothThemes (helpers/themes.ts) at the two sweep sizes, so every page and dialog they paint is checked.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The viewport widths the sweep covers: the phone (390×844) and the desktop (1440×900). */
export const AXE_WIDTHS = [390, 1440]

const BLOCKING = new Set(['serious', 'critical'])

/** The longest animation waited for before a check (the UI's transitions; not clocks nor endless loops). */
const TRANSITION_MS = 3_000

/** Runs axe-core on the page and fails, listing each finding and the elements it names, on any serious or critical one. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // the page as a player sees it: transitions done, so colours are measured at their final values;
  // not the clocks (the battle's timer bar empties over the whole turn: waiting for it cost ~10 s a check)
  await page.evaluate((longest) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime ?? Infinity) <= longest)
        .map((a) => a.finished.catch(() => undefined)),
    ),
    TRANSITION_MS,
  )
  const results = await new AxeBuilder({ page })
    // a page without frames needs no cross-frame run: axe.run in the page gives the same findings
    // without the default mode's blank page opened for axe.finishRun (1.5 s of each call, measured)
    .setLegacyMode(page.frames().length === 1)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] }) // the passes are not needed: less to gather and send back
    .analyze()
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`)
  expect(report, `axe-core on ${label}`).toEqual([])
}

/** Whether the page's viewport is one of the sweep's sizes. */
export function atSweepSize(page: Page): boolean {
  return AXE_WIDTHS.includes(page.viewportSize()?.width ?? 0)
}
