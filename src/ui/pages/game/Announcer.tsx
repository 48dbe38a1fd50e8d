// The battle's one polite live region: the opponent's move and its KOs, the start of the player's
// turn, the result (AnnouncerMessages), and the countdown at 10 s and 5 s only — the banner's
// seconds are not read out.
import { useEffect, useRef, useState } from 'react'
import { isYourTurn } from '../../../scene/model'
import { useAtomValue } from '../../../state'
import { gameAtom } from '../../../state/game'
import { useBattleChangeBatches } from '../../../scene/view/useBattleChanges'
import { countdownAnnouncement, snapshotAnnouncements } from './AnnouncerMessages'

export function Announcer({ seconds }: { seconds: number }) {
  const game = useAtomValue(gameAtom)
  const [message, setMessage] = useState('')
  const previousSeconds = useRef(seconds)

  // versions that arrive together are said together (one message would replace the other)
  useBattleChangeBatches((changes) => {
    const sentences = changes.flatMap(({ prev, next, diff, turnStarted }) => snapshotAnnouncements(prev, next, diff, turnStarted))
    if (sentences.length > 0) setMessage(sentences.join(' '))
  })

  useEffect(() => {
    const before = previousSeconds.current
    previousSeconds.current = seconds
    const sentence = countdownAnnouncement(before, seconds, !!game && isYourTurn(game))
    if (sentence) setMessage(sentence)
  }, [seconds, game])

  return (
    <div className="game-sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {message}
    </div>
  )
}
