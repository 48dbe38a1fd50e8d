// The picked item's KO forecast (model koForecast) as one derived atom, read by the canvas's badges
// and the DOM mirror's labels: recomputed when the game or the coarse selection changes (a pick, a
// drop), never on a pointer move. No Pixi here: the chrome imports it without the canvas chunk.
import { NO_FORECAST, koForecast, pickedItem } from '../model'
import type { KoForecast } from '../model'
import { atom } from '../../state'
import { coarseSelectionAtom, gameAtom } from '../../state/game'
import { contextOf } from './selectionContext'

export const koForecastAtom = atom((get): KoForecast => {
  const game = get(gameAtom)
  const picked = pickedItem(get(coarseSelectionAtom))
  return game && picked ? koForecast(contextOf(game), picked) : NO_FORECAST
})
