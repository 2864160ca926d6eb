// French: the exact analysis (win bar, review, facts) and the board's description (a part of fr.js, the same keys in every language).

import { NB, list, the, count } from "./words.js";

export const analysis = {
  heading: "Analyse exacte",
  show: "Afficher les chances de gain",
  hide: "Masquer les chances de gain",
  review: "Revoir la partie",
  hideReview: "Masquer la revue",
  facts: "Faits, calculés exactement",
  barLabel: (/** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
    `Chances de gain${NB}: ${w} ${pw}, ${b} ${pb}`,
  unavailable: `L'analyse exacte ne couvre que les règles des deux préréglages${NB}; ces règles maison changent toutes les chances.`,
  cubeless: `Chances de gain seulement${NB}: les chiffres du videau sont calculés pour le videau du jeu moderne (jusqu'à 64).`,
  opening: "Avant le premier jet, les chances sont égales.",
  failed: (/** @type {string} */ why) => `Les tables exactes n'ont pas pu être chargées${NB}: ${why}`,
  shouldDouble: (/** @type {string} */ who) => `${who} devrait doubler`,
  shouldNotDouble: (/** @type {string} */ who) => `${who} ne devrait pas doubler`,
  shouldTake: (/** @type {string} */ who) => `${who} devrait accepter`,
  shouldDrop: (/** @type {string} */ who) => `${who} devrait refuser`,
  cubeFigures: (/** @type {string} */ nd, /** @type {string} */ dt, /** @type {string} */ dd) =>
    `Espérance par unité du videau${NB}: sans double ${nd}, double accepté ${dt}, double refusé ${dd}.`,
  noFigures: "(les chiffres d'un videau aussi haut ne sont pas livrés à la page)",
  graphLabel: (/** @type {string} */ w, /** @type {string} */ b) =>
    `Chances de gain après chaque jet${NB}: ${w} depuis le bas, ${b} depuis le haut. Les flèches du clavier vont d'un jet à l'autre.`,
  graphHint: `Pointez le graphique, ou atteignez-le avec Tab puis les flèches du clavier, pour lire chaque jet${NB}; choisissez-en un pour voir sa position.`,
  legendError: "erreur",
  legendClose: "décision serrée",
  legendAxis: `en abscisse${NB}: l'étape, numérotée comme dans la liste des coups`,
  at: (/** @type {number} */ n) => `Étape ${n}`,
  atThrow: (/** @type {number} */ n, /** @type {string} */ who, /** @type {string} */ dice) => `Étape ${n}, ${who} ${dice}`,
  atOpening: (
    /** @type {number} */ n,
    /** @type {string} */ w,
    /** @type {number} */ a,
    /** @type {string} */ b,
    /** @type {number} */ c,
  ) => `Étape ${n}, premier jet${NB}: ${w} ${a}, ${b} ${c}`,
  atEnd: (/** @type {number} */ n) => `Étape ${n}, fin de la partie`,
  colon: `${NB}: `,
  semi: `${NB}; `,
  pointDetail: (
    /** @type {string} */ head,
    /** @type {string} */ w,
    /** @type {string} */ pw,
    /** @type {string} */ b,
    /** @type {string} */ pb,
  ) => `${head}${NB}: ${w} ${pw}, ${b} ${pb}.`,
  dice: (/** @type {number} */ a, /** @type {number} */ b) => `${a}-${b}`,
  luck: "Chance aux dés",
  decisionsHeading: "Décisions",
  skill: (/** @type {string} */ who, /** @type {number} */ errors, /** @type {number} */ decisions, /** @type {string} */ lost) =>
    `${who}${NB}: ${count(errors, "erreur", "erreurs")} sur ${count(decisions, "décision", "décisions")}, espérance perdue ${lost}`,
  unknownLoss: (/** @type {number} */ n) => `(dont ${n} d'une ampleur que la page ne connaît pas)`,
  noDecisions: `Aucune décision à juger dans cette partie${NB}: chaque jet se joue de lui-même.`,
  allClear: "Toutes les décisions étaient justes, et aucune n'était serrée.",
  // Masculine nouns: the review's marks (« douteux », « mauvais ») agree with them.
  noun: /** @type {Record<string, string>} */ ({
    double: "double",
    no_double: "pas de double",
    take: "double accepté",
    drop: "double refusé",
  }),
  choice: /** @type {Record<string, string>} */ ({ double: "doubler", no_double: "ne pas doubler", take: "accepter", drop: "refuser" }),
  rating: /** @type {Record<string, string>} */ ({
    very_bad: "gaffe",
    bad: "erreur",
    doubtful: "imprécision",
    minor: "légère imprécision",
    error: "erreur",
  }),
  wrong: (
    /** @type {string} */ who,
    /** @type {string} */ noun,
    /** @type {string} */ rating,
    /** @type {string} */ best,
    /** @type {string} */ loss,
  ) => `${who}${NB}: ${noun} — ${rating}${NB}: il fallait ${best}${NB}; espérance perdue ${loss}`,
  close: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ margin) =>
    `${who}${NB}: ${noun} — juste, mais serré${NB}: l'autre choix perd ${margin}`,
  forfeit: (/** @type {string} */ who, /** @type {number[]} */ dice, /** @type {string} */ rating, /** @type {string} */ loss) =>
    `${who}${NB}: ${dice.length > 1 ? `${list(dice.map(the))} non réclamés` : `${the(dice[0])} non réclamé`} — ${rating}${NB}; espérance perdue ${loss}`,
  cubeAt: (/** @type {number} */ value) => `videau à ${value}`,
  luckHeading: "La chance aux dés",
  luckNote:
    "La chance d'un jet, c'est ce qu'il a changé aux chances de gain de celui qui l'a jeté, par rapport à ce qu'il pouvait en attendre.",
  luckLine: (/** @type {string} */ who, /** @type {string} */ total, /** @type {number} */ throws) =>
    `${who}${NB}: ${total} en ${count(throws, "jet", "jets")}`,
  luckEquity: (/** @type {string} */ equity) => `(espérance ${equity})`,
  luckiest: "Jet le plus heureux",
  unluckiest: "le plus malheureux",
  throwRef: (/** @type {string} */ dice, /** @type {number} */ n) => `${dice}, étape ${n}`,
  openingRef: (/** @type {number} */ die, /** @type {number} */ n) => `dé du premier jet ${die}, étape ${n}`,
  noLuck: "Aucun jet dans cette partie pour l'instant.",
  factFirst: (/** @type {string} */ rules, /** @type {string} */ win, /** @type {string} */ edge, /** @type {string} */ throws) =>
    `${rules}${NB}: le premier à jeter gagne ${win} des parties (un avantage de ${edge})${NB}; une partie dure en moyenne ${throws} jets.`,
  factMultipliers: (/** @type {string} */ two, /** @type {string} */ four) => `Résultats ×2${NB}: ${two}${NB}; ×4${NB}: ${four}.`,
  factCube: (/** @type {string} */ equity, /** @type {string} */ max) =>
    `Avec le videau (jusqu'à ${max}) joué parfaitement, l'espérance du premier à jeter est de ${equity} enjeu par partie.`,
};

export const board = {
  label: "Tablier",
  point: (/** @type {number} */ n, /** @type {number} */ dames, /** @type {number} */ stacked) =>
    dames === 0
      ? `flèche ${n}${NB}: vide`
      : stacked
        ? `flèche ${n}${NB}: ${count(dames, "dame", "dames")}, dont une pile de ${stacked}`
        : `flèche ${n}${NB}: ${count(dames, "dame rabattue", "dames rabattues")}`,
  side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ off) =>
    `${who}${NB}: ${points}${NB}; ${count(off, "dame levée", "dames levées")}`,
  turn: (/** @type {string} */ who) => `À ${who} de jeter`,
  cube: (/** @type {number} */ value, /** @type {string} */ where) => `videau à ${value}, ${where}`,
  cubeMiddle: "au centre",
  cubeOwner: (/** @type {string} */ who) => `chez ${who}`,
  again: "rejoue",
  againBy: (/** @type {string} */ who) => `${who} rejoue`,
  tie: `Égalité${NB}: chacun rejette`,
  opening: "premier jet",
  openingCaption: `Premier jet${NB}: un dé chacun`,
  off: "levées",
  flip: "Retourner le tablier",
  dieTag: {
    passed: (/** @type {number} */ v) => `${v} passé`,
    pending: (/** @type {number} */ v) => `${v} à réclamer`,
    lost: (/** @type {number} */ v) => `${v} perdu`,
  },
};
