// What each player's banner shows, from the game and the live state: pseudo, level, rating (ranked
// only), cards and spells left in hand, score (cards standing) and connection. Pure.
import { levelOf } from '../../../game/levels'
import { scoreOf } from '../../../scene/model'
import type { Game } from '../../../api/games'
import type { ConnectionState } from '../../../text/battleChrome'
import { isLocalGameId } from '../../../game/local/localGameId'

export interface PlayerSeat {
  slot: 1 | 2
  mine: boolean
  pseudo: string
  level: number
  /** Shown in ranked games only. */
  rating: number | null
  hand: { cards: number; spells: number }
  score: number
  connection: ConnectionState
  /** Their turn runs now. */
  playing: boolean
}

interface LiveState {
  /** The opponent's presence event, for whichever game it came. */
  presence: { gameId: number; userId: number; online: boolean } | null
  /** The player's own event stream. */
  stream: 'off' | 'connecting' | 'live'
}

const OWN_CONNECTION: Record<LiveState['stream'], ConnectionState> = { live: 'online', connecting: 'reconnecting', off: 'polling' }

/** Both seats, the viewer's first (an admin looking on sees joueur1 first); a seat not taken is null. */
export function playerSeats(game: Game, live: LiveState): { me: PlayerSeat | null; opponent: PlayerSeat | null } {
  const mySlot = game.you ?? 1
  const score = scoreOf(game)
  const running = game.open && game.status === 'PLAYING'
  const seat = (slot: 1 | 2): PlayerSeat | null => {
    const player = slot === 1 ? game.joueur1 : game.joueur2
    if (!player) return null
    const mine = game.you === slot
    return {
      slot,
      mine,
      pseudo: player.pseudo,
      level: levelOf(player.level),
      rating: game.type === 'ranked' ? player.rating : null,
      hand: (slot === 1 ? game.handSizes?.joueur1 : game.handSizes?.joueur2) ?? { cards: 0, spells: 0 },
      score: score[slot],
      // an offline game is played on the device: no stream to wait for
      connection: mine ? (isLocalGameId(game.id) ? 'device' : OWN_CONNECTION[live.stream]) : opponentConnection(game, player, live.presence),
      playing: running && game.roundTo === slot,
    }
  }
  return { me: seat(mySlot), opponent: seat(mySlot === 1 ? 2 : 1) }
}

function opponentConnection(game: Game, player: { id: number; bot: boolean }, presence: LiveState['presence']): ConnectionState {
  if (player.bot || game.mode === 'bot') return 'bot'
  if (!presence || presence.gameId !== game.id || presence.userId !== player.id) return 'unknown'
  return presence.online ? 'online' : 'offline'
}
