// Themes (spec §2 Settings, §9): light by default; the settings select saves the choice with
// POST /api/user/setting and reloads the page; the profile's preference is applied.
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { PLAYER, renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'

vi.mock('../../src/ui/session/reload', () => ({ reloadPage: vi.fn() }))
const { reloadPage } = await import('../../src/ui/session/reload')

describe('theme', () => {
  it('is light by default', async () => {
    renderApp({ path: '/about' })
    await screen.findByRole('heading', { level: 1, name: 'À propos' })
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it("follows the profile's preference, and keeps a copy for the next load", async () => {
    renderApp({ path: '/profile', session: PLAYER, profile: { preferences: '{"theme":"dark"}' } })
    await screen.findByText('aelis@exemple.fr')
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
    expect(localStorage.getItem('theme')).toBe('"dark"')
  })

  it("uses this device's stored theme while logged out", async () => {
    localStorage.setItem('theme', '"dark"')
    renderApp({ path: '/about' })
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'))
  })

  it('saves the choice with POST /api/user/setting, then reloads', async () => {
    let saved: unknown = null
    const { server } = renderApp({
      path: '/settings',
      session: PLAYER,
      handlers: {
        'POST /api/user/setting': (request) => {
          saved = request.body
          return json({})
        },
      },
    })
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' })
    expect(screen.getByRole('heading', { name: 'Interface' })).toBeInTheDocument()
    const select = screen.getByRole('combobox', { name: 'Thème' })
    expect(select).toHaveTextContent('Clair')
    fireEvent.click(select)
    fireEvent.pointerDown(select, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    fireEvent.click(await screen.findByRole('option', { name: 'Sombre' }))
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
    expect(saved).toEqual({ userId: PLAYER.id, preferences: { theme: 'dark' } })
    expect(server.calls.find((c) => c.path === '/api/user/setting')?.headers.get('Authorization')).toBe('Bearer token-7')
    expect(localStorage.getItem('theme')).toBe('"dark"')
  })

  it('says so and does not reload when saving fails', async () => {
    vi.mocked(reloadPage).mockClear()
    renderApp({ path: '/settings', session: PLAYER, handlers: { 'POST /api/user/setting': json({ message: 'non', status: 400 }, 400) } })
    const select = await screen.findByRole('combobox', { name: 'Thème' })
    fireEvent.click(select)
    fireEvent.pointerDown(select, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    fireEvent.click(await screen.findByRole('option', { name: 'Sombre' }))
    expect(await screen.findByText('Le thème n’a pas pu être enregistré. Réessayez.')).toBeInTheDocument()
    expect(reloadPage).not.toHaveBeenCalled()
  })
})
