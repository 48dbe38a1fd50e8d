// Content-Security-Policy violations seen by a browser context: the documents'
// `securitypolicyviolation` events and the console's CSP errors (workers' included), to expect none.
import type { BrowserContext } from 'playwright-core'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** Starts watching `context` (before its pages open); the returned function lists what was seen. */
export async function watchCsp(context: BrowserContext): Promise<() => Promise<string[]>> {
  const console: string[] = []
  context.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text())
  })
  await context.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`)
    })
  })
  return async () => {
    const events: string[] = []
    for (const page of context.pages()) events.push(...(await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])))
    return [...events, ...console]
  }
}
