// French: backgammon: its board, moves, review, Position IDs and XGIDs (a part of fr.js, the same keys in every language).

import { NB, count } from "./words.js";

// Backgammon (js/backgammon/): the board's words, the move list, the status, the New game dialog.
export const bg = {
  autoForced: `Backgammon${NB}: jouer pour moi un coup forcé (le seul permis)`,
  autoBearOff: `Backgammon${NB}: sortir mes dames pour moi quand chaque dé en sort une`,
  autoBearOffHelp: `Dans une course, quand chaque dé d'un jet sort une dame, ce coup est joué pour vous, comme le joue la sortie automatique de GNU Backgammon${NB}; toute autre sortie reste à votre choix.`,
  positionId: "Partir d'une position donnée par un identifiant de position GNU Backgammon ou un XGID (facultatif)",
  gameName: "Backgammon",
  subtitle: "le jeu de table tel qu'on le joue aujourd'hui",
  dames: "Dames Rabattues",
  game: "Jeu",
  cube: "Videau",
  jacoby: "Règle Jacoby (gammons et backgammons comptés seulement après un double accepté)",
  level: "Niveau de l’ordinateur",
  levels: { beginner: "Débutant", intermediate: "Intermédiaire", expert: "Expert", master: "Maître" },
  withLevel: (/** @type {string} */ rules, /** @type {string} */ level) => `${rules}${NB}; ordinateur${NB}: ${level}`,
  help: "Partie libre ou match (règle de Crawford), contre un ami ou l'ordinateur, dans la notation de GNU Backgammon.",
  label: "Tablier de backgammon",
  pips: (/** @type {number} */ n) => (n <= 1 ? `${n} pip` : `${n} pips`),
  point: (/** @type {number} */ n, /** @type {number} */ dames, /** @type {string} */ who) =>
    dames ? `flèche ${n}${NB}: ${count(dames, "dame", "dames")} de ${who}` : `flèche ${n}${NB}: vide`,
  bar: (/** @type {number} */ w, /** @type {number} */ b) => `barre${NB}: Blanc ${w}, Noir ${b}`,
  tray: (/** @type {string} */ who, /** @type {number} */ n) => `dames sorties de ${who}${NB}: ${n}`,
  selected: "choisie",
  canGo: "la dame peut aller ici",
  on: (/** @type {number} */ dames, /** @type {number} */ n) => `${dames} sur la ${n}`,
  side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ bar, /** @type {number} */ off) =>
    `${who}${NB}: ${points || "aucune dame sur le tablier"}${bar ? `${NB}; ${bar} sur la barre` : ""}${NB}; ${count(off, "dame sortie", "dames sorties")}`,
  cubeAt: (/** @type {number} */ value, /** @type {string | null} */ owner) =>
    owner ? `videau à ${value}, chez ${owner}` : "videau au centre",
  opening: (
    /** @type {string} */ w,
    /** @type {number} */ dw,
    /** @type {string} */ b,
    /** @type {number} */ db,
    /** @type {string} */ starter,
  ) => `Premier jet${NB}: ${w} ${dw}, ${b} ${db}${NB}; ${starter} commence`,
  openingTie: (/** @type {number} */ d) => `Premier jet${NB}: ${d} de part et d'autre${NB}; on rejette`,
  throws: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} jette ${dice}`,
  cannotMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} jette ${dice} et ne peut pas jouer`,
  moved: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move) => `${who} ${dice}${NB}: ${move}`,
  movedWords: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ words) =>
    `${who} ${dice}${NB}: ${move} (${words})`,
  stepWords: (/** @type {string} */ from, /** @type {string} */ to, /** @type {boolean} */ hit) =>
    `de ${from} à ${to}${hit ? ", en frappant" : ""}`,
  fromBar: "la barre",
  toOff: "la sortie",
  doubles: (/** @type {string} */ who) => `${who} double`,
  takes: (/** @type {string} */ who) => `${who} accepte`,
  drops: (/** @type {string} */ who) => `${who} refuse`,
  toMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} joue ${dice}`,
  onRoll: (/** @type {string} */ who) => `À ${who} de jouer`,
  chosen: (/** @type {string} */ move) => `Coup choisi${NB}: ${move}. Confirmez-le ou annulez-le.`,
  tapHelp: `Touchez une dame${NB}: elle avance du plus grand dé${NB}; touchez-la encore, elle avance de l'autre. Faites-la glisser pour choisir où elle va${NB}; les flèches du clavier et la touche Entrée fonctionnent aussi.`,
  undo: "Annuler",
  confirm: "Confirmer",
  hint: "Conseil",
  hintMoves: "Meilleurs coups, classés par espérance estimée",
  hintMovesMatch: "Meilleurs coups, classés par chances estimées de gagner le match",
  hintHelp: "Choisissez un coup pour le placer sur le tablier, puis confirmez-le.",
  matchRules: (/** @type {number} */ n, /** @type {boolean} */ cube) =>
    `Backgammon, match en ${count(n, "point", "points")}${NB}; ${cube ? "avec" : "sans"} videau`,
  hintCube: (/** @type {string} */ action) => `Videau${NB}: ${action} (estimation)`,
  cubeActions: /** @type {Record<string, string>} */ ({
    "no double": "pas de double",
    "double, take": "double, accepter",
    "double, drop": "double, refuser",
    "too good": "trop bon pour doubler",
    "cannot double": "pas de double possible",
  }),
  estimate:
    "Estimations de l'évaluateur de l'ordinateur (un réseau de neurones entraîné en jouant contre lui-même), pas des chiffres exacts.",
  rules: (/** @type {boolean} */ cube, /** @type {boolean} */ jacoby) =>
    `Backgammon, partie libre${NB}; ${cube ? "avec" : "sans"} videau${jacoby ? `${NB}; règle Jacoby` : ""}`,
  heading: "Analyse (estimations)",
  chancesWin: "Victoire",
  chancesGammon: "Gammon",
  chancesBackgammon: "Backgammon",
};

// La revue d'une partie de backgammon (js/backgammon/review.js).
export const bgReview = {
  working: "La partie est passée en revue… (quelques secondes)",
  failed: (/** @type {string} */ why) => `La revue n'a pas pu être faite${NB}: ${why}`,
  note: `Estimations de l'évaluateur de l'ordinateur, pas des chiffres exacts${NB}: chaque coup jugé comme le conseil le juge (sans anticiper de jet), chaque décision de videau sur les 21 jets possibles (en anticipant un jet), la chance de chaque jet par rapport aux 21 jets possibles. Espérances par unité de videau${NB}; marques et niveau comme les donne GNU Backgammon.`,
  summaryHeading: "Bilan",
  luckHeading: "La chance aux dés",
  moves: "Coups (avec un choix)",
  movesCount: (/** @type {number} */ all, /** @type {number} */ unforced) => `${all} (${unforced})`,
  cubeDecisions: "Décisions de videau",
  moveErrors: "Erreurs de coups",
  cubeErrors: "Erreurs de videau",
  lost: "Espérance perdue",
  inPoints: "… en points (× le videau)",
  rate: "Perte par décision",
  rating: "Niveau",
  luck: "Chance aux dés",
  luckMarks: "Jets marqués",
  key: `Erreurs${NB}: douteuses / mauvaises / très mauvaises. Jets marqués${NB}: très heureux / heureux / malheureux / très malheureux.`,
  ratings: /** @type {Record<string, string>} */ ({
    supernatural: "Surnaturel",
    world_class: "Classe mondiale",
    expert: "Expert",
    advanced: "Avancé",
    intermediate: "Intermédiaire",
    casual: "Joueur occasionnel",
    beginner: "Débutant",
    awful: `Désastreux${NB}!`,
  }),
  marks: /** @type {Record<string, string>} */ ({ doubtful: "douteux", bad: "mauvais", very_bad: "très mauvais" }),
  luckNames: /** @type {Record<string, string>} */ ({
    very_lucky: "très heureux",
    lucky: "heureux",
    unlucky: "malheureux",
    very_unlucky: "très malheureux",
  }),
  luckLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ luck, /** @type {string} */ mark) =>
    `${who} ${dice}${NB}: ${mark}, ${luck}`,
  noLuck: "Aucun jet assez heureux ou malheureux pour être marqué.",
  errorsHeading: "Erreurs",
  noErrors: `Aucune erreur à revoir${NB}: aucune n'atteint les seuils que marque GNU Backgammon (douteuse, mauvaise, très mauvaise).`,
  errorLine: (
    /** @type {string} */ who,
    /** @type {string} */ dice,
    /** @type {string} */ move,
    /** @type {string} */ mark,
    /** @type {string} */ loss,
  ) => `${who} ${dice}${NB}: ${move} — ${mark}, espérance perdue ${loss}`,
  rank: "n°",
  moveHead: "Coup",
  choiceHead: "Choix",
  equityHead: "Espérance",
  lostHead: "Perte",
  played: "(joué)",
};

export const interop = {
  copyXgid: "Copier le XGID",
  positionIdCopied: (/** @type {string} */ id) => `Position copiée sous forme d'identifiant de position GNU Backgammon${NB}: ${id}`,
  xgidCopied: (/** @type {string} */ xgid) => `Position copiée sous forme de XGID (eXtreme Gammon)${NB}: ${xgid}`,
  fromPositionId: `Partie commencée d'après l'identifiant de position${NB}: ses dames, Blanc à jouer.`,
  fromXgid: (/** @type {string} */ who, /** @type {string} */ dice) =>
    `Partie commencée d'après le XGID${NB}: ses dames, ${who} à jouer${dice ? `, avec ${dice} aux dés` : ""}.`,
  cubeKept: (/** @type {number} */ value, /** @type {string} */ who) => `Son videau aussi${NB}: à ${value}, chez ${who}.`,
  cubeNotKept: (/** @type {number} */ value, /** @type {string} */ who, /** @type {string} */ why) =>
    `Son videau (à ${value}, ${who ? `chez ${who}` : "au centre"}) n'est pas repris${NB}: ${why}${NB}; la partie commence avec le videau au centre, à 1.`,
  cubeWhy: /** @type {Record<string, string>} */ ({
    impossible: "un videau à 1 est au centre, et au-dessus de 1 il est chez le joueur qui a accepté le double",
    off: "cette partie se joue sans videau",
    max: "il dépasse la limite du videau de cette partie",
    crawford: "le videau reste au centre pendant la partie Crawford",
  }),
  offeredNotKept: `Le double qu'il propose n'est pas repris${NB}: le joueur dont c'est le tour pourra doubler de nouveau.`,
  region: "Backgammon",
  badMove: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) =>
    `Le coup ${n} («${NB}${value}${NB}») de l'adresse ne peut pas être joué${NB}: ${why}.`,
};
