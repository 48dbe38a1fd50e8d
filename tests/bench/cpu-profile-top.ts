// The functions that took the most CPU in a .cpuprofile (V8's format, from --cpu-prof or the
// inspector): self time summed per function and location, and per area (package, src folder, wasm, GC, idle).
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

/** Where a frame's code lives: a package, a src/ folder, wasm (PGlite's engine), node's own, or V8's pseudo-frames. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : `node (${functionName || 'native'})`
  if (url.startsWith('wasm://')) return 'wasm (PGlite engine)'
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  const mine = /\/(src\/[^/]+\/[^/]+)\//.exec(url)
  if (mine) return mine[1]
  if (url.startsWith('node:')) return 'node internals'
  return url.replace(/^.*\//, '')
}

export function topFunctions(file: string, count = 12): { total: number; rows: { name: string; share: number }[]; areas: { name: string; share: number }[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const areas = new Map<string, number>()
  for (const id of profile.samples) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const area = areaOf(url, functionName)
    areas.set(area, (areas.get(area) ?? 0) + 1)
    const where = url ? `${url.replace(/^file:\/\/.*?\/(node_modules|src)\//, '$1/')}:${lineNumber + 1}` : ''
    const name = `${functionName || '(anonymous)'} ${where}`.trim()
    self.set(name, (self.get(name) ?? 0) + 1)
  }
  const total = profile.samples.length
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, n]) => ({ name, share: n / total }))
  const share = (entries: Map<string, number>) => [...entries.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, n]) => ({ name, share: n / total }))
  return { total, rows, areas: share(areas) }
}
