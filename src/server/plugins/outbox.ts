// The dev outbox (no SMTP_URL): each e-mail is written as a JSON file in DATA_DIR/outbox, readable
// by its owner only; the log says where, to whom and about what, never the body (reset links are live).
// Without a DATA_DIR (tests) the last OUTBOX_KEPT messages stay in memory instead.
import { mkdir, writeFile } from 'node:fs/promises'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { MailMessage, Mailer } from './mail'

/** How many recent messages `outbox` shows. */
const OUTBOX_KEPT = 50

let sequence = 0
/** A file name that sorts in sending order: time, then a per-process counter. */
const fileName = () => `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}.json`

/** The newest `OUTBOX_KEPT` messages of the folder, oldest first. */
function readFolder(folder: string): MailMessage[] {
  if (!existsSync(folder)) return []
  const files = readdirSync(folder).filter((f) => f.endsWith('.json')).sort().slice(-OUTBOX_KEPT)
  const messages: MailMessage[] = []
  for (const f of files) {
    try {
      messages.push(JSON.parse(readFileSync(join(folder, f), 'utf8')) as MailMessage)
    } catch {
      // a file being written or edited by hand: skipped
    }
  }
  return messages
}

export function createOutbox(options: { from: string; dataDir: string | null }, log: FastifyBaseLogger): Mailer {
  const folder = options.dataDir ? join(options.dataDir, 'outbox') : null
  const recent: MailMessage[] = []
  return {
    get outbox() {
      return folder ? readFolder(folder) : [...recent]
    },
    send: async (message) => {
      const meta = { to: message.to, subject: message.subject }
      if (!folder) {
        recent.push(message)
        if (recent.length > OUTBOX_KEPT) recent.shift()
        log.info(meta, 'Dev outbox (no SMTP_URL): e-mail kept in memory')
        return
      }
      await mkdir(folder, { recursive: true, mode: 0o700 })
      const file = join(folder, fileName())
      await writeFile(file, JSON.stringify({ from: options.from, ...message }, null, 2), { mode: 0o600 })
      log.info({ ...meta, file }, 'Dev outbox (no SMTP_URL): e-mail written')
    },
    close: () => {},
  }
}
