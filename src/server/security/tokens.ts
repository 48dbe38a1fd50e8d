// Access tokens: HS256 JWTs whose subject is the user id, with an expiry and the user's token version.
import { randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { serverSettings } from '../db/schema'

export interface TokenClaims {
  userId: number
  tokenVersion: number
}

export class TokenService {
  private readonly key: Uint8Array
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret)
  }

  async sign(claims: TokenClaims, now: Date): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000)
    const expiresAt = new Date((issuedAt + this.ttlSeconds) * 1000)
    const token = await new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key)
    return { token, expiresAt }
  }

  /** The claims of a valid token, or null when it is malformed, forged or expired. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: now })
      const userId = Number(payload.sub)
      if (!Number.isInteger(userId) || userId < 1) return null
      return { userId, tokenVersion: Number(payload.ver ?? 0) }
    } catch {
      return null
    }
  }
}

/**
 * The signing secret: JWT_SECRET when set, else one generated at first start and kept in the
 * database (in DATA_DIR for the embedded database), so every instance on one database shares it.
 */
export async function resolveJwtSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) {
    if (Buffer.byteLength(configured) < 32) throw new Error('JWT_SECRET must be at least 32 bytes (256 bits).')
    return configured
  }
  const generated = randomBytes(48).toString('base64url')
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing()
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'))
  return row.value
}
