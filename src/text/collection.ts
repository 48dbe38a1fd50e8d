// The collection pages: Cartes (/cards), Decks (/inventory), Boosters (/pack) and the card tile.
import type { Rarete } from '../game/rarity'

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)
const int = (n: number) => new Intl.NumberFormat('fr-FR').format(n)
/** '70 %' with French spacing; decimals only when needed ('0,5 %'). */
export const formatPercent = (value: number): string =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(value)} %`

export const rarityNames: Record<Rarete, string> = {
  commune: 'Commune',
  rare: 'Rare',
  épique: 'Épique',
  légendaire: 'Légendaire',
}

/** The card tile and the card face (shared by the three pages). */
export const cardTile = {
  card: 'Carte',
  spell: 'Sort',
  sides: { top: 'Haut', left: 'Gauche', right: 'Droite', bottom: 'Bas' },
  /** Accessible text of one side: 'Haut 5 +2'. */
  side: (label: string, base: number, bonus: number) => (bonus ? `${label} ${base} ${signed(bonus)}` : `${label} ${base}`),
  power: 'Puissance',
  powerValue: (n: number) => `Puissance ${n}`,
  copies: (n: number) => `×${n}`,
  copiesLong: (n: number) => `${n} exemplaire${n > 1 ? 's' : ''}`,
  upgradable: 'Amélioration possible',
  skin: 'Skin',
  isNew: 'Nouveau !',
  inDeck: 'Dans le deck',
}

/** '+2', '−1', '0'. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0')

export const cardsPage = {
  title: 'Cartes',
  intro: 'Votre collection de créatures et de sorts. Ouvrez une carte pour l’améliorer ou l’habiller d’un skin.',
  loadError: 'Impossible de charger votre collection.',
  retry: 'Réessayer',
  empty: 'Votre collection est vide pour le moment.',
  emptyAction: 'Ouvrir des boosters',
  noMatch: 'Aucune carte ne correspond à ces filtres.',
  clearFilters: 'Effacer les filtres',
  summary: (cards: number, spells: number) => `${int(cards)} ${plural(cards, 'carte', 'cartes')} · ${int(spells)} ${plural(spells, 'sort', 'sorts')}`,
  distinct: (n: number) => `${n} ${plural(n, 'modèle', 'modèles')}`,

  filtersLabel: 'Filtres de la collection',
  kind: 'Type',
  kinds: { all: 'Tout', cards: 'Cartes', spells: 'Sorts' },
  rarity: 'Rareté',
  allRarities: 'Toutes',
  search: 'Rechercher par nom',
  searchPlaceholder: 'Nom de la carte…',
  sort: 'Trier par',
  sorts: { rarity: 'Rareté', power: 'Puissance', name: 'Nom' },
  upgradableOnly: 'Améliorables seulement',
  results: (n: number) => `${n} ${plural(n, 'résultat', 'résultats')}`,
  gridLabel: 'Votre collection',

  levelUpTitle: 'Amélioration possible',
  levelUpText: (n: number) =>
    `${n} ${plural(n, 'carte ou sort peut', 'cartes ou sorts peuvent')} être ${plural(n, 'amélioré', 'améliorés')} avec vos doublons.`,
  levelUpShow: 'Les voir',
  levelUpAll: 'Tout afficher',
}

export const cardDetail = {
  close: 'Fermer',
  description: 'Description',
  values: 'Valeurs',
  valuesHint: 'Valeur de base + bonus de l’exemplaire choisi.',
  instances: 'Vos exemplaires',
  instancesHint: 'Choisissez l’exemplaire à améliorer ou à habiller.',
  instance: (n: number) => `Exemplaire ${n}`,
  bonus: (n: number) => `+${n}`,
  bonusLong: (n: number) => `Bonus +${n} sur chaque côté`,
  maxed: 'Niveau maximum',
  withSkin: (name: string) => `Skin : ${name}`,

  upgradeTitle: 'Améliorer',
  upgradeRule: 'Trois autres exemplaires de cette carte sont consommés pour +1 sur chaque côté de celui-ci, jusqu’à +3.',
  upgrade: 'Améliorer',
  upgradeNeed: (missing: number) => `Encore ${missing} ${plural(missing, 'exemplaire', 'exemplaires')} pour améliorer.`,
  upgradeNeedMax: 'Cet exemplaire est au niveau maximum (+3).',
  upgradeBlocked: 'Pas d’amélioration possible pour cet exemplaire (il faut trois autres exemplaires d’un bonus égal ou inférieur, hors partie en cours).',
  confirmTitle: (name: string) => `Améliorer « ${name} » ?`,
  confirmText: (from: number) =>
    `Trois autres exemplaires seront consommés (retirés de vos decks s’il le faut). Cet exemplaire passera de +${from} à +${from + 1} sur chaque côté.`,
  confirm: 'Améliorer',
  cancel: 'Annuler',
  upgrading: 'Amélioration…',
  upgraded: (name: string, bonus: number, consumed: number) =>
    `« ${name} » passe à +${bonus} sur chaque côté (${consumed} ${plural(consumed, 'exemplaire consommé', 'exemplaires consommés')}).`,
  upgradeFailed: 'L’amélioration a échoué. Réessayez.',

  skins: 'Skins',
  skinsHint: 'Un skin change l’illustration, jamais les valeurs.',
  skinsLoading: 'Chargement des skins…',
  skinsError: 'Impossible de charger vos skins.',
  noSkin: 'Vous n’avez pas encore de skin pour cette carte.',
  shopLink: 'Voir les skins au Magasin',
  apply: 'Appliquer',
  applied: 'Appliqué',
  remove: 'Retirer le skin',
  skinApplied: (skin: string) => `Skin « ${skin} » appliqué.`,
  skinRemoved: 'Skin retiré : l’illustration d’origine est de retour.',
  skinFailed: 'Le skin n’a pas pu être changé. Réessayez.',
  original: 'Illustration d’origine',
}

export const decksPage = {
  title: 'Decks',
  intro: 'Composez vos decks de combat à partir de votre collection.',
  loadError: 'Impossible de charger vos decks.',
  retry: 'Réessayer',
  empty: 'Vous n’avez pas encore de deck.',
  emptyHint: 'Créez-en un et ajoutez-y vos meilleures cartes.',
  listLabel: 'Vos decks',
  create: 'Nouveau deck',
  createTitle: 'Nouveau deck',
  createText: 'Donnez un nom à votre deck ; vous choisirez ses cartes ensuite.',
  name: 'Nom du deck',
  defaultName: (n: number) => `Deck ${n}`,
  createSubmit: 'Créer le deck',
  created: (name: string) => `Deck « ${name} » créé.`,
  rename: 'Renommer',
  renameTitle: 'Renommer le deck',
  renameSubmit: 'Renommer',
  renamed: (name: string) => `Deck renommé en « ${name} ».`,
  edit: 'Modifier',
  delete: 'Supprimer',
  deleteTitle: (name: string) => `Supprimer « ${name} » ?`,
  deleteText: 'Le deck est supprimé ; les cartes et les sorts restent dans votre collection.',
  deleteConfirm: 'Supprimer',
  deleteInGame: 'Ce deck est utilisé dans une partie en cours : il ne peut pas être supprimé.',
  deleted: (name: string) => `Deck « ${name} » supprimé.`,
  cancel: 'Annuler',
  failed: 'L’action a échoué. Réessayez.',
  nameRequired: 'Donnez un nom au deck.',
  nameTooLong: 'Le nom fait au plus 40 caractères.',

  counts: (cards: number, spells: number) =>
    `${cards} ${plural(cards, 'carte', 'cartes')} · ${spells} ${plural(spells, 'sort', 'sorts')}`,
  playable: 'Jouable',
  notEnough: 'Pas assez de cartes',
  inGame: 'En partie',
}

export const deckEditor = {
  title: (name: string) => `Deck « ${name} »`,
  back: 'Retour aux decks',
  notFound: 'Ce deck est introuvable.',
  rule: (minCards: number, minSpells: number, maxCards: number, maxSpells: number, both: boolean) =>
    `Jouable avec au moins ${minCards} cartes ${both ? 'et' : 'ou'} ${minSpells} sorts ; au plus ${maxCards} cartes et ${maxSpells} sorts. Chaque exemplaire une seule fois.`,
  collection: 'Collection',
  collectionHint: 'Cliquez sur un exemplaire pour l’ajouter.',
  deck: 'Deck',
  deckHint: 'Cliquez sur un exemplaire pour le retirer.',
  tabsLabel: 'Collection ou deck',
  counterCards: 'Cartes',
  counterSpells: 'Sorts',
  counter: (n: number, max: number) => `${n} / ${max}`,
  counterLabel: (label: string, n: number, min: number, max: number) => `${label} : ${n} (minimum ${min}, maximum ${max})`,
  playable: 'Jouable',
  notPlayable: 'Pas assez de cartes',
  full: (what: string, max: number) => `${what} : ${max} au maximum.`,
  add: (name: string, bonus: number) => `Ajouter ${name}${bonus ? ` (+${bonus})` : ''}`,
  remove: (name: string, bonus: number) => `Retirer ${name}${bonus ? ` (+${bonus})` : ''}`,
  emptyDeck: 'Ce deck est vide : ajoutez des cartes depuis la collection.',
  emptyCollection: 'Tous vos exemplaires sont déjà dans ce deck.',
  filterAll: 'Tout',
  filterCards: 'Cartes',
  filterSpells: 'Sorts',
  search: 'Rechercher dans la collection',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: (name: string) => `Deck « ${name} » enregistré.`,
  unsaved: 'Modifications non enregistrées',
  leaveTitle: 'Quitter sans enregistrer ?',
  leaveText: 'Les modifications de ce deck ne sont pas enregistrées : elles seront perdues.',
  leaveStay: 'Rester sur le deck',
  leaveGo: 'Quitter sans enregistrer',
  reset: 'Annuler les modifications',
  inGame: 'Ce deck est dans une partie en cours : vous pourrez le modifier après la partie.',
  saveFailed: 'Le deck n’a pas pu être enregistré. Réessayez.',
  loadError: 'Impossible de charger ce deck.',
}

export const boostersPage = {
  title: 'Boosters',
  intro: 'Achetez des boosters avec vos points, ouvrez-les et découvrez de nouvelles cartes.',
  loadError: 'Impossible de charger les boosters.',
  retry: 'Réessayer',

  shopTitle: 'Boutique de boosters',
  shopIntro: 'Les boosters s’achètent avec vos points et arrivent fermés dans votre inventaire.',
  noneOnSale: 'Aucun booster en vente pour le moment.',
  credit: (pts: string) => `Votre crédit : ${pts}`,
  price: (pts: string) => pts,
  content: (n: number, kind: 'cards' | 'spells') =>
    kind === 'cards' ? `${n} ${plural(n, 'carte', 'cartes')}` : `${n} ${plural(n, 'sort', 'sorts')}`,
  guarantee: (rarity: string) => `Au moins une ${rarity.toLowerCase()} ou mieux`,
  noGuarantee: 'Sans garantie de rareté',
  buy: 'Acheter',
  buyFor: (name: string, pts: string) => `Acheter ${name} pour ${pts}`,
  buying: 'Achat…',
  bought: (name: string) => `${name} acheté : il vous attend dans votre inventaire.`,
  tooExpensive: (missing: string) => `Il vous manque ${missing}.`,
  buyFailed: 'L’achat a échoué. Réessayez.',
  details: 'Détails et probabilités',

  oddsTitle: 'Probabilités publiées',
  oddsSlot: 'Par emplacement',
  oddsRates: 'Par booster, garantie comprise',
  oddsCaption: (name: string) => `Probabilités de ${name}`,
  oddsRarity: 'Rareté',
  oddsHint: 'Chaque emplacement est tiré au hasard selon ces chances ; si aucune carte n’atteint la rareté garantie, le dernier emplacement est tiré à nouveau parmi celle-ci ou mieux.',

  focusBack: 'Tous les boosters',
  focusNotFound: 'Ce booster n’existe pas ou n’est plus en vente.',
  owned: (n: number) => `${n} fermé${n > 1 ? 's' : ''} dans votre inventaire`,

  inventoryTitle: 'Votre inventaire',
  inventoryIntro: 'Les boosters fermés d’abord, puis ceux que vous avez déjà ouverts.',
  inventoryEmpty: 'Aucun booster dans votre inventaire : achetez-en un ci-dessus.',
  unopened: (n: number) => `${n} à ouvrir`,
  openedTitle: 'Déjà ouverts',
  acquired: (date: string) => `Reçu le ${date}`,
  opened: (date: string) => `Ouvert le ${date}`,
  sources: { bought: 'Acheté', gift: 'Cadeau', upgrade: 'Échange' } as Record<string, string>,
  open: 'Ouvrir',
  openLabel: (name: string) => `Ouvrir ${name}`,
  opening: 'Ouverture…',
  openFailed: 'Le booster n’a pas pu être ouvert. Réessayez.',
  contentOf: (n: number) => `${n} ${plural(n, 'objet révélé', 'objets révélés')}`,

  exchangeTitle: 'Échanger 3 contre 1',
  exchangeText: 'Trois boosters fermés d’un même type donnent un booster du niveau au-dessus : 3 Booster Sorts → 1 Booster Classique, 3 Booster Classique → 1 Booster Premium.',
  exchange: (from: string) => `Échanger 3 ${from}`,
  exchangeInto: (to: string) => `→ 1 ${to}`,
  exchangeNeed: (have: number) => `${have} / 3`,
  exchangeConfirmTitle: 'Échanger 3 contre 1 ?',
  exchangeConfirmText: (from: string, to: string) => `Trois ${from} fermés seront échangés contre un ${to}. Cet échange est définitif.`,
  exchangeConfirm: 'Échanger',
  exchanged: (to: string) => `Échange réussi : un ${to} vous attend.`,
  exchangeFailed: 'L’échange a échoué. Réessayez.',
  cancel: 'Annuler',

  revealTitle: (name: string) => `${name} ouvert !`,
  revealIntro: 'Touchez une carte pour la retourner, ou révélez tout.',
  revealAll: 'Tout révéler',
  revealCard: (n: number) => `Retourner la carte ${n}`,
  revealDone: 'Voir ma collection',
  revealClose: 'Fermer',
  revealSummary: (n: number, fresh: number) =>
    `${n} ${plural(n, 'objet ajouté', 'objets ajoutés')} à votre collection${fresh ? `, dont ${fresh} ${plural(fresh, 'nouveau', 'nouveaux')}` : ''}.`,
  hidden: 'Carte cachée',
}
