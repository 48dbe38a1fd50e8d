// Toasts and snackbars last 6 s.
import { describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderApp } from './helpers/renderApp'
import { showToastAtom } from '../../src/state'
import { TOAST_MS } from '../../src/state/constants'

describe('toasts', () => {
  it('disappear after 6 s', async () => {
    const { store } = renderApp({ path: '/' })
    await screen.findByRole('heading', { level: 1, name: 'Arène des Cartes' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => store.set(showToastAtom, { text: 'Bonjour', tone: 'info' }))
    expect(screen.getByTestId('toast')).toHaveTextContent('Bonjour')
    expect(TOAST_MS).toBe(6000)
    await act(() => vi.advanceTimersByTimeAsync(5999))
    expect(screen.getByTestId('toast')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByTestId('toast')).toBeNull()
  })
})
