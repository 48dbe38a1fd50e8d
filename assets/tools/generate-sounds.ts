// Synthesises the game's sounds with plain math into small 16-bit mono 22050 Hz WAV files under
// assets/sounds/ (turn, tick, place, ko, error, win, lose). Deterministic: the noise comes from a
// seeded generator, so the same code writes the same bytes. The app plays them at volume 0.3.
// Run: node --import tsx assets/tools/generate-sounds.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

export const SAMPLE_RATE = 22050
const SR = SAMPLE_RATE
const TAU = Math.PI * 2

export const SOUNDS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'sounds')

/** mulberry32, for deterministic noise in [-1, 1). */
const noiseSource = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1
  }
}

const buffer = (seconds: number) => new Float64Array(Math.round(seconds * SR))

/** Band-limited soft square (odd harmonics 1…7), gentler than a raw square. */
const softSquare = (phase: number) => Math.sin(phase) + Math.sin(3 * phase) / 3 + Math.sin(5 * phase) / 5 + Math.sin(7 * phase) / 7

/** Adds a bell-like note: a sine with a few decaying partials, starting at `start` seconds. */
const bell = (out: Float64Array, start: number, freq: number, amp: number, decay: number, partials: readonly [number, number][] = [[2, 0.25], [3, 0.08]]) => {
  const s0 = Math.round(start * SR)
  for (let i = s0; i < out.length; i++) {
    const t = (i - s0) / SR
    const attack = Math.min(1, t / 0.004)
    let v = Math.sin(TAU * freq * t)
    for (const [mult, gain] of partials) v += gain * Math.sin(TAU * freq * mult * t) * Math.exp(-t / (decay * 0.5))
    out[i] += amp * attack * Math.exp(-t / decay) * v
  }
}

/** One-pole low-pass filter in place. */
const lowpass = (data: Float64Array, cutoff: number) => {
  const a = 1 - Math.exp((-TAU * cutoff) / SR)
  let y = 0
  for (let i = 0; i < data.length; i++) {
    y += a * (data[i] - y)
    data[i] = y
  }
}

/** Short fades at both ends (no clicks), then scaling to the given peak (0…1 of full scale). */
const finish = (data: Float64Array, peak: number, fadeIn = 0.002, fadeOut = 0.01): Float64Array => {
  const fi = Math.round(fadeIn * SR)
  const fo = Math.round(fadeOut * SR)
  for (let i = 0; i < fi && i < data.length; i++) data[i] *= i / fi
  for (let i = 0; i < fo && i < data.length; i++) data[data.length - 1 - i] *= i / fo
  let max = 0
  for (const v of data) max = Math.max(max, Math.abs(v))
  if (max > 0) for (let i = 0; i < data.length; i++) data[i] *= peak / max
  return data
}

// ─── The sounds ────────────────────────────────────────────────────────────────────────────────────

/** ~60 ms soft wooden tick (the last seconds of the turn clock). */
const tick = () => {
  const out = buffer(0.06)
  const noise = noiseSource(1)
  for (let i = 0; i < out.length; i++) {
    const t = i / SR
    out[i] = Math.exp(-t / 0.012) * (Math.sin(TAU * 1650 * t) + 0.4 * Math.sin(TAU * 2480 * t)) + (t < 0.003 ? 0.3 * noise() * (1 - t / 0.003) : 0)
  }
  lowpass(out, 6000)
  return finish(out, 0.4, 0.001, 0.008)
}

/** ~350 ms two-note chime: your turn. */
const turn = () => {
  const out = buffer(0.35)
  bell(out, 0, 659.25, 0.7, 0.14) // E5
  bell(out, 0.09, 987.77, 0.6, 0.16) // B5
  return finish(out, 0.5, 0.002, 0.04)
}

/** ~120 ms soft thud: a card put down on the board. */
const place = () => {
  const out = buffer(0.12)
  const noise = noiseSource(2)
  let phase = 0
  for (let i = 0; i < out.length; i++) {
    const t = i / SR
    const freq = 105 + 150 * Math.exp(-t / 0.025)
    phase += (TAU * freq) / SR
    out[i] = Math.exp(-t / 0.04) * Math.sin(phase) + (t < 0.012 ? 0.5 * noise() * Math.exp(-t / 0.004) : 0)
  }
  lowpass(out, 2200)
  return finish(out, 0.55, 0.001, 0.02)
}

/** ~400 ms crunch: a card knocked out. */
const ko = () => {
  const out = buffer(0.4)
  const noise = noiseSource(3)
  let phase = 0
  let crackle = 0
  let y = 0
  for (let i = 0; i < out.length; i++) {
    const t = i / SR
    // filtered noise whose brightness falls with time
    const cutoff = 3500 * Math.exp(-t / 0.12) + 300
    const a = 1 - Math.exp((-TAU * cutoff) / SR)
    y += a * (noise() - y)
    // sparse crackles in the first 200 ms
    if (t < 0.2 && noise() > 0.985) crackle = 1
    crackle *= 0.93
    const freq = 80 + 160 * Math.exp(-t / 0.09)
    phase += (TAU * freq) / SR
    out[i] = Math.exp(-t / 0.1) * (0.9 * y + 0.35 * crackle * noise()) + 0.55 * Math.exp(-t / 0.14) * softSquare(phase) * 0.6
  }
  lowpass(out, 5000)
  return finish(out, 0.5, 0.001, 0.05)
}

/** ~250 ms double buzz: a move refused. */
const error = () => {
  const out = buffer(0.25)
  for (const start of [0, 0.13]) {
    const s0 = Math.round(start * SR)
    const length = 0.1
    for (let i = s0; i < s0 + Math.round(length * SR) && i < out.length; i++) {
      const t = (i - s0) / SR
      const env = Math.min(1, t / 0.008) * Math.min(1, (length - t) / 0.025)
      out[i] = env * 0.5 * (softSquare(TAU * 150 * t) + 0.6 * softSquare(TAU * 151.5 * t + 0.3))
    }
  }
  lowpass(out, 1400)
  return finish(out, 0.35, 0.002, 0.01)
}

/** ~1.2 s rising arpeggio and chord: victory. */
const win = () => {
  const out = buffer(1.2)
  const notes = [523.25, 659.25, 783.99, 1046.5] // C5 E5 G5 C6
  notes.forEach((f, k) => bell(out, k * 0.11, f, 0.55, 0.22))
  // the closing chord, held a little longer
  for (const f of [523.25, 659.25, 783.99, 1046.5]) bell(out, 0.48, f, 0.3, 0.38, [[2, 0.15]])
  bell(out, 0.48, 261.63, 0.3, 0.45, [[2, 0.2]]) // C4 under it
  return finish(out, 0.5, 0.002, 0.12)
}

/** ~1 s slow descending line: defeat. */
const lose = () => {
  const out = buffer(1.0)
  const notes: [number, number, number][] = [
    [392.0, 0, 0.26], // G4
    [369.99, 0.24, 0.26], // F#4
    [349.23, 0.48, 0.26], // F4
    [329.63, 0.72, 0.28], // E4, sinking
  ]
  for (const [freq, start, length] of notes) {
    const s0 = Math.round(start * SR)
    let phase = 0
    for (let i = s0; i < out.length; i++) {
      const t = (i - s0) / SR
      const last = start >= 0.7
      const f = freq * (last ? Math.pow(2, -t * 0.35) : 1) * (1 + 0.004 * Math.sin(TAU * 5 * t))
      phase += (TAU * f) / SR
      const env = Math.min(1, t / 0.02) * (t < length ? 1 : Math.exp(-(t - length) / 0.05)) * Math.exp(-t / (last ? 0.35 : 0.5))
      // warm tone: sine with a soft third harmonic
      out[i] += 0.5 * env * (Math.sin(phase) + 0.18 * Math.sin(3 * phase) + 0.1 * Math.sin(2 * phase))
    }
  }
  lowpass(out, 2500)
  return finish(out, 0.45, 0.005, 0.08)
}

export const SOUNDS: Record<'turn' | 'tick' | 'place' | 'ko' | 'error' | 'win' | 'lose', () => Float64Array> = { turn, tick, place, ko, error, win, lose }

/** 16-bit PCM mono WAV bytes of samples in [-1, 1]. */
export const wav = (data: Float64Array): Buffer => {
  const bytes = Buffer.alloc(44 + data.length * 2)
  bytes.write('RIFF', 0, 'ascii')
  bytes.writeUInt32LE(36 + data.length * 2, 4)
  bytes.write('WAVE', 8, 'ascii')
  bytes.write('fmt ', 12, 'ascii')
  bytes.writeUInt32LE(16, 16) // fmt chunk size
  bytes.writeUInt16LE(1, 20) // PCM
  bytes.writeUInt16LE(1, 22) // mono
  bytes.writeUInt32LE(SR, 24)
  bytes.writeUInt32LE(SR * 2, 28) // byte rate
  bytes.writeUInt16LE(2, 32) // block align
  bytes.writeUInt16LE(16, 34) // bits per sample
  bytes.write('data', 36, 'ascii')
  bytes.writeUInt32LE(data.length * 2, 40)
  for (let i = 0; i < data.length; i++) {
    const v = Math.max(-1, Math.min(1, data[i]))
    bytes.writeInt16LE(Math.round(v * 32767), 44 + i * 2)
  }
  return bytes
}

export const generateSounds = (): { file: string; bytes: number }[] => {
  mkdirSync(SOUNDS_DIR, { recursive: true })
  return Object.entries(SOUNDS).map(([name, make]) => {
    const file = join(SOUNDS_DIR, `${name}.wav`)
    const content = wav(make())
    writeFileSync(file, content)
    return { file, bytes: content.length }
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = generateSounds()
  for (const f of files) console.log(`${relative(process.cwd(), f.file)} : ${f.bytes} octets`)
}
