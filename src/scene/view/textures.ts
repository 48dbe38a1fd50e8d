// Textures shared by the whole scene, made once and released when the battle screen is left:
// - card and spell art: rasterised once per URL (artCache.ts, no Pixi, so the battle page can
//   preload a game's art before the canvas chunk); faces are painted from it;
// - faces: each distinct card face painted once (facePaint.ts) into a cell of the face atlas
//   (atlas.ts), shared by key and counted by its users, its cell freed a moment after the last
//   user is gone;
// - the soft shadow and glow sprites, painted once.
// Everything is retained by each mounted canvas and released shortly after the last one unmounts
// (so React StrictMode's unmount-remount keeps them).
import { Texture } from 'pixi.js'
import { artCount, artSettled, clearArt } from './artCache'
import { allocate, clearAtlas, releaseCell, type Cell } from './atlas'

/** An unused face texture lives this long (a remount or a card moving to another layer reuses it). */
const FACE_GRACE_MS = 1500

interface FaceEntry {
  cell: Cell
  texture: Texture
  users: number
  timer: ReturnType<typeof setTimeout> | null
}

const faces = new Map<string, FaceEntry>()
let retainers = 0
let releaseTimer: ReturnType<typeof setTimeout> | null = null
const generated = new Map<string, Texture>()

export { ART_HEIGHT, ART_WIDTH } from './artCache'
/** Resolves when every art asked for so far has loaded (or failed). */
export const texturesSettled = artSettled

function scheduleFaceDrop(key: string, entry: FaceEntry): void {
  if (entry.timer) clearTimeout(entry.timer)
  entry.timer = setTimeout(() => {
    entry.timer = null
    if (entry.users > 0 || faces.get(key) !== entry) return
    faces.delete(key)
    releaseCell(entry.cell)
  }, FACE_GRACE_MS)
}

/** The texture of a face, painted on first ask (not counted: a render may be thrown away). */
export function faceTexture(key: string, paint: () => HTMLCanvasElement): Texture {
  let entry = faces.get(key)
  if (!entry) {
    const cell = allocate(paint())
    entry = { cell, texture: cell.texture, users: 0, timer: null }
    faces.set(key, entry)
    scheduleFaceDrop(key, entry)
  }
  return entry.texture
}

/** A mounted sprite uses the face; the returned function stops using it. */
export function holdFace(key: string): () => void {
  const entry = faces.get(key)
  if (!entry) return () => undefined
  entry.users += 1
  if (entry.timer) {
    clearTimeout(entry.timer)
    entry.timer = null
  }
  return () => {
    entry.users -= 1
    if (entry.users <= 0) scheduleFaceDrop(key, entry)
  }
}

/** A texture painted once on a 2D canvas (shadows, glows), shared by key. */
function paintedTexture(key: string, width: number, height: number, paint: (ctx: CanvasRenderingContext2D) => void): Texture {
  let texture = generated.get(key)
  if (!texture) {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (ctx) paint(ctx)
    texture = Texture.from(canvas, true)
    generated.set(key, texture)
  }
  return texture
}

/**
 * A painted canvas as a texture of its own, shared by key: for the drag canvas, which must not draw
 * from the face atlas (its renderer would then upload a whole atlas page each time a face is painted).
 */
export function ownTexture(key: string, paint: () => HTMLCanvasElement): Texture {
  let texture = generated.get(key)
  if (!texture) {
    texture = Texture.from(paint(), true)
    generated.set(key, texture)
  }
  return texture
}

/** A soft rounded shadow (drawn under lifted cards; stretched to the card). */
export const shadowTexture = (): Texture =>
  paintedTexture('shadow', 160, 220, (ctx) => {
    ctx.shadowColor = 'rgba(0,0,0,0.75)'
    ctx.shadowBlur = 22
    ctx.fillStyle = 'rgba(0,0,0,0.75)'
    ctx.beginPath()
    ctx.roundRect(30, 30, 100, 160, 10)
    ctx.fill()
  })

/** A white rounded glow, tinted per use (valid targets, selection, turn highlights). */
export const glowTexture = (): Texture =>
  paintedTexture('glow', 160, 220, (ctx) => {
    ctx.shadowColor = 'rgba(255,255,255,1)'
    ctx.shadowBlur = 18
    ctx.strokeStyle = 'rgba(255,255,255,0.95)'
    ctx.lineWidth = 6
    ctx.beginPath()
    ctx.roundRect(30, 30, 100, 160, 10)
    ctx.stroke()
  })

/** A rounded dark veil over a slot where the picked item may not go (stretched to the slot). */
export const dimTexture = (): Texture =>
  paintedTexture('dim', 100, 150, (ctx) => {
    ctx.fillStyle = 'rgba(0,0,0,0.4)'
    ctx.beginPath()
    ctx.roundRect(0, 0, 100, 150, 8)
    ctx.fill()
  })

/** Glow and shadow textures are painted with this margin around a 100×160 card. */
export const PAINTED_MARGIN = { x: 30 / 100, y: 30 / 160 }

/** Counts for the bench and the leak checks. */
export const textureStats = (): { art: number; faces: number; painted: number } => ({
  art: artCount(),
  faces: faces.size,
  painted: generated.size,
})

function destroyAll(): void {
  for (const entry of faces.values()) {
    if (entry.timer) clearTimeout(entry.timer)
  }
  faces.clear()
  clearAtlas()
  for (const texture of generated.values()) texture.destroy(true)
  generated.clear()
  clearArt()
}

/** A canvas starts using the textures. */
export function retainTextures(): void {
  retainers += 1
  if (releaseTimer) {
    clearTimeout(releaseTimer)
    releaseTimer = null
  }
}

/** A canvas stops using them; the last one releases everything shortly after (not in a remount). */
export function releaseTextures(delayMs = 500): void {
  retainers = Math.max(0, retainers - 1)
  if (retainers > 0 || releaseTimer) return
  releaseTimer = setTimeout(() => {
    releaseTimer = null
    if (retainers === 0) destroyAll()
  }, delayMs)
}
