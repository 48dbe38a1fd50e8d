// The test mirror: what the scene shows, written on the canvas element (data-cards: '.' or 'x' per
// position, K for a KO card; data-spells; data-hand: items in hand; data-version; data-turn; data-clashes:
// the clashes to play or playing, « 8→7 16 > 9 » each, | between), for assistive tooling and the browser tests.
import { clashCaption, isYourTurn } from '../model'
import type { Clash } from '../model'
import type { Game } from '../../state/game'

export function markBoard(canvas: HTMLCanvasElement, game: Game): void {
  canvas.dataset.cards = game.plateau.map((id, i) => (id == null ? '.' : game.satutscard[i] === 'KO' ? 'K' : 'x')).join('')
  canvas.dataset.spells = game.plateauspell.map((id) => (id == null ? '.' : 's')).join('')
  canvas.dataset.hand = String((game.hand?.cartes.length ?? 0) + (game.hand?.spells.length ?? 0))
  canvas.dataset.version = String(game.version)
  canvas.dataset.turn = isYourTurn(game) ? 'mine' : 'theirs'
}

export function markClashes(canvas: HTMLCanvasElement, clashes: readonly Clash[]): void {
  const text = clashes.map((c) => `${c.attacker}→${c.defender} ${clashCaption(c)}`).join(' | ')
  if (canvas.dataset.clashes !== text) canvas.dataset.clashes = text
}
