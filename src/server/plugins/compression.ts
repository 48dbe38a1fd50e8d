// Dynamic answers compressed for the wire: JSON and HTML bodies of at least MIN_BYTES, in brotli or
// gzip as the request's Accept-Encoding prefers (q-values honoured, q=0 refuses). Synchronous zlib
// at a fast level: the async one would queue in libuv's thread pool behind password hashes. Every
// answer of a compressible type says `Vary: Accept-Encoding`; bodies already encoded (precompressed
// static files) and streams are left alone. A compressed answer's ETag becomes weak (W/"…"): it
// names the content, not the bytes, and etag.ts's If-None-Match check accepts both forms.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const MIN_BYTES = 1024
const COMPRESSIBLE = /^(application\/json|text\/html|text\/plain|text\/css|application\/javascript|image\/svg\+xml)\b/
type Coding = 'br' | 'gzip'

/** The coding the client prefers among brotli and gzip, or null for identity. */
export function negotiate(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean)
    weights.set(name.trim(), q ? Number(q[1]) : 1)
  }
  const weight = (coding: Coding) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0
  const [br, gzip] = [weight('br'), weight('gzip')]
  if (br > 0 && br >= gzip) return 'br'
  return gzip > 0 ? 'gzip' : null
}

/** Adds accept-encoding to the reply's Vary header once. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '')
  if (vary.split(',').some((v) => ['*', 'accept-encoding'].includes(v.trim().toLowerCase()))) return
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding')
}

const compress = (coding: Coding, body: Buffer): Buffer =>
  coding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 })

/** The onSend hook that compresses the answers worth it. */
export async function compressAnswers(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload // streams: files, events
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload
  if (reply.hasHeader('content-encoding')) return payload
  varyOnEncoding(reply)
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload
  const coding = body.length >= MIN_BYTES && reply.statusCode !== 204 && reply.statusCode !== 304 ? negotiate(request.headers['accept-encoding']) : null
  if (!coding) return payload
  const compressed = compress(coding, body)
  if (compressed.length >= body.length) return payload
  reply.header('content-encoding', coding)
  reply.removeHeader('content-length')
  const etag = reply.getHeader('etag')
  if (typeof etag === 'string' && etag.startsWith('"')) reply.header('etag', `W/${etag}`)
  return compressed
}
