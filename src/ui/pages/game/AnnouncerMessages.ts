// What the polite live region says when a snapshot replaces another: the player's turn running out,
// the KOs of a move (named with what was placed, each with its clash's totals « 12 > 11 ») and the
// opponent's move, the start of the player's turn, the result; and the countdown at 10 s and 5 s only.
import { boardView, clashCaption, isYourTurn, lastMoveClashes, scoreOf } from '../../../scene/model'
import type { BoardView, GameSnapshot, LastMoveSnapshot, SnapshotDiff } from '../../../scene/model'
import { accessibilityText as t } from '../../../text/accessibility'

/** The seconds at which the countdown is read out (the banner shows every second, silently). */
const SPOKEN_SECONDS: readonly number[] = [10, 5]

/**
 * The sentences a change of snapshot announces, in order (none for the player's own placements,
 * which they just made), from the change's one diff and whether it starts the player's turn.
 */
export function snapshotAnnouncements(
  prev: GameSnapshot | null,
  next: GameSnapshot & { endReason?: string | null },
  diff: SnapshotDiff,
  turnStarted: boolean,
): string[] {
  if (!prev || prev.id !== next.id) return []
  const view = boardView(next)
  const out: string[] = []
  if (turnTimedOut(prev, next)) out.push(t.timedOut)
  // in the order they were played: the player's KOs, then the opponent's move and its KOs
  const fell = (ally: boolean) => diff.newKo.filter((i) => (view.slots[i]?.card?.owner === 'ally') === ally)
  out.push(...koAnnouncement(fell(false), true, prev, next, view))
  for (const p of diff.opponentPlacements) {
    const slot = view.slots[p.index]
    const face = p.kind === 'card' ? slot?.card?.face : slot?.spell?.face
    out.push(!face ? t.opponentUnknown(p.index) : p.kind === 'card' ? t.opponentCard(face.name, p.index) : t.opponentSpell(face.name, p.index))
  }
  out.push(...koAnnouncement(fell(true), false, prev, next, view))
  if (diff.justEnded && next.endReason !== 'cancelled' && next.you != null) {
    const score = scoreOf(next)
    const mine = score[next.you]
    const theirs = score[next.you === 1 ? 2 : 1]
    out.push(diff.result?.outcome === 'won' ? t.won(mine, theirs) : diff.result ? t.lost(mine, theirs) : t.ended)
  } else if (next.open && turnStarted && isYourTurn(next)) out.push(t.yourTurn)
  return out
}

/**
 * The player's turn shown in prev ended in next by their timeout's pass (the client's own, shown at
 * once, or the server's clock): true for that one change only, since the turn no longer runs after it.
 */
function turnTimedOut(prev: GameSnapshot, next: GameSnapshot): boolean {
  const last = next.lastMove
  if (!isYourTurn(prev) || !last || !last.timeout || last.player !== next.you) return false
  return !isYourTurn(next) || next.turnDeadline !== prev.turnDeadline
}

/**
 * The cards of one side that fell, under the name of what the other side placed (a mover's cards
 * only attack the other side's): « Votre Garde du Pont met KO : … ». That placement is next's last
 * move, or prev's when a newer snapshot came before the answer to it (the player's own move).
 */
function koAnnouncement(fallen: number[], byYou: boolean, prev: GameSnapshot, next: GameSnapshot, view: BoardView): string[] {
  if (fallen.length === 0 || next.you == null) return []
  const mover = byYou ? next.you : next.you === 1 ? 2 : 1
  const placedBy = (m: LastMoveSnapshot | null): m is LastMoveSnapshot => !!m && m.player === mover && m.index != null
  const last = [next.lastMove, prev.lastMove].find(placedBy)
  // the fights of that move, replayed on the board before it (the totals the board's clash shows)
  const clashes = !last ? [] : lastMoveClashes(last === next.lastMove ? next : prev)
  const label = (i: number): string => {
    const card = view.slots[i]?.card
    const named = t.knockedOutCard(card?.face?.name ?? card?.message ?? '', card?.owner === 'ally', i)
    const felled = clashes.find((c) => c.defender === i && c.outcome === 'ko')
    return felled ? t.knockedOutClash(named, clashCaption(felled)) : named
  }
  return [t.knockedOutBy(moverName(last ?? null, byYou, view), fallen.map(label))]
}

/** What the move placed, by whom: « Votre Garde du Pont », « Le sort Rage de l'adversaire », else « Votre coup ». */
function moverName(last: LastMoveSnapshot | null, byYou: boolean, view: BoardView): string {
  const slot = last?.index != null ? view.slots[last.index] : undefined
  const face = last?.kind === 'card' ? slot?.card?.face : last?.kind === 'spell' ? slot?.spell?.face : null
  if (!last || !face) return byYou ? t.yourMove : t.opponentsMove
  if (last.kind === 'card') return byYou ? t.yourCard(face.name) : t.opponentsCard(face.name)
  return byYou ? t.yourSpell(face.name) : t.opponentsSpell(face.name)
}

/** The countdown's sentence when the seconds left just reached 10 or 5 on the player's turn, else null. */
export function countdownAnnouncement(prevSeconds: number, seconds: number, mine: boolean): string | null {
  if (!mine || prevSeconds === seconds) return null
  return SPOKEN_SECONDS.includes(seconds) ? t.secondsLeft(seconds) : null
}
