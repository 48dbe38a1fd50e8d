// Static pages (About, Privacy, Contact) and the summary pages (spec §2); Home is in home.ts.
export const about = {
  title: 'À propos',
  intro:
    'Arène des Cartes est un jeu de cartes à collectionner en ligne. Rassemblez des créatures et des sorts, construisez vos decks et affrontez d’autres joueurs sur un plateau de 21 cases.',
  howTitle: 'Comment jouer',
  how: [
    'Chaque carte porte quatre valeurs : haut, gauche, droite et bas.',
    'Placez vos cartes à tour de rôle : une carte plus forte que sa voisine la met K.O.',
    'Les sorts renforcent vos cartes ou affaiblissent celles de l’adversaire.',
    'Parties classées, amicales, privées, entraînement contre l’IA et dix étapes en solo.',
  ],
  rulesLink: 'Lire toutes les règles du jeu',
  creditsTitle: 'Crédits des illustrations',
  creditsIntro: 'Les illustrations des cartes et de l’interface viennent de game-icons.net, sous licence CC BY 3.0.',
  uiIcons: 'Icônes de l’interface',
  uiIconsAuthor: 'Lorc, Delapouite et contributeurs, game-icons.net',
  creditsLoading: 'Chargement des crédits…',
  creditsError: 'Les crédits n’ont pas pu être chargés.',
  fonts: 'Polices : Cinzel (Natanael Gama) et Nunito Sans (Vernon Adams, Jacques Le Bailly), licence SIL Open Font License.',
}

export const privacy = {
  title: 'Confidentialité',
  intro: 'Nous collectons le minimum nécessaire pour faire fonctionner le jeu.',
  sections: [
    {
      title: 'Données du compte',
      text: 'Votre pseudo, votre adresse e-mail et votre mot de passe (enregistré sous forme chiffrée, jamais en clair). Votre adresse e-mail sert uniquement à réinitialiser votre mot de passe.',
    },
    {
      title: 'Données de jeu',
      text: 'Votre collection, vos decks, vos parties, votre niveau, vos points et vos préférences (le thème).',
    },
    {
      title: 'Sur votre appareil',
      text: 'La session est gardée dans le navigateur jusqu’à sa fermeture. Si vous cochez « Se souvenir de moi », votre pseudo et votre mot de passe sont enregistrés sur cet appareil pour la connexion rapide ; ils sont effacés à la déconnexion si la case n’est pas cochée. Les images sont gardées en cache pour accélérer le jeu.',
    },
    {
      title: 'Paiements',
      text: 'Les paiements par carte sont traités par notre prestataire de paiement : nous ne voyons jamais le numéro de votre carte.',
    },
    {
      title: 'Vos droits',
      text: 'Vous pouvez supprimer votre compte à tout moment depuis votre profil, ou nous écrire depuis la page Contact.',
    },
  ],
}

export const contact = {
  title: 'Contact',
  intro: 'Une question, un bug, une idée ? Écrivez-nous.',
  name: 'Nom',
  email: 'Adresse e-mail',
  message: 'Message',
  submit: 'Envoyer',
  sentLocally:
    'Merci ! Votre message a été enregistré localement dans la console du navigateur : ce formulaire n’envoie encore rien à l’équipe.',
  another: 'Écrire un autre message',
}

export const news = {
  title: 'News',
  intro: 'Les dernières nouvelles de l’arène.',
  empty: 'Aucune actualité pour le moment.',
  loadError: 'Impossible de charger les actualités.',
  published: (date: string) => `Publié le ${date}`,
}
