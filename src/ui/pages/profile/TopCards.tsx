// The cards the player placed most often, with their art and rarity frame, most played first.
import type { PlayedCard } from '../../../api/stats'
import { profileStats as text, statsTextFor, type StatsView } from '../../../text/profileStats'
import { CachedImage } from '../../images/CachedImage'
import { CARD_BACK } from '../../components/cards/items'

export function TopCards({ cards, view = 'own' }: { cards: PlayedCard[]; view?: StatsView }) {
  return (
    <section className="panel profile-top-cards" aria-labelledby="profile-cards-title">
      <h2 id="profile-cards-title">{text.cardsTitle}</h2>
      {cards.length === 0 ? (
        <p className="muted profile-empty">{statsTextFor(view).cardsEmpty}</p>
      ) : (
        <ol className="top-cards">
          {cards.map((c) => (
            <li key={c.cardId} className="top-card" data-rarity={c.rarete} aria-label={text.cardLabel(c.nom, c.plays)}>
              <CachedImage src={c.imageDeBase} fallback={CARD_BACK} alt="" className="top-card-art" loading="lazy" draggable={false} />
              <span className="top-card-name" aria-hidden="true">{c.nom}</span>
              <span className="top-card-plays" aria-hidden="true">{text.cardPlays(c.plays)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
