// Password-reset links: one row per e-mail sent (the sha256 of its token), single-use, expiring.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { passwordResets, users } from '../schema'

const usable = (hash: string, now: Date) =>
  and(eq(passwordResets.tokenHash, hash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now))

export async function insertReset(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt })
}

/** Whether a link with this token hash is neither used nor expired. */
export async function resetUsable(db: Db, hash: string, now: Date): Promise<boolean> {
  const valid = await db.select({ id: passwordResets.id }).from(passwordResets).where(usable(hash, now)).limit(1)
  return valid.length > 0
}

/**
 * Uses the link and sets the account's new password (ending its sessions); every other link of the
 * account stops working too. Null when the link was not usable (already used by a racing request).
 */
export async function consumeReset(db: Db, hash: string, passwordHash: string, now: Date): Promise<{ id: number } | null> {
  return db.transaction(async (tx) => {
    // Marking the token used first makes it single-use even when two requests race.
    const [reset] = await tx.update(passwordResets).set({ usedAt: now }).where(usable(hash, now)).returning()
    if (!reset) return null
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, reset.userId))
      .returning({ id: users.id })
    return user ?? null
  })
}
