// How the client starts on a page: hydrate the prerendered HTML (build/prerender-plugin.ts) only
// when its first render matches it, i.e. no session, the phone layout the prerender used and no
// query string (the prerender had none; a page may read it: /login?mode=signup opens the sign-up tab); else
// render from scratch (the page's boot script hid the prerendered content: build/bootScript.ts).
type BootMode = 'hydrate' | 'render'

interface BootFacts {
  /** #root holds prerendered HTML (data-prerendered). */
  prerendered: boolean
  /** A session record is stored (the app starts signed in). */
  signedIn: boolean
  /** The desktop layout applies (above 900 px). */
  desktop: boolean
  /** The address has a query string. */
  query: boolean
}

export const bootMode = ({ prerendered, signedIn, desktop, query }: BootFacts): BootMode =>
  prerendered && !signedIn && !desktop && !query ? 'hydrate' : 'render'
