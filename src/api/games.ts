// The battle's calls, per mode, in one place: read a game, choose a deck, place (or the timeout's
// empty move), leave and ranked re-pairing. Each returns the one ApiResult
// (a refused move's failure carries the fresh game in `failure.data.game`).
import { api, type Schemas } from './client'
import { request, type ApiResult } from './result'
import { revalidated } from './revalidate'

export type Game = Schemas['Game']
export type GameMode = Schemas['GameType']
export type Deck = Schemas['Deck']
type PlateResponse = Schemas['PlateResponse']

/** A placement, or the empty move when cardId, spellId and index are all absent. */
interface PlateMove {
  cardId?: number | null
  spellId?: number | null
  index?: number | null
  version?: number
}

/** The game as the caller sees it (any mode); revalidated by ETag while no turn clock runs. */
export const fetchGame = (id: number): Promise<ApiResult<Game>> =>
  revalidated(`/api/games/${id}`, (headers) => api.GET('/api/games/{id}', { params: { path: { id } }, headers }))

/** Chooses the deck the player fights with; answers the game with the hand drawn. */
export function chooseDeck(mode: GameMode, id: number, userId: number, deckId: number): Promise<ApiResult<Game>> {
  const body = { userId, deckId }
  const params = { path: { id } }
  switch (mode) {
    case 'private':
      return request(() => api.POST('/api/games/private/decks/{id}', { params, body }))
    case 'unranked':
      return request(() => api.POST('/api/games/unranked/decks/{id}', { params, body }))
    case 'ranked':
      return request(() => api.POST('/api/games/ranked/decks/{id}', { params, body }))
    case 'training':
      return request(() => api.POST('/api/games/training/decks/{id}', { params, body }))
    case 'solo':
      return request(() => api.POST('/api/solo-combat-game/update-deck/{id}', { params, body }))
  }
}

/** Places a card or a spell, or sends the empty move; answers {plateau, plateauspell, game}. */
export function placeMove(mode: GameMode, id: number, userId: number, move: PlateMove): Promise<ApiResult<PlateResponse>> {
  const body = { userId, ...move }
  const params = { path: { id } }
  switch (mode) {
    case 'private':
      return request(() => api.POST('/api/games/private/plate/{id}', { params, body }))
    case 'unranked':
      return request(() => api.POST('/api/games/unranked/plate/{id}', { params, body }))
    case 'ranked':
      return request(() => api.POST('/api/games/ranked/plate/{id}', { params, body }))
    case 'training':
      return request(() => api.POST('/api/games/training/plate/{id}', { params, body }))
    case 'solo':
      return request(() => api.PUT('/api/solo-combat-game/update-plate/{id}', { params, body }))
  }
}

/** Leaves the game: a game in progress is lost, a waiting one cancelled, a finished one closed. */
export function endGame(game: Pick<Game, 'id' | 'type' | 'stageId'>, userId: number): Promise<ApiResult<Game>> {
  const body = { userId }
  const params = { path: { gameId: game.id } }
  switch (game.type) {
    case 'private':
      return request(() => api.POST('/api/games/private/end/{gameId}', { params, body }))
    case 'unranked':
      return request(() => api.POST('/api/games/unranked/end/{gameId}', { params, body }))
    case 'ranked':
      return request(() => api.POST('/api/games/ranked/end/{gameId}', { params, body }))
    case 'training':
      return request(() => api.POST('/api/games/training/end/{id}', { params: { path: { id: game.id } }, body }))
    case 'solo':
      return request(() =>
        api.POST('/api/solo-combat-game/end/{userId}/{stageId}', { params: { path: { userId, stageId: game.stageId ?? 1 } } }),
      )
  }
}

/** The viewer's board is drawn: their first turn's clock runs from now (the server bounds it). */
export const gameReady = (id: number, userId: number): Promise<ApiResult<Game>> =>
  request(() => api.POST('/api/games/{id}/ready', { params: { path: { id } }, body: { userId } }))

/** A waiting ranked player re-posts to be paired (the answer may be another game). */
export const repostRanked = (userId: number): Promise<ApiResult<Game>> => request(() => api.POST('/api/games/ranked', { body: { userId } }))

/** The open private games the caller is invited to (what the stream's `invitation` said, after a reload). */
export const readInvitations = () => request(() => api.GET('/api/games/invitations'))
