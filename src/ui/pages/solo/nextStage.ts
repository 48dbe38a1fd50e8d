// The stage a player should fight next: the first open one not yet won (null once all are won or
// none is open). Home's « Jouer » and the Solo page's highlight share it.
import type { SoloStage } from '../../../api/solo'

const byNumber = (stages: readonly SoloStage[]): SoloStage[] => [...stages].sort((a, b) => a.number - b.number)

export const nextStageOf = (stages: readonly SoloStage[]): SoloStage | null => byNumber(stages).find((s) => s.status === 'open') ?? null
