// A boss's power against the player's: the strongest deck the player can choose (deckPower of its
// instances), and whether a boss is much stronger than it (the Solo page then says so, plainly).
import type { Deck } from '../../../api/decks'
import { powerGap } from '../../../game/matchmaking'
import { powerOfDeck } from '../../components/decks/deckAdvice'

/** A boss this much stronger (as a share of its power) than the player's best deck gets the hint. */
const MUCH_STRONGER_GAP = 0.2

/** The power of the player's strongest playable deck; null without one (or before the decks are read). */
export function bestDeckPower(decks: readonly Deck[] | undefined): number | null {
  const powers = (decks ?? []).filter((d) => d.playable).map(powerOfDeck)
  return powers.length > 0 ? Math.max(...powers) : null
}

/** The boss outclasses the player's best deck by more than MUCH_STRONGER_GAP. */
export const bossMuchStronger = (bossPower: number, best: number | null): boolean =>
  best !== null && bossPower > best && powerGap(bossPower, best) > MUCH_STRONGER_GAP
