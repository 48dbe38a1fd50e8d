import { describe, expect, it } from 'vitest'
import { HOVER_DELAY_MS, LONG_PRESS_MS, ZOOM_CLOSED, reduceZoom, zoomDetails, zoomedTarget } from '../../src/scene/model'
import type { ZoomState, ZoomTarget } from '../../src/scene/model'
import { cardZoomText } from '../../src/text/cardZoom'
import { card, game, withCard } from './fixtures'

const hand101: ZoomTarget = { where: 'hand', item: { kind: 'card', instanceId: 101 } }
const slot7: ZoomTarget = { where: 'board', index: 7 }
const p = { x: 100, y: 700 }

describe('zoom state', () => {
  it('opens after a long-press held still, not before', () => {
    let s: ZoomState = reduceZoom(ZOOM_CLOSED, { type: 'press', target: hand101, point: p, now: 1000 })
    expect(s.kind).toBe('pending')
    s = reduceZoom(s, { type: 'move', point: { x: 104, y: 703 } })
    s = reduceZoom(s, { type: 'tick', now: 1000 + LONG_PRESS_MS - 1 })
    expect(zoomedTarget(s)).toBeNull()
    s = reduceZoom(s, { type: 'tick', now: 1000 + LONG_PRESS_MS })
    expect(zoomedTarget(s)).toEqual(hand101)
    // Lifting the finger keeps it open; Escape or a tap outside closes it.
    s = reduceZoom(s, { type: 'release' })
    expect(s.kind).toBe('open')
    expect(reduceZoom(s, { type: 'close' })).toBe(ZOOM_CLOSED)
  })

  it('a press that moves (a drag, a scroll) or lifts early never opens', () => {
    const pressed = reduceZoom(ZOOM_CLOSED, { type: 'press', target: hand101, point: p, now: 0 })
    const moved = reduceZoom(pressed, { type: 'move', point: { x: 100, y: 640 } })
    expect(reduceZoom(moved, { type: 'tick', now: 10_000 }).kind).toBe('closed')
    const lifted = reduceZoom(pressed, { type: 'release' })
    expect(reduceZoom(lifted, { type: 'tick', now: 10_000 }).kind).toBe('closed')
  })

  it('a resting mouse opens a tooltip after the delay; leaving the card closes it', () => {
    let s = reduceZoom(ZOOM_CLOSED, { type: 'hover', target: slot7, point: p, now: 0 })
    // Moving over the same card does not restart the delay.
    s = reduceZoom(s, { type: 'hover', target: slot7, point: { x: 120, y: 700 }, now: 300 })
    s = reduceZoom(s, { type: 'tick', now: HOVER_DELAY_MS })
    expect(s).toEqual({ kind: 'open', target: slot7, source: 'hover' })
    s = reduceZoom(s, { type: 'hover', target: hand101, point: p, now: 700 })
    expect(s.kind).toBe('pending')
    expect(reduceZoom(s, { type: 'hover', target: null, point: p, now: 800 })).toBe(ZOOM_CLOSED)
  })

  it('a right-click opens at once, and hovering elsewhere does not close it', () => {
    const s = reduceZoom(ZOOM_CLOSED, { type: 'menu', target: slot7 })
    expect(zoomedTarget(s)).toEqual(slot7)
    expect(reduceZoom(s, { type: 'hover', target: null, point: p, now: 1 })).toBe(s)
  })
})

describe('zoom details', () => {
  it('shows a hand card with its values, bonuses, total, rarity and skin', () => {
    const g = game({ hand: { cartes: [card(101, [3, 4, 5, 6], [1, 0, 0, -1], { imageSkin: '/skins/x.png' })], spells: [] } })
    const d = zoomDetails(g, hand101)!
    expect(d.name).toBe('Carte 101')
    expect(d.rarity).toBe('commune')
    expect(d.skinned).toBe(true)
    expect(d.art).toBe('/skins/x.png')
    expect(d.values.top).toEqual({ base: 3, bonus: 1, total: 4 })
    expect(d.values.bottom).toEqual({ base: 6, bonus: -1, total: 5 })
    expect(d.total).toBe(18)
    expect(cardZoomText.stronger(d)).toContain('inférieur à 18')
  })

  it('explains the stronger flag of a board card by the enemy cards it beats', () => {
    // Viewer (1) at 7 with power 20, enemies at 6 (power 8) and 8 (power 40).
    let g = withCard(game(), 7, card(301, [5, 5, 5, 5]), 1)
    g = withCard(g, 6, card(302, [2, 2, 2, 2]), 2)
    g = withCard(g, 8, card(303, [9, 9, 9, 9], [1, 1, 1, 1]), 2)
    const d = zoomDetails(g, slot7)!
    expect(d.stronger).toBe(true)
    expect(d.beats).toEqual([{ index: 6, total: 8 }])
    expect(cardZoomText.stronger(d)).toBe('« Plus forte » : son total (20) dépasse celui de la carte ennemie voisine (8 en case 6).')
    const enemy = zoomDetails(g, { where: 'board', index: 8 })!
    expect(enemy.owner).toBe('enemy')
    expect(enemy.stronger).toBe(false)
    expect(enemy.beats).toEqual([{ index: 7, total: 20 }])
    const weak = zoomDetails(g, { where: 'board', index: 6 })!
    expect(cardZoomText.stronger(weak)).toContain('Pas « plus forte »')
  })

  it('is null for an empty slot or an item no longer in hand', () => {
    expect(zoomDetails(game(), slot7)).toBeNull()
    expect(zoomDetails(game(), { where: 'hand', item: { kind: 'card', instanceId: 999 } })).toBeNull()
  })
})
