// Latency figures for the stream benches: quantiles of a sample and a fixed-width table.
export interface Quantiles {
  n: number
  p50: number
  p95: number
  p99: number
  max: number
}

/** Nearest-rank quantiles of `values` (ms); zeros when empty. */
export function quantiles(values: number[]): Quantiles {
  const sorted = [...values].sort((a, b) => a - b)
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0
  return { n: sorted.length, p50: q(0.5), p95: q(0.95), p99: q(0.99), max: sorted[sorted.length - 1] ?? 0 }
}

export const ms = (value: number): string => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`)

/** Rows of cells printed as a table with aligned columns (the first row is the header). */
export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
  console.log(line(rows[0]))
  console.log(widths.map((w) => '─'.repeat(w)).join('  '))
  for (const r of rows.slice(1)) console.log(line(r))
}
