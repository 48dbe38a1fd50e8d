// The public pages prerendered at build time (build/prerender-plugin.ts): each one's path, the file
// the server answers it with (dist/pages/<file>) and its French title and description for search
// engines. Titles match what the client sets (useDocumentTitle: 'Page — Arène des Cartes').
export interface PublicPage {
  path: string
  file: string
  title: string
  description: string
}

const APP = 'Arène des Cartes'

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    file: 'index.html',
    title: APP,
    description:
      'Arène des Cartes, jeu de cartes à collectionner en ligne : collectionnez des cartes légendaires et des sorts, forgez vos decks et affrontez d’autres joueurs.',
  },
  {
    path: '/about',
    file: 'about.html',
    title: `À propos — ${APP}`,
    description: 'Découvrez Arène des Cartes : les règles du plateau de 21 cases, les sorts, les modes de jeu et les crédits des illustrations.',
  },
  {
    path: '/regles',
    file: 'regles.html',
    title: `Règles du jeu — ${APP}`,
    description:
      'Les règles d’Arène des Cartes : le plateau de 21 positions, les cartes et les sorts, le tour, les combats, la distribution des mains, les decks, les IA et les récompenses.',
  },
  {
    path: '/contact',
    file: 'contact.html',
    title: `Contact — ${APP}`,
    description: 'Contactez l’équipe d’Arène des Cartes : une question, une idée ou un problème ? Écrivez-nous.',
  },
  {
    path: '/privacy',
    file: 'privacy.html',
    title: `Confidentialité — ${APP}`,
    description: 'Quelles données Arène des Cartes garde, pourquoi, et ce qui reste sur votre appareil : la politique de confidentialité du jeu.',
  },
  {
    path: '/login',
    file: 'login.html',
    title: `Connexion — ${APP}`,
    description: 'Connectez-vous à Arène des Cartes ou créez un compte gratuit pour collectionner vos cartes et défier d’autres joueurs.',
  },
]

/** The site's address for canonical links and the sitemap: PUBLIC_URL at build time, without a trailing slash. */
export const siteUrl = (env: Record<string, string | undefined> = process.env): string =>
  (env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '')
