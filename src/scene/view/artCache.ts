// Card and spell art, rasterised once per URL (read through the 'image-cache' Cache Storage) on a 2D
// canvas at a size good for the largest card at 2× density; the faces are painted from it. No Pixi
// here: the battle page preloads the art of a game (loadArt) before the canvas chunk is needed.
// The faces on screen still waiting for their art are counted (a face drawn as a blank frame) and
// written on the canvas's host for the browser tests (watchBlankFaces).
import { cachedImageUrl } from '../../images/imageCache'

/** Art is rasterised at this size (CSS px × density of the largest card: 110 × 2 ≈ 240). */
export const ART_WIDTH = 240
export const ART_HEIGHT = 360

type Listener = () => void

interface ArtEntry {
  image: HTMLCanvasElement | null
  failed: boolean
  promise: Promise<void>
}

const art = new Map<string, ArtEntry>()
const listeners = new Set<Listener>()
let blankFaces = 0
const blankWatchers = new Set<(count: number) => void>()

const notify = () => {
  for (const l of listeners) l()
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.decoding = 'async'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`image ${src}`))
    image.src = src
  })
}

async function rasterise(url: string): Promise<HTMLCanvasElement> {
  const src = await cachedImageUrl(url)
  try {
    const image = await loadImage(src)
    const canvas = document.createElement('canvas')
    canvas.width = ART_WIDTH
    canvas.height = ART_HEIGHT
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('no 2d context')
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(image, 0, 0, ART_WIDTH, ART_HEIGHT)
    return canvas
  } finally {
    if (src.startsWith('blob:')) URL.revokeObjectURL(src)
  }
}

function entryOf(url: string): ArtEntry {
  let entry = art.get(url)
  if (!entry) {
    const created: ArtEntry = { image: null, failed: false, promise: Promise.resolve() }
    created.promise = rasterise(url).then(
      (image) => {
        if (art.get(url) !== created) return
        created.image = image
        notify()
      },
      () => {
        created.failed = true
        notify()
      },
    )
    art.set(url, created)
    entry = created
  }
  return entry
}

/** The rasterised art of url, or null while it loads (listeners are told when it arrives) or when it failed. */
export const artImage = (url: string): HTMLCanvasElement | null => entryOf(url).image

/** Still loading (neither drawn nor failed: a failed image shows the face's unavailable state). */
export const artPending = (url: string): boolean => {
  const entry = art.get(url)
  return !entry || (!entry.image && !entry.failed)
}

/**
 * Starts loading every url; resolves when all have loaded or failed, or after timeoutMs at most
 * (a slow network never holds the battle back for ever: the faces then draw when their art comes).
 */
export function loadArt(urls: readonly string[], timeoutMs: number): Promise<void> {
  const all = Promise.all(urls.map((u) => entryOf(u).promise)).then(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
  return Promise.race([all, late]).finally(() => clearTimeout(timer))
}

/** Resolves when every art asked for so far has loaded (or failed). */
export const artSettled = (): Promise<void> => Promise.all([...art.values()].map((e) => e.promise)).then(() => undefined)

export function subscribeArt(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Rasterised images held (the bench and the leak checks). */
export const artCount = (): number => [...art.values()].filter((e) => e.image).length

/** Forgets every image (leaving the battle screen). */
export function clearArt(): void {
  art.clear()
  notify()
}

/** A face on screen is drawn without its art (still loading) until the returned function is called. */
export function holdBlankFace(): () => void {
  blankFaces += 1
  for (const w of blankWatchers) w(blankFaces)
  let done = false
  return () => {
    if (done) return
    done = true
    blankFaces -= 1
    for (const w of blankWatchers) w(blankFaces)
  }
}

/** Told the number of faces drawn without their art, now and at each change. */
export function watchBlankFaces(watcher: (count: number) => void): () => void {
  blankWatchers.add(watcher)
  watcher(blankFaces)
  return () => blankWatchers.delete(watcher)
}
