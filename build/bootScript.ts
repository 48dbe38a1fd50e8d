// The one inline script of a prerendered page, run in <head> before the first paint: when the page
// will not be hydrated as prerendered (a stored session, or a desktop width whose layout differs
// from the prerendered phone layout), it marks <html data-boot="client"> and the inline style hides
// the prerendered content until the client renders (src/ui/session/bootMode.ts decides the same).
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
  `if(window.matchMedia&&matchMedia(${JSON.stringify(desktopQuery)}).matches)d.dataset.boot="client"})()`

export const BOOT_STYLE = 'html[data-boot=client] #root[data-prerendered]{visibility:hidden}'
