// A won game's celebration: confetti bursting from three points over the board and falling. Pure
// state: every particle is drawn from a seed (the game's id), so a frame is a function of the time
// since the start; nothing is made with prefers-reduced-motion.
import { createRng } from '../../game'
import type { Size } from './layout'

export interface Particle {
  /** Burst point, in scene pixels. */
  x0: number
  y0: number
  /** Initial velocity, px/ms. */
  vx: number
  vy: number
  /** Downward pull, px/ms² (scaled with the scene's height). */
  fall: number
  /** Side length, px (a strip is half as tall). */
  size: number
  shape: 'square' | 'strip'
  /** Index into the view's confetti colours. */
  colour: number
  /** Initial angle (rad) and turning speed (rad/ms). */
  angle: number
  spin: number
  /** When it appears after the start, and how long it lives, ms. */
  delay: number
  life: number
}

export interface ParticleFrame {
  visible: boolean
  x: number
  y: number
  rotation: number
  alpha: number
}

export const CELEBRATION = {
  /** Particles per burst, and the bursts' start times (ms). */
  perBurst: 36,
  burstDelays: [0, 260, 520],
  /** Burst points as fractions of the scene (left, right, centre). */
  burstPoints: [
    [0.25, 0.38],
    [0.75, 0.38],
    [0.5, 0.28],
  ],
  /** Downward pull, px/ms², for a scene 800 px tall (scaled with the height). */
  gravity: 0.0009,
  /** Lifetime range, ms. */
  lifeMin: 1600,
  lifeMax: 2600,
  /** The last part of a life fades out. */
  fadeFraction: 0.3,
  colours: 5,
} as const

/** The particles of a celebration in a scene of `area`, or none (not won, or reduced motion). */
export function celebrationParticles(seed: number, area: Size, options: { won: boolean; reducedMotion: boolean }): Particle[] {
  if (!options.won || options.reducedMotion || area.width <= 0 || area.height <= 0) return []
  const rng = createRng(seed)
  const scale = area.height / 800
  const base = Math.min(area.width, area.height)
  const out: Particle[] = []
  CELEBRATION.burstPoints.forEach(([fx, fy], burst) => {
    for (let i = 0; i < CELEBRATION.perBurst; i++) {
      // Upward cone of ±70° around the vertical.
      const direction = -Math.PI / 2 + (rng.next() * 2 - 1) * (Math.PI * 0.39)
      const speed = (0.35 + rng.next() * 0.45) * scale
      out.push({
        x0: area.width * fx,
        y0: area.height * fy,
        vx: Math.cos(direction) * speed,
        vy: Math.sin(direction) * speed,
        fall: CELEBRATION.gravity * scale,
        size: Math.max(5, base * (0.012 + rng.next() * 0.01)),
        shape: rng.next() < 0.5 ? 'square' : 'strip',
        colour: rng.int(CELEBRATION.colours),
        angle: rng.next() * Math.PI * 2,
        spin: (rng.next() * 2 - 1) * 0.012,
        delay: CELEBRATION.burstDelays[burst] + rng.int(80),
        life: CELEBRATION.lifeMin + rng.next() * (CELEBRATION.lifeMax - CELEBRATION.lifeMin),
      })
    }
  })
  return out
}

/** Where a particle is `elapsedMs` after the celebration started (hidden before and after its life). */
export function particleAt(p: Particle, elapsedMs: number): ParticleFrame {
  const t = elapsedMs - p.delay
  if (t < 0 || t >= p.life) return { visible: false, x: p.x0, y: p.y0, rotation: p.angle, alpha: 0 }
  const fadeStart = p.life * (1 - CELEBRATION.fadeFraction)
  const alpha = t <= fadeStart ? 1 : Math.max(0, 1 - (t - fadeStart) / (p.life - fadeStart))
  // Air drag slows the horizontal drift; gravity bends the path down.
  const drift = (1 - Math.exp(-t / 900)) * 900
  return {
    visible: true,
    x: p.x0 + p.vx * drift,
    y: p.y0 + p.vy * t + 0.5 * p.fall * t * t,
    rotation: p.angle + p.spin * t,
    alpha,
  }
}

/** When the last particle is gone, ms after the start (0 without particles). */
export const celebrationDuration = (particles: readonly Particle[]): number =>
  particles.reduce((end, p) => Math.max(end, p.delay + p.life), 0)
