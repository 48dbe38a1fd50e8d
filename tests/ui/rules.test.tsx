// « Règles du jeu » (/regles): public, its numbers read from src/game, the dated « Ce qui a changé »
// first, a contents list whose links reach every section; linked from the footer, the About page and
// the battle's side menu (in a new tab, so the game stays open).
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { renderApp } from './helpers/renderApp'
import { BOARD_SIZE, GAME_CARDS, GAME_SPELLS, OPENING_CARDS, PITY_BOOSTERS, RATING_WINDOW, TURN_SECONDS, FACILE_KO_CHANCE, MAX_UPGRADE_LEVEL, CRAFT_PRICE } from '../../src/game'
import { rulesNumbers } from '../../src/ui/pages/rules/rulesNumbers'
import { rulesPage } from '../../src/text/rules'
import { SideMenu } from '../../src/ui/pages/game/SideMenu'

describe('the rules page', () => {
  it('is public: the title, the dated changes first, then every section, reachable from the contents', async () => {
    const { probe } = renderApp({ path: '/regles' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Règles du jeu' })).toBeInTheDocument()
    expect(probe.pathname).toBe('/regles')
    // the title is a passive effect: on a loaded machine it can run after the heading is on screen
    await waitFor(() => expect(document.title).toMatch(/^Règles du jeu/))

    const changes = screen.getByRole('region', { name: 'Ce qui a changé' })
    expect(within(changes).getByText('28 novembre 2026')).toHaveAttribute('datetime', '2026-11-28')
    const lines = within(changes).getAllByRole('listitem').map((li) => li.textContent)
    expect(lines).toHaveLength(11)
    expect(lines[0]).toContain(`${GAME_CARDS} cartes et ${GAME_SPELLS} sorts`)
    expect(lines[1]).toContain(`vos ${OPENING_CARDS} premières poses sont des cartes`)
    expect(lines[2]).toContain('le joueur qui a commencé qui gagne')
    expect(lines[3]).toContain('ne déclenche plus de combat')
    expect(lines.join(' ')).toMatch(/malédictions se renforcent/)
    expect(lines.join(' ')).toContain(`après ${PITY_BOOSTERS - 1} boosters`)
    expect(lines.join(' ')).toContain(`à ${RATING_WINDOW.base} points près`)

    const contents = screen.getByRole('navigation', { name: 'Sommaire' })
    const links = within(contents).getAllByRole('link')
    const sections = rulesPage.sections(rulesNumbers())
    expect(links.map((a) => a.textContent)).toEqual(['Ce qui a changé', ...sections.map((s) => s.title)])
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))
      expect(target, link.textContent!).not.toBeNull()
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!)
    }
    // the turn, the deal, the upgrades and the bots, with the numbers of src/game
    expect(screen.getByRole('region', { name: 'Le tour' })).toHaveTextContent(`Vous avez ${TURN_SECONDS} secondes`)
    expect(screen.getByRole('region', { name: 'Le tour' })).toHaveTextContent('est sauté automatiquement')
    expect(screen.getByRole('region', { name: 'Le tour' })).toHaveTextContent(`vos ${OPENING_CARDS} premières poses sont des cartes`)
    expect(screen.getByRole('region', { name: 'La distribution des mains' })).toHaveTextContent(`au hasard ${GAME_CARDS} cartes et ${GAME_SPELLS} sorts de votre deck, et autant à votre adversaire`)
    expect(screen.getByRole('region', { name: 'Les améliorations' })).toHaveTextContent(`jusqu’à +${MAX_UPGRADE_LEVEL}`)
    expect(screen.getByRole('region', { name: 'Les améliorations' })).toHaveTextContent('une malédiction s’enfonce')
    expect(screen.getByRole('region', { name: 'Les IA' })).toHaveTextContent(`${Math.round(FACILE_KO_CHANCE * 100)} % de ses coups`)
    expect(screen.getByRole('img', { name: /^Le plateau : 21 positions/ }).querySelectorAll('.rules-board-cell')).toHaveLength(BOARD_SIZE)
  })

  it('reads its numbers from src/game', () => {
    const n = rulesNumbers()
    expect([n.gameCards, n.gameSpells]).toEqual([GAME_CARDS, GAME_SPELLS])
    expect(n.craftPrice).toEqual({ cheapest: CRAFT_PRICE.commune, dearest: CRAFT_PRICE.légendaire })
    expect(n.soloLevels).toEqual({ facile: [1, 3], moyen: [4, 7], difficile: [8, 10] })
    expect(n.pityBoosters).toBe(PITY_BOOSTERS)
  })

  it('is linked from the footer and from the About page’s « Comment jouer »', async () => {
    renderApp({ path: '/about' })
    const how = (await screen.findByRole('heading', { level: 2, name: 'Comment jouer' })).closest('section')!
    expect(within(how).getByRole('link', { name: 'Lire toutes les règles du jeu' })).toHaveAttribute('href', '/regles')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Règles du jeu' })).toHaveAttribute('href', '/regles')
  })

  it('opens from the battle’s side menu in a new tab, so the game stays open', () => {
    render(
      <MemoryRouter>
        <SideMenu open onOpenChange={() => undefined} title="Partie 7" soundOn onToggleSound={() => undefined} fullScreen={{ available: false, active: false, toggle: () => undefined }} onQuit={() => undefined} />
      </MemoryRouter>,
    )
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Règles du jeu (nouvel onglet)' })
    expect(link).toHaveAttribute('href', '/regles')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })
})
