// The deck choice (spec §4): shown while the player has no deck in the game, with what a game deals
// from a deck. Decks under the rule show 'Pas assez de cartes' and are disabled; each deck shows its
// power, and the warnings of a deck a game would leave short (advice: it can still be chosen) in
// its button's description; with none: "You don't have any decks.". Choosing sends the deck and
// reloads the game, and starts loading the deck's art (the board shows once its cards' art is ready:
// the battle keeps this dialog up meanwhile). On phones it also offers full screen, before the first turn.
import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import type { Deck } from '../../../api/games'
import { isDeckPlayable } from '../../../game'
import { artOfItems } from '../../../scene/model'
import { preloadArt } from '../../../scene/view/useArtReady'
import { GAME_CARDS, GAME_SPELLS } from '../../../game/rules'
import { playerDecksQuery, sessionAtom, useAtomValue, useSetAtom } from '../../../state'
import { chooseDeckAtom } from '../../../state/gameIntents'
import { deckAdvice } from '../../../text'
import { gameText } from '../../../text/game'
import { deckWarnings, powerOfDeck } from '../../components/decks/deckAdvice'
import { Icon } from '../../components/Icon'
import { Spinner } from '../../components/Spinner'
import { GameDialog } from './GameDialog'

export function DeckChoiceDialog({ open, onQuit, fullScreenOffer }: { open: boolean; onQuit: () => void; fullScreenOffer?: ReactNode }) {
  const session = useAtomValue(sessionAtom)
  const choose = useSetAtom(chooseDeckAtom)
  const [busy, setBusy] = useState<number | null>(null)
  const userId = session?.id ?? 0
  const decks = useQuery({ ...playerDecksQuery(userId), enabled: open && !!session })

  const pick = async (deck: Deck) => {
    setBusy(deck.id)
    // its cards are dealt next: their art loads while the server answers (the board waits for it)
    preloadArt(artOfItems(deck))
    // chosen, the dialog stays busy until the board shows; refused, it can be chosen again
    if (!(await choose(deck.id))) setBusy(null)
  }

  return (
    <GameDialog
      open={open}
      dismissible={false}
      title={gameText.deckTitle}
      description={gameText.deckDescription(GAME_CARDS, GAME_SPELLS)}
      className="deck-modal"
      actions={
        <button type="button" className="button button-secondary" onClick={onQuit}>
          {gameText.quit}
        </button>
      }
    >
      {fullScreenOffer}
      {decks.isPending && <Spinner label={gameText.decksLoading} />}
      {decks.isError && <p className="deck-empty">{gameText.decksError}</p>}
      {decks.isSuccess && decks.data.length === 0 && (
        <div className="deck-empty">
          <p>{gameText.noDecks}</p>
          <p className="muted">{gameText.noDecksHelp}</p>
          <Link to="/inventory" className="button button-primary">
            {gameText.goToDecks}
          </Link>
        </div>
      )}
      {decks.isSuccess && decks.data.length > 0 && (
        <ul className="deck-list">
          {decks.data.map((deck) => {
            const playable = deck.playable && isDeckPlayable(deck.cartes.length, deck.spells.length)
            const warnings = playable ? deckWarnings(deck.cartes.length, deck.spells.length) : []
            const warningsId = `deck-choice-${deck.id}-warnings`
            return (
              <li key={deck.id}>
                <button
                  type="button"
                  className="deck-option"
                  disabled={!playable || busy !== null}
                  onClick={() => void pick(deck)}
                  aria-describedby={warnings.length > 0 ? warningsId : undefined}
                >
                  <span className="deck-option-icon" aria-hidden>
                    <Icon name="decks" />
                  </span>
                  <span className="deck-option-text">
                    <span className="deck-option-name">
                      {playable && <span className="visually-hidden">{gameText.chooseDeck} </span>}
                      {deck.name}
                    </span>
                    <span className="deck-option-counts">
                      {gameText.deckCounts(deck.cartes.length, deck.spells.length)} · {deckAdvice.power(powerOfDeck(deck))}
                    </span>
                    {/* read as the button's description, not in its name */}
                    {warnings.length > 0 && (
                      <span className="deck-option-warning" id={warningsId} aria-hidden>
                        {warnings.join(' ')}
                      </span>
                    )}
                  </span>
                  {!playable && <span className="deck-badge">{gameText.notEnoughCards}</span>}
                  {busy === deck.id && <span className="deck-busy" aria-hidden />}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </GameDialog>
  )
}
