// Navigation: the desktop menu, the phone bottom bar, the Plus drawer and the header (spec §2).
export const nav = {
  home: 'Home',
  games: 'Parties',
  solo: 'Solo',
  news: 'News',
  cards: 'Cartes',
  decks: 'Decks',
  friends: 'Amis',
  boosters: 'Boosters',
  shop: 'Magasin',
  profile: 'Profil',
  admin: 'Admin',
  login: 'Connexion',
  fight: 'Fight',
  booster: 'Booster',
  more: 'Plus',
  multiplayer: 'Multiplayer',
  settings: 'Paramètres',
  logout: 'Se déconnecter',
  mainMenu: 'Menu principal',
  bottomBar: 'Navigation principale',
  drawerTitle: 'Plus d’options',
  drawerClose: 'Fermer le menu',
  headerLogin: 'Se connecter',
  homeLink: 'Arène des Cartes — accueil',
}

export const header = {
  level: (level: number) => `Niv. ${level}`,
  levelLong: (level: number) => `Niveau ${level}`,
  experience: 'Expérience',
  experienceValue: (percent: number) => `${percent} % vers le niveau suivant`,
  wallet: (credit: string) => `Crédit : ${credit}. Ouvrir la boutique de skins`,
  /** The credit of the last profile read on this device (the profile cannot be read now). */
  walletLastKnown: (credit: string) => `Crédit : ${credit} (dernière valeur connue). Ouvrir la boutique de skins`,
  /** Before the credit is known. */
  walletUnknown: 'Ouvrir la boutique de skins',
  lastKnown: 'Dernière valeur connue',
  badgeCount: (count: number) => `${count} en attente`,
  newItems: 'nouveautés',
}

export const footer = {
  label: 'Pied de page',
  home: 'Accueil',
  rules: 'Règles du jeu',
  about: 'À propos',
  contact: 'Contact',
  privacy: 'Confidentialité',
  community: 'Chat de la communauté',
  rights: (year: number) => `© ${year} Arène des Cartes`,
}
