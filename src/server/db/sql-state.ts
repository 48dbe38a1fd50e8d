// The SQLSTATE of a database error, wherever the driver (pg, PGlite) or drizzle put it.

const SQLSTATE = /^[0-9A-Z]{5}$/

export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null
  const code = typeof e?.code === 'string' && SQLSTATE.test(e.code) ? e.code : e?.cause?.code
  return typeof code === 'string' && SQLSTATE.test(code) ? code : undefined
}
