// The accessibility sweep: axe-core (WCAG 2.x A and AA rules, plus its best practices) on the page as
// it is painted, failing on any serious or critical finding. The screenshot walks call it through
// inBothThemes (helpers/themes.ts) at the two sweep sizes, so every page and dialog they paint is checked.
import { createRequire } from 'node:module'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The viewport widths the sweep covers: the phone (390×844) and the desktop (1440×900). */
export const AXE_WIDTHS = [390, 1440]

const BLOCKING = new Set(['serious', 'critical'])
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The longest animation waited for before a check (the UI's transitions; not clocks nor endless loops). */
const TRANSITION_MS = 3_000

/** The rules whose findings depend on colours alone: all a theme changes when the page is otherwise the same. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** axe-core's source, as @axe-core/playwright injects it (its own copy of axe-core). */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source

interface Finding {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/**
 * Runs axe-core on the page and fails, listing each finding and the elements it names, on any serious
 * or critical one. `coloursOnly`: just the colour rules, for a page already checked whole whose
 * theme alone has changed since (helpers/themes.ts).
 */
export async function expectNoSeriousViolations(page: Page, label: string, options: { coloursOnly?: boolean } = {}): Promise<void> {
  // the page as a player sees it: transitions done, so colours are measured at their final values;
  // not the clocks (the battle's timer bar empties over the whole turn: waiting for it cost ~10 s a check)
  await page.evaluate(
    (longest) =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime ?? Infinity) <= longest)
        .map((a) => a.finished.catch(() => undefined)),
    ),
    TRANSITION_MS,
  )
  const runOnly = options.coloursOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: TAGS }
  const axeOptions = { runOnly, resultTypes: ['violations'] } // the passes are not needed: less to gather and send back
  const violations: Finding[] =
    page.frames().length === 1
      ? await runInPage(page, axeOptions)
      : // frames: axe in each (runPartial) and the results put together in a blank page (finishRun), by AxeBuilder
        (await new AxeBuilder({ page }).options(axeOptions as Parameters<AxeBuilder['options']>[0]).analyze()).violations
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''))
  const report = blocking.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ')}`).join('\n')}`)
  expect(report, `axe-core on ${label}${options.coloursOnly ? ' (colour rules)' : ''}`).toEqual([])
}

/**
 * axe.run in a page without frames: what AxeBuilder's legacy mode does, but with axe-core injected
 * once per document (AxeBuilder evaluates its 1.5 MB source twice a check, which cost more CPU than
 * the check itself: ~235 ms against ~57 ms on the landing page, measured) and only the findings'
 * fields the report uses sent back.
 */
async function runInPage(page: Page, axeOptions: object): Promise<Finding[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function')
  if (!injected) await page.evaluate(AXE_SOURCE)
  return page.evaluate(
    (o) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Finding[] }> } }).axe
        .run(document, o)
        .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }))),
    axeOptions,
  )
}

/** Whether the page's viewport is one of the sweep's sizes. */
export function atSweepSize(page: Page): boolean {
  return AXE_WIDTHS.includes(page.viewportSize()?.width ?? 0)
}
