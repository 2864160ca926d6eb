// French: the embeddable board and the examples page (a part of fr.js, the same keys in every language).

import { oneOf } from "../i18n.js";
import { NB } from "./words.js";

export const embed = {
  region: "Dames Rabattues",
  loading: "Chargement du moteur de règles…",
  given: "La position donnée",
  start: "Le départ",
  step: (/** @type {number} */ n, /** @type {number} */ of) => `Étape ${n} sur ${of}`,
  previous: "Précédent",
  next: "Suivant",
  play: "Jouer à partir d'ici",
  replay: "Revenir à l'exemple",
  playing: "Partie jouée à partir de cette position",
  open: "Ouvrir le jeu complet",
  error: "Ce tablier n'a pas pu être montré comme demandé",
  badPosition: (/** @type {string} */ value, /** @type {string} */ why) =>
    `La position «${NB}${value}${NB}» de l'adresse n'est pas valide${NB}: ${why}.`,
  badDice: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) =>
    `Le jet ${n} («${NB}${value}${NB}») de l'adresse ne peut pas être joué${NB}: ${why}.`,
  badPreset: (/** @type {string} */ value, /** @type {string[]} */ presets) =>
    `Les règles «${NB}${value}${NB}» de l'adresse n'existent pas (${oneOf(presets)}).`,
  unknown: (/** @type {string} */ name) => `L'adresse contient un réglage inconnu «${NB}${name}${NB}»${NB}; il a été ignoré.`,
  copy: "Copier",
  copied: "Copié",
  copyFailed: "Sélectionnez le texte et copiez-le",
};

export const examples = {
  pageTitle: "Dames Rabattues — trois exemples de la règle de 1699, à insérer",
  pages: "Pages",
  play: "Jouer",
  rules: "Règles et sources",
  heading: "Trois exemples de la règle de 1699",
  lede: `Philippe Lalanne explique la règle de 1699 par trois exemples dessinés en diagrammes du tablier [@lalanne-2004]. Le moteur de l’application les rejoue ici coup par coup${NB}: appuyez sur Suivant pour voir chaque coup joué et décrit, ou sur Jouer à partir d’ici pour poursuivre votre propre partie depuis cette position. Chaque tablier peut être inséré dans une autre page avec le code qui le suit.`,
  ex1Title: `Exemple 1${NB}: rabattre, et un as qui passe`,
  ex1Text: `Depuis le départ, Blanc jette 4-3 et rabat sur 4 et sur 3. Noir jette 1-1${NB}: il rabat sur son 1, et le second as, qu’il ne peut employer, passe à Blanc, qui rabat sur son 1. Noir, ayant fait un doublet, rejoue${NB}: 5-1. Il rabat sur 5${NB}; l’as passe, mais Blanc ne peut l’employer (sa flèche 1 est rabattue)${NB}: il est perdu. Blanc jette 5-4 et rabat sur 5 et sur 4.`,
  ex1Frame: "Exemple 1 de la règle de 1699, coup par coup",
  ex1Caption: `Exemple 1 du texte anglais signé de Philippe Lalanne (2004) [@lalanne-2004], d’après la règle publiée par Henri Charpentier à Paris en 1698 ou 1699 [@charpentier-1699]. Son dernier diagramme de cet exemple note les dames des initiales françaises B (blanc) et N (noir)${NB}; il montre la même position que ce tablier.`,
  ex2Title: `Exemple 2${NB}: la dernière pile, puis la levée`,
  ex2Text: `Blanc a rabattu toutes ses flèches sauf la 5, où il reste un coup à rabattre. Il jette 5-2${NB}: le 5 rabat la dernière pile, et le 2, puisqu’il n’a plus de pile, sort une dame de sa flèche 2.`,
  ex2Frame: "Exemple 2 de la règle de 1699, coup par coup",
  ex2Caption:
    "Exemple 2 du texte anglais sur la règle de Charpentier signé de Philippe Lalanne (2004) [@lalanne-2004] [@charpentier-1699].",
  ex3Title: `Exemple 3${NB}: un dé qui passe pendant la levée`,
  ex3Text: `Blanc lève ses dames et sa flèche 2 est vide. Il jette 4-2${NB}: le 4 sort une dame de sa flèche 4${NB}; le 2 ne lui sert à rien et passe à Noir, qui rabat sur sa flèche 2. Puis Noir jette les dés.`,
  ex3Frame: "Exemple 3 de la règle de 1699, coup par coup",
  ex3Caption:
    "Exemple 3 du texte anglais sur la règle de Charpentier signé de Philippe Lalanne (2004) [@lalanne-2004] [@charpentier-1699].",
  embedLabel: "Insérer ce tablier",
  howtoTitle: "N’importe quelle position, n’importe quels coups",
  howto: `Le tablier lit son adresse${NB}: \`preset\` (\`charpentier-1699\` ou \`modern\`), \`position\` dans la notation des règles (les flèches 1 à 6 de chaque joueur, le nombre de dames et un \`s\` par coup à rabattre encore, puis à qui de jeter), \`dice\` (les coups, par exemple \`43+11+51\`), et \`step\` ou \`mode=play\`. Rien n’est conservé dans le navigateur du lecteur. Un cadre restreint par l’attribut \`sandbox\` doit permettre \`sandbox="allow-scripts allow-same-origin allow-popups"\`.`,
};
