// The battle's card zoom: its state (src/scene/model/zoom.ts) in one atom, written by the scene's
// input (long-press, hover, right-click) and read by the chrome's CardZoom overlay.
import { atom } from 'jotai'
import { ZOOM_CLOSED, reduceZoom } from '../scene/model'
import type { ZoomEvent, ZoomState } from '../scene/model'

export const zoomAtom = atom<ZoomState>(ZOOM_CLOSED)

/** Feeds one pointer fact to the zoom's reducer. */
export const zoomEventAtom = atom(null, (get, set, event: ZoomEvent) => {
  const next = reduceZoom(get(zoomAtom), event)
  if (next !== get(zoomAtom)) set(zoomAtom, next)
})
