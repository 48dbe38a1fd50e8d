// The profile's statistics (GET /api/users/{userId}/stats): the ranked rating after each ranked game,
// wins and losses per mode, the most played cards.
import { api, type Schemas } from './client'
import { request } from './result'

export type RatingPoint = Schemas['RatingPoint']
export type ModeRecord = Schemas['ModeRecord']
export type PlayedCard = Schemas['PlayedCard']

export const readUserStats = (userId: number) => request(() => api.GET('/api/users/{userId}/stats', { params: { path: { userId } } }))
