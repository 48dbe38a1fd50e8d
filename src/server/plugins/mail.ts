// E-mail: SMTP through nodemailer when SMTP_URL is set, else the dev outbox (outbox.ts): a JSON
// file per message in DATA_DIR/outbox, or the last few in memory without a DATA_DIR (tests).
import nodemailer from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import { createOutbox } from './outbox'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  /** The dev outbox's recent messages, oldest first, at most OUTBOX_KEPT (empty with SMTP). */
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
  return createOutbox(options, log)
}
