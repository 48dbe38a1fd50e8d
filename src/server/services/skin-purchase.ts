// Buying a skin in euros. The server takes the price from the skin, creates the payment intent, and
// grants the skin only when the gateway says that intent succeeded for that user, skin, amount and
// payment method — at most once. Replaying a purchase already granted answers 200 with the same
// owned skin and grants nothing more (a client retrying after a timeout sees its success).
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { payments, userSkins } from '../db/schema'
import { euros, findSkin, findUserSkin, userSkinJson, type SkinRow } from '../db/repositories/skins'
import type { GatewayIntent, PaymentGateway } from '../payments/gateway'
import type { UserRow } from '../db/repositories/users'
import type { Schemas } from '../routes/types'
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors'

type PaymentRow = typeof payments.$inferSelect

export const ALREADY_OWNED = 'Vous possédez déjà ce skin.'
export const PAYMENT_USED = 'Ce paiement a déjà été utilisé.'
export const OTHER_PLAYER_PAYMENT = 'Ce paiement appartient à un autre joueur.'

/** "1.99", "1,99" or "2" euros → cents. */
export const centsOf = (amount: string): number => Math.round(Number(amount.replace(',', '.')) * 100)

async function skinOr404(db: Db, skinId: number): Promise<SkinRow> {
  const skin = await findSkin(db, skinId)
  if (!skin) throw notFound('Skin introuvable.')
  return skin
}

/**
 * Creates (or, for the same attempt, finds again) the payment intent of a skin at its own price.
 * The idempotency key names the attempt: user (with its creation time, so a reset database never
 * meets an older intent), skin, price and the number of payments already created for them.
 */
export async function createSkinPayment(db: Db, gateway: PaymentGateway, user: UserRow, skinId: number, amount: string, now: Date) {
  const userId = user.id
  const skin = await skinOr404(db, skinId)
  if (!skin.onSale) throw conflict("Ce skin n'est plus en vente.")
  if (await findUserSkin(db, userId, skin.id)) throw conflict(ALREADY_OWNED)
  if (centsOf(amount) !== skin.prixCents) throw badRequest(`Le montant ne correspond pas au prix du skin (${euros(skin.prixCents)}).`)
  const [{ n }] = await db.select({ n: count() }).from(payments).where(and(eq(payments.userId, userId), eq(payments.skinId, skin.id)))
  const idempotencyKey = `skin-${userId}-${user.createdAt.getTime()}-${skin.id}-${skin.prixCents}-${Number(n) + 1}`
  const intent = await gateway.createIntent({
    amountCents: skin.prixCents,
    currency: 'eur',
    metadata: { userId: String(userId), skinId: String(skin.id) },
    idempotencyKey,
  })
  await db
    .insert(payments)
    .values({
      gateway: gateway.name,
      gatewayIntentId: intent.id,
      userId,
      skinId: skin.id,
      amountCents: skin.prixCents,
      currency: 'eur',
      status: 'requires_payment_method',
      idempotencyKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: payments.gatewayIntentId })
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: skin.prixCents, currency: 'eur', testMode: gateway.testMode }
}

/** Why the gateway's intent does not pay for this skin, or null when it does. */
export function intentProblem(row: PaymentRow, intent: GatewayIntent | null, skin: SkinRow, userId: number, paymentMethodId: string): HttpError | null {
  if (!intent) return notFound('Paiement introuvable.')
  if (row.userId !== userId || intent.metadata.userId !== String(userId)) return forbidden(OTHER_PLAYER_PAYMENT)
  if (row.skinId !== skin.id || intent.metadata.skinId !== String(skin.id)) return badRequest('Ce paiement concerne un autre skin.')
  if (intent.amountCents !== skin.prixCents || intent.currency !== 'eur') {
    return conflict(`Le montant payé (${euros(intent.amountCents)}) ne correspond pas au prix du skin (${euros(skin.prixCents)}).`)
  }
  if (intent.status === 'processing') return new HttpError(402, 'Le paiement est encore en cours de traitement : réessayez dans un instant.')
  if (intent.status !== 'succeeded') return new HttpError(402, "Le paiement n'a pas abouti : rien n'a été débité.")
  if (intent.paymentMethodId !== paymentMethodId) return forbidden('Ce moyen de paiement ne correspond pas à ce paiement.')
  return null
}

/** The payments that may pay for this purchase: the one named, else the latest ones for (user, skin). */
async function candidatePayments(db: Db, userId: number, skinId: number, paymentIntentId: string | undefined): Promise<PaymentRow[]> {
  if (paymentIntentId) {
    const [row] = await db.select().from(payments).where(eq(payments.gatewayIntentId, paymentIntentId))
    if (!row) throw notFound('Paiement introuvable.')
    if (row.userId !== userId) throw forbidden(OTHER_PLAYER_PAYMENT)
    if (row.skinId !== skinId) throw badRequest('Ce paiement concerne un autre skin.')
    return [row]
  }
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.skinId, skinId)))
    .orderBy(desc(payments.id))
    .limit(5)
  if (rows.length === 0) throw notFound("Aucun paiement n'a été créé pour ce skin.")
  return rows
}

type PurchaseResult = Schemas['PurchaseResponse']

/** The answer to a purchase already granted with this payment method (a replay), if it is one. */
async function replayAnswer(db: Db, rows: PaymentRow[], userId: number, skin: SkinRow, paymentMethodId: string): Promise<PurchaseResult | null> {
  const granted = rows.find((r) => r.consumedAt && r.paymentMethodId === paymentMethodId)
  const owned = granted ? await findUserSkin(db, userId, skin.id) : null
  if (!owned) return null
  return { message: 'Ce skin vous appartient déjà : ce paiement avait déjà été pris en compte.', userSkin: userSkinJson(owned, skin) }
}

/**
 * The state changed while this request ran (a twin request with the same payment won the race):
 * read those payments again and answer as a replay when this payment method paid, else refuse.
 */
async function settledMeanwhile(db: Db, paymentIds: number[], userId: number, skin: SkinRow, paymentMethodId: string, refusal: HttpError): Promise<PurchaseResult> {
  const again = await db.select().from(payments).where(inArray(payments.id, paymentIds))
  const replay = await replayAnswer(db, again, userId, skin, paymentMethodId)
  if (replay) return replay
  throw refusal
}

export async function purchaseSkin(
  db: Db,
  gateway: PaymentGateway,
  input: { userId: number; skinId: number; paymentMethodId: string; paymentIntentId?: string },
  now: Date,
): Promise<PurchaseResult> {
  const { userId, paymentMethodId } = input
  const skin = await skinOr404(db, input.skinId)
  const rows = await candidatePayments(db, userId, skin.id, input.paymentIntentId)
  const replay = await replayAnswer(db, rows, userId, skin, paymentMethodId)
  if (replay) return replay
  const open = rows.filter((r) => !r.consumedAt)
  if (open.length === 0) throw conflict(PAYMENT_USED)
  if (await findUserSkin(db, userId, skin.id)) {
    return settledMeanwhile(db, rows.map((r) => r.id), userId, skin, paymentMethodId, conflict(ALREADY_OWNED))
  }

  // Ask the gateway (network: outside any transaction); the newest payment's problem is reported.
  let chosen: PaymentRow | null = null
  let problem: HttpError | null = null
  for (const row of open) {
    const issue = intentProblem(row, await gateway.retrieveIntent(row.gatewayIntentId), skin, userId, paymentMethodId)
    if (!issue) {
      chosen = row
      break
    }
    problem ??= issue
  }
  if (!chosen) throw problem!
  const paid = chosen

  const granted = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(payments)
      .set({ consumedAt: now, status: 'succeeded', paymentMethodId })
      .where(and(eq(payments.id, paid.id), isNull(payments.consumedAt)))
      .returning({ id: payments.id })
    if (!marked) return null
    const [owned] = await tx
      .insert(userSkins)
      .values({ userId, skinId: skin.id, paymentId: paid.id, purchasedAt: now })
      .onConflictDoNothing()
      .returning()
    if (!owned) throw conflict(ALREADY_OWNED) // rolls back: the payment stays unused
    return owned
  })
  if (granted) return { message: 'Achat réussi : le skin est dans votre collection.', userSkin: userSkinJson(granted, skin) }
  // Another request consumed this payment meanwhile: answer as a replay, or refuse.
  return settledMeanwhile(db, [paid.id], userId, skin, paymentMethodId, conflict(PAYMENT_USED))
}
