// Creating the payment of a skin at its own price — one pending payment per player and skin. The
// pending intent is handed back while the gateway still lets the player pay it; one that succeeded
// unused is settled (granted, or refunded); a canceled or repriced one is closed and a new one made.
// Racing creations converge: they share the idempotency key of the next attempt, and the unique
// index payments_one_open keeps a single pending payment (a loser reuses the winner's).
import type { Db } from '../db/client'
import { countSettledPayments, insertPayment, isOpen, openPayment, paymentByIntent, closePayment, scheduleCheck, type PaymentRow } from '../db/repositories/payments'
import { euros, findSkin, findUserSkin, type SkinRow } from '../db/repositories/skins'
import type { UserRow } from '../db/repositories/users'
import { PAYABLE_STATUSES, type GatewayIntent, type PaymentGateway } from '../payments/gateway'
import type { Schemas } from '../contract-types'
import { badRequest, conflict, notFound } from '../errors'
import { settleSucceeded } from './payment-settlement'
import { RECONCILE_GRACE_MS } from './payment-reconciliation'
import { SKINS, PAYMENTS } from '../messages'


type IntentAnswer = Schemas['PaymentIntent']

/** "1.99", "1,99" or "2" euros → cents. */
export const centsOf = (amount: string): number => Math.round(Number(amount.replace(',', '.')) * 100)

export async function skinOr404(db: Db, skinId: number): Promise<SkinRow> {
  const skin = await findSkin(db, skinId)
  if (!skin) throw notFound(SKINS.notFound)
  return skin
}

/** The gateway's intent can still be paid, for this player, skin and price. */
const payable = (intent: GatewayIntent | null, userId: number, skin: SkinRow): intent is GatewayIntent & { clientSecret: string } =>
  !!intent?.clientSecret &&
  PAYABLE_STATUSES.includes(intent.status) &&
  intent.amountCents === skin.prixCents &&
  intent.currency === 'eur' &&
  intent.metadata.userId === String(userId) &&
  intent.metadata.skinId === String(skin.id)

/** The pending payment handed back, or null once it is closed, granted or refunded (try again). */
async function reuse(db: Db, gateway: PaymentGateway, row: PaymentRow, userId: number, skin: SkinRow, now: Date): Promise<IntentAnswer | null> {
  const intent = await gateway.retrieveIntent(row.gatewayIntentId)
  if (row.amountCents === skin.prixCents && payable(intent, userId, skin)) {
    await scheduleCheck(db, row.id, new Date(now.getTime() + RECONCILE_GRACE_MS)) // the player may pay it now
    return answer(gateway, intent.id, intent.clientSecret, skin)
  }
  if (intent?.status === 'processing') throw conflict(PAYMENTS.stillProcessing)
  if (intent?.status === 'succeeded') {
    if ((await settleSucceeded(db, gateway, row, intent, now)) === 'granted') throw conflict(PAYMENTS.alreadyPaid)
    return null
  }
  await closePayment(db, row.id, intent?.status ?? 'missing', now)
  return null
}

/**
 * A new intent for the next attempt. The idempotency key names it: user (with its creation time, so
 * a reset database never meets an older intent), skin, price and the number of payments no longer
 * open — a twin request that starts after this one recorded its payment computes the same key.
 */
async function createNew(db: Db, gateway: PaymentGateway, user: UserRow, skin: SkinRow, now: Date): Promise<IntentAnswer | null> {
  const attempt = (await countSettledPayments(db, user.id, skin.id)) + 1
  const idempotencyKey = `skin-${user.id}-${user.createdAt.getTime()}-${skin.id}-${skin.prixCents}-${attempt}`
  const metadata = { userId: String(user.id), skinId: String(skin.id) }
  const intent = await gateway.createIntent({ amountCents: skin.prixCents, currency: 'eur', metadata, idempotencyKey })
  const inserted = await insertPayment(db, {
    gateway: gateway.name,
    gatewayIntentId: intent.id,
    userId: user.id,
    skinId: skin.id,
    amountCents: skin.prixCents,
    currency: 'eur',
    status: 'requires_payment_method',
    idempotencyKey,
    createdAt: now,
    reconcileAfter: new Date(now.getTime() + RECONCILE_GRACE_MS),
  })
  // A twin request recorded this very intent: hand it back too; another pending one: reuse that.
  const row = inserted ?? (await paymentByIntent(db, intent.id))
  return row && isOpen(row) ? answer(gateway, intent.id, intent.clientSecret, skin) : null
}

const answer = (gateway: PaymentGateway, id: string, clientSecret: string, skin: SkinRow): IntentAnswer => ({
  clientSecret,
  paymentIntentId: id,
  amount: skin.prixCents,
  currency: 'eur',
  testMode: gateway.testMode,
})

/** The payment intent of a skin at its own price: the pending one of the player, else a new one. */
export async function createSkinPayment(db: Db, gateway: PaymentGateway, user: UserRow, skinId: number, amount: string, now: Date): Promise<IntentAnswer> {
  const skin = await skinOr404(db, skinId)
  if (!skin.onSale) throw conflict(SKINS.notOnSale)
  if (await findUserSkin(db, user.id, skin.id)) throw conflict(SKINS.alreadyOwned)
  if (centsOf(amount) !== skin.prixCents) throw badRequest(PAYMENTS.wrongAmount(euros(skin.prixCents)))
  // A few turns: each one closes or settles a stale payment, or loses a race to a twin request.
  for (let turn = 0; turn < 4; turn++) {
    if (turn > 0 && (await findUserSkin(db, user.id, skin.id))) throw conflict(SKINS.alreadyOwned)
    const open = await openPayment(db, user.id, skin.id)
    const done = open ? await reuse(db, gateway, open, user.id, skin, now) : await createNew(db, gateway, user, skin, now)
    if (done) return done
  }
  throw conflict(PAYMENTS.beingCreated)
}
