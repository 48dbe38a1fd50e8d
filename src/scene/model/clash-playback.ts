// When each clash plays and what it shows at a given moment (pure timing: the view draws it).
// A new sequence waits for the one running; a sequence other than the viewer's own move is cut
// short (finished at once) when a newer sequence arrives, and the viewer's own when they move again,
// so the board never lags behind a snapshot.
// Each clash is held long enough to read its « 12 > 11 »; a tap ends the sequence playing
// (skipClashes); under reduced motion a clash is a still mark shown for the same time.
import type { PlayerSlot } from '../../game'
import { spellPowerText } from '../../text/spellPowers'
import type { Clash, ClashSequence } from './clash'

/** One clash's playing time, ms: the arrow, then both totals held long enough to read. */
export const CLASH_MS = 1300
/** Wait before the first clash of a sequence (the card lands or drops first), ms. */
export const CLASH_LEAD_MS = 260

export interface ScheduledClash extends Clash {
  /** The move it belongs to. */
  key: string
  start: number
  duration: number
  /** Reduced motion: shown whole, without movement, for its duration. */
  still?: boolean
  /** Over, kept only for its loser's KO cover (the board does not show it felled yet): no mark drawn. */
  over?: boolean
}

export interface ClashPlayback {
  clashes: readonly ScheduledClash[]
}

export const NO_CLASHES: ClashPlayback = { clashes: [] }

const endOf = (c: ScheduledClash): number => c.start + c.duration

/** When the last scheduled clash ends (or now when nothing is left). */
export const playbackEnd = (p: ClashPlayback, now: number): number => Math.max(now, ...p.clashes.map(endOf))

/**
 * Schedules a new sequence at now. Finished clashes are dropped; clashes of the viewer's own moves
 * still to come keep their turn; any other move's clash not started yet is finished at once (the
 * one playing ends normally). Still clashes (reduced motion) start without a lead; clashMs 0 ends
 * everything at once.
 */
export function scheduleClashes(
  p: ClashPlayback,
  sequence: ClashSequence,
  viewer: PlayerSlot | null,
  now: number,
  clashMs = CLASH_MS,
  leadMs = CLASH_LEAD_MS,
  still = false,
): ClashPlayback {
  // The viewer's own sequence waits for nobody's but is cut by their own next move: the queue stays
  // one own sequence and one other deep, however fast moves come.
  const cut = (c: ScheduledClash) => c.start > now && (c.by !== viewer || sequence.by === viewer)
  const kept = p.clashes
    .filter((c) => endOf(c) > now)
    .map((c) => (cut(c) ? { ...c, start: now - c.duration } : c))
    .filter((c) => endOf(c) > now)
  const first = Math.max(now + (clashMs > 0 && !still ? leadMs : 0), ...kept.map(endOf))
  const added = sequence.clashes.map((c, k) => ({ ...c, key: sequence.key, start: first + k * clashMs, duration: clashMs, ...(still ? { still } : {}) }))
  return { clashes: [...kept, ...added] }
}

/**
 * A tap or a key during the clashes: the sequence playing (or about to) is over at once, and the
 * ones queued after it move up to start now. The same playback when nothing is left to play.
 */
export function skipClashes(p: ClashPlayback, now: number): ClashPlayback {
  const left = p.clashes.filter((c) => endOf(c) > now)
  if (left.length === 0) return p
  const current = left.reduce((a, b) => (b.start < a.start ? b : a)).key
  const later = p.clashes.filter((c) => c.key !== current && endOf(c) > now)
  const shift = Math.max(0, Math.min(...later.map((c) => c.start)) - now)
  return {
    clashes: p.clashes.map((c) =>
      endOf(c) <= now ? c : c.key === current ? { ...c, start: now - c.duration } : { ...c, start: c.start - shift },
    ),
  }
}

/** What one clash shows at a moment: every field 0 before it and after it. */
export interface ClashFrame {
  /** 0 before, then 0→1 while running, 1 once over. */
  progress: number
  /** The arrow's length from the attacker toward the defender, 0–1 (a held attack recoils). */
  reach: number
  /** Opacity of the arrow and both totals. */
  shown: number
  /** Sideways shake of the defender hit, in card widths (signed). */
  shake: number
  /** The loser's turn: 1 face up alive … 0 edge-on … −1 its KO face shown (only for 'ko'). */
  turn: number
}

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x))
const easeOut = (t: number): number => 1 - (1 - t) ** 3
/** The part of [a, b] that t has covered, 0–1. */
const span = (t: number, a: number, b: number): number => clamp01((t - a) / (b - a))

/**
 * The clash at now. Arrow and totals come in (0–12 %), the hit (12–20 %), the loser turns over
 * (20–40 %), the totals stay to be read, then it fades (88–100 %). A still clash shows its end
 * state (arrow whole, the loser felled) for its whole time, with no movement.
 */
export function clashFrame(c: Pick<ScheduledClash, 'start' | 'duration' | 'outcome' | 'still'>, now: number): ClashFrame {
  const progress = c.duration <= 0 ? (now >= c.start ? 1 : 0) : clamp01((now - c.start) / c.duration)
  const ko = c.outcome === 'ko'
  if (progress <= 0 || progress >= 1) return { progress, reach: 0, shown: 0, shake: 0, turn: progress >= 1 && ko ? -1 : 1 }
  if (c.still) return { progress, reach: ko ? 1 : 0.75, shown: 1, shake: 0, turn: ko ? -1 : 1 }
  const grow = easeOut(span(progress, 0, 0.12))
  const recoil = ko ? 0 : 0.25 * span(progress, 0.12, 0.25)
  const hit = span(progress, 0.12, 0.2)
  const shake = ko && hit > 0 && hit < 1 ? Math.sin(hit * Math.PI * 4) * 0.06 * (1 - hit) : 0
  const flip = span(progress, 0.2, 0.4)
  return {
    progress,
    reach: grow - recoil,
    shown: Math.min(span(progress, 0, 0.06), 1 - span(progress, 0.88, 1)),
    shake,
    turn: ko ? Math.cos(flip * Math.PI) : 1,
  }
}

/** Finished clashes forgotten (a snapshot without a new move: the board shows the truth again). */
export const settleClashes = (p: ClashPlayback, now: number): ClashPlayback =>
  p.clashes.every((c) => endOf(c) > now) ? p : { clashes: p.clashes.filter((c) => endOf(c) > now) }

/**
 * What stays mounted once clashes end (the view unmounts the rest, with their texts and covers):
 * clashes still to play or playing, and a finished KO whose card the board does not show felled
 * yet (the viewer's optimistic move: its cover shows the KO face until the server's snapshot),
 * marked over so that its arrow and totals go. The same playback when nothing changes, so React
 * keeps still.
 */
export function mountedClashes(p: ClashPlayback, now: number, boardKo: (index: number) => boolean): ClashPlayback {
  let changed = false
  const kept: ScheduledClash[] = []
  for (const c of p.clashes) {
    if (endOf(c) > now) kept.push(c)
    else if (c.outcome === 'ko' && !boardKo(c.defender)) {
      kept.push(c.over ? c : { ...c, over: true })
      changed ||= !c.over
    } else changed = true
  }
  return changed ? { clashes: kept } : p
}

/** The clashes whose mark (arrow, totals, caption) is drawn: all but those kept only for a cover. */
export const markedClashes = (p: ClashPlayback): readonly ScheduledClash[] => p.clashes.filter((c) => !c.over)

/** The caption a clash shows with its totals: « 12 > 11 », « 8 < 11 », « 9 = 9 »; « Néant » for a card a curse devours. */
export function clashCaption(c: Pick<Clash, 'attacker' | 'defender' | 'attackerTotal' | 'defenderTotal' | 'outcome'>): string {
  if (c.attacker === c.defender) return spellPowerText.neant.name
  const sign = c.outcome === 'ko' ? '>' : c.outcome === 'held' ? '<' : '='
  return `${c.attackerTotal} ${sign} ${c.defenderTotal}`
}

/**
 * The face to draw over a felled card's slot at now, or null when the board's own face is right:
 * alive until it turns over (the board may already show the KO the server sent), turning (scaleX
 * 1 → 0 → 1 around the card's middle), then KO until the board shows it (the viewer's optimistic move).
 */
export function loserFace(c: Pick<ScheduledClash, 'start' | 'duration' | 'outcome'>, now: number, boardKo: boolean): { face: 'alive' | 'ko'; scaleX: number } | null {
  if (c.outcome !== 'ko') return null
  const { turn, progress } = clashFrame(c, now)
  const face = turn >= 0 ? 'alive' : 'ko'
  if (progress <= 0 || progress >= 1) return (face === 'ko') === boardKo ? null : { face, scaleX: 1 }
  return { face, scaleX: Math.max(0.02, Math.abs(turn)) }
}
