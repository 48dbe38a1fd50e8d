// The battle's vibration (issue 31, item 5): a short one on a turn start and on a KO where
// navigator.vibrate exists, none for the other cues, none when the sound is off, never a throw.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { VIBRATION_MS, vibrateFor } from '../../src/audio/haptics'
import { Provider } from '../../src/state'
import { cueAtom } from '../../src/state/game'
import { soundOnAtom } from '../../src/state/gamePrefs'
import { useGameSounds } from '../../src/ui/pages/game/useGameSounds'
import { createTestStore } from './helpers/store'

vi.mock('../../src/audio/sounds', () => ({
  playSound: () => undefined,
  preloadSounds: () => undefined,
  unloadSounds: () => undefined,
  setSoundMuted: () => undefined,
  installAudioUnlock: () => () => undefined,
}))

describe('vibrateFor', () => {
  it('vibrates 30–50 ms on a turn start and a KO, not on the other cues', () => {
    const device = { vibrate: vi.fn(() => true) }
    expect(vibrateFor('turn', true, device)).toBe(true)
    expect(vibrateFor('ko', true, device)).toBe(true)
    for (const cue of ['tick', 'place', 'error', 'win', 'lose']) expect(vibrateFor(cue, true, device)).toBe(false)
    expect(device.vibrate.mock.calls).toEqual([[VIBRATION_MS.turn], [VIBRATION_MS.ko]])
    for (const ms of [VIBRATION_MS.turn!, VIBRATION_MS.ko!]) expect(ms >= 30 && ms <= 50).toBe(true)
  })

  it('stays still with the sound off, without navigator.vibrate, or when the device refuses', () => {
    const device = { vibrate: vi.fn(() => true) }
    expect(vibrateFor('ko', false, device)).toBe(false)
    expect(device.vibrate).not.toHaveBeenCalled()
    expect(vibrateFor('ko', true, {})).toBe(false)
    expect(vibrateFor('ko', true, undefined)).toBe(false)
    const refusing = {
      vibrate: () => {
        throw new Error('not allowed')
      },
    }
    expect(vibrateFor('turn', true, refusing)).toBe(false)
  })
})

function Sounds() {
  useGameSounds()
  return null
}

describe('the battle screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('vibrates on the turn and KO cues through navigator.vibrate, and not once the sound is off', () => {
    const vibrate = vi.fn(() => true)
    vi.stubGlobal('navigator', { ...navigator, vibrate })
    const store = createTestStore()
    render(
      <Provider store={store}>
        <Sounds />
      </Provider>,
    )
    act(() => {
      store.set(cueAtom, 'turn')
      store.set(cueAtom, 'place')
      store.set(cueAtom, 'ko')
    })
    expect(vibrate.mock.calls).toEqual([[VIBRATION_MS.turn], [VIBRATION_MS.ko]])
    act(() => store.set(soundOnAtom, false))
    act(() => store.set(cueAtom, 'ko'))
    expect(vibrate).toHaveBeenCalledTimes(2)
  })
})
