// The deck a quick match is played with: the player's decks (the playable ones may be chosen), the
// one last chosen on this device when it is still playable, else the first playable one.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Deck } from '../../../api/decks'
import { isDeckPlayable } from '../../../game'
import { playerDecksQuery, readQuickDeck, rememberQuickDeck } from '../../../state'

export type QuickDeck = ReturnType<typeof useQuickDeck>

export const isPlayable = (deck: Deck): boolean => deck.playable && isDeckPlayable(deck.cartes.length, deck.spells.length)

export function useQuickDeck(userId: number) {
  const decks = useQuery(playerDecksQuery(userId))
  /** The player's own choice on this page (null: none yet, the remembered or first playable deck applies). */
  const [picked, setPicked] = useState<number | null>(null)
  const playable = (decks.data ?? []).filter(isPlayable)
  const wanted = picked ?? readQuickDeck(userId)
  const deck = playable.find((d) => d.id === wanted) ?? playable[0] ?? null

  const choose = (deckId: number) => {
    setPicked(deckId)
    rememberQuickDeck(userId, deckId)
  }

  return {
    decks,
    deck,
    choose,
    /** No deck can be played: a game cannot start (the decks could be read). */
    noneToPlay: decks.isSuccess && playable.length === 0,
    /** The decks are still being read: the start waits for the choice. */
    loading: decks.isPending,
  }
}
