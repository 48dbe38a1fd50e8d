// Brotli (.br, quality 11) and gzip (.gz, level 9) copies of a built text file, written beside it;
// the server (@fastify/static `preCompressed`, prerendered-pages.ts) sends the one the browser
// accepts. A copy that would not be smaller, or of a file under MIN_BYTES, is not written.
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const MIN_BYTES = 1024

export function precompressFile(path: string): void {
  if (statSync(path).size < MIN_BYTES) return
  const source = readFileSync(path)
  const copies = {
    br: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gz: gzipSync(source, { level: 9 }),
  }
  for (const [extension, bytes] of Object.entries(copies)) if (bytes.length < source.length) writeFileSync(`${path}.${extension}`, bytes)
}
