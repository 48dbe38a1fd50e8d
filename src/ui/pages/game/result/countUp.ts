// The result's figures count up from 0 to their value, fast then settling (ease-out), each row a
// little after the one above it.

/** How long one figure counts. */
export const COUNT_UP_MS = 900
/** The delay between two rows. */
export const COUNT_UP_STAGGER_MS = 180

const easeOut = (t: number): number => 1 - (1 - t) ** 3

/** The figure shown `elapsedMs` after its count started (0 before, the target from durationMs on). */
export function countUpAt(target: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target
  if (elapsedMs <= 0) return 0
  return Math.round(target * easeOut(elapsedMs / durationMs))
}
