// The KO forecast of a picked item: for each free slot where the viewer may lay it, how many cards
// laying it there would knock out, by src/game's own rules (previewKos: the server's placement and
// fightsAt, with the game's rules version and the spells' rarities, so rules 3's powers count).
import { previewKos } from '../../game'
import type { HandItemRef } from './snapshot'
import type { SelectionContext } from './selection'
import { placeTargets } from './selection'

/** Slot → number of cards laying the item there knocks out; only slots with at least one KO. */
export type KoForecast = ReadonlyMap<number, number>

export const NO_FORECAST: KoForecast = new Map()

/** The forecast of item for the viewer's own placement (empty out of turn, or when nothing falls). */
export function koForecast(ctx: SelectionContext, item: HandItemRef): KoForecast {
  const you = ctx.you
  if (you == null) return NO_FORECAST
  const forecast = new Map<number, number>()
  for (const index of placeTargets(ctx, item)) {
    const ko = previewKos(ctx.match, you, { kind: item.kind, instanceId: item.instanceId, index }).length
    if (ko > 0) forecast.set(index, ko)
  }
  return forecast
}
