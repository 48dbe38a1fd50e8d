// Plays every battle sound cue (src/state/game gameCuesAtom, in order, each once) through src/audio, with a
// short vibration on a turn start and a KO where the device has one, follows the sound on/off preference, unlocks audio on the first gesture and when the tab returns, and unloads the
// sounds when the battle screen is left.
import { useEffect, useRef } from 'react'
import { vibrateFor } from '../../../audio/haptics'
import { installAudioUnlock, playSound, preloadSounds, setSoundMuted, unloadSounds } from '../../../audio/sounds'
import { useAtomValue, useStore } from '../../../state'
import { gameCuesAtom } from '../../../state/game'
import { soundOnAtom } from '../../../state/gamePrefs'

export function useGameSounds(): void {
  const cues = useAtomValue(gameCuesAtom)
  const soundOn = useAtomValue(soundOnAtom)
  // The stamp of the last cue played (cues queued before the screen opened are not played).
  const played = useRef(cues.at(-1)?.seq ?? 0)
  const store = useStore()

  useEffect(() => {
    preloadSounds()
    const remove = installAudioUnlock()
    return () => {
      remove()
      unloadSounds()
    }
  }, [])

  useEffect(() => setSoundMuted(!soundOn), [soundOn])

  useEffect(() => {
    for (const { cue, seq } of cues) {
      if (seq <= played.current) continue
      played.current = seq
      playSound(cue)
      vibrateFor(cue, store.get(soundOnAtom))
    }
  }, [cues, store])
}
