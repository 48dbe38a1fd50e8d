// The skin shop's shared state: the modal (opened by the wallet) and a payment in progress (the
// modal cannot be closed meanwhile). The skin lists live in the query cache.
import { atom } from '../../state/store'

/** Whether the skin shop modal is open. */
export const skinShopOpenAtom = atom(false)

/** A payment is being made (the shop keeps its modal open until it ends). */
export const skinPurchaseBusyAtom = atom(false)
