// The published odds of a booster: per slot (`odds`) and per booster, guarantee included (`rates`),
// as a short line ('Commune 70 % · Rare 22 % · …') or a small table.
import { RARITIES } from '../../../game/rarity'
import { boostersPage as text, formatPercent, rarityNames } from '../../../text'
import type { Pack } from './useBoosters'

export function OddsLine({ pack }: { pack: Pack }) {
  return (
    <p className="odds-line" aria-label={text.oddsCaption(pack.nom)}>
      {RARITIES.map((r, i) => (
        <span key={r} className="odds-chip" data-rarity={r}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <span className="rarity">{rarityNames[r]}</span> {formatPercent(pack.odds[r])}
        </span>
      ))}
    </p>
  )
}

export function OddsTable({ pack }: { pack: Pack }) {
  return (
    <table className="odds-table">
      <caption>{text.oddsCaption(pack.nom)}</caption>
      <thead>
        <tr>
          <th scope="col">{text.oddsRarity}</th>
          <th scope="col">{text.oddsSlot}</th>
          <th scope="col">{text.oddsRates}</th>
        </tr>
      </thead>
      <tbody>
        {RARITIES.map((r) => (
          <tr key={r} data-rarity={r}>
            <th scope="row">
              <span className="rarity-dot" aria-hidden="true" /> <span className="rarity">{rarityNames[r]}</span>
            </th>
            <td>{formatPercent(pack.odds[r])}</td>
            <td>{formatPercent(pack.rates[r])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
