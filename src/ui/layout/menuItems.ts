// The entries of each menu (spec §2 Navigation), as data.
import type { IconName } from '../icons/paths'
import { nav } from '../../text'
import type { Profile } from '../../state'

export interface MenuItem {
  key: string
  label: string
  to: string
  icon: IconName
  /** A count shown as a badge (desktop, drawer) or as a dot (bottom bar). */
  badge?: number
}

type Who = { loggedIn: boolean; admin: boolean; profile: Profile | null }

export function desktopItems({ loggedIn, admin, profile }: Who): MenuItem[] {
  if (!loggedIn) return [{ key: 'home', label: nav.home, to: '/', icon: 'home' }]
  const items: MenuItem[] = [
    { key: 'home', label: nav.home, to: '/home', icon: 'home' },
    { key: 'games', label: nav.games, to: '/game', icon: 'games' },
    { key: 'solo', label: nav.solo, to: '/solo', icon: 'solo' },
    { key: 'news', label: nav.news, to: '/news', icon: 'news' },
    { key: 'cards', label: nav.cards, to: '/cards', icon: 'cards', badge: profile?.cardlevelup ?? 0 },
    { key: 'decks', label: nav.decks, to: '/inventory', icon: 'decks' },
    { key: 'friends', label: nav.friends, to: '/friends', icon: 'friends', badge: profile?.friendsnotif ?? 0 },
    { key: 'boosters', label: nav.boosters, to: '/pack', icon: 'boosters' },
    { key: 'shop', label: nav.shop, to: '/shop', icon: 'shop' },
    { key: 'profile', label: nav.profile, to: '/profile', icon: 'profile' },
  ]
  if (admin) items.push({ key: 'admin', label: nav.admin, to: '/admin', icon: 'admin' })
  return items
}

export function bottomItems({ loggedIn, profile }: Who): MenuItem[] {
  if (!loggedIn) {
    return [
      { key: 'home', label: nav.home, to: '/', icon: 'home' },
      { key: 'login', label: nav.login, to: '/login', icon: 'login' },
    ]
  }
  return [
    { key: 'home', label: nav.home, to: '/home', icon: 'home' },
    { key: 'cards', label: nav.cards, to: '/cards', icon: 'cards', badge: profile?.cardlevelup ?? 0 },
    { key: 'fight', label: nav.fight, to: '/solo', icon: 'fight' },
    { key: 'booster', label: nav.booster, to: '/pack', icon: 'boosters' },
  ]
}

export function drawerItems({ admin, profile }: Who): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'multiplayer', label: nav.multiplayer, to: '/game', icon: 'games' },
    { key: 'news', label: nav.news, to: '/news', icon: 'news' },
    { key: 'decks', label: nav.decks, to: '/inventory', icon: 'decks' },
    { key: 'friends', label: nav.friends, to: '/friends', icon: 'friends', badge: profile?.friendsnotif ?? 0 },
    { key: 'profile', label: nav.profile, to: '/profile', icon: 'profile' },
    { key: 'settings', label: nav.settings, to: '/settings', icon: 'settings' },
    { key: 'shop', label: nav.shop, to: '/shop', icon: 'shop' },
  ]
  if (admin) items.push({ key: 'admin', label: nav.admin, to: '/admin', icon: 'admin' })
  return items
}
