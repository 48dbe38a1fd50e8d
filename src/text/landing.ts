// The landing page (spec §2 Landing page).
export const landing = {
  start: 'Commencer',
  learnMore: 'En savoir plus',
  features: ['Combat Épique', 'Cartes Légendaires', 'Classements', 'Multijoueur'] as const,
  featuresLabel: 'Ce qui vous attend',
  quickLaunch: 'Cliquez pour lancer',
  quickLaunchHint: 'Connexion rapide avec les identifiants enregistrés sur cet appareil.',
  noCredentials: 'Aucun identifiant enregistré.',
  autoLoginError: 'Erreur de connexion automatique',
  alertTitle: 'Connexion rapide',
  welcomeBack: 'Heureux de vous revoir',
  goHome: 'Entrer dans l’arène',
}
