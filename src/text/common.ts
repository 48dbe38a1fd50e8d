// Texts shared by the whole client: the game's name, generic actions and states.
export const APP_NAME = 'Arène des Cartes'
export const TAGLINE = 'Collectionnez des cartes légendaires, forgez vos decks et affrontez les meilleurs joueurs de l’arène.'

export const common = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  close: 'Fermer',
  ok: 'OK',
  back: 'Retour',
  comingSoon: 'Bientôt disponible',
  loadError: 'Impossible de charger ces informations pour le moment.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Cette page n’existe pas ou a été déplacée.',
  notFoundAction: 'Retour à l’accueil',
  skipToContent: 'Aller au contenu',
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'L’adresse e-mail n’est pas valide.',
  dismiss: 'Fermer la notification',
}

/** '12 345 pts' with French grouping. */
export const formatPoints = (value: number): string => `${new Intl.NumberFormat('fr-FR').format(value)} pts`
/** '1,99 €' — prices are in euros. */
export const formatEuros = (value: number): string =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value)
/** '21 novembre 2025' */
export const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date(iso))
