// Français : la table de strings.js, clé pour clé. Vocabulaire du jeu, celui de 1699 : la dame (le
// pion), la flèche (au trictrac, une « case » est une flèche garnie de deux dames), rabattre une dame
// (défaire la pile), lever ou sortir ses dames (du tablier), le doublet, l'as, le videau, le double
// accepté ou refusé, l'espérance (en enjeux par partie).
// Typographie française : espace insécable avant « : » et « ; ».

/** @typedef {"w" | "b"} Color */

const NB = "\u00a0";
/** Bytes as megabytes, one decimal, in this language. @param {number} n */
const megabytes = (n) => (n / 1e6).toLocaleString("fr", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const COLORS = /** @type {Record<Color, string>} */ ({ w: "Blanc", b: "Noir" });

/** « 4 », « 4 et 3 », « 1, 2 et 3 ». @param {(string | number)[]} items */
function list(items) {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} et ${words[words.length - 1]}`;
}

/** Un dé par sa face : l'as, le 2… @param {number} die */
const the = (die) => (die === 1 ? "l'as" : `le ${die}`);
/** @param {number} n @param {string} one @param {string} many */
const count = (n, one, many) => `${n} ${n <= 1 ? one : many}`;
/** « la flèche 4 », « chacune des flèches 4 et 3 » ; deux fois la même : « deux dames … la flèche 4 ». @param {number[]} points @param {string} verb @param {string} from */
function onPoints(points, verb, from) {
  if (points.length === 2 && points[0] === points[1]) return `${verb} deux dames ${from} la flèche ${points[0]}`;
  return points.length === 1 ? `${verb} une dame ${from} la flèche ${points[0]}` : `${verb} une dame ${from} chacune des flèches ${list(points)}`;
}

export const fr = {
  title: "Dames Rabattues",
  subtitle: "le jeu de table français de 1699",
  color: COLORS,
  computer: "ordinateur",
  presetName: { "charpentier-1699": "Charpentier 1699", modern: "Moderne (videau et multiplicateurs)", money: "Backgammon, partie d'argent" },
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
    autoThrowHelp: "La page jette les dés pour vous tant qu'il n'y a rien à décider, et s'arrête à une décision de videau, un dé à réclamer ou la fin de la partie.",
    stopped: `Les jets automatiques s'arrêtent${NB}: vous avez une décision à prendre.`,
  },
  drop: {
    title: `Refuser le double${NB}?`,
    text: `Refuser met fin à la partie${NB}: vous la perdez à la valeur du videau d'avant le double.`,
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
  },
  interop: {
    copyXgid: "Copier le XGID",
    positionIdCopied: (/** @type {string} */ id) => `Position copiée en Position ID de GNU Backgammon${NB}: ${id}`,
    xgidCopied: (/** @type {string} */ xgid) => `Position copiée en XGID (eXtreme Gammon)${NB}: ${xgid}`,
    fromPositionId: `Partie commencée d'après le Position ID${NB}: ses dames, Blanc au trait.`,
    fromXgid: (/** @type {string} */ who, /** @type {string} */ dice) => `Partie commencée d'après le XGID${NB}: ses dames, ${who} au trait${dice ? `, qui a jeté ${dice}` : ""}.`,
    diceNotKept: (/** @type {string} */ dice) => `Ses dés (${dice}) ne sont pas repris${NB}: les dés de cette partie viennent de sa graine (choisissez des dés jetés à la table pour les garder).`,
    cubeNotKept: (/** @type {number} */ value, /** @type {string} */ who) => `Son videau (à ${value}, ${who ? `à ${who}` : "au centre"}) n'est pas repris${NB}: une partie commence ici avec le videau au centre, à 1.`,
    offeredNotKept: `Son double proposé n'est pas repris${NB}: le joueur au trait pourra doubler de nouveau.`,
    region: "Backgammon",
    badMove: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) => `Le coup ${n} («${NB}${value}${NB}») de l'adresse ne peut pas être joué${NB}: ${why}.`,
  },
  steps: {
    previous: "Précédent",
    next: "Suivant",
    live: "Revenir à la partie",
    at: (/** @type {number} */ n, /** @type {number} */ of) => (n === 0 ? `Le début de la partie (${of} actions en tout)` : `La position après l'action ${n} sur ${of}`),
  },
  moves: {
    heading: "Coups",
    jump: "Coups",
    back: "Retour au tablier",
    empty: "Aucun coup pour l'instant.",
    opening: (/** @type {number} */ w, /** @type {number} */ b, /** @type {string|null} */ starter) =>
      starter
        ? `Premier jet${NB}: Blanc ${w}, Noir ${b}. ${starter} commence.`
        : `Premier jet${NB}: Blanc ${w}, Noir ${b}. Égalité${NB}: chacun rejette son dé.`,
    throwHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} ${a}-${b}`,
    announceHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} jette ${a}-${b}`,
    sep: `${NB}: `,
    semi: `${NB}; `,
    rerolled: `doublet, non joué${NB}; il rejette les dés`,
    again: (/** @type {string} */ who) => `${who} rejoue`,
    nothing: "rien à jouer",
    unstacks: (/** @type {number[]} */ points) => onPoints(points, "rabat", "sur"),
    bearsOff: (/** @type {number[]} */ points) => onPoints(points, "lève", "de"),
    lost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `${dice} ${many ? "sont injouables, perdus" : "est injouable, perdu"}`,
    passes: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
      `${dice} ${many ? "passent" : "passe"} à ${to}`,
    who: (/** @type {string} */ text) => `, qui ${text}`,
    cannot: ", qui ne peut pas le jouer",
    cannotMany: ", qui ne peut pas les jouer",
    passedLost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `${NB}; ${dice} ${many ? "sont perdus" : "est perdu"}`,
    toClaim: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
      `${dice} ${many ? "passent" : "passe"} à ${to}, qui doit ${many ? "les" : "le"} réclamer`,
    forfeited: (/** @type {number[]} */ dice) =>
      dice.length > 1 ? `(${list(dice.map(the))}, non réclamés, sont perdus)` : `(${the(dice[0])}, non réclamé, est perdu)`,
    claim: (/** @type {string} */ who, /** @type {number} */ die) => `${who} réclame ${the(die)}`,
    double: (/** @type {string} */ who) => `${who} propose de doubler`,
    take: (/** @type {string} */ who) => `${who} accepte le double`,
    drop: (/** @type {string} */ who) => `${who} refuse le double`,
    end: (/** @type {string} */ who, /** @type {number} */ points) => `${who} gagne ${count(points, "point", "points")}.`,
    the,
    theSecond: (/** @type {number} */ die) => (die === 1 ? "le second as" : `le second ${die}`),
    both: (/** @type {number} */ die) => (die === 1 ? "les deux as" : `les deux ${die}`),
    theMany: (/** @type {number[]} */ dice) => list(dice.map(the)),
    and: "et",
  },

  result: {
    race: (/** @type {string} */ who) => `${who} lève ses quinze dames et gagne`,
    drop: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} refuse le double${NB}: ${who} gagne`,
    worth: (/** @type {number} */ points) => count(points, "point", "points"),
    detail: (/** @type {number} */ stake, /** @type {number | null} */ cube, /** @type {number | null} */ multiplier) =>
      [`enjeu ${stake}`, cube === null ? "" : `videau ${cube}`, multiplier === null ? "" : `${multiplier}`].filter(Boolean).join(" × "),
  },
  score: {
    heading: "Score de la séance",
    games: (/** @type {number} */ n) => count(n, "partie", "parties"),
    game: "Cette partie",
    worth: (/** @type {number} */ stake, /** @type {number | null} */ cube) => (cube === null ? `enjeu ${stake}` : `enjeu ${stake} × videau ${cube}`),
    houseRules: "avec des règles maison",
    multipliers: "× (1, 2 ou 4)",
    seed: "Graine",
    typedDice: "vrais dés, saisis à la main",
    rules: "Règles",
  },

  typed: {
    legend: `Dés jetés sur la table${NB}: choisissez le coup`,
    help: `Seul compte un coup bon${NB}: un dé qui n’est pas à plat, ou qui tombe hors de la moitié où l’on jette, se rejette.`,
    throwName: (/** @type {number} */ a, /** @type {number} */ b) => `${a} et ${b}`,
    whiteDie: "Dé de Blanc",
    blackDie: "Dé de Noir",
    face: (/** @type {string} */ which, /** @type {number} */ n) => `${which}${NB}: ${n}`,
  },

  dialog: {
    nameW: "Nom de Blanc (facultatif)",
    nameB: "Nom de Noir (facultatif)",
    nameTooLong: (/** @type {number} */ most) => `Un nom a au plus ${most} caractères.`,
    title: "Nouvelle partie",
    preset: "Règles",
    presetHelp: "La règle publiée par Charpentier en 1699, ou le jeu moderne avec un videau.",
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
    deleted: (/** @type {number} */ n) => (n === 0 ? "Aucune partie à supprimer." : n === 1 ? "1 partie supprimée." : `${n} parties supprimées.`),
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
    recordFull: `Cette partie a atteint la plus longue partie que l'application conserve${NB}: plus aucune action ne peut être enregistrée. Exportez-la pour la garder.`,
    urlTooLong: (/** @type {number} */ length) => `L'adresse est trop longue pour être lue (${length} caractères)${NB}; elle a été ignorée.`,
    engine: (/** @type {string} */ why) => `Le moteur a refusé l'action${NB}: ${why}`,
    importFailed: (/** @type {string} */ why) => `Ce fichier n'est pas une partie que l'application sait ouvrir${NB}: ${why}`,
    savedBroken: (/** @type {string} */ why) => `Une partie enregistrée n'a pas pu être ouverte${NB}: ${why}`,
    storage: `Ce navigateur n'a pas laissé la page enregistrer la partie (stockage plein ou désactivé)${NB}; jouez, mais exportez-la pour la garder.`,
    urlUnknown: (/** @type {string} */ name) => `L'adresse contient un réglage inconnu «${NB}${name}${NB}»${NB}; il a été ignoré.`,
    urlSeed: (/** @type {string} */ value) =>
      `La graine «${NB}${value}${NB}» de l'adresse n'est pas un entier de 0 à 9007199254740991${NB}; une graine au hasard a été prise.`,
    urlPreset: (/** @type {string} */ value) =>
      `Les règles «${NB}${value}${NB}» de l'adresse n'existent pas (charpentier-1699 ou modern)${NB}; les règles de 1699 ont été prises.`,
    urlComputer: (/** @type {string} */ value) =>
      `«${NB}computer=${value}${NB}» dans l'adresse devrait valoir w ou b${NB}; la partie est à deux joueurs.`,
    urlRejected: (/** @type {string} */ why) => `Les réglages de l'adresse n'ont pas permis de commencer une partie${NB}: ${why}`,
    storageOff: `L'enregistrement est coupé${NB}: ce navigateur ne laisse la page rien stocker (navigation privée ou stockage désactivé). Jouez${NB}; exportez la partie pour la garder.`,
    setAside: (/** @type {string} */ why) =>
      `Une partie enregistrée était abîmée et a été mise de côté (${why})${NB}; les autres parties sont intactes. Vous pouvez exporter son texte.`,
    tooLarge: (/** @type {number} */ megabytes) => `Ce fichier est trop gros pour être une partie (${megabytes} Mo)${NB}; rien n'a été ouvert.`,
  },
  tabs: {
    followed: `Cette partie a été jouée dans un autre onglet${NB}; elle est montrée ici telle qu'elle est maintenant.`,
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
  },

  embed: {
    region: "Dames Rabattues",
    loading: "Chargement du moteur de règles…",
    given: "La position donnée",
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
    badPreset: (/** @type {string} */ value) =>
      `Les règles «${NB}${value}${NB}» de l'adresse n'existent pas (charpentier-1699 ou modern).`,
    unknown: (/** @type {string} */ name) => `L'adresse contient un réglage inconnu «${NB}${name}${NB}»${NB}; il a été ignoré.`,
    copy: "Copier",
    copied: "Copié",
    copyFailed: "Sélectionnez le texte et copiez-le",
  },

  examples: {
    pageTitle: "Dames Rabattues — trois exemples de la règle de 1699, à insérer",
    play: "Jouer",
    rules: "Règles et sources",
    heading: "Trois exemples de la règle de 1699",
    lede: `Philippe Lalanne explique la règle de 1699 par trois exemples dessinés en diagrammes du tablier [@lalanne-2004]. Le moteur de l’application les rejoue ici coup par coup${NB}: appuyez sur Suivant pour voir chaque coup joué et décrit, ou sur Jouer à partir d’ici pour poursuivre votre propre partie depuis cette position. Chaque tablier peut être inséré dans une autre page avec le code qui le suit.`,
    ex1Title: `Exemple 1${NB}: rabattre, et un as qui passe`,
    ex1Text: `Depuis le départ, Blanc jette 4-3 et rabat sur 4 et sur 3. Noir jette 1-1${NB}: il rabat sur son 1, et le second as, qu’il ne peut employer, passe à Blanc, qui rabat sur son 1. Noir, ayant fait un doublet, rejoue${NB}: 5-1. Il rabat sur 5${NB}; l’as passe, mais Blanc ne peut l’employer (sa flèche 1 est rabattue)${NB}: il est perdu. Blanc jette 5-4 et rabat sur 5 et sur 4.`,
    ex1Frame: "Exemple 1 de la règle de 1699, coup par coup",
    ex1Caption: `Exemple 1 de la traduction anglaise (2004), par Philippe Lalanne, de la règle publiée par Henri Charpentier à Paris en 1699 [@lalanne-2004] [@charpentier-1699]. Son dernier diagramme de cet exemple note les dames des initiales françaises B (blanc) et N (noir)${NB}; il montre la même position que ce tablier.`,
    ex2Title: `Exemple 2${NB}: la dernière pile, puis la levée`,
    ex2Text: `Blanc a rabattu toutes ses flèches sauf la 5, où il reste un coup à rabattre. Il jette 5-2${NB}: le 5 rabat la dernière pile, et le 2, puisqu’il n’a plus de pile, sort une dame de sa flèche 2.`,
    ex2Frame: "Exemple 2 de la règle de 1699, coup par coup",
    ex2Caption: "Exemple 2 de la traduction anglaise (2004), par Philippe Lalanne, de la règle de 1699 [@lalanne-2004] [@charpentier-1699].",
    ex3Title: `Exemple 3${NB}: un dé qui passe pendant la levée`,
    ex3Text: `Blanc lève ses dames et sa flèche 2 est vide. Il jette 4-2${NB}: le 4 sort une dame de sa flèche 4${NB}; le 2 ne lui sert à rien et passe à Noir, qui rabat sur sa flèche 2. Puis Noir jette les dés.`,
    ex3Frame: "Exemple 3 de la règle de 1699, coup par coup",
    ex3Caption: "Exemple 3 de la traduction anglaise (2004), par Philippe Lalanne, de la règle de 1699 [@lalanne-2004] [@charpentier-1699].",
    embedLabel: "Insérer ce tablier",
    howtoTitle: "N’importe quelle position, n’importe quels coups",
    howto: `Le tablier lit son adresse${NB}: \`preset\` (\`charpentier-1699\` ou \`modern\`), \`position\` dans la notation des règles (les flèches 1 à 6 de chaque joueur, le nombre de dames et un \`s\` par coup à rabattre encore, puis à qui de jeter), \`dice\` (les coups, par exemple \`43+11+51\`), et \`step\` ou \`mode=play\`. Rien n’est conservé dans le navigateur du lecteur.`,
  },

  analysis: {
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
    opening: "Avant le jet d'ouverture, les chances sont égales.",
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
    legendAxis: `en abscisse${NB}: le numéro de l'action`,
    at: (/** @type {number} */ n) => `Action ${n}`,
    atThrow: (/** @type {number} */ n, /** @type {string} */ who, /** @type {string} */ dice) => `Action ${n}, ${who} ${dice}`,
    atOpening: (/** @type {number} */ n, /** @type {string} */ w, /** @type {number} */ a, /** @type {string} */ b, /** @type {number} */ c) =>
      `Action ${n}, premier jet${NB}: ${w} ${a}, ${b} ${c}`,
    atEnd: (/** @type {number} */ n) => `Action ${n}, fin de la partie`,
    colon: `${NB}: `,
    semi: `${NB}; `,
    pointDetail: (/** @type {string} */ head, /** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
      `${head}${NB}: ${w} ${pw}, ${b} ${pb}.`,
    dice: (/** @type {number} */ a, /** @type {number} */ b) => `${a}-${b}`,
    luck: "Chance aux dés",
    decisionsHeading: "Décisions",
    skill: (/** @type {string} */ who, /** @type {number} */ errors, /** @type {number} */ decisions, /** @type {string} */ lost) =>
      `${who}${NB}: ${count(errors, "erreur", "erreurs")} sur ${count(decisions, "décision", "décisions")}, espérance perdue ${lost}`,
    unknownLoss: (/** @type {number} */ n) => `(dont ${n} d'une ampleur que la page ne connaît pas)`,
    noDecisions: `Aucune décision à juger dans cette partie${NB}: chaque jet se joue de lui-même.`,
    allClear: "Toutes les décisions étaient justes, et aucune n'était serrée.",
    noun: /** @type {Record<string, string>} */ ({ double: "double", no_double: "pas de double", take: "acceptation", drop: "refus" }),
    choice: /** @type {Record<string, string>} */ ({ double: "doubler", no_double: "ne pas doubler", take: "accepter", drop: "refuser" }),
    rating: /** @type {Record<string, string>} */ ({
      very_bad: "gaffe", bad: "erreur", doubtful: "imprécision", minor: "légère imprécision", error: "erreur",
    }),
    wrong: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ rating, /** @type {string} */ best, /** @type {string} */ loss) =>
      `${who}${NB}: ${noun} — ${rating}${NB}: il fallait ${best}${NB}; espérance perdue ${loss}`,
    close: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ margin) =>
      `${who}${NB}: ${noun} — juste, mais serré${NB}: l'autre choix perd ${margin}`,
    forfeit: (/** @type {string} */ who, /** @type {number[]} */ dice, /** @type {string} */ rating, /** @type {string} */ loss) =>
      `${who}${NB}: ${dice.length > 1 ? `${list(dice.map(the))} non réclamés` : `${the(dice[0])} non réclamé`} — ${rating}${NB}; espérance perdue ${loss}`,
    cubeAt: (/** @type {number} */ value) => `videau à ${value}`,
    luckHeading: "La chance aux dés",
    luckNote: "La chance d'un jet, c'est ce qu'il a changé aux chances de gain de celui qui l'a jeté, par rapport à ce qu'il pouvait en attendre.",
    luckLine: (/** @type {string} */ who, /** @type {string} */ total, /** @type {number} */ throws) =>
      `${who}${NB}: ${total} en ${count(throws, "jet", "jets")}`,
    luckEquity: (/** @type {string} */ equity) => `(espérance ${equity})`,
    luckiest: "Jet le plus heureux",
    unluckiest: "le plus malheureux",
    throwRef: (/** @type {string} */ dice, /** @type {number} */ n) => `${dice}, action ${n}`,
    openingRef: (/** @type {number} */ die, /** @type {number} */ n) => `dé du premier jet ${die}, action ${n}`,
    noLuck: "Aucun jet dans cette partie pour l'instant.",
    factFirst: (/** @type {string} */ rules, /** @type {string} */ win, /** @type {string} */ edge, /** @type {string} */ throws) =>
      `${rules}${NB}: le premier à jeter gagne ${win} des parties (un avantage de ${edge})${NB}; une partie dure en moyenne ${throws} jets.`,
    factMultipliers: (/** @type {string} */ two, /** @type {string} */ four) => `Résultats ×2${NB}: ${two}${NB}; ×4${NB}: ${four}.`,
    factCube: (/** @type {string} */ equity, /** @type {string} */ max) =>
      `Avec le videau (jusqu'à ${max}) joué parfaitement, l'espérance du premier à jeter est de ${equity} enjeu par partie.`,
  },
  board: {
    label: "Tablier",
    point: (/** @type {number} */ n, /** @type {number} */ dames, /** @type {number} */ stacked) =>
      dames === 0 ? `flèche ${n}${NB}: vide`
        : stacked ? `flèche ${n}${NB}: ${count(dames, "dame", "dames")}, dont une pile de ${stacked}`
          : `flèche ${n}${NB}: ${count(dames, "dame rabattue", "dames rabattues")}`,
    side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ off) =>
      `${who}${NB}: ${points}${NB}; ${count(off, "dame levée", "dames levées")}`,
    turn: (/** @type {string} */ who) => `À ${who} de jeter`,
    cube: (/** @type {number} */ value, /** @type {string} */ where) => `videau à ${value}, ${where}`,
    cubeMiddle: "au milieu",
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
  },

  // Backgammon (js/bg/): the board's words, the move list, the status, the New game dialog.
  bg: {
    autoForced: `Backgammon${NB}: jouer pour moi un coup forcé (le seul permis)`,
    positionId: `Partir d'une position, par son identifiant de GNU Backgammon ou son XGID (facultatif)`,
    gameName: "Backgammon",
    dames: "Dames Rabattues",
    game: "Jeu",
    cube: "Videau",
    jacoby: "Règle Jacoby (gammons comptés seulement après un double)",
    help: "Partie d'argent contre un ami ou l'ordinateur, dans la notation de GNU Backgammon.",
    label: "Tablier de backgammon",
    pips: (/** @type {number} */ n) => (n <= 1 ? `${n} pip` : `${n} pips`),
    point: (/** @type {number} */ n, /** @type {number} */ count, /** @type {string} */ who) => count ? `flèche ${n}${NB}: ${count} ${who}` : `flèche ${n}${NB}: vide`,
    bar: (/** @type {number} */ w, /** @type {number} */ b) => `barre${NB}: ${w} Blanc, ${b} Noir`,
    tray: (/** @type {string} */ who, /** @type {number} */ n) => `sorties de ${who}${NB}: ${n}`,
    selected: "choisie",
    canGo: "la dame peut aller ici",
    on: (/** @type {number} */ count, /** @type {number} */ n) => `${count} sur la ${n}`,
    side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ bar, /** @type {number} */ off) => `${who}${NB}: ${points || "aucune dame sur le tablier"}${bar ? `${NB}; ${bar} sur la barre` : ""}${NB}; ${off} sorties`,
    cubeAt: (/** @type {number} */ value, /** @type {string | null} */ owner) => (owner ? `videau à ${value}, à ${owner}` : "videau au centre"),
    opening: (/** @type {string} */ w, /** @type {number} */ dw, /** @type {string} */ b, /** @type {number} */ db, /** @type {string} */ starter) => `Ouverture${NB}: ${w} ${dw}, ${b} ${db}${NB}; ${starter} commence`,
    openingTie: (/** @type {number} */ d) => `Ouverture${NB}: ${d} de part et d'autre${NB}; on rejoue`,
    throws: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} jette ${dice}`,
    cannotMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} jette ${dice} et ne peut pas jouer`,
    moved: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move) => `${who} ${dice}${NB}: ${move}`,
    movedWords: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ words) => `${who} ${dice}${NB}: ${move} (${words})`,
    stepWords: (/** @type {string} */ from, /** @type {string} */ to, /** @type {boolean} */ hit) => `de ${from} à ${to}${hit ? ", en frappant" : ""}`,
    fromBar: "la barre",
    toOff: "la sortie",
    doubles: (/** @type {string} */ who) => `${who} double`,
    takes: (/** @type {string} */ who) => `${who} accepte`,
    drops: (/** @type {string} */ who) => `${who} refuse`,
    toMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} joue ${dice}`,
    chosen: (/** @type {string} */ move) => `Coup choisi${NB}: ${move}. Confirmez-le, ou annulez.`,
    tapHelp: "Touchez une dame, puis sa destination (ou faites-la glisser). Les flèches du clavier et Entrée marchent aussi.",
    undo: "Annuler",
    confirm: "Confirmer",
    hint: "Conseil",
    hintMoves: "Meilleurs coups, par espérance estimée",
    hintCube: (/** @type {string} */ action) => `Videau${NB}: ${action} (estimation)`,
    hintLine: (/** @type {string} */ move, /** @type {string} */ equity, /** @type {string} */ loss) => `${move}${NB}: ${equity}${loss ? ` (−${loss})` : ""}`,
    estimate: "Estimations de l'évaluateur de l'ordinateur (un réseau de neurones entraîné en jouant contre lui-même), pas des chiffres exacts.",
    rules: (/** @type {boolean} */ cube, /** @type {boolean} */ jacoby) => `Backgammon, partie d'argent${NB}; videau ${cube ? "oui" : "non"}${jacoby ? `${NB}; Jacoby` : ""}`,
    heading: "Analyse (estimations)",
  },

  // La revue d'une partie de backgammon (js/bg/review.js).
  bgReview: {
    working: "Revue de la partie en cours… (quelques secondes)",
    failed: (/** @type {string} */ why) => `La revue n'a pas pu être faite${NB}: ${why}`,
    note: `Estimations de l'évaluateur de l'ordinateur, pas des chiffres exacts${NB}: chaque coup jugé comme le conseil le juge (0 coup d'avance), chaque décision de videau sur les 21 jets (1 coup d'avance), la chance de chaque jet par rapport aux 21 jets. Espérances par unité de videau${NB}; marques et niveau comme les donne GNU Backgammon.`,
    summaryHeading: "Bilan",
    movesHeading: "Coups",
    cubeHeading: "Décisions de videau",
    luckHeading: "La chance aux dés",
    moves: "Coups (avec un choix)",
    movesCount: (/** @type {number} */ all, /** @type {number} */ unforced) => `${all} (${unforced})`,
    cubeDecisions: "Décisions de videau",
    moveErrors: "Erreurs de coups",
    cubeErrors: "Erreurs de videau",
    lost: "Espérance perdue",
    inPoints: "… en points (× le videau)",
    rate: "Perdue par décision",
    rating: "Niveau",
    luck: "Chance aux dés",
    luckMarks: "Jets marqués",
    key: `Erreurs${NB}: douteuses / mauvaises / très mauvaises. Jets marqués${NB}: très heureux / heureux / malheureux / très malheureux.`,
    ratings: /** @type {Record<string, string>} */ ({
      supernatural: "Surnaturel", world_class: "Classe mondiale", expert: "Expert", advanced: "Avancé",
      intermediate: "Intermédiaire", casual: "Joueur occasionnel", beginner: "Débutant", awful: `Désastreux${NB}!`,
    }),
    marks: /** @type {Record<string, string>} */ ({ doubtful: "douteux", bad: "mauvais", very_bad: "très mauvais" }),
    luckNames: /** @type {Record<string, string>} */ ({
      very_lucky: "très heureux", lucky: "heureux", unlucky: "malheureux", very_unlucky: "très malheureux",
    }),
    moveLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ loss) =>
      `${who} ${dice}${NB}: ${move}, espérance perdue ${loss}`,
    forced: "(forcé)",
    best: (/** @type {string} */ move) => `le meilleur${NB}: ${move}`,
    right: "juste",
    slight: "légère erreur",
    luckLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ luck, /** @type {string} */ mark) =>
      `${who} ${dice}${NB}: ${mark}, ${luck}`,
    noCube: `Aucune décision de videau à montrer${NB}: le videau n'a jamais été serré.`,
    noLuck: "Aucun jet assez heureux ou malheureux pour être marqué.",
  },

  language: { name: "Français", label: "Langue" },
  nav: { menu: "Partie", rules: "Règles", open: "Menu" },
  units: { points: (/** @type {number} */ n) => count(n, "point", "points") },
};
