// A short vibration with the cues a player must not miss, where the device can vibrate
// (navigator.vibrate): the start of their turn and a card knocked out. It follows the sound
// preference: sound off, no vibration either.

/** How long the phone vibrates per cue, in ms; other cues do not vibrate. */
export const VIBRATION_MS: Readonly<Partial<Record<string, number>>> = { turn: 40, ko: 50 }

type Vibrating = { vibrate?: (pattern: number | number[]) => boolean }

/** Vibrates for `cue` when the sound is on and the device can; says whether it did. Never throws. */
export function vibrateFor(cue: string, soundOn: boolean, device: Vibrating | undefined = globalThis.navigator): boolean {
  const ms = VIBRATION_MS[cue]
  if (!soundOn || !ms || typeof device?.vibrate !== 'function') return false
  try {
    return device.vibrate(ms)
  } catch {
    return false // refused (no user gesture yet, a policy): vibration is a bonus
  }
}
