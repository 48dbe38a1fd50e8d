// Menus (spec §2 Navigation): desktop logged out / in, admin / player; the phone bottom bar and
// the Plus drawer; badges; the header's level and the wallet's 9999 cap on phones.
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { ADMIN, PLAYER, renderApp } from './helpers/renderApp'
import { creditBadgeValue } from '../../src/ui/layout/WalletButton'

// The battle's canvas is not this file's subject: a Pixi application cannot start in the test DOM.
vi.mock('../../src/scene/view/BattleCanvas', () => ({ default: () => <div data-testid="battle-canvas" /> }))

const names = (nav: HTMLElement) => within(nav).getAllByRole('link').map((l) => l.querySelector('.menu-label, .bottom-label')?.textContent)
const PLAYER_MENU = ['Home', 'Parties', 'Solo', 'News', 'Cartes', 'Decks', 'Amis', 'Boosters', 'Magasin', 'Profil']

describe('desktop menu (width above 900 px)', () => {
  it('has Home only when logged out, and no bottom bar', async () => {
    renderApp({ path: '/about', width: 1440 })
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' })
    expect(names(menu)).toEqual(['Home'])
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull()
    expect(screen.getByRole('contentinfo', { name: 'Pied de page' })).toBeInTheDocument()
  })

  it('has the player entries logged in, without Admin', async () => {
    renderApp({ path: '/profile', session: PLAYER, width: 1440 })
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' })
    expect(names(menu)).toEqual(PLAYER_MENU)
  })

  it('adds Admin for admins', async () => {
    renderApp({ path: '/profile', session: ADMIN, width: 1440 })
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' })
    expect(names(menu)).toEqual([...PLAYER_MENU, 'Admin'])
  })

  it('shows the cardlevelup and friendsnotif badges', async () => {
    renderApp({ path: '/profile', session: PLAYER, width: 1440, profile: { cardlevelup: 3, friendsnotif: 2 } })
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' })
    const cards = await within(menu).findByRole('link', { name: /Cartes/ })
    expect(within(cards).getByText('3')).toBeInTheDocument()
    expect(within(within(menu).getByRole('link', { name: /Amis/ })).getByText('2')).toBeInTheDocument()
  })

  it('counts 901 px as desktop and 900 px as phone', async () => {
    const wide = renderApp({ path: '/about', width: 901 })
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument()
    wide.unmount()
    renderApp({ path: '/about', width: 900 })
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull()
  })
})

describe('phone bottom bar', () => {
  it('has Home and Connexion logged out, and no footer', async () => {
    renderApp({ path: '/about', width: 390 })
    const bar = await screen.findByRole('navigation', { name: 'Navigation principale' })
    expect(names(bar)).toEqual(['Home', 'Connexion'])
    expect(within(bar).queryByRole('button', { name: 'Plus' })).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('has Home, Cartes, Fight (to solo), Booster and Plus logged in', async () => {
    renderApp({ path: '/profile', session: PLAYER, width: 390 })
    const bar = await screen.findByRole('navigation', { name: 'Navigation principale' })
    expect(names(bar)).toEqual(['Home', 'Cartes', 'Fight', 'Booster'])
    expect(within(bar).getByRole('link', { name: 'Fight' })).toHaveAttribute('href', '/solo')
    expect(within(bar).getByRole('button', { name: 'Plus' })).toBeInTheDocument()
  })

  it('shows a dot on Cartes only when cardlevelup is above 0', async () => {
    const none = renderApp({ path: '/profile', session: PLAYER, width: 390 })
    await screen.findByText('aelis@exemple.fr')
    expect(screen.queryByTestId('nav-dot')).toBeNull()
    none.unmount()
    renderApp({ path: '/profile', session: PLAYER, width: 390, profile: { cardlevelup: 1 } })
    const bar = await screen.findByRole('navigation', { name: 'Navigation principale' })
    const cards = within(bar).getByRole('link', { name: /Cartes/ })
    expect(await within(cards).findByTestId('nav-dot')).toBeInTheDocument()
  })

  it('shows a dot on Plus while friend requests wait (its drawer holds Amis)', async () => {
    const none = renderApp({ path: '/profile', session: PLAYER, width: 390 })
    const quiet = await screen.findByRole('navigation', { name: 'Navigation principale' })
    await screen.findByText('aelis@exemple.fr')
    expect(within(within(quiet).getByRole('button', { name: 'Plus' })).queryByTestId('nav-dot')).toBeNull()
    none.unmount()
    renderApp({ path: '/profile', session: PLAYER, width: 390, profile: { friendsnotif: 2 } })
    const bar = await screen.findByRole('navigation', { name: 'Navigation principale' })
    expect(await within(within(bar).getByRole('button', { name: /Plus/ })).findByTestId('nav-dot')).toBeInTheDocument()
  })

  it('is hidden on any path containing /game/', async () => {
    renderApp({ path: '/game/private/3', session: PLAYER, width: 390 })
    await screen.findByRole('heading', { level: 1, name: 'Partie privée' })
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })

  it('opens the Plus drawer with the pseudo, level, experience bar and entries', async () => {
    renderApp({ path: '/profile', session: PLAYER, width: 390, profile: { friendsnotif: 4, level: 700 } })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: /Plus/ }))
    const drawer = await screen.findByRole('dialog')
    expect(within(drawer).getByRole('heading', { name: 'Aelis' })).toBeInTheDocument()
    expect(within(drawer).getByText('Niv. 2')).toBeInTheDocument()
    expect(within(drawer).getByRole('progressbar', { name: 'Expérience' })).toBeInTheDocument()
    const entries = within(drawer).getAllByRole('link').map((l) => l.querySelector('.menu-label')?.textContent)
    expect(entries).toEqual(['Multiplayer', 'News', 'Decks', 'Amis', 'Profil', 'Paramètres', 'Magasin'])
    expect(within(within(drawer).getByRole('link', { name: /Amis/ })).getByText('4')).toBeInTheDocument()
  })

  it('lists Admin in the drawer for admins', async () => {
    renderApp({ path: '/profile', session: ADMIN, width: 390 })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: 'Plus' }))
    const drawer = await screen.findByRole('dialog')
    expect(within(drawer).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })
})

describe('header', () => {
  it('shows the pseudo, the level with its progress bar, and the credit in pts', async () => {
    renderApp({ path: '/profile', session: PLAYER, width: 1440, profile: { level: 975, credit: 1250 } })
    const header = await screen.findByRole('banner')
    expect(await within(header).findByText('Aelis')).toBeInTheDocument()
    expect(within(header).getByText('Niv. 2')).toBeInTheDocument()
    // level 2 starts at 650 and level 3 at 1300: 975 XP is half way
    expect(within(header).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
    expect(within(header).getByTestId('credit-badge').textContent?.replace(/\s/g, ' ')).toBe('1 250 pts')
  })

  it('caps the progress at 100 % on the last level', async () => {
    renderApp({ path: '/profile', session: PLAYER, profile: { level: 999_999 } })
    const header = await screen.findByRole('banner')
    expect(await within(header).findByText('Niv. 20')).toBeInTheDocument()
    expect(within(header).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  })

  it('shows at most 9999 on phones, the full credit on desktop', async () => {
    expect(creditBadgeValue(123_456, false)).toBe(9999)
    expect(creditBadgeValue(9999, false)).toBe(9999)
    expect(creditBadgeValue(42, false)).toBe(42)
    expect(creditBadgeValue(123_456, true)).toBe(123_456)
    const phone = renderApp({ path: '/profile', session: PLAYER, width: 390, profile: { credit: 123_456 } })
    await screen.findByText('aelis@exemple.fr')
    expect(screen.getByTestId('credit-badge').textContent?.replace(/\s/g, ' ')).toBe('9 999 pts')
    phone.unmount()
    renderApp({ path: '/profile', session: PLAYER, width: 1440, profile: { credit: 123_456 } })
    await screen.findByText('aelis@exemple.fr')
    expect(screen.getByTestId('credit-badge').textContent?.replace(/\s/g, ' ')).toBe('123 456 pts')
  })

  it('opens the skin shop from the wallet, with its loading and empty states', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    renderApp({
      path: '/profile',
      session: PLAYER,
      handlers: {
        'GET /api/skins': async () => {
          await gate
          return { status: 200, body: [] }
        },
        'GET /api/skins/user': { status: 200, body: [] },
      },
    })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: /Ouvrir la boutique de skins/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Boutique de Skins' })
    expect(await within(dialog).findByText('Chargement des skins...')).toBeInTheDocument()
    release()
    expect(await within(dialog).findByText('Aucun skin disponible')).toBeInTheDocument()
    expect(within(dialog).getAllByRole('button', { name: 'Fermer' }).length).toBeGreaterThan(0)
  })

  it('says when the skins cannot be loaded, and marks owned skins', async () => {
    const failing = renderApp({ path: '/profile', session: PLAYER })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: /Ouvrir la boutique de skins/ }))
    expect(await screen.findByText('Impossible de charger les skins disponibles')).toBeInTheDocument()
    failing.unmount()

    const skin = (id: number, nom: string) => ({ id, nom, rarete: 'rare', prix: 1.99, imageUrl: null, linkedId: 1, type: 'card', onSale: true })
    renderApp({
      path: '/profile',
      session: PLAYER,
      handlers: {
        'GET /api/skins': { status: 200, body: [skin(1, 'Dragon doré'), skin(2, 'Loup d’argent')] },
        'GET /api/skins/user': { status: 200, body: [{ id: 9, skin: skin(2, 'Loup d’argent'), purchasedAt: '2025-01-01T00:00:00Z' }] },
      },
    })
    await screen.findByText('aelis@exemple.fr')
    fireEvent.click(screen.getByRole('button', { name: /Ouvrir la boutique de skins/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Boutique de Skins' })
    const owned = (await within(dialog).findByText('Loup d’argent')).closest('article')!
    expect(within(owned).getByLabelText('Skin possédé')).toBeInTheDocument()
    const unowned = within(dialog).getByText('Dragon doré').closest('article')!
    expect(within(unowned).queryByLabelText('Skin possédé')).toBeNull()
    expect(within(unowned).getByText('Rare')).toBeInTheDocument()
    expect(within(unowned).getByText(/1,99/)).toBeInTheDocument()
  })
})
