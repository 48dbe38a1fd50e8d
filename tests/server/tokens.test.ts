// Token checks through node:crypto's synchronous HMAC: the same tokens and the same answers as jose's
// HS256 (valid, expired, tampered, another algorithm, 'none'), and no use of libuv's thread pool.
import { createHmac } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { TokenService } from '../../src/server/security/tokens'

const SECRET = 'un-secret-de-test-assez-long-pour-hs256-0123456789'
const key = new TextEncoder().encode(SECRET)
const now = new Date('2026-11-24T10:00:00Z')
const seconds = now.getTime() / 1000
const tokens = new TokenService(SECRET, 3600)

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A token with any header and payload, signed with HMAC `hash` over the secret. */
function forge(header: unknown, payload: unknown, hash = 'sha256'): string {
  const input = `${b64(header)}.${b64(payload)}`
  return `${input}.${createHmac(hash, SECRET).update(input).digest('base64url')}`
}
const claims = { sub: '42', ver: 3, iat: seconds, exp: seconds + 60 }

describe('token verification', () => {
  it('accepts its own tokens and jose’s, and jose accepts its tokens', async () => {
    const { token, expiresAt } = tokens.sign({ userId: 42, tokenVersion: 3 }, now)
    expect(expiresAt.getTime()).toBe(now.getTime() + 3600_000)
    expect(tokens.verify(token, now)).toEqual({ userId: 42, tokenVersion: 3 })
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now })
    expect(payload).toMatchObject({ sub: '42', ver: 3, exp: seconds + 3600 })
    const byJose = await new SignJWT({ ver: 3 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('42').setIssuedAt(seconds).setExpirationTime(seconds + 60).sign(key)
    expect(tokens.verify(byJose, now)).toEqual({ userId: 42, tokenVersion: 3 })
  })

  it('refuses an expired token, at its expiry second as jose does', () => {
    const { token } = tokens.sign({ userId: 42, tokenVersion: 0 }, now)
    expect(tokens.verify(token, new Date(now.getTime() + 3599_000))).not.toBeNull()
    expect(tokens.verify(token, new Date(now.getTime() + 3600_000))).toBeNull()
    expect(tokens.verify(forge({ alg: 'HS256' }, { sub: '42' }), now)).toBeNull() // no expiry at all
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, nbf: seconds + 10 }), now)).toBeNull() // not yet valid
  })

  it('refuses a tampered payload, header or signature, and another secret', () => {
    const [h, p, s] = tokens.sign({ userId: 42, tokenVersion: 0 }, now).token.split('.')
    expect(tokens.verify(`${h}.${b64({ ...claims, sub: '1' })}.${s}`, now)).toBeNull()
    expect(tokens.verify(`${b64({ alg: 'HS256', typ: 'JWT' })}.${p}.${s}`, now)).toBeNull()
    const flipped = s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A')
    expect(tokens.verify(`${h}.${p}.${flipped}`, now)).toBeNull()
    expect(tokens.verify(`${h}.${p}.${s}x`, now)).toBeNull()
    expect(tokens.verify(`${h}.${p}`, now)).toBeNull()
    expect(tokens.verify('', now)).toBeNull()
    expect(new TokenService(`${SECRET}-autre`, 3600).verify(`${h}.${p}.${s}`, now)).toBeNull()
  })

  it("refuses another algorithm, 'none', unknown critical parameters and non-numeric subjects", () => {
    expect(tokens.verify(forge({ alg: 'HS512' }, claims, 'sha512'), now)).toBeNull()
    expect(tokens.verify(forge({ alg: 'HS384' }, claims, 'sha384'), now)).toBeNull()
    expect(tokens.verify(`${b64({ alg: 'none' })}.${b64(claims)}.`, now)).toBeNull()
    expect(tokens.verify(forge({ alg: 'none' }, claims), now)).toBeNull() // 'none' even with a valid HMAC
    expect(tokens.verify(forge({ alg: 'HS256', crit: ['exp'] }, claims), now)).toBeNull()
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, sub: 'admin' }), now)).toBeNull()
    expect(tokens.verify(forge({ alg: 'HS256' }, { ...claims, sub: 42 }), now)).toBeNull()
    expect(tokens.verify(forge({ alg: 'HS256' }, [claims]), now)).toBeNull()
    expect(tokens.verify(forge({ alg: 'HS256' }, claims), now)).toEqual({ userId: 42, tokenVersion: 3 })
  })

  it('answers synchronously, without waiting for the thread pool', () => {
    const { token } = tokens.sign({ userId: 7, tokenVersion: 1 }, now)
    const answer: unknown = tokens.verify(token, now)
    expect(answer).not.toBeInstanceOf(Promise)
    expect(answer).toEqual({ userId: 7, tokenVersion: 1 })
  })
})
