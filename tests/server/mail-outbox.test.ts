// The dev outbox: the log names the file, recipient and subject but never the body (reset links
// are live tokens); memory keeps only the last messages; with a DATA_DIR the messages live on disk.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import pino from 'pino'
import { createMailer } from '../../src/server/plugins/mail'

const SECRET = 'https://jeu.exemple.fr/reset?token=jeton-secret-123'

/** A logger whose lines are collected. */
function captured() {
  const lines: string[] = []
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) })
  return { log, text: () => lines.join('') }
}

const message = (i: number) => ({ to: `joueur${i}@exemple.fr`, subject: `Sujet ${i}`, text: `Lien : ${SECRET}`, html: `<a href="${SECRET}">lien</a>` })

describe('dev outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('without a data folder: logs no body, keeps only the last 50 in memory', async () => {
    const { log, text } = captured()
    const mailer = createMailer({ smtpUrl: null, from: 'Arène <no-reply@exemple.fr>', dataDir: null }, log)
    for (let i = 0; i < 120; i++) await mailer.send(message(i))
    expect(text()).not.toContain('jeton-secret')
    expect(text()).toContain('joueur119@exemple.fr')
    expect(mailer.outbox).toHaveLength(50)
    expect(mailer.outbox[0].to).toBe('joueur70@exemple.fr')
    expect(mailer.outbox.at(-1)).toEqual(message(119))
  })

  it('with a data folder: one private file per e-mail, the log names it, nothing kept in memory', async () => {
    const { log, text } = captured()
    const mailer = createMailer({ smtpUrl: null, from: 'Arène <no-reply@exemple.fr>', dataDir: dir }, log)
    for (let i = 0; i < 60; i++) await mailer.send(message(i))
    const files = readdirSync(join(dir, 'outbox')).sort()
    expect(files).toHaveLength(60)
    expect(statSync(join(dir, 'outbox', files[0])).mode & 0o077).toBe(0)
    expect(text()).not.toContain('jeton-secret')
    expect(text()).toContain(files[59])
    expect(text()).toContain('Sujet 59')
    // the test view reads the folder: the newest 50, oldest first
    expect(mailer.outbox).toHaveLength(50)
    expect(mailer.outbox[0]).toMatchObject({ to: 'joueur10@exemple.fr' })
    expect(mailer.outbox.at(-1)).toMatchObject({ ...message(59), from: 'Arène <no-reply@exemple.fr>' })
  })
})
