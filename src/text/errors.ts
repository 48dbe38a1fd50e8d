// The error catalogue of spec §8 (texts verbatim) and the connection diagnosis.

export const loginErrors = {
  network: "Impossible de contacter le serveur. Vérifiez votre connexion internet et que l'API est accessible.",
  health: (detail: string) => `Impossible de contacter le serveur: ${detail}`,
  unauthorized: 'Identifiants incorrects',
  server: 'Erreur serveur. Veuillez réessayer plus tard.',
  other: (detail: string) => `Erreur de connexion: ${detail}`,
}

export const signupErrors = {
  network: "Impossible de contacter le serveur pour l'inscription",
  other: (detail: string) => `Erreur d'inscription: ${detail}`,
}

/** Details given after 'Impossible de contacter le serveur: ' and the other prefixes. */
export const errorDetails = {
  timeout: (seconds: number) => `aucune réponse après ${seconds} s`,
  status: (status: number) => `le serveur a répondu ${status}`,
  unavailable: 'le serveur ne répond pas correctement',
  unreachable: 'le serveur est injoignable',
  unknown: 'erreur inconnue',
}

export type DiagnosisKind = 'network' | 'dns' | 'refused' | 'unknown'

export const diagnosis: Record<DiagnosisKind, { title: string; suggestions: readonly string[] }> = {
  network: {
    title: 'Problème de réseau',
    suggestions: [
      'Vérifiez que votre appareil est connecté à internet (Wi-Fi ou données mobiles).',
      'Désactivez le mode avion s’il est activé.',
      'Réessayez dans quelques instants : la connexion est peut-être lente.',
    ],
  },
  dns: {
    title: 'Adresse du serveur introuvable (DNS)',
    suggestions: [
      'Vérifiez l’adresse du site dans la barre d’adresse.',
      'Essayez un autre réseau ou redémarrez votre box.',
      'Si vous utilisez un VPN ou un bloqueur, désactivez-le un instant.',
    ],
  },
  refused: {
    title: 'Connexion refusée par le serveur',
    suggestions: [
      'Votre appareil est bien en ligne : c’est le serveur du jeu qui ne répond pas.',
      'Le serveur est peut-être en maintenance : réessayez dans quelques minutes.',
      'Vérifiez qu’aucun pare-feu ni proxy ne bloque la connexion.',
      'Si le problème persiste, écrivez-nous depuis la page Contact.',
    ],
  },
  unknown: {
    title: 'Erreur de connexion inconnue',
    suggestions: [
      'Rechargez la page puis réessayez.',
      'Réessayez dans quelques minutes.',
      'Si le problème persiste, écrivez-nous depuis la page Contact.',
    ],
  },
}

export const diagnosisLabel = 'Diagnostic de la connexion'
export const sessionExpired = 'Votre session a expiré : reconnectez-vous.'
