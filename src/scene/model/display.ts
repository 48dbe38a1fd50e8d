// The display state of a card or spell face: loading, not available, invalid data, or ready.
// A display needs the catalogue item's rarete, base image and name (spec §5).
import { sceneTexts } from './texts'
import type { ItemKind } from './snapshot'

export type DisplayState = 'loading' | 'unavailable' | 'invalid' | 'ready'

const filled = (v: unknown): boolean => typeof v === 'string' && v.trim() !== ''

/**
 * undefined: still fetching → 'loading'; null: the fetch gave nothing → 'unavailable';
 * a card or spell instance without its catalogue item's rarete, imageDeBase or nom → 'invalid'.
 * The kind is read from the data ('card' or 'spell' key) or given.
 */
export function cardDisplayState(data: unknown, kind?: ItemKind): DisplayState {
  if (data === undefined) return 'loading'
  if (data === null) return 'unavailable'
  if (typeof data !== 'object') return 'invalid'
  const record = data as Record<string, unknown>
  const key = kind ?? ('spell' in record && !('card' in record) ? 'spell' : 'card')
  const item = record[key]
  if (!item || typeof item !== 'object') return 'invalid'
  const { rarete, imageDeBase, nom } = item as Record<string, unknown>
  return filled(rarete) && filled(imageDeBase) && filled(nom) ? 'ready' : 'invalid'
}

/** The text shown instead of the face, or null when ready. */
export function displayMessage(state: DisplayState, kind: ItemKind): string | null {
  switch (state) {
    case 'loading':
      return sceneTexts.cardLoading
    case 'unavailable':
      return sceneTexts.cardUnavailable
    case 'invalid':
      return kind === 'spell' ? sceneTexts.invalidSpell : sceneTexts.invalidCard
    case 'ready':
      return null
  }
}
