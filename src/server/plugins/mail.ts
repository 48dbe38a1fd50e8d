// E-mail: SMTP through nodemailer when SMTP_URL is set, else a dev outbox that logs each message
// and keeps it as a JSON file in DATA_DIR/outbox (and in memory, for tests).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** Messages kept by the dev outbox (empty with SMTP). */
  readonly outbox: MailMessage[]
  close(): void
}

export function createMailer(options: { smtpUrl: string | null; from: string; dataDir: string | null }, log: FastifyBaseLogger): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      outbox: [],
      send: async (message) => void (await transport.sendMail({ from: options.from, ...message })),
      close: () => transport.close(),
    }
  }
  const outbox: MailMessage[] = []
  const folder = options.dataDir ? join(options.dataDir, 'outbox') : null
  return {
    outbox,
    send: async (message) => {
      outbox.push(message)
      if (folder) {
        mkdirSync(folder, { recursive: true })
        const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${outbox.length}.json`)
        writeFileSync(file, JSON.stringify({ from: options.from, ...message }, null, 2))
      }
      log.info({ to: message.to, subject: message.subject }, `Dev outbox (no SMTP_URL): ${message.text}`)
    },
    close: () => {},
  }
}
