// The battle's sounds through Howler, at volume 0.3 (spec §9): turn, tick, place, KO, error, win,
// lose. Each Howl is created on first use and shared; the audio context is unlocked on the first
// gesture and resumed when the tab comes back; everything is unloaded when the battle screen is left.
import { Howl, Howler } from 'howler'

type SoundName = 'turn' | 'tick' | 'place' | 'ko' | 'error' | 'win' | 'lose'
const SOUND_NAMES: readonly SoundName[] = ['turn', 'tick', 'place', 'ko', 'error', 'win', 'lose']

/** Spec §9: sound volume. */
const SOUND_VOLUME = 0.3

const soundUrl = (name: SoundName): string => `/assets/sounds/${name}.wav`

let howls: Partial<Record<SoundName, Howl>> = {}
let muted = false

function howl(name: SoundName): Howl {
  let h = howls[name]
  if (!h) {
    h = new Howl({ src: [soundUrl(name)], volume: SOUND_VOLUME, preload: true })
    howls[name] = h
  }
  return h
}

/** Plays a sound unless the player muted them. Never throws (audio is a bonus, not a must). */
export function playSound(name: SoundName): void {
  if (muted) return
  try {
    howl(name).play()
  } catch {
    // no audio on this device
  }
}

/** Loads every sound ahead of the first turn. */
export function preloadSounds(): void {
  for (const name of SOUND_NAMES) howl(name)
}

export function setSoundMuted(value: boolean): void {
  muted = value
  Howler.mute(value)
}

/** Resumes the audio context (browsers suspend it until a gesture, and when a tab is hidden). */
function resumeAudio(): void {
  const ctx = Howler.ctx as AudioContext | undefined
  if (ctx && ctx.state !== 'running') void ctx.resume().catch(() => undefined)
}

/**
 * Unlocks audio on the first pointer or key gesture and resumes it when the tab becomes visible
 * again. Returns the function that removes the listeners.
 */
export function installAudioUnlock(target: Document = document): () => void {
  const onGesture = () => {
    resumeAudio()
    target.removeEventListener('pointerdown', onGesture, true)
    target.removeEventListener('keydown', onGesture, true)
  }
  const onVisible = () => {
    if (target.visibilityState === 'visible') resumeAudio()
  }
  target.addEventListener('pointerdown', onGesture, true)
  target.addEventListener('keydown', onGesture, true)
  target.addEventListener('visibilitychange', onVisible)
  return () => {
    target.removeEventListener('pointerdown', onGesture, true)
    target.removeEventListener('keydown', onGesture, true)
    target.removeEventListener('visibilitychange', onVisible)
  }
}

/** Unloads every sound (leaving the battle screen). */
export function unloadSounds(): void {
  for (const h of Object.values(howls)) h?.unload()
  howls = {}
}
