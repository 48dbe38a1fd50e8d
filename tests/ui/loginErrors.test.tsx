// The login error mapping of spec §8 (every case) with the connection diagnosis, and the signup
// messages: unit level (src/api) and on the login screen.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { signIn, signUp } from '../../src/api/auth'
import { diagnose } from '../../src/api/diagnosis'
import { fakeServer, json } from './helpers/fakeServer'
import { renderApp } from './helpers/renderApp'

const HEALTHY = { 'GET /health': json({ status: 'ok', database: 'pglite', time: '2025-01-01T00:00:00Z' }) }
const NETWORK = "Impossible de contacter le serveur. Vérifiez votre connexion internet et que l'API est accessible."
const nodeError = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } })

describe('login errors (spec §8)', () => {
  it('checks health first, without credentials, then signs in', async () => {
    const server = fakeServer({ ...HEALTHY, 'POST /auth/signin': json({ id: 3, accessToken: 't', admin: false }) })
    const result = await signIn('Aelis', 'secret')
    expect(result).toEqual({ ok: true, data: { id: 3, accessToken: 't', admin: false } })
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /health', 'POST /auth/signin'])
    expect(server.calls[0].credentials).toBe('omit')
    expect(server.calls[0].headers.get('Authorization')).toBeNull()
    expect(server.calls[1].body).toEqual({ pseudo: 'Aelis', password: 'secret' })
  })

  it("gives 'Impossible de contacter le serveur: …' when the health check fails, without signing in", async () => {
    const down = fakeServer({ 'GET /health': json({ message: 'La base de données ne répond pas.', status: 503 }, 503) })
    const r1 = await signIn('a', 'b')
    expect(r1.ok).toBe(false)
    if (!r1.ok) {
      expect(r1.failure.message).toBe('Impossible de contacter le serveur: le serveur a répondu 503')
      expect(r1.failure.diagnosis).toBe('refused')
    }
    expect(down.count('POST', '/auth/signin')).toBe(0)

    fakeServer({ 'GET /health': new DOMException('signal timed out', 'TimeoutError') })
    const r2 = await signIn('a', 'b')
    expect(r2.ok).toBe(false)
    if (!r2.ok) {
      expect(r2.failure.message).toBe('Impossible de contacter le serveur: aucune réponse après 5 s')
      expect(r2.failure.diagnosis).toBe('network')
    }

    fakeServer({ 'GET /health': nodeError('ENOTFOUND') })
    const r3 = await signIn('a', 'b')
    expect(r3.ok).toBe(false)
    if (!r3.ok) {
      expect(r3.failure.message).toBe('Impossible de contacter le serveur: le serveur est injoignable')
      expect(r3.failure.diagnosis).toBe('dns')
    }
  })

  it('gives the network message when sign-in gets no answer', async () => {
    fakeServer({ ...HEALTHY, 'POST /auth/signin': nodeError('ECONNREFUSED') })
    const result = await signIn('a', 'b')
    expect(result).toMatchObject({ ok: false, failure: { message: NETWORK, diagnosis: 'refused', fields: {} } })
  })

  it.each([
    [401, { message: 'Identifiants incorrects', status: 401 }, 'Identifiants incorrects'],
    [500, { message: 'boom', status: 500 }, 'Erreur serveur. Veuillez réessayer plus tard.'],
    [403, { message: 'Ce compte est désactivé.', status: 403 }, 'Erreur de connexion: Ce compte est désactivé.'],
    [429, { message: 'Trop de tentatives de connexion. Réessayez dans 5 minutes.', status: 429 }, 'Erreur de connexion: Trop de tentatives de connexion. Réessayez dans 5 minutes.'],
    [502, undefined, 'Erreur de connexion: le serveur a répondu 502'],
  ])('maps status %i', async (status, body, message) => {
    fakeServer({ ...HEALTHY, 'POST /auth/signin': { status, body } })
    const result = await signIn('a', 'b')
    expect(result).toMatchObject({ ok: false, failure: { message, diagnosis: null, fields: {} } })
  })

  it('diagnoses network, DNS, connection refused and unknown failures', () => {
    expect(diagnose(nodeError('ENOTFOUND'))).toBe('dns')
    expect(diagnose(new TypeError('net::ERR_NAME_NOT_RESOLVED'))).toBe('dns')
    expect(diagnose(nodeError('ECONNREFUSED'))).toBe('refused')
    expect(diagnose(new TypeError('net::ERR_CONNECTION_REFUSED'))).toBe('refused')
    expect(diagnose(nodeError('ENETUNREACH'))).toBe('network')
    expect(diagnose(new DOMException('timed out', 'TimeoutError'))).toBe('network')
    // online, a bare fetch failure (the server stopped): refused, in Chrome, Firefox and Safari words
    expect(diagnose(new TypeError('Failed to fetch'))).toBe('refused')
    expect(diagnose(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('refused')
    expect(diagnose(new TypeError('Load failed'))).toBe('refused')
    expect(diagnose(new Error('something else'))).toBe('unknown')
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
    try {
      expect(diagnose(new TypeError('Failed to fetch'))).toBe('network')
    } finally {
      delete (navigator as unknown as Record<string, unknown>).onLine
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online)
    }
  })

  it('shows the message and the diagnosis with its suggestions on the login screen', async () => {
    renderApp({ path: '/login', handlers: { ...HEALTHY, 'POST /auth/signin': nodeError('ECONNREFUSED') } })
    const panel = await screen.findByRole('tabpanel', { name: 'Connexion' })
    fireEvent.change(within(panel).getByLabelText('Pseudo ou e-mail'), { target: { value: 'Aelis' } })
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Se connecter' }))
    const alert = await within(panel).findByRole('alert')
    expect(alert).toHaveTextContent(NETWORK)
    const diagnosis = within(alert).getByRole('region', { name: 'Diagnostic de la connexion' })
    expect(diagnosis).toHaveTextContent('Connexion refusée par le serveur')
    expect(within(diagnosis).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2)
  })

  it("shows 'Identifiants incorrects' on the login screen", async () => {
    renderApp({ path: '/login', handlers: { ...HEALTHY, 'POST /auth/signin': json({ message: 'Identifiants incorrects', status: 401 }, 401) } })
    const panel = await screen.findByRole('tabpanel', { name: 'Connexion' })
    fireEvent.change(within(panel).getByLabelText('Pseudo ou e-mail'), { target: { value: 'Aelis' } })
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'faux' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Se connecter' }))
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Identifiants incorrects')
    expect(within(panel).queryByRole('region', { name: 'Diagnostic de la connexion' })).toBeNull()
  })
})

describe('signup errors (spec §8)', () => {
  const body = { pseudo: 'Aelis', email: 'a@b.fr', password: 'secret-secret', passwordConfirmation: 'secret-secret' }

  it("gives 'Impossible de contacter le serveur pour l'inscription' on a network failure", async () => {
    fakeServer({ 'POST /auth/signup': new TypeError('Failed to fetch') })
    const result = await signUp(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.failure.message).toBe("Impossible de contacter le serveur pour l'inscription")
  })

  it("passes the server's data through, failing that 'Erreur d'inscription: …'", async () => {
    fakeServer({ 'POST /auth/signup': json({ message: 'Ce pseudo est déjà pris.', status: 400, pseudo: 'Ce pseudo est déjà pris.' }, 400) })
    const taken = await signUp(body)
    expect(taken.ok).toBe(false)
    if (!taken.ok) expect(taken.failure).toMatchObject({ message: 'Ce pseudo est déjà pris.', diagnosis: null, fields: { pseudo: 'Ce pseudo est déjà pris.' } })
    fakeServer({ 'POST /auth/signup': { status: 502 } })
    const bare = await signUp(body)
    expect(bare.ok).toBe(false)
    if (!bare.ok) expect(bare.failure.message).toBe("Erreur d'inscription: le serveur a répondu 502")
  })

  it("shows the server's field errors under the matching fields", async () => {
    renderApp({
      path: '/login?mode=signup',
      handlers: {
        'POST /auth/signup': json(
          { message: "L'adresse e-mail n'est pas valide.", status: 400, email: "L'adresse e-mail n'est pas valide.", passwordConfirmation: 'Les mots de passe ne correspondent pas.' },
          400,
        ),
      },
    })
    const panel = await screen.findByRole('tabpanel', { name: 'Inscription' })
    fireEvent.change(within(panel).getByLabelText('Pseudo'), { target: { value: 'Aelis' } })
    fireEvent.change(within(panel).getByLabelText('Adresse e-mail'), { target: { value: 'pas-une-adresse' } })
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.change(within(panel).getByLabelText('Confirmation du mot de passe'), { target: { value: 'autre' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Créer mon compte' }))
    const email = within(panel).getByLabelText('Adresse e-mail')
    expect(await within(panel).findByText("L'adresse e-mail n'est pas valide.")).toBeInTheDocument()
    expect(email).toHaveAccessibleDescription("L'adresse e-mail n'est pas valide.")
    expect(within(panel).getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription('Les mots de passe ne correspondent pas.')
    expect(within(panel).getByLabelText('Pseudo')).not.toHaveAttribute('aria-invalid')
  })

  it('switches to the login tab with the pseudo filled in after signing up', async () => {
    renderApp({ path: '/login?mode=signup', handlers: { 'POST /auth/signup': json({ id: 4, pseudo: 'Aelis', message: 'Compte créé ! Vous pouvez maintenant vous connecter.' }, 201) } })
    const panel = await screen.findByRole('tabpanel', { name: 'Inscription' })
    fireEvent.change(within(panel).getByLabelText('Pseudo'), { target: { value: 'Aelis' } })
    fireEvent.change(within(panel).getByLabelText('Adresse e-mail'), { target: { value: 'a@b.fr' } })
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.change(within(panel).getByLabelText('Confirmation du mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Créer mon compte' }))
    const login = await screen.findByRole('tabpanel', { name: 'Connexion' })
    expect(within(login).getByText('Compte créé ! Vous pouvez maintenant vous connecter.')).toBeInTheDocument()
    expect(within(login).getByLabelText('Pseudo ou e-mail')).toHaveValue('Aelis')
  })

  it("takes 'Compte créé !' down once a sign-in fails, keeping the pseudo", async () => {
    renderApp({
      path: '/login?mode=signup',
      handlers: {
        ...HEALTHY,
        'POST /auth/signup': json({ id: 4, pseudo: 'Aelis', message: 'Compte créé ! Vous pouvez maintenant vous connecter.' }, 201),
        'POST /auth/signin': json({ message: 'Identifiants incorrects', status: 401 }, 401),
      },
    })
    const panel = await screen.findByRole('tabpanel', { name: 'Inscription' })
    fireEvent.change(within(panel).getByLabelText('Pseudo'), { target: { value: 'Aelis' } })
    fireEvent.change(within(panel).getByLabelText('Adresse e-mail'), { target: { value: 'a@b.fr' } })
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.change(within(panel).getByLabelText('Confirmation du mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.click(within(panel).getByRole('button', { name: 'Créer mon compte' }))
    const login = await screen.findByRole('tabpanel', { name: 'Connexion' })
    expect(within(login).getByText(/Compte créé !/)).toBeInTheDocument()
    fireEvent.change(within(login).getByLabelText('Mot de passe'), { target: { value: 'faux-mot-de-passe' } })
    fireEvent.click(within(login).getByRole('button', { name: 'Se connecter' }))
    expect(await within(login).findByRole('alert')).toHaveTextContent('Identifiants incorrects')
    expect(within(login).queryByText(/Compte créé !/)).toBeNull()
    expect(within(login).getByLabelText('Pseudo ou e-mail')).toHaveValue('Aelis')
  })
})
