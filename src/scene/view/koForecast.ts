// The picked item's KO forecast (model koForecast) as derived atoms, read by the canvases' badges
// and the DOM mirror's labels: recomputed when the game or the coarse selection changes (a pick, a
// drop), never on a pointer move. No Pixi here: the chrome imports it without the canvas chunk.
import { NO_FORECAST, koForecast, pickedItem } from '../model'
import type { KoForecast, SelectionState } from '../model'
import { atom } from '../../state'
import type { Atom } from '../../state'
import { boardSelectionAtom, coarseSelectionAtom, gameAtom } from '../../state/game'
import { contextOf } from './selectionContext'

const forecastOf = (selection: Atom<SelectionState>) =>
  atom((get): KoForecast => {
    const game = get(gameAtom)
    const picked = pickedItem(get(selection))
    return game && picked ? koForecast(contextOf(game), picked) : NO_FORECAST
  })

/** For whatever is picked, pressed or dragged: the mirror's labels and the drag canvas's badges. */
export const koForecastAtom = forecastOf(coarseSelectionAtom)
/** For what the board's canvas shows picked (boardSelectionAtom). */
export const boardForecastAtom = forecastOf(boardSelectionAtom)
