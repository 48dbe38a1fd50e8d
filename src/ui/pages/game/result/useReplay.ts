// « Rejouer »: starts the plan's game (src/state/replay) and goes to its route, or to the Parties
// page for a private game; a refused start goes to the game in progress (409) or says why.
import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import type { Game } from '../../../../api/games'
import { showToastAtom, useSetAtom } from '../../../../state'
import { replayPlanOf, startReplay, type ReplayPlan } from '../../../../state/replay'
import { useUserId } from '../../../hooks/useUserId'
import { PATHS } from '../../../router/paths'
import { useGameStarter } from '../../games/useGameStarter'

export function useReplay(game: Game): { plan: ReplayPlan; busy: boolean; replay: () => Promise<void> } {
  const navigate = useNavigate()
  const client = useQueryClient()
  const userId = useUserId()
  const toast = useSetAtom(showToastAtom)
  const { go, recover } = useGameStarter()
  const [busy, setBusy] = useState(false)
  const plan = useMemo(() => replayPlanOf(game), [game])

  const replay = useCallback(async () => {
    const started = startReplay(client, userId, plan)
    if (!started) {
      void navigate(PATHS.games)
      return
    }
    setBusy(true)
    const result = await started
    setBusy(false)
    if (result.ok) return go(result.data)
    const message = await recover(result.failure)
    if (message) toast({ text: message, tone: 'error' })
  }, [client, userId, plan, navigate, go, recover, toast])

  return { plan, busy, replay }
}
