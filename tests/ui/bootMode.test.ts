// The client's start on a page: hydrate only a prerendered page whose first render matches it.
import { describe, expect, it } from 'vitest'
import { bootMode } from '../../src/ui/session/bootMode'

describe('bootMode', () => {
  it('hydrates a prerendered page for a signed-out phone', () => {
    expect(bootMode({ prerendered: true, signedIn: false, desktop: false, query: false })).toBe('hydrate')
  })

  it.each([
    [{ prerendered: true, signedIn: true, desktop: false, query: false }, 'a stored session (the page becomes /home or signed-in chrome)'],
    [{ prerendered: true, signedIn: false, desktop: true, query: false }, 'a desktop width (the prerender is the phone layout)'],
    [{ prerendered: true, signedIn: false, desktop: false, query: true }, 'a query string (/login?mode=signup opens the sign-up tab)'],
    [{ prerendered: false, signedIn: false, desktop: false, query: false }, 'the SPA index (nothing to hydrate)'],
  ])('renders from scratch with %o: %s', (facts) => {
    expect(bootMode(facts)).toBe('render')
  })
})
