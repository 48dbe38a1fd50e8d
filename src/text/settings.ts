// Settings page (spec §2 Settings).
export const settings = {
  title: 'Paramètres',
  intro: 'Personnalisez votre expérience de jeu.',
  interface: 'Interface',
  theme: 'Thème',
  themeHint: 'La page se recharge pour appliquer le thème choisi.',
  light: 'Clair',
  dark: 'Sombre',
  saving: 'Enregistrement du thème…',
  saveError: 'Le thème n’a pas pu être enregistré. Réessayez.',
  account: 'Compte',
  accountHint: 'Vous êtes connecté sur cet appareil pour la durée de la session du navigateur.',
  logout: 'Se déconnecter',
}
