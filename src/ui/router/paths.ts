// The routes of spec §2 and the rules about them (public paths, game paths, in-progress games).
import type { Schemas } from '../../api/client'
import { isGamePath, isWatchPath } from '../../pwa/paths'

export { isGamePath, isWatchPath }

export const PATHS = {
  landing: '/',
  home: '/home',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  rules: '/regles',
  login: '/login',
  forgotPassword: '/resetpassword',
  changePassword: '/change-password/:token',
  games: '/game',
  solo: '/solo',
  cards: '/cards',
  decks: '/inventory',
  friends: '/friends',
  boosters: '/pack',
  booster: '/pack/:packId',
  shop: '/shop',
  settings: '/settings',
  profile: '/profile',
  news: '/news',
  admin: '/admin',
  watch: '/watch/:gameId',
  player: '/player/:userId',
} as const

const PUBLIC_PATHS: readonly string[] = ['/', '/home', '/about', '/contact', '/privacy', '/regles', '/login', '/resetpassword']

/** Public: the paths above and /change-password/{token}. */
export const isPublicPath = (path: string): boolean =>
  PUBLIC_PATHS.includes(path.replace(/\/+$/, '') || '/') || /^\/change-password\/[^/]+\/?$/.test(path)

export const watchPathFor = (gameId: number): string => `/watch/${gameId}`
/** A player's page (a friend's statistics and recent games). */
export const playerPathFor = (userId: number): string => `/player/${userId}`
/** A finished game's replay (the replay viewer). */
export const replayPathFor = (gameId: number): string => `/replay/${gameId}`

export type GameType = Schemas['GameType']

/** Where a game in progress is played, and the navigation state the battle screen reads. */
export function gameRouteFor(game: { id: number; type: GameType }): { path: string; state: { gameCode: number } | { gameId: number } } {
  switch (game.type) {
    case 'ranked':
      return { path: '/game/ranked', state: { gameCode: game.id } }
    case 'unranked':
      return { path: '/game/unranked', state: { gameCode: game.id } }
    case 'private':
      return { path: `/game/private/${game.id}`, state: { gameCode: game.id } }
    case 'solo':
      return { path: `/game/solo/${game.id}`, state: { gameCode: game.id } }
    case 'training':
      return { path: `/game/training/${game.id}`, state: { gameId: game.id } }
  }
}
