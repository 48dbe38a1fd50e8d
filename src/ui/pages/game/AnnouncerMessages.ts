// What the polite live region says when a snapshot replaces another: the opponent's move and the
// KOs it caused, the start of the player's turn, the result; and the countdown at 10 s and 5 s only.
import { boardView, diffSnapshots, isYourTurn, scoreOf, turnStarted } from '../../../scene/model'
import type { GameSnapshot } from '../../../scene/model'
import { accessibilityText as t } from '../../../text/accessibility'

/** The seconds at which the countdown is read out (the banner shows every second, silently). */
export const SPOKEN_SECONDS: readonly number[] = [10, 5]

/** The sentences a change of snapshot announces, in order (none for the player's own placements, which they just made). */
export function snapshotAnnouncements(prev: GameSnapshot | null, next: GameSnapshot & { endReason?: string | null }): string[] {
  if (!prev || prev.id !== next.id) return []
  const diff = diffSnapshots(prev, next)
  const view = boardView(next)
  const out: string[] = []
  for (const p of diff.opponentPlacements) {
    const slot = view.slots[p.index]
    const face = p.kind === 'card' ? slot?.card?.face : slot?.spell?.face
    out.push(!face ? t.opponentUnknown(p.index) : p.kind === 'card' ? t.opponentCard(face.name, p.index) : t.opponentSpell(face.name, p.index))
  }
  if (diff.newKo.length > 0) {
    const names = diff.newKo.map((i) => {
      const card = view.slots[i]?.card
      return t.knockedOutCard(card?.face?.name ?? card?.message ?? '', card?.owner === 'ally', i)
    })
    out.push(t.knockedOut(names))
  }
  if (diff.justEnded && next.endReason !== 'cancelled' && next.you != null) {
    const score = scoreOf(next)
    const mine = score[next.you]
    const theirs = score[next.you === 1 ? 2 : 1]
    out.push(diff.result?.outcome === 'won' ? t.won(mine, theirs) : diff.result ? t.lost(mine, theirs) : t.ended)
  } else if (next.open && turnStarted(prev, next) && isYourTurn(next)) out.push(t.yourTurn)
  return out
}

/** The countdown's sentence when the seconds left just reached 10 or 5 on the player's turn, else null. */
export function countdownAnnouncement(prevSeconds: number, seconds: number, mine: boolean): string | null {
  if (!mine || prevSeconds === seconds) return null
  return SPOKEN_SECONDS.includes(seconds) ? t.secondsLeft(seconds) : null
}
