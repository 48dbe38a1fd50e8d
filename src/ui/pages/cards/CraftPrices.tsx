// The price table of crafting and recycling (rarity → craft price, recycle value; read from
// src/game/economy.ts), in a dialog opened from the Cartes page and the Boosters page.
import { Dialog } from 'radix-ui'
import { CRAFT_PRICE, RECYCLE_VALUE } from '../../../game/economy'
import { RARITIES } from '../../../game/rarity'
import { MAX_UPGRADE_LEVEL } from '../../../game/upgrade'
import { crafting as text, formatPoints, rarityNames } from '../../../text'
import { Icon } from '../../components/Icon'

function CraftPriceTable() {
  return (
    <table className="odds-table craft-prices">
      <caption>{text.pricesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{text.pricesRarity}</th>
          <th scope="col">{text.pricesCraft}</th>
          <th scope="col">{text.pricesRecycle}</th>
        </tr>
      </thead>
      <tbody>
        {RARITIES.map((r) => (
          <tr key={r} data-rarity={r}>
            <th scope="row">
              <span className="rarity-dot" aria-hidden="true" /> <span className="rarity">{rarityNames[r]}</span>
            </th>
            <td>{formatPoints(CRAFT_PRICE[r])}</td>
            <td>+{formatPoints(RECYCLE_VALUE[r])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** « Prix de fabrication »: a button that opens the table. */
export function CraftPricesButton({ className = 'button button-small button-secondary' }: { className?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={className}>
        <Icon name="wallet" /> {text.pricesOpen}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="modal craft-prices-dialog">
          <div className="modal-head">
            <Dialog.Title className="modal-title">{text.pricesTitle}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={text.pricesClose}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="modal-text">{text.pricesIntro(MAX_UPGRADE_LEVEL)}</Dialog.Description>
          <CraftPriceTable />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
