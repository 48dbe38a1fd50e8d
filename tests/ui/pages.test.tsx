// Landing (with the phone quick launch and its two alerts), Contact, forgotten password and reset.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderApp } from './helpers/renderApp'
import { json } from './helpers/fakeServer'
import { rememberLogin, sessionAtom } from '../../src/state'

const HEALTHY = { 'GET /health': json({ status: 'ok', database: 'pglite', time: '2025-01-01T00:00:00Z' }) }

describe('landing page', () => {
  it('shows the title, tagline, buttons and the four feature chips', async () => {
    renderApp({ path: '/', width: 1440 })
    expect(await screen.findByRole('heading', { level: 1, name: 'Arène des Cartes' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/about')
    const chips = within(screen.getByRole('list', { name: 'Ce qui vous attend' })).getAllByRole('listitem').map((li) => li.textContent)
    expect(chips).toEqual(['Combat Épique', 'Cartes Légendaires', 'Classements', 'Multijoueur'])
    expect(screen.queryByRole('button', { name: /Cliquez pour lancer/ })).toBeNull()
  })

  it("alerts 'Aucun identifiant enregistré.' on phones without stored credentials", async () => {
    renderApp({ path: '/', width: 390 })
    fireEvent.click(await screen.findByRole('button', { name: /Cliquez pour lancer/ }))
    const alert = await screen.findByRole('alertdialog')
    expect(alert).toHaveTextContent('Aucun identifiant enregistré.')
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it("alerts 'Erreur de connexion automatique' when the stored credentials fail", async () => {
    rememberLogin({ pseudo: 'Aelis', password: 'ancien' }, true)
    renderApp({ path: '/', width: 390, handlers: { ...HEALTHY, 'POST /auth/signin': json({ message: 'Identifiants incorrects', status: 401 }, 401) } })
    fireEvent.click(await screen.findByRole('button', { name: /Cliquez pour lancer/ }))
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Erreur de connexion automatique')
  })

  it('logs in with the stored credentials and goes to /home', async () => {
    rememberLogin({ pseudo: 'Aelis', password: 'secret-secret' }, true)
    let body: unknown
    const { probe, store } = renderApp({
      path: '/',
      width: 390,
      handlers: {
        ...HEALTHY,
        'POST /auth/signin': (request) => {
          body = request.body
          return json({ id: 7, accessToken: 'token-7', admin: false })
        },
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: /Cliquez pour lancer/ }))
    await waitFor(() => expect(probe.pathname).toBe('/home'))
    expect(body).toEqual({ pseudo: 'Aelis', password: 'secret-secret' })
    expect(store.get(sessionAtom)?.id).toBe(7)
  })
})

describe('login remember-me', () => {
  it("stores the credentials only when 'Se souvenir de moi' is ticked", async () => {
    renderApp({ path: '/login', handlers: { ...HEALTHY, 'POST /auth/signin': json({ id: 7, accessToken: 't', admin: false }) } })
    const panel = await screen.findByRole('tabpanel', { name: 'Connexion' })
    fireEvent.change(within(panel).getByLabelText('Pseudo ou e-mail'), { target: { value: 'Aelis' } })
    fireEvent.change(within(panel).getByLabelText('Mot de passe'), { target: { value: 'secret-secret' } })
    fireEvent.click(within(panel).getByRole('checkbox', { name: /Se souvenir de moi/ }))
    fireEvent.click(within(panel).getByRole('button', { name: 'Se connecter' }))
    await waitFor(() => expect(localStorage.getItem('credentials')).not.toBeNull())
    expect(JSON.parse(localStorage.getItem('credentials')!)).toEqual({ pseudo: 'Aelis', password: 'secret-secret' })
  })

  it('shows that the password changed on /login?reset=success', async () => {
    renderApp({ path: '/login?reset=success' })
    expect(await screen.findByText(/Votre mot de passe a été modifié/)).toBeInTheDocument()
  })
})

describe('contact', () => {
  it('requires name, email and message, then only logs locally and says so', async () => {
    renderApp({ path: '/contact' })
    await screen.findByRole('heading', { level: 1, name: 'Contact' })
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(3)
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Aelis' } })
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'aelis@exemple.fr' } })
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Bonjour !' } })
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect(await screen.findByText(/enregistré localement/)).toBeInTheDocument()
  })
})

describe('forgotten password and reset', () => {
  it("'Mot de passe oublié': email and Continuer; the error shows below the field", async () => {
    const { server } = renderApp({
      path: '/resetpassword',
      handlers: { 'POST /auth/resetPassword': json({ message: "L'adresse e-mail n'est pas valide.", status: 400, email: "L'adresse e-mail n'est pas valide." }, 400) },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'pas-une-adresse' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }))
    expect(await screen.findByText("L'adresse e-mail n'est pas valide.")).toBeInTheDocument()
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription("L'adresse e-mail n'est pas valide.")
    expect(server.calls.find((c) => c.path === '/auth/resetPassword')?.search).toBe('?email=pas-une-adresse')
  })

  it("'Changez de mot de passe': field errors, then the url message in a snackbar and /login?reset=success", async () => {
    let attempt = 0
    const { probe } = renderApp({
      path: '/change-password/jeton-42',
      handlers: {
        'POST /auth/savePassword': (request) => {
          attempt += 1
          if (attempt === 1) return json({ message: 'Trop court.', status: 400, password: 'Trop court.', passwordConfirmation: 'Les mots de passe ne correspondent pas.' }, 400)
          expect(request.body).toEqual({ password: 'nouveau-secret', passwordConfirmation: 'nouveau-secret', token: 'jeton-42' })
          return json({ message: 'Mot de passe modifié.', url: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.' })
        },
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Changez de mot de passe' })).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'court' } })
    fireEvent.change(screen.getByLabelText('Confirmation du mot de passe'), { target: { value: 'autre' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    expect(await screen.findByText('Trop court.')).toBeInTheDocument()
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), { target: { value: 'nouveau-secret' } })
    fireEvent.change(screen.getByLabelText('Confirmation du mot de passe'), { target: { value: 'nouveau-secret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }))
    await waitFor(() => expect(probe.pathname + probe.search).toBe('/login?reset=success'))
    expect(await screen.findByTestId('toast')).toHaveTextContent('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.')
  })
})
