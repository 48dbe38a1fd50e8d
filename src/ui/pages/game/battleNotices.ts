// What the battle tells the player once per game, from a server snapshot: what they were dealt at the
// start (and who starts), and that the turn stays with one side because the other has nothing left
// to place (src/game settleTurn: the mover plays again only then). Pure; useBattleNotices toasts them.
import type { Game } from '../../../state/game'
import { OPENING_CARDS } from '../../../game/rules'
import { gameText } from '../../../text/game'

type BattleNoticeKind = 'dealt' | 'opponentStuck' | 'youStuck'
interface BattleNotice {
  kind: BattleNoticeKind
  text: string
}

/** Items on the board: placed cards and spells. */
const placed = (game: Game): number => game.plateau.filter((c) => c != null).length + game.plateauspell.filter((s) => s != null).length

/**
 * Who started, while the game is at its start as the player sees it: nothing placed yet (the turn is
 * the starter's), or only the opponent's first move. Null later, or before the player has a hand.
 */
export function starterAtStart(game: Game): 1 | 2 | null {
  if (game.you == null || game.status !== 'PLAYING' || !game.open || !game.hand) return null
  const last = game.lastMove
  if (!last) return placed(game) === 0 ? game.roundTo : null
  return last.player !== game.you && placed(game) <= 1 ? last.player : null
}

/** The notices this snapshot warrants (the caller says each one once per game). */
export function battleNotices(game: Game): BattleNotice[] {
  const notices: BattleNotice[] = []
  const starter = starterAtStart(game)
  if (starter != null && game.hand) {
    // the opening matters only with cards and spells in hand, under rules 2
    const opening = game.rules === 2 && game.hand.cartes.length > 0 && game.hand.spells.length > 0 ? OPENING_CARDS : 0
    notices.push({ kind: 'dealt', text: gameText.dealt(game.hand.cartes.length, game.hand.spells.length, starter === game.you, opening) })
  }
  // the turn stayed with the last mover: the other side has nothing left to place (for good: hands only shrink)
  const last = game.lastMove
  if (game.you != null && game.open && game.status === 'PLAYING' && last && last.player === game.roundTo) {
    notices.push(game.roundTo === game.you ? { kind: 'opponentStuck', text: gameText.opponentStuck } : { kind: 'youStuck', text: gameText.youStuck })
  }
  return notices
}
