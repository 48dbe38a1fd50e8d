// The battle screen's chrome around the board: each player's banner (level, rating, hand, score,
// connection), the site navigation inside the game's menu, and the full-screen offer at deck choice.
import { header } from './nav'

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)

export type ConnectionState = 'online' | 'reconnecting' | 'polling' | 'offline' | 'bot' | 'unknown' | 'device'

export const battleChromeText = {
  // Player banners
  playersLabel: 'Joueurs',
  you: 'vous',
  bannerLabel: (pseudo: string, mine: boolean) => (mine ? `${pseudo} (vous)` : `${pseudo} (adversaire)`),
  level: header.level,
  levelLabel: header.levelLong,
  rating: (rating: number) => `${rating}`,
  ratingLabel: (rating: number) => `Classement : ${rating} points`,
  handLabel: (cards: number, spells: number) =>
    `En main : ${cards} ${plural(cards, 'carte', 'cartes')} et ${spells} ${plural(spells, 'sort', 'sorts')}`,
  scoreLabel: (n: number) => `Score : ${n} ${plural(n, 'carte debout', 'cartes debout')}`,
  connection: {
    online: 'Connecté',
    reconnecting: 'Reconnexion…',
    polling: 'Connexion lente',
    offline: 'Déconnecté',
    bot: 'Ordinateur',
    unknown: 'Connexion inconnue',
    device: 'Sur cet appareil',
  } satisfies Record<ConnectionState, string>,
  connectionLabel: (state: string) => `Connexion : ${state}`,
  // The game's menu carries the site's navigation (the header and side menu are hidden in battle)
  siteNavigation: 'Navigation du site',
  siteNavigationHint: 'La partie continue pendant que vous naviguez.',
  // Full screen, offered at deck choice
  fullScreenOffer: 'Le plateau est plus confortable en plein écran.',
}
