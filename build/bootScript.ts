// The one inline script of a prerendered page's <head>, run before the first paint: it paints the
// saved theme (the code of src/theme-boot.js, which the SPA's index.html loads as a file: inlined
// here, it costs the page no blocking request), and when the page will not be hydrated as
// prerendered (a stored session, a desktop width whose layout differs from the prerendered phone
// layout, or a query string the page may read: /login?mode=signup), it marks <html data-boot="client"> and the inline style hides the prerendered content
// until the client renders (src/ui/session/bootMode.ts decides the same).
// The server allows it by its hash (src/server/plugins/prerendered-pages.ts, csp.ts).

export interface BootRules {
  /** sessionStorage key of the session record (src/state/constants.ts SESSION_KEY). */
  sessionKey: string
  /** The media query of the desktop layout (src/ui/hooks/useMediaQuery.ts DESKTOP_QUERY). */
  desktopQuery: string
}

export const bootScript = ({ sessionKey, desktopQuery }: BootRules): string =>
  `(function(){var d=document.documentElement;` +
  `try{var s=JSON.parse(sessionStorage.getItem(${JSON.stringify(sessionKey)}));if(s&&typeof s.accessToken==="string")d.dataset.boot="client"}catch(e){}` +
  `if(location.search||window.matchMedia&&matchMedia(${JSON.stringify(desktopQuery)}).matches)d.dataset.boot="client"})()`

export const BOOT_STYLE = 'html[data-boot=client] #root[data-prerendered]{visibility:hidden}'

const THEME_TAG = /\s*<script src="(\/[^"]*theme-boot-\w+\.js)"\s*><\/script>/

/** The template without its theme script tag, and the tag's URL (the build's copy of src/theme-boot.js). */
export function takeThemeScript(template: string): { template: string; src: string } {
  const src = THEME_TAG.exec(template)?.[1]
  if (!src) throw new Error('prerender: index.html has no theme script')
  return { template: template.replace(THEME_TAG, ''), src }
}

/** The theme script's code for inlining: without its comment lines. */
export const inlineCode = (code: string): string =>
  code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('\n')
