// The server's French messages, grouped by resource: every refusal (HttpError) and every answer
// `message`. Tests assert these texts verbatim; a message with values is a function of them.

/** "1 minute", "5 minutes": the wait before a refused attempt may be retried. */
const minutesText = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60)
  return minutes <= 1 ? '1 minute' : `${minutes} minutes`
}

const availableText = (n: number) => (n === 0 ? "aucun n'est disponible" : n === 1 ? '1 seul est disponible' : `${n} sont disponibles`)

export const COMMON = {
  unauthorized: 'Veuillez vous connecter.',
  forbidden: "Vous n'avez pas le droit de faire cela.",
  notFound: 'Ressource introuvable.',
  invalid: 'Requête invalide.',
  refused: 'Requête refusée.',
  serverError: 'Erreur serveur. Veuillez réessayer plus tard.',
  notImplemented: "Cette fonction n'est pas encore disponible.",
  databaseDown: 'La base de données ne répond pas.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  unsupportedType: 'Type de contenu non pris en charge : envoyez du JSON.',
  emptyBody: 'Le corps de la requête est vide.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  invalidUrl: "L'adresse de la requête n'est pas valide.",
  valueTaken: 'Cette valeur est déjà utilisée.',
  valueRefused: 'Valeur refusée par le serveur.',
  stillUsed: 'Cet élément est encore utilisé ailleurs.',
  nothingToChange: 'Aucune donnée à modifier : indiquez au moins un champ.',
  empty: (label: string) => `${label} ne peut pas être vide.`,
  badLink: (label: string) => `${label} doit commencer par « / » ou « https:// ».`,
  /** A refused attempt: the rule's message and the wait. */
  retryIn: (message: string, seconds: number) => `${message} Réessayez dans ${minutesText(seconds)}.`,
} as const

export const ACCESS = {
  ownResourceOnly: 'Accès refusé : vous ne pouvez agir que pour votre propre compte.',
  adminOnly: 'Accès réservé aux administrateurs.',
  disabledAccount: 'Ce compte est désactivé. Contactez un administrateur.',
  invalidSession: 'Session expirée ou invalide. Veuillez vous reconnecter.',
} as const

export const AUTH = {
  wrongCredentials: 'Identifiants incorrects',
  tooManySignins: 'Trop de tentatives de connexion.',
  tooManyAccounts: 'Trop de comptes créés depuis cette adresse.',
  tooManySignupTries: "Trop de tentatives d'inscription depuis cette adresse.",
  tooManyResets: 'Trop de demandes de réinitialisation.',
  tooManyResetsForEmail: 'Trop de demandes pour cette adresse.',
  tooManyPasswordSaves: 'Trop de tentatives de changement de mot de passe.',
  pseudoOrEmailTaken: 'Ce pseudo ou cette adresse e-mail est déjà utilisé.',
  accountCreated: 'Compte créé ! Vous pouvez maintenant vous connecter.',
  resetSent: "Si un compte utilise cette adresse, un e-mail avec un lien de réinitialisation valable une heure vient d'être envoyé.",
  resetLinkInvalid: 'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.',
  passwordChanged: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
} as const

export const ACCOUNT = {
  pseudoRequired: 'Le pseudo est obligatoire.',
  pseudoLength: 'Le pseudo doit contenir entre 3 et 20 caractères.',
  emailRequired: "L'adresse e-mail est obligatoire.",
  emailInvalid: "L'adresse e-mail n'est pas valide.",
  passwordRequired: 'Le mot de passe est obligatoire.',
  passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères.`,
  passwordTooLong: 'Le mot de passe doit contenir au plus 200 caractères.',
  confirmationRequired: 'Veuillez confirmer le mot de passe.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  pseudoTaken: 'Ce pseudo est déjà pris.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
} as const

export const USERS = {
  notFound: 'Utilisateur introuvable.',
  tooManyCurrentPasswords: 'Trop de mots de passe actuels incorrects.',
  wrongCurrentPassword: 'Mot de passe actuel incorrect.',
  currentPasswordNeeded: 'Saisissez votre mot de passe actuel pour changer cette information.',
  lastAdmin: 'Impossible de supprimer le dernier administrateur.',
  keepOneAdmin: 'Il doit rester au moins un administrateur.',
  ownAccountDeleted: 'Votre compte a été supprimé.',
  creditAdminOnly: 'Seul un administrateur peut modifier un solde.',
  deleteOwnFromProfile: 'Supprimez votre propre compte depuis votre profil, pas depuis l’administration.',
  cannotDisableSelf: 'Vous ne pouvez pas désactiver votre propre compte.',
  deleted: (pseudo: string) => `Le compte « ${pseudo} » a été supprimé.`,
} as const

/** Card and spell instances (collection, upgrades, skins applied). */
export const CARDS = {
  notFound: 'Carte introuvable.',
  notOwned: "Cette carte n'appartient pas à ce joueur.",
  locked: "Cette carte est dans le deck d'une partie en cours : attendez la fin de la partie.",
  maxed: 'Cette carte est déjà au niveau maximum (+3).',
  notInCatalogue: "Cette carte n'existe pas dans le catalogue.",
  wrongSkin: 'Ce skin ne correspond pas à cette carte.',
  notEnough: (free: number) =>
    `Il faut 3 autres exemplaires de cette carte, de bonus égal ou inférieur, pour l'améliorer : ${availableText(free)}.`,
  removed: 'La carte a été retirée de la collection du joueur.',
  missing: (id: number) => `La carte n° ${id} n'existe pas.`,
} as const

export const SPELLS = {
  notFound: 'Sort introuvable.',
  notOwned: "Ce sort n'appartient pas à ce joueur.",
  locked: "Ce sort est dans le deck d'une partie en cours : attendez la fin de la partie.",
  maxed: 'Ce sort est déjà au niveau maximum (+3).',
  notInCatalogue: "Ce sort n'existe pas dans le catalogue.",
  wrongSkin: 'Ce skin ne correspond pas à ce sort.',
  notEnough: (free: number) =>
    `Il faut 3 autres exemplaires de ce sort, de bonus égal ou inférieur, pour l'améliorer : ${availableText(free)}.`,
  removed: 'Le sort a été retiré de la collection du joueur.',
  missing: (id: number) => `Le sort n° ${id} n'existe pas.`,
} as const

export const COLLECTION = {
  changed: 'La collection a changé entre-temps : réessayez.',
} as const

/** Crafting a chosen card or spell with credit points, and recycling spare copies (services/crafting.ts). */
export const CRAFTING = {
  creditTooLow: (nom: string, price: number, credit: number) =>
    `Crédit insuffisant : fabriquer « ${nom} » coûte ${price} points et vous en avez ${credit}.`,
  inDeck: 'Cette copie est dans un deck : retirez-la du deck pour la recycler.',
  inGame: "Cette copie est dans le deck d'une partie en cours : attendez la fin de la partie.",
  card: {
    notYetMax: (level: number) => `Vous ne possédez pas encore cette carte au niveau +${level}.`,
    onlyMax: (level: number) => `Cet exemplaire est votre seule carte de ce modèle au niveau +${level} : il ne peut pas être recyclé.`,
  },
  spell: {
    notYetMax: (level: number) => `Vous ne possédez pas encore ce sort au niveau +${level}.`,
    onlyMax: (level: number) => `Cet exemplaire est votre seul sort de ce modèle au niveau +${level} : il ne peut pas être recyclé.`,
  },
} as const

export const DECKS = {
  notFound: 'Deck introuvable.',
  notThePlayers: "Ce deck n'appartient pas à ce joueur.",
  notYours: 'Ce deck ne vous appartient pas.',
  inGame: 'Ce deck est utilisé dans une partie en cours : attendez la fin de la partie.',
  tooManyCards: (max: number, chosen: number) => `Un deck contient au plus ${max} cartes (${chosen} choisies).`,
  tooManySpells: (max: number, chosen: number) => `Un deck contient au plus ${max} sorts (${chosen} choisis).`,
  duplicateCard: "Une même carte ne peut figurer qu'une fois dans un deck.",
  duplicateSpell: "Un même sort ne peut figurer qu'une fois dans un deck.",
  strangerCard: (id: number) => `La carte n° ${id} ne fait pas partie de la collection de ce joueur.`,
  strangerSpell: (id: number) => `Le sort n° ${id} ne fait pas partie de la collection de ce joueur.`,
  deleted: (name: string) => `Le deck « ${name} » a été supprimé.`,
} as const

export const PACKS = {
  notFound: 'Booster introuvable.',
  alreadyOpened: 'Ce booster a déjà été ouvert.',
  openedInCollection: 'Ce booster a déjà été ouvert : son contenu est dans la collection du joueur.',
  notOnSale: "Ce booster n'est plus en vente.",
  notThePlayers: "Ce booster n'appartient pas à ce joueur.",
  notOwned: 'Ce joueur ne possède pas ce booster.',
  emptyPool: "Le catalogue n'a aucun objet à mettre dans ce booster.",
  creditTooLow: (nom: string, prix: number, credit: number) =>
    `Crédit insuffisant : le ${nom} coûte ${prix} points et vous en avez ${credit}.`,
  premiumIsBest: 'Le Booster Premium est le meilleur booster : il ne peut pas être amélioré.',
  notUpgradable: (nom: string) => `Le ${nom} ne peut pas être amélioré.`,
  noUpgradeTarget: "Le booster supérieur n'existe plus dans le catalogue.",
  upgradeNeeds: (copies: number, nom: string, target: string, have: number) =>
    `Il faut ${copies} « ${nom} » non ouverts pour obtenir un « ${target} » (vous en avez ${have}).`,
  changed: 'Vos boosters ont changé entre-temps : réessayez.',
  removed: "Le booster a été retiré de l'inventaire du joueur.",
  withdrawn: (nom: string) => `Le « ${nom} » est retiré de la vente ; les boosters déjà achetés restent ouvrables.`,
} as const

export const SKINS = {
  notFound: 'Skin introuvable.',
  notOnSale: "Ce skin n'est plus en vente.",
  notOwned: "Ce joueur ne possède pas ce skin : achetez-le d'abord dans la boutique.",
  alreadyOwned: 'Vous possédez déjà ce skin.',
  priceDecimals: 'Le prix doit avoir au plus deux décimales (par exemple 1.99).',
  withdrawn: (nom: string) => `Le skin « ${nom} » est retiré de la vente ; les joueurs qui l'ont acheté le gardent.`,
  purchased: 'Achat réussi : le skin est dans votre collection.',
} as const

/** Skin payments (euros) and the test gateway's cards; `price`/`paid` are formatted amounts. */
export const PAYMENTS = {
  notFound: 'Paiement introuvable.',
  noneForSkin: "Aucun paiement n'a été créé pour ce skin.",
  alreadyPaid: 'Vous avez déjà payé ce skin : il est maintenant dans votre collection.',
  stillProcessing: 'Un paiement de ce skin est en cours de traitement : réessayez dans un instant.',
  beingCreated: 'Le paiement de ce skin est en cours de création : réessayez dans un instant.',
  wrongAmount: (price: string) => `Le montant ne correspond pas au prix du skin (${price}).`,
  paidMismatch: (paid: string, price: string) => `Le montant payé (${paid}) ne correspond pas au prix du skin (${price}).`,
  used: 'Ce paiement a déjà été utilisé.',
  otherPlayer: 'Ce paiement appartient à un autre joueur.',
  otherSkin: 'Ce paiement concerne un autre skin.',
  processing: 'Le paiement est encore en cours de traitement : réessayez dans un instant.',
  failed: "Le paiement n'a pas abouti : rien n'a été débité.",
  methodMismatch: 'Ce moyen de paiement ne correspond pas à ce paiement.',
  alreadyGranted: 'Ce skin vous appartient déjà : ce paiement avait déjà été pris en compte.',
  ownedRefunded: 'Vous possédez déjà ce skin : ce paiement a été remboursé.',
  refunded: 'Ce paiement a été remboursé.',
  gatewayUnreachable: 'Le service de paiement ne répond pas. Réessayez dans un instant.',
  testUnavailable: 'Paiement de test indisponible : le serveur utilise Stripe.',
  userIdHeader: "L'en-tête « userid » doit être un identifiant de joueur.",
  skinIdHeader: "L'en-tête « skinid » doit être un identifiant de skin.",
  alreadyDone: 'Ce paiement a déjà été effectué.',
  nothingToRefund: "Ce paiement n'a pas abouti : il n'y a rien à rembourser.",
  invalidCardNumber: 'Votre numéro de carte est invalide.',
  cardExpired: "La date d'expiration de votre carte est dépassée.",
  invalidCvc: 'Le code de sécurité (CVC) de votre carte est invalide.',
  cardDeclined: 'Votre carte a été refusée.',
  insufficientFunds: 'Votre carte ne dispose pas de fonds suffisants.',
  testCardOnly: 'Carte refusée : en mode test, seule la carte 4242 4242 4242 4242 est acceptée.',
} as const

export const GAMES = {
  notFound: 'Partie introuvable.',
  notYours: 'Vous ne participez pas à cette partie.',
  alreadyPlaying: "Vous avez déjà une partie en cours : terminez-la avant d'en commencer une autre.",
  notStarted: "La partie n'a pas encore commencé : choisissez votre deck.",
  notStartedYet: "La partie n'a pas encore commencé.",
  stale: 'La partie a changé entre-temps : voici la partie à jour.',
  busy: 'La partie a changé trop souvent pendant votre demande, réessayez.',
  finished: 'La partie est terminée.',
  deckLocked: 'La partie a commencé : votre deck ne peut plus changer.',
  wrongCode: 'Aucune partie ne correspond à ce code.',
  notInvited: 'Cette partie privée est réservée à un autre joueur.',
  full: 'Cette partie est déjà complète.',
  notAFriend: 'Vous ne pouvez inviter que vos amis.',
  selfInvite: 'Vous ne pouvez pas vous inviter vous-même.',
  friendNotFound: 'Ami introuvable.',
  opponentNotFound: 'Adversaire introuvable.',
  noTrainingOpponent: "Aucun adversaire d'entraînement pour cette difficulté.",
  cardOrSpell: 'Placez une carte ou un sort, pas les deux à la fois.',
  nothingToPlace: 'Indiquez la carte (cardId) ou le sort (spellId) à placer.',
  noIndex: 'Indiquez la position (index) où placer.',
} as const

export const REPLAYS = {
  notFinished: 'Cette partie n’est pas terminée : son replay sera disponible à la fin.',
  neverPlayed: 'Cette partie n’a pas été jouée : elle n’a pas de replay.',
  notRecorded: 'Cette partie a été jouée avant l’enregistrement des coups : elle n’a pas de replay.',
  notAllowed: 'Seuls les joueurs de cette partie, leurs amis et les administrateurs peuvent voir ce replay.',
  historyNotAllowed: 'Seuls ce joueur, ses amis et les administrateurs peuvent voir son historique.',
  playerNotFound: 'Joueur introuvable.',
} as const

export const STATS = {
  notAllowed: 'Seuls ce joueur, ses amis et les administrateurs peuvent voir ses statistiques.',
} as const

export const SOLO = {
  stageNotFound: 'Étape introuvable.',
  noGameOnStage: 'Aucune partie sur cette étape.',
  stageLocked: (stage: number) => `Étape verrouillée : remportez d'abord l'étape ${stage - 1}.`,
} as const

export const FRIENDS = {
  requestNotFound: 'Demande introuvable ou déjà traitée.',
  selfAdd: 'Vous ne pouvez pas vous ajouter vous-même en ami.',
  playerNotFound: 'Joueur introuvable.',
  alreadyFriends: (pseudo: string) => `Vous êtes déjà ami avec ${pseudo}.`,
  alreadyRequested: (pseudo: string) => `Vous avez déjà envoyé une demande à ${pseudo} : elle attend sa réponse.`,
  crossedRequest: "Une demande entre vous vient d'être faite : actualisez la page.",
  recipientAccepts: "Seul le joueur qui a reçu la demande peut l'accepter.",
  cancelled: 'Demande annulée.',
  refused: 'Demande refusée.',
  notAFriend: 'Ce joueur ne fait pas partie de vos amis.',
  removed: 'Ce joueur ne fait plus partie de vos amis.',
} as const

export const NEWS = {
  notFound: 'Actualité introuvable.',
  deleted: (title: string) => `L'actualité « ${title} » a été supprimée.`,
} as const
