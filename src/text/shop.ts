// The skin shop (spec §2 Skin shop modal, §8 Skin purchase and Skin list) and the Magasin page.
export const shop = {
  title: 'Boutique de Skins',
  description: 'Habillez vos cartes et vos sorts préférés.',
  loading: 'Chargement des skins...',
  empty: 'Aucun skin disponible',
  loadError: 'Impossible de charger les skins disponibles',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  close: 'Fermer',
  owned: 'Possédé',
  ownedLabel: 'Skin possédé',
  rarity: 'Rareté',
  price: 'Prix',
  skinsLabel: 'Skins en vente',
  /** Accessible description of a skin the player can select. */
  selectHint: 'Choisir ce skin',
  ownedCount: (owned: number, total: number) => `${owned} / ${total} possédé${owned > 1 ? 's' : ''}`,
  paidInEuros: 'Les skins se paient par carte bancaire, en euros : vos points ne sont pas dépensés.',
}

/** The purchase panel: title, card form, button and the purchase's outcome. */
export const checkout = {
  title: (nom: string) => `Finaliser l'achat de ${nom}`,
  pay: (prix: number) => `Acheter pour €${prix.toFixed(2)}`,
  processing: 'Paiement en cours...',
  success: 'Achat réussi !',
  successText: (nom: string) => `« ${nom} » a rejoint votre collection.`,
  successAction: 'Super !',
  purchaseError: "Erreur lors de l'achat.",
  notPaid: "Le paiement n'a pas abouti : rien n'a été débité.",
  paidRetry: 'Votre paiement a bien été accepté : réessayez pour recevoir le skin, sans nouveau débit.',
  back: 'Retour aux skins',
  cancel: 'Annuler',
  choose: 'Choisissez un skin',
  chooseHint: 'Sélectionnez un skin que vous ne possédez pas encore : son paiement par carte s’affiche ici.',
  chooseHintModal: 'Sélectionnez un skin que vous ne possédez pas encore pour le payer par carte.',
  providerLoading: 'Connexion au service de paiement…',
  providerUnavailable: 'Le service de paiement est momentanément indisponible.',
  providerUnavailableHint: 'Réessayez dans quelques instants : aucun paiement n’a été effectué.',
  retry: 'Réessayer',
  secure: 'Paiement sécurisé par Stripe',
  secureTest: 'Passerelle de paiement de test : aucun débit réel',
  cardLegend: 'Informations de la carte',
  cardElementLabel: 'Carte bancaire',
}

/** The test gateway's own card form (when the server runs without Stripe). */
export const testCard = {
  number: 'Numéro de carte',
  numberPlaceholder: '1234 1234 1234 1234',
  expiry: 'Date d’expiration (MM/AA)',
  expiryPlaceholder: 'MM/AA',
  cvc: 'Code de sécurité (CVC)',
  cvcPlaceholder: 'CVC',
  modeTitle: 'Mode test',
  modeText: 'Aucun paiement réel : une carte de test, une date future et n’importe quel CVC.',
  use: (number: string) => `Utiliser la carte de test ${number}`,
  cards: [
    { number: '4242 4242 4242 4242', outcome: 'acceptée' },
    { number: '4000 0000 0000 0002', outcome: 'refusée' },
    { number: '4000 0000 0000 9995', outcome: 'fonds insuffisants' },
  ],
  numberIncomplete: 'Votre numéro de carte est incomplet.',
  expiryIncomplete: 'La date d’expiration de votre carte est incomplète.',
  expiryInvalid: 'La date d’expiration de votre carte n’est pas valide.',
  cvcIncomplete: 'Le code de sécurité de votre carte est incomplet.',
}

/** The Magasin page (/shop). */
export const shopPage = {
  title: 'Magasin',
  intro: 'Des skins pour habiller vos cartes et vos sorts, payés par carte bancaire.',
  card: 'Carte',
  spell: 'Sort',
  original: 'Original',
  originalAlt: (nom: string) => `${nom}, illustration d’origine`,
  skinsFor: (nom: string) => `Skins de ${nom}`,
  unknownTarget: (kind: string, id: number) => `${kind} n°${id}`,
  boostersTitle: 'Boosters',
  boostersText: 'Les boosters de cartes s’achètent avec vos points.',
  boostersLink: 'Voir les boosters',
}

export const rarityLabel: Record<string, string> = {
  commune: 'Commune',
  rare: 'Rare',
  épique: 'Épique',
  légendaire: 'Légendaire',
}
