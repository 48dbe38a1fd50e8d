// A real SMTP receiver for tests (the `smtp-server` package), and a minimal MIME reader for what it gets.
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  /** Decoded headers, lower-case names. */
  headers: Record<string, string>
  /** Decoded bodies by content type (text/plain, text/html). */
  parts: Record<string, string>
}

export interface SmtpReceiver {
  port: number
  mails: ReceivedMail[]
  /** Waits until `count` mails arrived (at most `ms`). */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = []
  const arrivals = new Set<() => void>() // woken at each mail
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), ...parseMime(raw) })
        for (const wake of arrivals) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  let closing: Promise<void> | undefined
  return {
    port,
    mails,
    async waitFor(count, ms = 5000) {
      if (mails.length >= count) return mails
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms) // the wait's bound: the caller checks what came
        function done() {
          clearTimeout(timer)
          arrivals.delete(check)
          resolve()
        }
        function check() {
          if (mails.length >= count) done()
        }
        arrivals.add(check)
      })
      return mails
    },
    close: () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}

/** Headers and leaf parts of a MIME message (enough for nodemailer's output). */
export function parseMime(raw: string): { headers: Record<string, string>; parts: Record<string, string> } {
  const { headers, body } = splitEntity(raw)
  const parts: Record<string, string> = {}
  collectParts(headers, body, parts)
  return { headers, parts }
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function collectParts(headers: Record<string, string>, body: string, parts: Record<string, string>) {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.startsWith('multipart/') && boundary) {
    for (const piece of body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith('--')) break
      const inner = splitEntity(piece.replace(/^\r?\n/, ''))
      collectParts(inner.headers, inner.body, parts)
    }
    return
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8')
  parts[type.split(';')[0].trim().toLowerCase()] = bytes.toString('utf8')
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i], 'utf8'))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    )
}
