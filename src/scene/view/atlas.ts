// A texture atlas for the painted card faces: every face lives in a cell of a few large canvases,
// so the whole board and hand draw from one or two textures (one batch, one texture bound) instead
// of one texture per card — the frame then costs what a bare sprite scene costs. Cells are reused
// when a face is released; pages are re-uploaded once per frame when something was painted.
import { CanvasSource, Rectangle, Texture } from 'pixi.js'

const PAGE_SIZE = 2048
const GAP = 2

interface Page {
  canvas: HTMLCanvasElement
  ctx: CanvasRenderingContext2D
  source: CanvasSource
  /** Shelf packing: the current row's top, height and next free x. */
  rowY: number
  rowH: number
  x: number
  dirty: boolean
}

export interface Cell {
  page: Page
  x: number
  y: number
  w: number
  h: number
  texture: Texture
}

const pages: Page[] = []
/** Freed cells by size 'w×h', reused by faces of the same size. */
const free = new Map<string, Cell[]>()

function newPage(): Page {
  const canvas = document.createElement('canvas')
  canvas.width = PAGE_SIZE
  canvas.height = PAGE_SIZE
  const ctx = canvas.getContext('2d')!
  const source = new CanvasSource({ resource: canvas, resolution: 1 })
  const page = { canvas, ctx, source, rowY: 0, rowH: 0, x: 0, dirty: false }
  pages.push(page)
  return page
}

function place(w: number, h: number): { page: Page; x: number; y: number } | null {
  for (const page of pages) {
    if (page.x + w <= PAGE_SIZE && page.rowY + Math.max(page.rowH, h) <= PAGE_SIZE && (h <= page.rowH || page.x === 0 || page.rowH === 0)) {
      const spot = { page, x: page.x, y: page.rowY }
      page.x += w + GAP
      page.rowH = Math.max(page.rowH, h)
      return spot
    }
    // next row
    const y = page.rowY + page.rowH + GAP
    if (y + h <= PAGE_SIZE && w <= PAGE_SIZE) {
      page.rowY = y
      page.rowH = h
      page.x = w + GAP
      return { page, x: 0, y }
    }
  }
  return null
}

/** A cell holding the painted canvas (copied in), with its texture. Oversized faces get their own. */
export function allocate(painted: HTMLCanvasElement): Cell {
  const w = painted.width
  const h = painted.height
  const key = `${w}x${h}`
  let cell = free.get(key)?.pop()
  if (!cell) {
    if (w > PAGE_SIZE || h > PAGE_SIZE) {
      const texture = Texture.from(painted, true)
      return { page: null as unknown as Page, x: 0, y: 0, w, h, texture }
    }
    const spot = place(w, h) ?? (newPage(), place(w, h))!
    cell = { page: spot.page, x: spot.x, y: spot.y, w, h, texture: new Texture({ source: spot.page.source, frame: new Rectangle(spot.x, spot.y, w, h) }) }
  }
  const { ctx } = cell.page
  ctx.clearRect(cell.x, cell.y, w, h)
  ctx.drawImage(painted, cell.x, cell.y)
  cell.page.dirty = true
  return cell
}

/** The face is gone: its cell may take another face of the same size. */
export function releaseCell(cell: Cell): void {
  if (!cell.page) {
    cell.texture.destroy(true)
    return
  }
  const key = `${cell.w}x${cell.h}`
  const list = free.get(key) ?? []
  list.push(cell)
  free.set(key, list)
}

/** Uploads the pages painted since the last frame (called before each render). */
export function flushAtlas(): void {
  for (const page of pages) {
    if (!page.dirty) continue
    page.dirty = false
    page.source.update()
  }
}

/** Drops every page (leaving the battle screen). */
export function clearAtlas(): void {
  for (const list of free.values()) for (const cell of list) cell.texture.destroy(false)
  free.clear()
  for (const page of pages) page.source.destroy()
  pages.length = 0
}
