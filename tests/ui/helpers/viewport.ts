// window.matchMedia for a given width (min-width / max-width queries), for desktop and phone tests.
import { vi } from 'vitest'

export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    query
      .split(' and ')
      .every((part) => {
        const min = /min-width:\s*(\d+)px/.exec(part)
        const max = /max-width:\s*(\d+)px/.exec(part)
        if (min) return width >= Number(min[1])
        if (max) return width <= Number(max[1])
        return !/display-mode/.test(part) // a browser tab, not the installed app
      })
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
}
