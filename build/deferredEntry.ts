// A prerendered page's client entry starts after its first paint: the built index.html's module
// script and module preloads leave <head>, and an inline script at the end of <body> adds them back
// once the first contentful paint is on screen, so the page's text paints with the HTML, CSS and
// fonts alone (on a slow phone network the scripts no longer share the bandwidth with them) and
// hydrates right after (main.tsx: as a transition, in short tasks). A page the boot script hides
// until the client renders (data-boot="client": bootScript.ts) or a hidden tab (no frames) loads
// them at once. Lighthouse's simulated LCP then leaves the scripts out of the paint's dependencies.

export interface ModuleScripts {
  /** The template without its module script and module preloads. */
  template: string
  /** The entry module's URL. */
  entry: string
  /** The URLs of its static imports, preloaded together with it. */
  preloads: string[]
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

export function takeModuleScripts(template: string): ModuleScripts {
  const entry = ENTRY.exec(template)?.[1]
  if (!entry) throw new Error('prerender: index.html has no module script')
  const preloads = [...template.matchAll(PRELOAD)].map((m) => m[1])
  return { template: template.replace(ENTRY, '').replace(PRELOAD, ''), entry, preloads }
}

/** The inline script that loads the entry once the first contentful paint is on screen. */
export const entryLoader = ({ entry, preloads }: Omit<ModuleScripts, 'template'>): string =>
  `(function(){var d=document,P=window.PerformanceObserver;function add(t,a){var e=d.createElement(t);e.crossOrigin="";for(var k in a)e[k]=a[k];d.head.appendChild(e)}` +
  `function load(){${JSON.stringify(preloads)}.forEach(function(u){add("link",{rel:"modulepreload",href:u})});add("script",{type:"module",src:${JSON.stringify(entry)}})}` +
  `if(d.documentElement.dataset.boot==="client"||d.hidden)load();` +
  // the paint entry comes once the frame is presented (a rAF-timer would run between paint and screen)
  `else if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();load()}});o.observe({type:"paint",buffered:true})}` +
  `else if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(load,0)});else load()})()`
