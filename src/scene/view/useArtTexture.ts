// The rasterised art of a URL from the shared cache (loaded once); re-renders the caller only when
// that art arrives. While it is still loading, the caller's face counts as drawn blank (artCache's
// watchBlankFaces: the battle's art is meant to be ready before the board shows).
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react'
import { artImage, artPending, holdBlankFace, subscribeArt } from './artCache'

export function useArtImage(url: string | null): HTMLCanvasElement | null {
  const read = useCallback(() => (url ? artImage(url) : null), [url])
  const image = useSyncExternalStore(subscribeArt, read, read)
  const blank = !!url && !image && artPending(url)
  useLayoutEffect(() => (blank ? holdBlankFace() : undefined), [blank])
  return image
}
