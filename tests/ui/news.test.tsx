// The News page (/news): posts with their banner, title, date and paragraphs (split on blank
// lines); for admins, 'Nouvelle actualité' (POST /api/news), 'Modifier' (PUT /api/news/{id}) and
// 'Supprimer' (DELETE /api/news/{id}), as in the console's News section.
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ADMIN, PLAYER, renderApp } from './helpers/renderApp'
import { json, type Handler } from './helpers/fakeServer'


const OPENING = {
  id: 1,
  title: 'L’Arène ouvre ses portes !',
  body: 'Bienvenue dans l’Arène.\n\nChaque nouveau compte reçoit 500 points.\nBonne chance !',
  imageUrl: '/assets/news/ouverture.svg',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
}
const GUIDE = { id: 2, title: 'Guide : votre première partie', body: 'Le plateau compte 21 cases.', imageUrl: null, createdAt: '2025-03-05T10:00:00.000Z', updatedAt: '2025-03-06T12:00:00.000Z' }

function openNews(session = PLAYER, handlers: Record<string, Handler | ReturnType<typeof json>> = {}, path = '/news') {
  return renderApp({ path, session, handlers: { 'GET /api/news': json([GUIDE, OPENING]), ...handlers } })
}
const postOf = async (title: string) => screen.findByRole('article', { name: title })
const bodies = (server: ReturnType<typeof renderApp>['server'], method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body ?? null)

describe('news page', () => {
  it('shows each post with its banner, title, date and paragraphs, newest first, without admin tools for players', async () => {
    openNews()
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument()
    const titles = (await screen.findAllByRole('article')).map((a) => within(a).getByRole('heading', { level: 2 }).textContent)
    expect(titles).toEqual(['Guide : votre première partie', 'L’Arène ouvre ses portes !'])
    const opening = await postOf('L’Arène ouvre ses portes !')
    expect(opening.querySelector('.news-card-banner img')).not.toBeNull()
    expect(within(opening).getByText('Publié le 1 mars 2025')).toBeInTheDocument()
    const paragraphs = [...opening.querySelectorAll('.news-card-text p')].map((p) => p.textContent)
    expect(paragraphs).toEqual(['Bienvenue dans l’Arène.', 'Chaque nouveau compte reçoit 500 points.\nBonne chance !'])
    const guide = await postOf('Guide : votre première partie')
    expect(guide.querySelector('.news-card-banner')).toBeNull()
    expect(within(guide).getByText(/modifié le 6 mars 2025/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Nouvelle actualité' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull()
  })

  it('says when there is no news, and when they cannot be loaded', async () => {
    const empty = openNews(PLAYER, { 'GET /api/news': json([]) })
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeInTheDocument()
    empty.unmount()
    openNews(PLAYER, { 'GET /api/news': json({ message: 'Erreur', status: 500 }, 500) })
    expect(await screen.findByText('Impossible de charger les actualités.')).toBeInTheDocument()
  })

  it("lets an admin publish a post ('Nouvelle actualité', POST /api/news), then reloads the list", async () => {
    let created: typeof OPENING | null = null
    const { server } = openNews(ADMIN, {
      'GET /api/news': () => json(created ? [created, GUIDE, OPENING] : [GUIDE, OPENING]),
      'POST /api/news': (r) => {
        created = { ...OPENING, id: 3, ...(r.body as object), createdAt: '2025-03-10T10:00:00.000Z', updatedAt: '2025-03-10T10:00:00.000Z' }
        return json(created, 201)
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle actualité' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle actualité' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' }))
    expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(2)
    fireEvent.change(within(dialog).getByLabelText('Titre'), { target: { value: 'Tournoi de printemps' } })
    fireEvent.change(within(dialog).getByLabelText('Texte'), { target: { value: 'Inscriptions ouvertes.\n\nRendez-vous samedi.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' }))
    expect(await screen.findByText('L’actualité est publiée.')).toBeInTheDocument()
    expect(bodies(server, 'POST', '/api/news')).toEqual([{ title: 'Tournoi de printemps', body: 'Inscriptions ouvertes.\n\nRendez-vous samedi.', imageUrl: null }])
    const post = await postOf('Tournoi de printemps')
    expect([...post.querySelectorAll('.news-card-text p')].map((p) => p.textContent)).toEqual(['Inscriptions ouvertes.', 'Rendez-vous samedi.'])
  })

  it("lets an admin edit (PUT /api/news/{id}) and delete (DELETE /api/news/{id}) a post; errors stay in the dialog", async () => {
    const { server } = openNews(ADMIN, {
      'PUT /api/news/{id}': (r) =>
        (r.body as { title: string }).title === 'x' ? json({ message: 'Le titre est trop court.', status: 400 }, 400) : json({ ...GUIDE, ...(r.body as object) }),
      'DELETE /api/news/{id}': json({ message: 'L\'actualité « Guide : votre première partie » a été supprimée.' }),
    })
    const guide = await postOf('Guide : votre première partie')
    const tools = within(guide).getByRole('group', { name: 'Outils d’administration' })
    fireEvent.click(within(tools).getByRole('button', { name: 'Modifier' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’actualité' })
    expect(within(dialog).getByLabelText('Titre')).toHaveValue('Guide : votre première partie')
    fireEvent.change(within(dialog).getByLabelText('Titre'), { target: { value: 'x' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Le titre est trop court.')).toBeInTheDocument()
    fireEvent.change(within(dialog).getByLabelText('Titre'), { target: { value: 'Guide du débutant' } })
    fireEvent.change(within(dialog).getByLabelText('Image de bannière (adresse)'), { target: { value: '/assets/news/guide.svg' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('L’actualité est mise à jour.')).toBeInTheDocument()
    expect(bodies(server, 'PUT', '/api/news/2')[1]).toEqual({ title: 'Guide du débutant', body: 'Le plateau compte 21 cases.', imageUrl: '/assets/news/guide.svg' })

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(within(await postOf('Guide : votre première partie')).getByRole('button', { name: 'Supprimer' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer « Guide : votre première partie » ?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }))
    expect(await screen.findByText(/a été supprimée/)).toBeInTheDocument()
    expect(server.count('DELETE', '/api/news/2')).toBe(1)
  })

  it('the console’s News section lists the posts and edits them with the same dialogs', async () => {
    const { server } = openNews(ADMIN, { 'PUT /api/news/{id}': (r) => json({ ...OPENING, ...(r.body as object) }) }, '/admin?section=news')
    const list = await screen.findByRole('list', { name: 'Actualités publiées' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const opening = within(list).getByText('L’Arène ouvre ses portes !').closest('li')!
    expect(within(opening).getByText('Bienvenue dans l’Arène.')).toBeInTheDocument()
    fireEvent.click(within(opening).getByRole('button', { name: 'Modifier' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’actualité' })
    fireEvent.change(within(dialog).getByLabelText('Texte'), { target: { value: 'Bienvenue !' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('L’actualité est mise à jour.')).toBeInTheDocument()
    expect(bodies(server, 'PUT', '/api/news/1')).toEqual([{ title: 'L’Arène ouvre ses portes !', body: 'Bienvenue !', imageUrl: '/assets/news/ouverture.svg' }])
    // The edit makes ['news'] stale: the list on screen is read again.
    expect(server.count('GET', '/api/news')).toBe(2)
    expect(screen.getByRole('button', { name: 'Nouvelle actualité' })).toBeInTheDocument()
  })
})
