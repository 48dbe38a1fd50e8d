// Plays the battle's sound cues (src/state/game cueAtom) through src/audio, follows the sound
// on/off preference, unlocks audio on the first gesture and when the tab returns, and unloads the
// sounds when the battle screen is left.
import { useEffect, useRef } from 'react'
import { installAudioUnlock, playSound, preloadSounds, setSoundMuted, unloadSounds } from '../../../audio/sounds'
import { useAtomValue } from '../../../state'
import { gameCueAtom } from '../../../state/game'
import { soundOnAtom } from '../../../state/gamePrefs'

export function useGameSounds(): void {
  const cue = useAtomValue(gameCueAtom)
  const soundOn = useAtomValue(soundOnAtom)
  const played = useRef(cue?.seq ?? 0)

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
    if (!cue || cue.seq <= played.current) return
    played.current = cue.seq
    playSound(cue.cue)
  }, [cue])
}
