// The rasterised art of a URL from the shared cache (loaded once); re-renders the caller only when
// that art arrives.
import { useCallback, useSyncExternalStore } from 'react'
import { artImage, subscribeTextures } from './textures'

export function useArtImage(url: string | null): HTMLCanvasElement | null {
  const read = useCallback(() => (url ? artImage(url) : null), [url])
  return useSyncExternalStore(subscribeTextures, read, read)
}
