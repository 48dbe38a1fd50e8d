// The 48 cards seeded at first start: 24 commune, 12 rare, 8 épique, 4 légendaire (see game-rules.md).
// Power (sum of the four sides) stays inside POWER_RANGE of src/game/rarity.ts; art: assets/cards/<slug>.svg.
import type { CatalogueCard } from './catalogue-types'
import type { Rarete } from '../../game/rarity'

type Sides = readonly [haut: number, gauche: number, droite: number, bas: number]

const card = (slug: string, nom: string, rarete: Rarete, icon: string, sides: Sides, description: string): CatalogueCard => ({
  slug,
  nom,
  rarete,
  icon,
  pointsHaut: sides[0],
  pointsGauche: sides[1],
  pointsDroite: sides[2],
  pointsBas: sides[3],
  description,
})

export const CATALOGUE_CARDS: CatalogueCard[] = [
  // Commune — puissance 8 à 14
  card('gobelin-chapardeur', 'Gobelin Chapardeur', 'commune', 'goblin-head', [2, 4, 3, 1], 'Il vole tout ce qui brille et ne rend jamais rien, pas même les coups.'),
  card('rat-des-egouts', 'Rat des Égouts', 'commune', 'rat', [1, 2, 2, 3], 'Seul, il fait sourire ; par centaines, il fait trembler les remparts.'),
  card('loup-des-brumes', 'Loup des Brumes', 'commune', 'wolf-head', [4, 2, 4, 2], "Il surgit du brouillard matinal et s'y évanouit avant qu'on ait tiré l'épée."),
  card('araignee-des-cavernes', 'Araignée des Cavernes', 'commune', 'spider-alt', [1, 5, 1, 3], 'Sa toile barre les galeries où nul mineur ne descend plus.'),
  card('squelette-errant', 'Squelette Errant', 'commune', 'skeleton', [3, 2, 2, 2], 'Il a oublié son nom, mais pas le maniement de la lance.'),
  card('archere-de-la-lisiere', 'Archère de la Lisière', 'commune', 'bowman', [6, 1, 2, 2], "De son poste à l'orée du bois, aucune flèche ne manque sa cible."),
  card('milicien-du-bourg', 'Milicien du Bourg', 'commune', 'swordman', [3, 3, 3, 3], "Boulanger le jour, soldat la nuit : il tient sa place, quoi qu'il arrive."),
  card('garde-du-pont', 'Garde du Pont', 'commune', 'checked-shield', [2, 3, 3, 5], "Personne ne passe sans payer l'octroi, et surtout pas par la force."),
  card('chauve-souris-geante', 'Chauve-souris Géante', 'commune', 'bat', [3, 4, 1, 1], "Elle fond sur sa proie depuis les voûtes, sans un bruit d'ailes."),
  card('gelee-acide', 'Gelée Acide', 'commune', 'slime', [2, 2, 2, 2], 'Elle dissout les bottes, les boucliers et la patience des aventuriers.'),
  card('myconide-sournois', 'Myconide Sournois', 'commune', 'mushrooms', [1, 3, 3, 4], 'Ses spores endorment quiconque a le malheur de le cueillir.'),
  card('vipere-des-marais', 'Vipère des Marais', 'commune', 'snake', [1, 1, 7, 2], 'Elle attend, immobile, puis frappe de côté plus vite que le regard.'),
  card('sanglier-furieux', 'Sanglier Furieux', 'commune', 'boar', [5, 3, 3, 3], 'Une fois lancé, rien ne dévie sa charge, pas même un mur.'),
  card('corbeau-messager', 'Corbeau Messager', 'commune', 'raven', [4, 1, 3, 1], 'Il porte les nouvelles du front et en garde toujours une pour lui.'),
  card('renard-ruse', 'Renard Rusé', 'commune', 'fox-head', [3, 4, 4, 1], "Il connaît chaque terrier, chaque piège et chaque raccourci de la forêt."),
  card('diablotin-farceur', 'Diablotin Farceur', 'commune', 'imp', [2, 5, 2, 1], 'Ses tours sont cruels, mais il rit toujours plus fort que ses victimes.'),
  card('epouvantail-anime', 'Épouvantail Animé', 'commune', 'scarecrow', [2, 2, 2, 6], "Une sorcière lui a donné vie ; depuis, aucun corbeau n'ose approcher."),
  card('zombie-titubant', 'Zombie Titubant', 'commune', 'shambling-zombie', [3, 3, 2, 5], 'Lent, maladroit et parfaitement infatigable.'),
  card('bandit-de-grand-chemin', 'Bandit de Grand Chemin', 'commune', 'bandit', [2, 6, 3, 2], 'La bourse ou la vie : il se contente volontiers des deux.'),
  card('moine-pelerin', 'Moine Pèlerin', 'commune', 'monk-face', [3, 2, 2, 4], "Son bâton de marche a déjà assommé plus d'un brigand."),
  card('apprenti-sorcier', 'Apprenti Sorcier', 'commune', 'wizard-face', [4, 3, 3, 1], 'Ses sorts ratent une fois sur deux, mais la seconde fait mal.'),
  card('scarabee-cuirasse', 'Scarabée Cuirassé', 'commune', 'scarab-beetle', [1, 2, 2, 9], 'Sa carapace ventrale résiste aux haches comme aux sortilèges.'),
  card('crapaud-des-tourbieres', 'Crapaud des Tourbières', 'commune', 'frog', [2, 3, 1, 2], "On dit qu'un baiser de princesse le changerait en prince, mais personne n'a osé essayer."),
  card('chouette-sentinelle', 'Chouette Sentinelle', 'commune', 'owl', [5, 2, 2, 4], "Elle veille sur les remparts quand les gardes s'endorment."),

  // Rare — puissance 15 à 19
  card('troll-des-ponts', 'Troll des Ponts', 'rare', 'troll', [5, 4, 4, 6], 'Il réclame un péage en or, en chèvres ou en chevaliers.'),
  card('ours-des-cimes', 'Ours des Cimes', 'rare', 'bear-head', [6, 4, 4, 3], "Roi des sommets enneigés, il ne descend dans la vallée qu'affamé."),
  card('centaure-eclaireur', 'Centaure Éclaireur', 'rare', 'centaur', [7, 3, 3, 2], "Il voit l'ennemi venir bien avant que l'ennemi ne le voie."),
  card('harpie-hurlante', 'Harpie Hurlante', 'rare', 'harpy', [4, 6, 5, 1], 'Son cri glace le sang et brise les rangs les plus serrés.'),
  card('chevalier-noir', 'Chevalier Noir', 'rare', 'black-knight-helm', [4, 4, 4, 4], "Nul ne connaît le visage sous le heaume, ni la cause qu'il sert."),
  card('sorciere-des-landes', 'Sorcière des Landes', 'rare', 'witch-face', [3, 2, 8, 3], "Elle lit l'avenir dans les entrailles et le corrige à sa guise."),
  card('golem-de-pierre', 'Golem de Pierre', 'rare', 'rock-golem', [3, 3, 3, 9], 'Taillé dans la montagne, il garde sa porte depuis mille ans.'),
  card('loup-garou', 'Loup-Garou', 'rare', 'werewolf', [6, 5, 5, 2], 'Courtois le jour, il redoute la pleine lune plus que ses proies.'),
  card('fantome-du-beffroi', 'Fantôme du Beffroi', 'rare', 'ghost', [5, 5, 2, 3], "Chaque nuit, à minuit, il sonne le glas de quelqu'un."),
  card('nain-des-forges', 'Nain des Forges', 'rare', 'dwarf-face', [4, 5, 3, 5], "Il frappe l'enclume comme l'ennemi : fort, juste et sans relâche."),
  card('rodeuse-sylvestre', 'Rôdeuse Sylvestre', 'rare', 'woman-elf-face', [6, 2, 6, 2], 'Les arbres lui soufflent où se cachent ses ennemis.'),
  card('guerrier-lezard', 'Guerrier Lézard', 'rare', 'lizardman', [3, 7, 4, 5], 'Sa peau écailleuse détourne les lames comme les flèches.'),

  // Épique — puissance 20 à 24
  card('minotaure-du-labyrinthe', 'Minotaure du Labyrinthe', 'épique', 'minotaur', [8, 5, 5, 4], 'Il connaît chaque détour de sa prison, et ses visiteurs, aucun.'),
  card('griffon-royal', 'Griffon Royal', 'épique', 'griffin-symbol', [6, 6, 6, 3], 'Monture des rois, il ne porte que ceux qui ont prouvé leur valeur.'),
  card('comte-vampire', 'Comte Vampire', 'épique', 'vampire-dracula', [5, 7, 7, 3], 'Il reçoit ses invités avec élégance, et les garde pour le dîner.'),
  card('hydre-des-abysses', 'Hydre des Abysses', 'épique', 'hydra', [6, 6, 6, 6], 'Tranchez une tête, deux autres viendront vous le reprocher.'),
  card('gorgone-petrifiante', 'Gorgone Pétrifiante', 'épique', 'medusa-head', [9, 4, 4, 3], "Son jardin de statues ne cesse de s'agrandir."),
  card('golem-de-glace', 'Golem de Glace', 'épique', 'ice-golem', [4, 5, 5, 9], "Forgé dans le cœur d'un glacier, il ne fond jamais."),
  card('paladin-de-l-aube', "Paladin de l'Aube", 'épique', 'mounted-knight', [7, 5, 5, 5], 'Sa lance bénie rallie les braves au premier rayon du jour.'),
  card('djinn-des-sables', 'Djinn des Sables', 'épique', 'djinn', [5, 8, 4, 4], 'Il exauce trois vœux, et fait payer le quatrième très cher.'),

  // Légendaire — puissance 25 à 30
  card('dragon-ancien', 'Dragon Ancien', 'légendaire', 'spiked-dragon-head', [8, 7, 7, 8], 'Il dormait sur son trésor avant la naissance des royaumes.'),
  card('kraken-des-profondeurs', 'Kraken des Profondeurs', 'légendaire', 'kraken-tentacle', [6, 9, 9, 3], 'Ses tentacules enlacent les navires et les entraînent par le fond, équipage compris.'),
  card('licorne-celeste', 'Licorne Céleste', 'légendaire', 'unicorn', [9, 5, 6, 5], 'Sa corne perce les ténèbres comme les armures.'),
  card('roi-liche', 'Roi Liche', 'légendaire', 'crowned-skull', [7, 7, 7, 7], "Il a troqué son âme contre l'éternité et règne sur ceux qui l'ont suivi."),
]
