// The Content-Security-Policy of the HTML pages: scripts only from this site (no inline script but
// the prerendered pages' boot script, allowed by its hash: prerendered-pages.ts),
// Stripe.js only when a Stripe key is set, never framed. Inline style attributes stay allowed
// (React and Radix set them); PixiJS needs blob: workers and data:/blob: images, Howler blob:/data: audio.
import type { Config } from '../config'

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
}

/** Stripe.js is loaded by the shop only when the server pays through Stripe. */
export const usesStripe = (config: Pick<Config, 'stripeSecretKey' | 'stripePublishableKey'>): boolean =>
  Boolean(config.stripeSecretKey || config.stripePublishableKey)

export function contentSecurityPolicy(stripe: boolean, inlineScriptHashes: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes, ...(stripe ? STRIPE.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...(stripe ? STRIPE.connect : [])],
    'worker-src': ["'self'", 'blob:'], // Pixi's blob workers, the service worker (/sw.js) and the offline bot's worker
    'manifest-src': ["'self'"], // the installed app's manifest.webmanifest
    'frame-src': stripe ? STRIPE.frame : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}
