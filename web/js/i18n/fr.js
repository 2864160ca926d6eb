// Français : la table de strings.js, clé pour clé. Vocabulaire du jeu, celui de 1699 : la dame (le
// pion), la flèche (au trictrac, une « case » est une flèche garnie de deux dames), rabattre une dame
// (défaire la pile), lever ou sortir ses dames (du tablier), le doublet, l'as, le videau, le double
// accepté ou refusé, l'espérance (en enjeux par partie).
// Typographie française : espace insécable avant « : » et « ; ».

import { analysis, board } from "./fr/analysis.js";
import { bg, bgReview, interop } from "./fr/backgammon.js";
import { match } from "./fr/match.js";
import { moves, result, score } from "./fr/moves.js";
import { embed, examples } from "./fr/pages.js";
import { oneOf } from "./i18n.js";
import { NB, megabytes, COLORS, the, count } from "./fr/words.js";

export const fr = {
  title: "Dames Rabattues",
  subtitle: "le jeu de table français de 1699",
  color: COLORS,
  computer: "ordinateur",
  presetName: {
    "charpentier-1699": "Charpentier 1699",
    modern: "Moderne (videau et multiplicateurs)",
    money: "Backgammon, partie libre",
  },
  presetShort: { "charpentier-1699": "1699", modern: "Moderne", money: "Backgammon" },

  loading: {
    starting: "Le moteur du jeu démarre",
    snapshot: "Démarrage du moteur du jeu conservé sur cet appareil",
    runtime: `Le jeu démarre${NB}: téléchargement de son moteur`,
    start: "Démarrage du moteur du jeu",
    engine: "Chargement des règles",
    ready: "Prêt",
    bytes: (/** @type {number} */ done, /** @type {number} */ of) => `${megabytes(done)} Mo sur ${megabytes(of)}`,
    stopped: `Le moteur du jeu ne répond plus. Votre partie est enregistrée${NB}: redémarrez le moteur pour continuer.`,
    restart: "Redémarrer le moteur",
    restarted: (/** @type {string} */ why) =>
      `Le moteur du jeu a échoué (${why})${NB}; il a été redémarré, et votre partie est rouverte depuis son enregistrement.`,
    failed: (/** @type {string} */ why) => `Le moteur du jeu n'a pas pu démarrer${NB}: ${why}. Rechargez la page pour réessayer.`,
  },

  buttons: {
    throw: "Jeter les dés",
    claim: (/** @type {number} */ die) => `Réclamer ${the(die)}`,
    double: "Doubler",
    take: "Accepter",
    drop: "Refuser",
    newGame: "Nouvelle partie",
    saved: "Parties enregistrées",
    export: "Exporter",
    import: "Importer",
    start: "Commencer la partie",
    cancel: "Annuler",
    close: "Fermer",
    resume: "Reprendre",
    delete: "Supprimer",
    playAgain: "Rejouer",
    enterDice: "Jouer ces dés",
    dismiss: "Fermer le message",
  },
  keyHint: "ou appuyez sur la barre d'espace",

  status: {
    opening: `Premier jet${NB}: chaque joueur jette un dé, le plus fort commence`,
    openingTyped: `Premier jet${NB}: saisissez le dé de chaque joueur`,
    toThrow: (/** @type {string} */ who) => `À ${who} de jeter`,
    toThrowTyped: (/** @type {string} */ who) => `À ${who} de jeter${NB}: saisissez les dés jetés`,
    again: (/** @type {string} */ who) => `${who} a fait un doublet et rejoue`,
    offered: (/** @type {string} */ doubler, /** @type {string} */ taker) =>
      `${doubler} propose de doubler${NB}: ${taker}, accepter ou refuser${NB}?`,
    claim: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} peut réclamer ${dice} avant le prochain jet`,
    thinking: (/** @type {string} */ who) => `${who} (ordinateur) joue…`,
    waitEngine: "On dresse le tablier…",
    won: (/** @type {string} */ who) => `${who} gagne`,
  },

  settings: {
    heading: "Réglages",
    speed: "Animations",
    speeds: /** @type {Record<string, string>} */ ({ off: "Aucune", normal: "Normales", slow: "Lentes" }),
    autoThrow: "Jeter pour moi jusqu'à ce qu'il se passe quelque chose",
    stopAtDouble: "…et s'arrêter quand je pourrais doubler",
    autoThrowHelp: `La page jette les dés pour vous tant qu'il n'y a rien à décider, et s'arrête à un double à accepter ou refuser, un dé à réclamer ou la fin de la partie${NB}; quand vous pourriez doubler, seulement si vous le demandez.`,
    stopped: `Les jets automatiques s'arrêtent${NB}: vous avez une décision à prendre.`,
  },
  drop: {
    title: `Refuser le double${NB}?`,
    text: `Refuser met fin à la partie${NB}: vous la perdez à la valeur du videau d'avant le double.`,
    points: (/** @type {number} */ n) => `Refuser met fin à la partie${NB}: vous la perdez, ${count(n, "point", "points")}.`,
    confirm: "Refuser",
    cancel: "Revenir",
  },
  share: {
    button: "Partager cette partie",
    position: "Copier la position",
    title: "Un lien vers cette partie",
    help: `Quiconque ouvre cette adresse voit cette partie et peut la parcourir coup par coup, sur n'importe quel appareil, même hors ligne une fois la page visitée. La partie est dans l'adresse même${NB}: rien n'est envoyé nulle part.`,
    link: "L'adresse de la partie",
    copy: "Copier le lien",
    copied: "Copié.",
    copyFailed: `Le navigateur n'a pas laissé la page copier${NB}: sélectionnez le lien et copiez-le vous-même.`,
    positionCopied: (/** @type {string} */ position) => `Position copiée, dans la notation des règles${NB}: ${position}`,
    opened: `Une partie partagée${NB}: parcourez-la avec la liste des coups ou les flèches du clavier, ou revenez à la partie pour la continuer.`,
    bad: `La partie de cette adresse n'a pas pu être lue (abîmée ou tronquée)${NB}; rien n'a été ouvert.`,
    tooLarge: `La partie de cette adresse est trop grande pour venir de l'application${NB}; rien n'a été ouvert.`,
    tooLong: (/** @type {number} */ chars, /** @type {number} */ most) =>
      `Cette partie est trop longue pour un lien${NB}: il lui faudrait ${chars} caractères, et un lien que l'application ouvre en compte au plus ${most}. Exportez-la plutôt dans un fichier${NB}: le bouton «${NB}Importer${NB}» l'ouvre sur n'importe quel appareil.`,
    export: "Exporter la partie",
  },
  interop,
  steps: {
    previous: "Précédent",
    next: "Suivant",
    live: "Revenir à la partie",
    at: (/** @type {number} */ n, /** @type {number} */ of) =>
      n === 0 ? `Le début de la partie (${count(of, "étape", "étapes")})` : `Étape ${n} sur ${of}`,
    shows: (/** @type {string} */ at, /** @type {string} */ words) => `${at}${NB}: ${words}`,
    instead: (/** @type {string} */ at, /** @type {string} */ words) => `${at}, au lieu du coup joué${NB}: ${words}`,
    review: "Revoir la partie",
  },
  moves,

  result,
  score,

  typed: {
    legend: `Dés jetés sur la table${NB}: choisissez le coup`,
    help: `Seul compte un jet valable${NB}: un dé qui n’est pas à plat, ou qui tombe hors de la moitié où l’on jette, se rejette.`,
    throwName: (/** @type {number} */ a, /** @type {number} */ b) => `${a} et ${b}`,
    whiteDie: "Dé de Blanc",
    blackDie: "Dé de Noir",
    face: (/** @type {string} */ which, /** @type {number} */ n) => `${which}${NB}: ${n}`,
  },

  dialog: {
    nameW: "Nom de Blanc (facultatif)",
    nameB: "Nom de Noir (facultatif)",
    nameTooLong: (/** @type {number} */ most) => `Un nom ne peut dépasser ${most} caractères.`,
    title: "Nouvelle partie",
    preset: "Règles",
    presetHelp: "La règle publiée par Charpentier en 1698 ou 1699, ou le jeu moderne avec un videau.",
    house: "Règles maison",
    passing: "Les dés injouables passent à l'adversaire",
    passingValues: { always: "toujours (1699)", "bear-off": "seulement quand on lève (moderne)", never: "jamais" },
    claim: "Dés passés",
    claimValues: { automatic: "joués pour celui qui les reçoit", strict: "à réclamer (strict, 1699)" },
    doubles: "Doublets",
    doublesValues: { replay: "joués, puis on rejoue (1699)", reroll: "non joués, on rejette (moderne)" },
    cube: "Videau (cube de doublement)",
    cubeMax: "Videau jusqu'à",
    multipliers: "Gain ×2 ou ×4 quand le perdant est loin derrière",
    stake: "Enjeu (points par partie)",
    players: "Joueurs",
    playersValues: {
      hotseat: "Deux joueurs sur cet appareil",
      "computer-b": "Contre l'ordinateur (il joue Noir)",
      "computer-w": "Contre l'ordinateur (il joue Blanc)",
    },
    dice: "Dés",
    seeded: "Jetés par l'application à partir d'une graine",
    seed: "Graine",
    seedHelp: `Laissez vide pour une graine au hasard${NB}; la même graine donne les mêmes dés.`,
    typed: `Vrais dés${NB}: les joueurs jettent sur la table et saisissent chaque jet`,
    loadingEngine: `Le moteur se charge encore${NB}; la partie pourra commencer dans un instant.`,
  },

  saved: {
    deleteFinished: "Supprimer les parties finies",
    deleteOld: "Supprimer les parties non jouées depuis un mois",
    deleted: (/** @type {number} */ n) =>
      n === 0 ? "Aucune partie à supprimer." : n === 1 ? "1 partie supprimée." : `${n} parties supprimées.`,
    title: "Parties enregistrées",
    empty: "Aucune partie enregistrée.",
    current: "en cours",
    over: (/** @type {string} */ who) => `${who} a gagné`,
    toPlay: (/** @type {string} */ who) => `à ${who} de jouer`,
    moves: (/** @type {number} */ n) => count(n, "action", "actions"),
    resumeName: (/** @type {string} */ what) => `Reprendre ${what}`,
    deleteName: (/** @type {string} */ what) => `Supprimer ${what}`,
  },

  errors: {
    storageFull: `Le stockage du navigateur pour cette page est plein${NB}: cette partie n'est pas enregistrée. Supprimez des parties finies ou anciennes dans Parties enregistrées, ou exportez celle-ci${NB}; l'enregistrement reprend de lui-même.`,
    storageTooLarge: `Cette partie est trop grande pour le stockage de ce navigateur, même toutes les autres parties supprimées${NB}: elle n'est pas enregistrée. Exportez-la pour la garder.`,
    recordFull: `Cette partie a atteint la longueur maximale d'enregistrement de l'application${NB}: plus aucune action ne peut être enregistrée. Exportez-la pour la garder.`,
    urlTooLong: (/** @type {number} */ length) =>
      `L'adresse est trop longue pour être lue (${length} caractères)${NB}; elle a été ignorée.`,
    engine: (/** @type {string} */ why) => `Le moteur a refusé l'action${NB}: ${why}`,
    openFailed: (/** @type {string} */ why) =>
      `Le moteur du jeu a échoué en ouvrant votre partie (${why}). La partie est gardée telle qu'elle était enregistrée${NB}: rouvrez-la depuis les parties enregistrées.`,
    importFailed: (/** @type {string} */ why) => `Ce fichier n'est pas une partie que l'application sait ouvrir${NB}: ${why}`,
    savedBroken: (/** @type {string} */ why) => `Une partie enregistrée n'a pas pu être ouverte${NB}: ${why}`,
    storage: `Ce navigateur n'a pas laissé la page enregistrer la partie (stockage plein ou désactivé)${NB}; jouez, mais exportez-la pour la garder.`,
    urlUnknown: (/** @type {string} */ name) => `L'adresse contient un réglage inconnu «${NB}${name}${NB}»${NB}; il a été ignoré.`,
    urlSeed: (/** @type {string} */ value) =>
      `La graine «${NB}${value}${NB}» de l'adresse n'est pas un entier de 0 à 9007199254740991${NB}; une graine au hasard a été prise.`,
    urlPreset: (/** @type {string} */ value, /** @type {string[]} */ presets) =>
      `Les règles «${NB}${value}${NB}» de l'adresse n'existent pas (${oneOf(presets)})${NB}; les règles habituelles du jeu ont été appliquées.`,
    urlComputer: (/** @type {string} */ value) =>
      `«${NB}computer=${value}${NB}» dans l'adresse devrait valoir w ou b${NB}; la partie est à deux joueurs.`,
    urlGame: (/** @type {string} */ value, /** @type {string[]} */ games) =>
      `«${NB}game=${value}${NB}» dans l'adresse ne désigne aucun jeu de ce site (${oneOf(games)})${NB}; l'adresse a été ignorée.`,
    urlLevel: (/** @type {string} */ value, /** @type {string[]} */ levels) =>
      `Le niveau «${NB}${value}${NB}» de l'adresse n'est pas un niveau de l'ordinateur (${oneOf(levels)})${NB}; il joue à son niveau le plus fort.`,
    urlMatch: (/** @type {string} */ value, /** @type {number} */ min, /** @type {number} */ max) =>
      `La longueur du match «${NB}${value}${NB}» de l'adresse n'est pas un entier de ${min} à ${max}${NB}; une partie libre (sans match) a été choisie.`,
    urlLevelAlone: (/** @type {string} */ value) =>
      `«${NB}level=${value}${NB}» dans l'adresse est le niveau de l'ordinateur, mais l'ordinateur ne joue pas (il faut computer=w ou b)${NB}; il a été ignoré.`,
    urlRejected: (/** @type {string} */ why) => `Les réglages de l'adresse n'ont pas permis de commencer une partie${NB}: ${why}`,
    storageOff: `L'enregistrement est coupé${NB}: ce navigateur ne laisse la page rien stocker (navigation privée ou stockage désactivé). Jouez${NB}; exportez la partie pour la garder.`,
    setAside: (/** @type {string} */ why) =>
      `Une partie enregistrée était abîmée et a été mise de côté (${why})${NB}; les autres parties sont intactes. Vous pouvez exporter son texte.`,
    tooLarge: (/** @type {number} */ megabytes) =>
      `Ce fichier est trop gros pour être une partie (${megabytes} Mo)${NB}; rien n'a été ouvert.`,
  },
  tabs: {
    followed: `Cette partie s'est poursuivie dans un autre onglet${NB}; elle est montrée ici telle qu'elle est maintenant.`,
    conflict: `Cette partie a été jouée dans un autre onglet au même moment${NB}: votre dernière action n'a pas été gardée. La partie est montrée telle qu'elle est maintenant.`,
    deleted: `Cette partie a été supprimée dans un autre onglet${NB}; elle n'est gardée ici que si vous continuez à jouer.`,
  },
  aside: {
    export: "Exporter son texte",
    forget: "L'oublier",
  },
  importedAgain: `Cette partie était déjà enregistrée ici${NB}: elle est ouverte, pas enregistrée deux fois.`,
  imported: "Partie importée.",

  offline: {
    updated: `Une nouvelle version du jeu est installée${NB}; elle servira à la prochaine ouverture de la page. Les parties enregistrées sont gardées.`,
  },
  links: {
    examples: "Trois exemples de la règle de 1699, à insérer dans un article",
    unknownGame: (/** @type {string} */ value) =>
      `L'adresse ne nomme aucun jeu de ce site («${NB}${value}${NB}»)${NB}: voici les règles des Dames Rabattues.`,
  },

  embed,

  examples,

  analysis,
  board,

  bg,

  bgReview,

  match,

  language: { name: "Français", label: "Langue" },
  nav: { menu: "Partie", rules: "Règles", open: "Menu" },
  units: { points: (/** @type {number} */ n) => count(n, "point", "points") },
};
