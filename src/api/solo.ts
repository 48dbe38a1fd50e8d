// The Solo calls (spec §5): the stages with their state, the solo game in progress, whether a
// locked stage can be opened (the server's reason), and starting a stage.
import { api, type Schemas } from './client'
import { request } from './result'

export type SoloStage = Schemas['SoloStage']

export const listStages = (userId: number) => request(() => api.GET('/api/solo-combat-game/stages/{userId}', { params: { path: { userId } } }))
export const readActiveSolo = (userId: number) => request(() => api.GET('/api/solo-combat-game/active/{userId}', { params: { path: { userId } } }))
export const canAccessStage = (userId: number, stageId: number) =>
  request(() => api.GET('/api/solo-combat-game/can-access/{userId}/{stageId}', { params: { path: { userId, stageId } } }))
export const createSoloGame = (userId: number, stageId: number) =>
  request(() => api.POST('/api/solo-combat-game/create/{userId}/{stageId}', { params: { path: { userId, stageId } } }))
