// Sign-up, sign-in, and the forgotten-password flow.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Handlers } from './types'
import { users, passwordResets } from '../db/schema'
import { emailTaken, findByLogin, pseudoTaken } from '../db/repositories/users'
import { grantStarterCollection } from '../services/starter'
import { collect, confirmationError, emailError, passwordError, pseudoError } from '../services/account-rules'
import { hashPassword, verifyPassword } from '../security/password'
import {
  RESET_LIMIT,
  SIGNIN_ACCOUNT_LIMIT,
  SIGNIN_ADDRESS_LIMIT,
  SIGNUP_ADDRESS_LIMIT,
  clearEvents,
  minutesText,
  recordEvent,
  retryAfter,
} from '../security/rate-limit'
import { DISABLED_ACCOUNT } from '../plugins/auth'
import { HttpError, badRequest, fieldErrors, tooManyRequests } from '../errors'

export const WRONG_CREDENTIALS = 'Identifiants incorrects'
const RESET_TTL_MS = 60 * 60_000
const RESET_SENT = "Si un compte utilise cette adresse, un e-mail avec un lien de réinitialisation valable une heure vient d'être envoyé."
const RESET_LINK_INVALID = 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.'

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
const address = (request: FastifyRequest) => request.ip || 'unknown'

async function limitOrThrow(request: FastifyRequest, key: string, limit: typeof SIGNIN_ACCOUNT_LIMIT, what: string) {
  const wait = await retryAfter(request.server.db, key, limit, request.server.clock())
  if (wait > 0) throw tooManyRequests(`${what} Réessayez dans ${minutesText(wait)}.`, wait)
}

export const authHandlers: Handlers = {
  signup: async (request, reply) => {
    const { db, config, clock } = request.server
    const pseudo = request.body.pseudo.trim()
    const email = request.body.email.trim()
    const { password, passwordConfirmation } = request.body
    const errors = collect({
      pseudo: pseudoError(pseudo),
      email: emailError(email),
      password: passwordError(password),
      passwordConfirmation: confirmationError(password, passwordConfirmation),
    })
    if (Object.keys(errors).length) throw fieldErrors(errors)
    const ipKey = `signup:ip:${address(request)}`
    await limitOrThrow(request, ipKey, SIGNUP_ADDRESS_LIMIT, 'Trop de comptes créés depuis cette adresse.')

    const taken = collect({
      pseudo: (await pseudoTaken(db, pseudo)) ? 'Ce pseudo est déjà pris.' : null,
      email: (await emailTaken(db, email)) ? 'Cette adresse e-mail est déjà utilisée.' : null,
    })
    if (Object.keys(taken).length) throw fieldErrors(taken)

    const passwordHash = await hashPassword(password, config.passwordCost)
    let id: number
    try {
      id = await db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values({ pseudo, email, passwordHash }).returning({ id: users.id })
        await grantStarterCollection(tx, user.id)
        return user.id
      })
    } catch (error) {
      // Two sign-ups racing for the same pseudo or address: the unique index decides.
      if ((error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505') {
        throw fieldErrors({ pseudo: 'Ce pseudo ou cette adresse e-mail est déjà utilisé.' })
      }
      throw error
    }
    await recordEvent(db, ipKey, clock())
    reply.code(201)
    return { id, pseudo, message: 'Compte créé ! Vous pouvez maintenant vous connecter.' }
  },

  signin: async (request) => {
    const { db, clock, tokens, config } = request.server
    const login = request.body.pseudo.trim()
    const user = login ? await findByLogin(db, login) : null
    // Attempts count per account (whichever of pseudo or e-mail is typed) and per address.
    const accountKey = user ? `signin:account:${user.id}` : `signin:login:${login.toLowerCase()}`
    const ipKey = `signin:ip:${address(request)}`
    const tooMany = 'Trop de tentatives de connexion.'
    await limitOrThrow(request, accountKey, SIGNIN_ACCOUNT_LIMIT, tooMany)
    await limitOrThrow(request, ipKey, SIGNIN_ADDRESS_LIMIT, tooMany)

    const ok = await verifyPassword(request.body.password, user?.passwordHash ?? null, config.passwordCost)
    if (!user || !ok) {
      const now = clock()
      await recordEvent(db, accountKey, now)
      await recordEvent(db, ipKey, now)
      throw new HttpError(401, WRONG_CREDENTIALS)
    }
    if (user.disabled) throw new HttpError(403, DISABLED_ACCOUNT)
    await clearEvents(db, accountKey)
    const { token, expiresAt } = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }, clock())
    return { id: user.id, accessToken: token, admin: user.admin, expiresAt: expiresAt.toISOString() }
  },

  resetPassword: async (request) => {
    const { db, clock, config, mailer } = request.server
    const email = request.query.email.trim()
    const invalid = emailError(email)
    if (invalid) throw fieldErrors({ email: invalid })
    await limitOrThrow(request, `reset:ip:${address(request)}`, RESET_LIMIT, 'Trop de demandes de réinitialisation.')
    await limitOrThrow(request, `reset:email:${email.toLowerCase()}`, RESET_LIMIT, 'Trop de demandes pour cette adresse.')
    const now = clock()
    await recordEvent(db, `reset:ip:${address(request)}`, now)
    await recordEvent(db, `reset:email:${email.toLowerCase()}`, now)

    const user = await findByLogin(db, email)
    if (user && user.email && user.email.toLowerCase() === email.toLowerCase() && !user.disabled) {
      const token = randomBytes(32).toString('base64url')
      await db.insert(passwordResets).values({ userId: user.id, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + RESET_TTL_MS) })
      const link = `${config.publicUrl}/change-password/${token}`
      // Not awaited: the answer must not reveal, by its delay or by an SMTP error, that the account exists.
      void mailer
        .send({
          to: user.email,
          subject: 'Réinitialisation de votre mot de passe — Arène des Cartes',
          text: [
            `Bonjour ${user.pseudo},`,
            '',
            'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
            link,
            '',
            "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
          ].join('\n'),
          html: `<p>Bonjour ${escapeHtml(user.pseudo)},</p><p>Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :</p><p><a href="${link}">${link}</a></p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p>`,
        })
        .catch((error) => request.log.error({ err: error, userId: user.id }, 'Password reset e-mail not sent'))
    }
    return { message: RESET_SENT, email: RESET_SENT }
  },

  savePassword: async (request) => {
    const { db, clock, config } = request.server
    const { password, passwordConfirmation, token } = request.body
    const errors = collect({ password: passwordError(password), passwordConfirmation: confirmationError(password, passwordConfirmation) })
    if (Object.keys(errors).length) throw fieldErrors(errors)
    if (!token.trim()) throw badRequest(RESET_LINK_INVALID, { url: RESET_LINK_INVALID, token: RESET_LINK_INVALID })
    const passwordHash = await hashPassword(password, config.passwordCost)
    const now = clock()
    const changed = await db.transaction(async (tx) => {
      // Marking the token used first makes it single-use even when two requests race.
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning()
      if (!reset) return null
      // The other links sent to this account stop working too.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
      const [user] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
        .where(eq(users.id, reset.userId))
        .returning({ id: users.id })
      return user ?? null
    })
    if (!changed) throw badRequest(RESET_LINK_INVALID, { url: RESET_LINK_INVALID, token: RESET_LINK_INVALID })
    await clearEvents(db, `signin:account:${changed.id}`)
    const done = 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.'
    return { message: done, url: done }
  },
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
