// Skins as the API answers them, and the skins players own.
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client'
import { skins, userSkins } from '../schema'
import type { Schemas } from '../../contract-types'

export type SkinRow = typeof skins.$inferSelect
export type UserSkinRow = typeof userSkins.$inferSelect

export const skinJson = (s: SkinRow): Schemas['Skin'] => ({
  id: s.id,
  nom: s.nom,
  rarete: s.rarete,
  prix: s.prixCents / 100,
  imageUrl: s.imageUrl,
  linkedId: s.linkedId,
  type: s.type,
  onSale: s.onSale,
})

export const userSkinJson = (owned: UserSkinRow, skin: SkinRow): Schemas['UserSkin'] => ({
  id: owned.id,
  skin: skinJson(skin),
  purchasedAt: owned.purchasedAt.toISOString(),
})

/** Euros as players read them: 1,99 €. */
export const euros = (cents: number): string => `${(cents / 100).toFixed(2).replace('.', ',')} €`

export async function findSkin(db: Db, id: number): Promise<SkinRow | null> {
  const [row] = await db.select().from(skins).where(eq(skins.id, id))
  return row ?? null
}

export async function listSkins(db: Db, includeWithdrawn: boolean): Promise<Schemas['Skin'][]> {
  const rows = await db
    .select()
    .from(skins)
    .where(includeWithdrawn ? undefined : eq(skins.onSale, true))
    .orderBy(asc(skins.prixCents), asc(skins.id))
  return rows.map(skinJson)
}

/** The user's skins (withdrawn ones included), optionally only those dressing one card or spell. */
export async function listUserSkins(db: Db, userId: number, linked?: { linkedId: number; type: SkinRow['type'] }): Promise<Schemas['UserSkin'][]> {
  const rows = await db
    .select({ owned: userSkins, skin: skins })
    .from(userSkins)
    .innerJoin(skins, eq(skins.id, userSkins.skinId))
    .where(and(eq(userSkins.userId, userId), linked ? and(eq(skins.linkedId, linked.linkedId), eq(skins.type, linked.type)) : undefined))
    .orderBy(asc(userSkins.purchasedAt), asc(userSkins.id))
  return rows.map((r) => userSkinJson(r.owned, r.skin))
}

export async function findUserSkin(db: Db, userId: number, skinId: number): Promise<UserSkinRow | null> {
  const [row] = await db.select().from(userSkins).where(and(eq(userSkins.userId, userId), eq(userSkins.skinId, skinId)))
  return row ?? null
}

export async function insertSkin(db: Db, values: typeof skins.$inferInsert): Promise<SkinRow> {
  const [row] = await db.insert(skins).values(values).returning()
  return row
}

/** Takes the skin off sale (owners keep it); null when there is no such skin. */
export async function withdrawSkin(db: Db, id: number): Promise<SkinRow | null> {
  const [row] = await db.update(skins).set({ onSale: false }).where(eq(skins.id, id)).returning()
  return row ?? null
}

/** Changes a skin's fields (an admin's edit; onSale true puts it back on sale); null when there is no such skin. */
export async function updateSkin(db: Db, id: number, values: Partial<typeof skins.$inferInsert>): Promise<SkinRow | null> {
  const [row] = await db.update(skins).set(values).where(eq(skins.id, id)).returning()
  return row ?? null
}
