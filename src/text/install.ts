// « Installer le jeu » (the Plus drawer and the settings): apart from the other PWA texts, so the
// landing's chunk carries only these.
export const installText = {
  install: 'Installer le jeu',
  installHint: "Ajoutez Arène des Cartes à votre écran d'accueil : le jeu s'ouvre en plein écran et l'entraînement marche hors ligne.",
  installSection: 'Application',
  installed: 'Le jeu est installé sur cet appareil.',
} as const
