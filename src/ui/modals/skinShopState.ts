// The skin shop's shared state: the modal (opened by the wallet), a payment in progress (the modal
// cannot be closed meanwhile), and a counter bumped after each purchase so every open shop reloads.
import { atom } from '../../state/store'

/** Whether the skin shop modal is open. */
export const skinShopOpenAtom = atom(false)

/** A payment is being made (the shop keeps its modal open until it ends). */
export const skinPurchaseBusyAtom = atom(false)

/** Bumped after each purchase: the skin lists (modal and Magasin page) reload. */
export const skinsVersionAtom = atom(0)
