// Sign-up, sign-in, and the forgotten-password flow.
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Handlers } from './types'
import { insertReset, resetUsable, consumeReset } from '../services/password-resets'
import { emailTaken, findByLogin, pseudoTaken } from '../services/users'
import { createAccount } from '../services/starter'
import { collect, confirmationError, emailError, passwordError, pseudoError } from '../services/account-rules'
import { hashPassword, verifyPassword } from '../security/password'
import {
  RESET_LIMIT,
  SAVE_PASSWORD_LIMIT,
  SIGNIN_ACCOUNT_LIMIT,
  SIGNIN_ADDRESS_LIMIT,
  SIGNIN_PAIR_LIMIT,
  SIGNUP_ADDRESS_LIMIT,
  SIGNUP_ATTEMPT_LIMIT,
  clearEvents,
  clearEventsUnder,
  refund,
  reserve,
  type Rule,
} from '../security/rate-limit'
import { HttpError, badRequest, fieldErrors, tooManyRequests } from '../errors'
import { COMMON, ACCESS, AUTH, ACCOUNT } from '../messages'

const RESET_TTL_MS = 60 * 60_000

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
const address = (request: FastifyRequest) => request.ip || 'unknown'

/** Checks and counts the attempt in every rule at once, or throws the French 429 of the first full one. */
async function reserveOrThrow(request: FastifyRequest, rules: Rule[]): Promise<number[]> {
  const result = await reserve(request.server.db, rules, request.server.clock())
  if (!result.ok) throw tooManyRequests(COMMON.retryIn(result.rule.message, result.wait), result.wait)
  return result.ids
}


export const authHandlers: Handlers = {
  signup: async (request, reply) => {
    const { db, config } = request.server
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
    // Every form that reaches the "taken" checks counts, so pseudos and addresses cannot be probed at will.
    const created: Rule = { key: `signup:ip:${address(request)}`, limit: SIGNUP_ADDRESS_LIMIT, message: AUTH.tooManyAccounts }
    const tried: Rule = { key: `signup:try:${address(request)}`, limit: SIGNUP_ATTEMPT_LIMIT, message: AUTH.tooManySignupTries }
    await reserveOrThrow(request, [{ ...created, checkOnly: true }, tried])

    const taken = collect({
      pseudo: (await pseudoTaken(db, pseudo)) ? ACCOUNT.pseudoTaken : null,
      email: (await emailTaken(db, email)) ? ACCOUNT.emailTaken : null,
    })
    if (Object.keys(taken).length) throw fieldErrors(taken)

    // The account is counted before hashing; a sign-up that fails after this gives its place back.
    const slot = await reserveOrThrow(request, [created])
    let id: number
    try {
      const passwordHash = await hashPassword(password, config.passwordCost)
      id = await createAccount(db, { pseudo, email, passwordHash })
    } catch (error) {
      await refund(db, slot)
      // Two sign-ups racing for the same pseudo or address: the unique index decides.
      if ((error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505') {
        throw fieldErrors({ pseudo: AUTH.pseudoOrEmailTaken })
      }
      throw error
    }
    reply.code(201)
    return { id, pseudo, message: AUTH.accountCreated }
  },

  signin: async (request) => {
    const { db, clock, tokens, config } = request.server
    const login = request.body.pseudo.trim()
    const user = login ? await findByLogin(db, login) : null
    // Attempts count per account (whichever of pseudo or e-mail is typed) from this address, strictly;
    // per account from anywhere, loosely (so that others cannot lock the owner out); per address.
    const accountKey = user ? `signin:account:${user.id}` : `signin:login:${login.toLowerCase()}`
    const ids = await reserveOrThrow(request, [
      { key: `${accountKey}:ip:${address(request)}`, limit: SIGNIN_PAIR_LIMIT, message: AUTH.tooManySignins },
      { key: accountKey, limit: SIGNIN_ACCOUNT_LIMIT, message: AUTH.tooManySignins },
      { key: `signin:ip:${address(request)}`, limit: SIGNIN_ADDRESS_LIMIT, message: AUTH.tooManySignins },
    ])

    const ok = await verifyPassword(request.body.password, user?.passwordHash ?? null, config.passwordCost)
    if (!user || !ok) throw new HttpError(401, AUTH.wrongCredentials)
    // The right password is not a failure: its attempt is given back, and this address starts afresh.
    await refund(db, ids)
    if (user.disabled) throw new HttpError(403, ACCESS.disabledAccount)
    await clearEvents(db, `${accountKey}:ip:${address(request)}`)
    const { token, expiresAt } = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }, clock())
    return { id: user.id, accessToken: token, admin: user.admin, expiresAt: expiresAt.toISOString() }
  },

  resetPassword: async (request) => {
    const { db, clock, config, mailer } = request.server
    const email = request.query.email.trim()
    const invalid = emailError(email)
    if (invalid) throw fieldErrors({ email: invalid })
    await reserveOrThrow(request, [
      { key: `reset:ip:${address(request)}`, limit: RESET_LIMIT, message: AUTH.tooManyResets },
      { key: `reset:email:${email.toLowerCase()}`, limit: RESET_LIMIT, message: AUTH.tooManyResetsForEmail },
    ])
    const now = clock()

    const user = await findByLogin(db, email)
    if (user && user.email && user.email.toLowerCase() === email.toLowerCase() && !user.disabled) {
      const token = randomBytes(32).toString('base64url')
      await insertReset(db, user.id, tokenHash(token), new Date(now.getTime() + RESET_TTL_MS))
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
    return { message: AUTH.resetSent, email: AUTH.resetSent }
  },

  savePassword: async (request) => {
    const { db, clock, config } = request.server
    const { password, passwordConfirmation, token } = request.body
    const errors = collect({ password: passwordError(password), passwordConfirmation: confirmationError(password, passwordConfirmation) })
    if (Object.keys(errors).length) throw fieldErrors(errors)
    if (!token.trim()) throw badRequest(AUTH.resetLinkInvalid, { url: AUTH.resetLinkInvalid, token: AUTH.resetLinkInvalid })
    await reserveOrThrow(request, [
      { key: `savepw:ip:${address(request)}`, limit: SAVE_PASSWORD_LIMIT, message: AUTH.tooManyPasswordSaves },
    ])
    // The link is checked before hashing, so that forged links cost no hashing.
    const now = clock()
    const hash = tokenHash(token)
    if (!(await resetUsable(db, hash, now))) throw badRequest(AUTH.resetLinkInvalid, { url: AUTH.resetLinkInvalid, token: AUTH.resetLinkInvalid })
    const passwordHash = await hashPassword(password, config.passwordCost)
    const changed = await consumeReset(db, hash, passwordHash, now)
    if (!changed) throw badRequest(AUTH.resetLinkInvalid, { url: AUTH.resetLinkInvalid, token: AUTH.resetLinkInvalid })
    await clearEventsUnder(db, `signin:account:${changed.id}`) // the account and each of its addresses
    const done = AUTH.passwordChanged
    return { message: done, url: done }
  },
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}
