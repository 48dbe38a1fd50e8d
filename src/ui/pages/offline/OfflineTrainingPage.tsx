// /offline — 'Entraînement hors ligne': a game against facile, moyen or difficile played wholly in
// the browser (the bot in a Web Worker: src/pwa), with the player's last known decks. The battle
// then opens on /game/training/<local id>, the battle screen reading it from the local game source.
// No XP or credit offline, and the page says so. An unfinished game kept on the device is offered
// first (« Reprendre la partie hors ligne »).
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Difficulty } from '../../../game'
import { useQueryClient } from '@tanstack/react-query'
import { profileAtom, sessionAtom, useAtomValue } from '../../../state'
import { pwaText } from '../../../text/pwa'
import { installLocalGameSource } from '../../../pwa/localApi'
import { createLocal, newLocalGameId } from '../../../pwa/localGameClient'
import { keptLocalGame } from '../../../pwa/localGameStore'
import type { OfflineGame } from '../../../pwa/localGameView'
import { readOfflineDecks } from '../../../pwa/offlineDecks'
import { Notice } from '../../components/Notice'
import { PageHeader } from '../../components/PageHeader'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { DifficultyChoice } from './DifficultyChoice'
import { DeckChoice } from './DeckChoice'
import './offline.css'

export default function OfflineTrainingPage() {
  useDocumentTitle(pwaText.trainingTitle)
  const navigate = useNavigate()
  const client = useQueryClient()
  const session = useAtomValue(sessionAtom)
  const profile = useAtomValue(profileAtom)
  const decks = session ? readOfflineDecks(session.id) : []
  const [difficulty, setDifficulty] = useState<Difficulty>('facile')
  const [deckId, setDeckId] = useState<number | null>(decks[0]?.id ?? null)
  const [state, setState] = useState<'idle' | 'starting' | 'error'>('idle')
  const deck = decks.find((d) => d.id === deckId) ?? decks[0]
  const [kept, setKept] = useState<OfflineGame | null>(null)
  const userId = session?.id
  useEffect(() => {
    if (userId == null) return
    let live = true
    void keptLocalGame(userId).then((game) => live && setKept(game))
    return () => {
      live = false
    }
  }, [userId])

  const start = async () => {
    if (!session || !deck) return
    setState('starting')
    installLocalGameSource(client)
    const id = newLocalGameId()
    const player = { id: session.id, pseudo: profile?.pseudo ?? 'Vous', level: profile?.level ?? 1, rating: profile?.rating ?? 0 }
    const answer = await createLocal({ id, difficulty, player, deck, seed: (Math.random() * 2 ** 32) >>> 0 })
    if (!answer.ok) return setState('error')
    void navigate(`/game/training/${id}`, { state: { gameId: id } })
  }

  return (
    <div className="page page-narrow offline-training">
      <PageHeader title={pwaText.trainingTitle} intro={pwaText.trainingIntro} />
      {!session && <Notice tone="info">{pwaText.noSession}</Notice>}
      {kept && (
        <section className="panel" aria-label={pwaText.resumeTitle}>
          <p>{pwaText.resumeHint(pwaText.difficulties[kept.difficulty])}</p>
          <Link to={`/game/training/${kept.id}`} state={{ gameId: kept.id }} className="button button-primary">
            {pwaText.resume}
          </Link>
        </section>
      )}
      {session && decks.length === 0 && <Notice tone="info">{pwaText.noDecks}</Notice>}
      {session && deck && (
        <section className="panel" aria-label={pwaText.trainingTitle}>
          <DifficultyChoice value={difficulty} onChange={setDifficulty} />
          <DeckChoice decks={decks} value={deck.id} onChange={setDeckId} />
          <p className="muted">{pwaText.botDeckHint}</p>
          {state === 'error' && <Notice tone="error">{pwaText.startFailed}</Notice>}
          <button type="button" className={kept ? 'button button-secondary' : 'button button-primary'} disabled={state === 'starting'} onClick={() => void start()}>
            {state === 'starting' ? pwaText.starting : pwaText.start}
          </button>
        </section>
      )}
    </div>
  )
}
