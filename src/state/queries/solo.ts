// The Solo page in the query cache: the stages, the solo game in progress and a locked stage's
// reason; starting a stage makes the game in progress stale (the page then goes to the game).
import type { QueryClient } from '@tanstack/query-core'
import { orThrow } from '../../api/result'
import { canAccessStage, createSoloGame, listStages, readActiveSolo } from '../../api/solo'
import { change } from './change'
import { lobbyKeys } from './lobby'

const soloKeys = {
  stages: (userId: number) => ['solo', 'stages', userId] as const,
  active: (userId: number) => ['solo', 'active', userId] as const,
  access: (userId: number, stageId: number) => ['solo', 'access', userId, stageId] as const,
}

export const soloStagesQuery = (userId: number) => ({ queryKey: soloKeys.stages(userId), queryFn: async () => orThrow(await listStages(userId)) })
export const soloActiveQuery = (userId: number) => ({ queryKey: soloKeys.active(userId), queryFn: async () => orThrow(await readActiveSolo(userId)) })
export const stageAccessQuery = (userId: number, stageId: number) => ({
  queryKey: soloKeys.access(userId, stageId),
  queryFn: async () => orThrow(await canAccessStage(userId, stageId)),
})

export const startSoloStage = (client: QueryClient, userId: number, stageId: number) =>
  change(client, () => createSoloGame(userId, stageId), [soloKeys.active(userId), soloKeys.stages(userId), lobbyKeys.check(userId)])
