// « Rejoindre » on a private-game invitation: joins with its code at once (the code form's call,
// POST /api/games/private/join) and goes to the game; a refusal is an error toast naming the friend.
import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { dismissInvitationAtom, gameStartedHereAtom, joinPrivateGame, showToastAtom, useSetAtom, type Invitation } from '../../../state'
import { lobby } from '../../../text'
import { useUserId } from '../../hooks/useUserId'
import { useGameStarter } from './useGameStarter'

export function useJoinInvitation() {
  const client = useQueryClient()
  const userId = useUserId()
  const toast = useSetAtom(showToastAtom)
  const dismiss = useSetAtom(dismissInvitationAtom)
  const startedHere = useSetAtom(gameStartedHereAtom)
  const { go, recover } = useGameStarter()
  const [joining, setJoining] = useState(false)

  /** Answers whether the invitation is settled: joined, or refused by the server (not when no answer came). */
  const join = useCallback(
    async (invitation: Invitation): Promise<boolean> => {
      setJoining(true)
      startedHere(userId) // a late resume-on-load answer is this game: it must not take the player elsewhere
      const result = await joinPrivateGame(client, userId, invitation.gameCode)
      setJoining(false)
      const settled = result.ok || result.failure.status !== 0
      if (settled) dismiss(invitation.gameId)
      if (result.ok) go(result.data)
      else {
        const reason = await recover(result.failure)
        if (reason) toast({ text: lobby.private.invitationFailed(invitation.from, reason), tone: 'error' })
      }
      return settled
    },
    [client, userId, toast, dismiss, startedHere, go, recover],
  )

  return { join, joining }
}
