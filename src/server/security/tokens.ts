// Access tokens: HS256 JWTs whose subject is the user id, with an expiry and the user's token version.
// Signed and checked synchronously with node:crypto's HMAC (jose's WebCrypto path queued behind
// scrypt in libuv's thread pool): only the header {"alg":"HS256"} is accepted (no 'none', no other
// algorithm, no `crit`), the signature is compared in constant time, and `exp` is required and
// must be after now, as jose's jwtVerify checked it (an `nbf` must not be in the future).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { serverSettings } from '../db/schema'

export interface TokenClaims {
  userId: number
  tokenVersion: number
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url')
const BASE64URL = /^[A-Za-z0-9_-]+$/

/** The JSON object a base64url segment encodes, or null. */
function decodeSegment(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export class TokenService {
  private readonly key: Buffer
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = Buffer.from(secret, 'utf8')
  }

  private signature(signingInput: string): string {
    return createHmac('sha256', this.key).update(signingInput).digest('base64url')
  }

  sign(claims: TokenClaims, now: Date): { token: string; expiresAt: Date } {
    const issuedAt = Math.floor(now.getTime() / 1000)
    const expiresAt = new Date((issuedAt + this.ttlSeconds) * 1000)
    const payload = { ver: claims.tokenVersion, sub: String(claims.userId), iat: issuedAt, exp: issuedAt + this.ttlSeconds }
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
    return { token: `${signingInput}.${this.signature(signingInput)}`, expiresAt }
  }

  /** The claims of a valid token, or null when it is malformed, forged, of another algorithm or expired. */
  verify(token: string, now: Date): TokenClaims | null {
    const parts = token.split('.')
    if (parts.length !== 3) return null
    const [headerPart, payloadPart, signaturePart] = parts
    const expected = Buffer.from(this.signature(`${headerPart}.${payloadPart}`))
    const given = Buffer.from(signaturePart)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
    const header = decodeSegment(headerPart)
    if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return null
    const payload = decodeSegment(payloadPart)
    if (!payload) return null
    const seconds = Math.floor(now.getTime() / 1000)
    if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp) || payload.exp <= seconds) return null
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > seconds)) return null
    if (payload.iat !== undefined && typeof payload.iat !== 'number') return null
    if (typeof payload.sub !== 'string') return null
    const userId = Number(payload.sub)
    if (!Number.isInteger(userId) || userId < 1) return null
    return { userId, tokenVersion: Number(payload.ver ?? 0) }
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
