// La page des règles en français (mêmes blocs que rules-en.js, mêmes marques : [@id] cite une
// source, *…* un titre, **…** du gras). Vocabulaire de 1699 : rabattre (défaire les piles), la
// flèche (une case, au trictrac, est une flèche garnie de deux dames), lever ou sortir ses dames.

const NB = "\u00a0";

export const rulesFr = {
  pageTitle: "Règles — Dames Rabattues",
  back: "Retour au jeu",
  title: "Les règles des Dames Rabattues",
  lead: `Comment se joue le jeu de table français de 1699, tel que cette application le joue${NB}: son histoire, la règle de 1699 et la règle moderne, dessinées sur le tablier même, ce que les sources laissent ouvert et ce que l’application décide, et chaque source, citée là où elle sert.`,
  ui: {
    contents: "Sommaire",
    translation: `Traduction${NB}:`,
    cite: `Source${NB}:`,
    examples: `La page des exemples${NB}: chaque exemple rejoué coup par coup, à insérer dans un article`,
    spec: `La spécification (docs/RULES.md, en texte brut)${NB}: chaque règle, option et décision, et le test de chaque règle`,
    backgammon: "Les règles du backgammon, l’autre jeu qui se joue ici",
    loading: "Dessin des tabliers…",
    failed: `Les tabliers n’ont pas pu être dessinés${NB}; le texte est complet sans eux.`,
  },
  sections: [
    {
      id: "history",
      heading: "Un peu d’histoire",
      blocks: [
        `Rabelais compte «${NB}tables rabattues${NB}» parmi les jeux de Gargantua, à côté de «${NB}trictrac${NB}» et de «${NB}toutes tables${NB}», et à part des «${NB}dames${NB}» [@rabelais, chap.${NB}22]. On y reconnaît d’ordinaire ce jeu-ci, comme le font Lalanne [@lalanne-2004] et la description moderne [@modern-ru]${NB}; mais Rabelais ne donne que le nom, sans la règle, et ce nom n’est pas «${NB}dames rabattues${NB}».`,
        { quote: "rabelais-list", say: "" },
        `La règle vient d’un opuscule anonyme qu’Henri Charpentier fit paraître à Paris pour faire suite au livre sur le trictrac sorti de chez lui, avec les règles du revertier, du toute-table, du tourne-case, des dames rabattues, du plein et du toc${NB}: en 1699 selon Lalanne [@lalanne-2004], en 1698 selon les éditeurs d’Hermes Trictrac [@hermes]. L’*Académie universelle des jeux* l’a reprise, entre autres à Amsterdam en 1758 [@charpentier-1699]. Les citations françaises de cette page viennent de la transcription publiée par le projet Hermes Trictrac, en orthographe modernisée${NB}; elle a été faite sur la réimpression sortie des presses de Ballanche en 1802, non sur l’édition originale, qui n’a pas été lue ici [@hermes].`,
        `Le *Dictionnaire des jeux* de l’*Encyclopédie méthodique* (1792) raconte le même jeu en ses propres termes, à l’article «${NB}Dames rabattues${NB}» [@dictionnaire-1792].`,
        `En 2004, un texte anglais de la règle, signé de Philippe Lalanne, a été mis en ligne, avec des diagrammes du tablier et trois exemples commentés${NB}; les exemples de cette page sont les siens, rejoués par le moteur de l’application [@lalanne-2004]. Il date la règle de 1699 et cite cette édition. Son anglais garde des mots français («${NB}4 et 3${NB}», «${NB}Exemple 3${NB}») et, dans un diagramme, les initiales françaises des couleurs${NB}: c’est donc très probablement une traduction du français, de Lalanne lui-même ou d’un autre, le texte ne le dit pas [@lalanne-2004].`,
        `Une description moderne, en russe, garde le jeu ancien et y ajoute un videau et des gains d’une, deux ou quatre fois l’enjeu [@modern-ru]${NB}; le videau suit les usages du backgammon [@backgammon]. L’application propose les deux, sous les noms «${NB}Charpentier 1699${NB}» [@charpentier-1699] et «${NB}Moderne${NB}»${NB}; sa spécification consigne chacun de ses choix [@spec].`,
        { links: ["examples", "spec", "backgammon"] },
      ],
    },
    {
      id: "setup",
      heading: "Le tablier et le départ",
      blocks: [
        {
          figures: ["start"],
          labels: ["Le départ"],
          caption: `Le départ${NB}: de chaque côté, des piles de deux sur les flèches 1 à 3 et de trois sur les flèches 4 à 6 (le chiffre sur une pile en donne la hauteur). Dessiné par le moteur de l’application.`,
        },
        [
          `Un tablier de backgammon, quinze dames claires et quinze foncées, deux dés et deux cornets [@lalanne-2004]${NB}; en 1699, un trictrac [@charpentier-1699]. Les dames occupent une moitié du tablier${NB}; on jette les dés dans l’autre [@lalanne-2004].`,
          `Chaque joueur a ses six flèches, comptées depuis le bord le plus près du jour${NB}: la flèche 1 de ce côté, la flèche 6 contre la bande de séparation [@charpentier-1699]. Les deux camps ne se rencontrent jamais${NB}: la flèche 3 de Blanc et la flèche 3 de Noir sont deux flèches différentes.`,
          `Au départ, chaque flèche porte une pile${NB}: deux dames sur chacune des flèches 1, 2 et 3, trois sur chacune des flèches 4, 5 et 6 [@charpentier-1699].`,
        ],
        { quote: "setup", say: "" },
        `Qui jette le premier${NB}: chacun jette un dé, et celui qui amène le plus fort nombre jette les deux dés pour le premier coup${NB}; en cas d’égalité, on rejette. Le texte de 1699 dit seulement qu’on tire à qui aura le dé${NB}; voir «${NB}Là où les sources divergent${NB}» [@charpentier-1699].`,
      ],
    },
    {
      id: "play",
      heading: `Le jeu${NB}: rabattre, puis lever`,
      blocks: [
        { quote: "name", say: "" },
        [
          `Chaque dé joue seul, sur la flèche de son propre nombre${NB}: l’as sur la première pile, le deux sur la seconde, et ainsi jusqu’au six [@charpentier-1699]. On n’additionne jamais les dés [@lalanne-2004].`,
          `Tant qu’un joueur a une pile, un dé rabat une dame sur sa flèche${NB}: la dame quitte la pile et se couche à côté, sur la même flèche [@charpentier-1699]. Une pile de deux se rabat en un coup, une pile de trois en deux${NB}: neuf coups en tout (voir «${NB}Là où les sources divergent${NB}»).`,
        ],
        { quote: "numbers", say: "" },
        { quote: "down", say: "" },
        {
          figures: ["unstack"],
          labels: ["Blanc 6-2"],
          caption: `Rabattre${NB}: Blanc jette 6-2. Le 6 couche une dame de la pile de trois à côté d’elle (il reste une pile de deux)${NB}; le 2 achève la pile de deux, désormais deux dames couchées. Dessiné par le moteur de l’application.`,
        },
        [
          `Quand plus aucune de ses flèches ne porte de pile, le joueur lève ses dames${NB}: chaque dé sort une dame du tablier, de la flèche de son nombre et d’aucune autre [@charpentier-1699]. Il n’y a pas, comme au backgammon, de règle de la flèche supérieure [@backgammon].`,
          `On peut changer de phase au milieu d’un coup${NB}: le dé qui rabat la dernière pile permet à l’autre dé de lever aussitôt [@lalanne-2004, exemple 2].`,
          "Un joueur doit jouer autant de dés qu’il le peut. Un doublet compte pour deux dés de ce nombre, non pour quatre [@charpentier-1699].",
          `Un dé que le joueur ne peut pas employer est injouable${NB}; ce qu’il devient dépend des règles ci-dessous.`,
          "Le premier qui a sorti ses quinze dames gagne [@charpentier-1699], sur son propre coup ou sur un dé que son adversaire lui passe [@lalanne-2004].",
        ],
        { quote: "lever", say: "" },
        { quote: "fixed-number", say: "" },
        { quote: "doublets-once", say: "" },
        {
          figures: ["bear-off"],
          labels: ["Blanc 6-3"],
          caption: `Lever${NB}: Blanc, qui n’a plus de pile, jette 6-3 et sort une dame de ses flèches 6 et 3 (le casier du bord gauche les compte). Dessiné par le moteur de l’application.`,
        },
      ],
    },
    {
      id: "charpentier",
      heading: "La règle de 1699 (Charpentier)",
      blocks: [
        [
          `Le dé passe${NB}: tout ce que l’un ne peut jouer, l’autre le joue s’il le peut${NB}; si aucun ne le peut, il est perdu [@charpentier-1699]. Celui qui le reçoit le joue aussitôt sur ses propres flèches, en rabattant ou en levant selon sa propre phase${NB}; un dé ne revient jamais.`,
          `Les doublets${NB}: un doublet se joue comme tout autre coup, en passant ce qui ne peut être joué, puis le même joueur rejoue, tant qu’il fait des doublets [@charpentier-1699].`,
        ],
        { quote: "passing", say: "" },
        { quote: "one-to-knock", say: "" },
        { quote: "doublet-again", say: "" },
        {
          figures: ["pass-1699"],
          labels: [`1699${NB}: Noir 5-1`],
          caption: `Le dé passe, en 1699${NB}: Noir jette 5-1. Il rabat sur son 5${NB}; son as ne lui sert à rien (sa flèche 1 est rabattue) et passe à Blanc, qui rabat sur sa flèche 1. Dessiné par le moteur de l’application.`,
        },
        [
          `Réclamer (une option)${NB}: le texte de 1699 laisse les nombres passés à l’attention de celui qui les reçoit, car son adversaire n’est pas obligé de l’avertir [@charpentier-1699]. Avec la règle stricte, celui qui reçoit un dé doit le réclamer lui-même avant que les dés ne soient jetés de nouveau, sinon il le perd${NB}: ce délai vient de Lalanne [@lalanne-2004, exemple 3].`,
          `L’enjeu${NB}: le texte français dit seulement que le premier qui a levé toutes ses dames gagne la partie [@charpentier-1699]${NB}; Lalanne ajoute qu’elle vaut ce dont les joueurs sont convenus à l’avance, un point par exemple [@lalanne-2004]. Ici, un point, sauf réglage contraire dans la fenêtre Nouvelle partie.`,
        ],
        { quote: "attention", say: "" },
        { quote: "win", say: "" },
      ],
    },
    {
      id: "modern",
      heading: "La règle moderne",
      blocks: [
        [
          `Le dé ne passe que quand on lève${NB}: un dé passe à l’adversaire seulement si celui qui l’a jeté en est à lever ses dames${NB}; tant qu’il rabat encore, un dé qu’il ne peut employer est simplement perdu [@modern-ru].`,
          `Les doublets ne se jouent pas${NB}: le joueur rejette jusqu’à ce que les dés montrent deux nombres différents [@modern-ru].`,
          `Le videau${NB}: avant le premier coup de son tour, le joueur qui possède le videau, ou l’un ou l’autre tant qu’il est au milieu, peut proposer de doubler. L’adversaire accepte le double (la valeur double et le videau est à lui) ou le refuse (il perd aussitôt la valeur en cours). Le videau monte jusqu’à 64 [@modern-ru] [@backgammon].`,
          `Une partie gagnée vaut l’enjeu × le videau × 1, 2 ou 4${NB}: ×1 si le perdant a sorti au moins une dame, ×2 s’il a fini de rabattre sans rien sortir, ×4 s’il a encore une pile. Un double refusé vaut l’enjeu × le videau, sans multiplicateur [@modern-ru].`,
        ],
        {
          quote: "r-second-phase",
          say: `Précision importante${NB}: cette règle ne vaut que dans la seconde phase du jeu (la levée des dames). Dans la première phase (rabattre les piles), le coup ne passe pas${NB}: si le joueur ne peut rabattre de dame sur la flèche du nombre amené, le nombre est simplement perdu.`,
        },
        {
          figures: ["lost-modern"],
          labels: [`Moderne${NB}: Noir 5-1`],
          caption: `Le même coup en règle moderne${NB}: Noir, qui rabat encore, ne peut employer son as, qui est perdu au lieu de passer à Blanc. Dessiné par le moteur de l’application.`,
        },
        `Chacune de ces règles est aussi une option séparée, sous «${NB}Règles maison${NB}» dans la fenêtre Nouvelle partie${NB}:`,
        {
          head: ["Règle", "Charpentier 1699", "Moderne"],
          rows: [
            ["Les dés injouables passent à l’adversaire", "toujours", "seulement quand on lève"],
            ["Doublets", "joués, puis on rejoue", "non joués, on rejette"],
            ["Dés passés", "joués pour celui qui les reçoit (à réclamer en option)", "joués pour celui qui les reçoit"],
            ["Videau", "non", "oui, jusqu’à 64"],
            ["Gain ×2 ou ×4", "non", "oui"],
          ],
        },
      ],
    },
    {
      id: "examples",
      heading: "Les trois exemples de Lalanne",
      blocks: [
        `Lalanne illustre la règle de 1699 par trois exemples dessinés en diagrammes du tablier [@lalanne-2004]. Ici, le moteur de l’application rejoue les mêmes coups et dessine chaque position${NB}; les diagrammes de son texte montrent les mêmes positions.`,
        {
          figures: ["ex1-1", "ex1-2", "ex1-3", "ex1-4"],
          labels: ["Blanc 4-3", "Noir 1-1", "Noir 5-1", "Blanc 5-4"],
          caption: `Exemple 1, depuis le départ${NB}: Blanc 4-3 rabat sur 4 et sur 3${NB}; Noir 1-1 rabat sur son 1, et le second as passe à Blanc, qui rabat sur son 1${NB}; Noir, ayant fait un doublet, jette 5-1${NB}: il rabat sur 5, et l’as passe, mais Blanc ne peut l’employer (sa flèche 1 est rabattue)${NB}: il est perdu${NB}; Blanc 5-4 achève sa pile du 4 et rabat une fois sur 5 [@lalanne-2004, exemple 1].`,
        },
        {
          figures: ["ex2-0", "ex2-1"],
          labels: ["Avant", "Blanc 5-2"],
          caption: `Exemple 2${NB}: Blanc a tout rabattu sauf sa flèche 5${NB}; il jette 5-2${NB}: le 5 rabat la dernière dame, et le 2, puisqu’il n’a plus de pile, sort une dame de sa flèche 2 [@lalanne-2004, exemple 2].`,
        },
        {
          figures: ["ex3-0", "ex3-1"],
          labels: ["Avant", "Blanc 4-2"],
          caption: `Exemple 3${NB}: Blanc lève, sa flèche 2 est vide${NB}; il jette 4-2${NB}: le 4 sort une dame de la flèche 4${NB}; le 2 ne lui sert à rien et passe à Noir, qui rabat sur sa flèche 2${NB}; puis Noir jette les dés [@lalanne-2004, exemple 3].`,
        },
        { links: ["examples"] },
      ],
    },
    {
      id: "decisions",
      heading: "Là où les sources divergent, et ce que fait l’application",
      blocks: [
        `**Combien de coups pour une pile.** Ici, une pile de n dames demande n − 1 coups${NB}: après un coup, une pile de deux devient deux dames couchées. Sur une pile de deux, le texte de 1699 ne laisse «${NB}qu’une dame à abattre${NB}» [@charpentier-1699, «${NB}De la manière de jouer ses dames${NB}»]${NB}; le dictionnaire de 1792 fait rabattre par l’as «${NB}la dame empilée${NB}» sur la première flèche, celle du dessus [@dictionnaire-1792]${NB}; dans le premier exemple de Lalanne, le second as ne peut plus servir sur la flèche 1 [@lalanne-2004, exemple 1]. La description moderne dit qu’un nombre ne sert plus quand la pile est «${NB}entièrement défaite (toutes ses dames retirées)${NB}», ce qui se lit dans les deux sens [@modern-ru]. Ludii lit comme ici [@ludii]${NB}; le moteur d’Hermes Trictrac rabat toutes les dames, deux coups pour une pile de deux et trois pour une pile de trois, ce que le texte de 1699 n’autorise pas [@hermes].`,
        { quote: "d1792-stacked", say: "" },
        {
          quote: "r-done",
          say: "Si, sur la flèche du nombre amené, la pile est déjà entièrement défaite (toutes ses dames retirées), ce nombre ne peut pas servir.",
        },
        `**Le dé passe pendant qu’on rabat.** Le texte de 1699 passe les nombres dans les deux phases${NB}: le doublet sur une pile de deux, et les nombres d’un joueur qui rabat encore, que son adversaire joue pour lui [@charpentier-1699]${NB}; le premier exemple de Lalanne passe un as alors que les deux joueurs rabattent [@lalanne-2004]. La description moderne ne passe les nombres que dans la seconde phase [@modern-ru]. Chaque préréglage suit sa source${NB}; l’option propose aussi «${NB}jamais${NB}».`,
        { quote: "for-you", say: "" },
        `**Une exception pour qui rabat encore${NB}?** La phrase qu’on vient de citer commence par dire que la règle du dé qui passe «${NB}reçoit ici son exception${NB}» [@charpentier-1699, «${NB}De la manière de lever et de rompre le jeu${NB}»] [@hermes]. L’exemple qu’elle donne${NB}: vous avez rabattu votre as mais il vous reste un cinq ou un six à rabattre, et votre homme, qui a tout rabattu, fait un second double as après avoir levé avec le premier${NB}; aucun des deux ne lève rien, et vous parce qu’on ne peut lever tant qu’on n’a pas abattu toutes ses dames. Prise à la lettre, la conclusion (n’ayant pas abattu toutes vos dames, vous «${NB}ne pouvez pas jouer ce que votre homme ne joue point${NB}») interdit à celui qui rabat encore tout dé que son adversaire, qui lève, ne peut employer${NB}; et non tout dé passé, puisque plus haut le texte lui fait jouer l’autre dé d’un doublet sur une pile de deux pour un adversaire qui rabat lui aussi. Cette lecture contredit le troisième exemple de Lalanne, où Noir, qui rabat encore, rabat sur sa flèche 2 avec le 2 injouable de Blanc [@lalanne-2004, exemple 3]. Lue dans son contexte, la phrase n’interdit que de lever avec un tel dé${NB}: elle parle de la levée, et dans son exemple l’as ne pouvait servir à rien d’autre, la flèche 1 de celui qui le reçoit étant déjà rabattue. L’application suit cette seconde lecture, comme Lalanne${NB}: un dé passé s’emploie selon la phase de celui qui le reçoit, si bien que qui rabat encore s’en sert pour rabattre si cette pile n’est pas défaite, et jamais pour lever. Les deux lectures ne diffèrent que si celui qui reçoit le dé a encore une pile sur la flèche de ce nombre.`,
        { quote: "exception", say: "" },
        `**Quelle phase, dans la règle moderne.** La description moderne ne dit pas de quel joueur est la seconde phase dont elle parle [@modern-ru]. L’application passe un dé quand celui qui a jeté en est à lever, une fois joué ce qu’il pouvait${NB}; celui qui le reçoit l’emploie alors selon sa propre phase, en rabattant ou en levant.`,
        `**Les doublets dans le jeu moderne.** La description moderne dit, dans ses points essentiels, qu’un doublet ne se joue pas et qu’on rejette, mais parle plus loin de lever à chaque coup d’une telle série [@modern-ru]. La règle moderne suit les points essentiels${NB}; la manière de 1699 reste disponible en option.`,
        `**Qui jette le premier.** Le texte de 1699 dit seulement qu’on tire à qui aura le dé [@charpentier-1699]${NB}; le dictionnaire de 1792 s’en remet au sort [@dictionnaire-1792]${NB}; chez Lalanne, chacun jette un dé et celui qui amène le plus fort nombre commence [@lalanne-2004]${NB}; la description moderne ajoute qu’en cas d’égalité on rejette [@modern-ru]. L’application suit Lalanne et la description moderne.`,
        { quote: "first-throw", say: "" },
        { quote: "d1792-lot", say: "" },
        { quote: "l-first", say: "celui qui amène le plus fort nombre prend les deux dés et les jette pour le premier coup de la partie" },
        {
          quote: "r-tie",
          say: `Chaque joueur jette un dé. Celui qui amène le plus fort nombre joue le premier. En cas d’égalité, on rejette.`,
        },
        `**Quand proposer le videau.** La description moderne le permet «${NB}à tout moment avant son propre jet${NB}», et «${NB}seulement avant son jet, non après${NB}» [@modern-ru]. L’application ne le permet qu’avant le premier coup d’un tour, non entre les coups d’une série de doublets${NB}: le joueur a alors déjà jeté dans ce tour, et l’application tient une série de doublets pour un seul tour.`,
        {
          quote: "r-cube",
          say: `À tout moment avant son jet, un joueur peut proposer à son adversaire de doubler l’enjeu. […] On ne peut doubler qu’avant son jet (non après).`,
        },
        `**Le délai pour réclamer.** Le texte de 1699 n’en fixe aucun${NB}; il laisse seulement la surveillance à celui qui reçoit [@charpentier-1699]. Dans le troisième exemple de Lalanne, celui qui reçoit doit employer le 2 passé avant de jeter lui-même [@lalanne-2004, exemple 3]. L’application en fait le prochain jet des dés, quel que soit le joueur${NB}: aussi le jet suivant de celui qui vient de faire un doublet.`,
        {
          quote: "l-forget",
          say: "Si Noir oublie d’employer le 2 de Blanc avant de jeter les dés, il ne peut plus employer le 2 de Blanc. C’est le seul cas du jeu où un joueur doit être attentif.",
        },
        `**Un dé mal jeté.** Chez Lalanne, on rejette les deux dés si l’un tombe hors de la moitié du tablier où l’on jette [@lalanne-2004]${NB}; le texte de 1699 veut que les dés touchent la bande de l’adversaire, et tient un dé pour bon partout dans le trictrac, sauf s’il est «${NB}en l’air${NB}» [@charpentier-1699]. Avec de vrais dés saisis à la main, les joueurs suivent leur propre usage et ne saisissent qu’un coup bon.`,
        { quote: "dice-good", say: "" },
        {
          quote: "l-outside",
          say: "si au moins un dé tombe hors de la moitié du tablier où l’on jette les dés, il faut rejeter les deux dés",
        },
        `**L’enjeu.** Le texte français n’en dit rien [@charpentier-1699]${NB}; le «${NB}1 point par exemple${NB}» de Lalanne est la valeur par défaut de l’application [@lalanne-2004].`,
        `**Lever.** L’application lit le verbe de 1699, avec Lalanne, comme sortir les dames du tablier [@lalanne-2004]${NB}; Ludii fait remettre ses dames comme au départ à celui qui les a sorties, avant qu’il gagne [@ludii], et le moteur d’Hermes Trictrac les remet sur leurs piles [@hermes].`,
        `**Les lettres du dernier diagramme de l’exemple 1.** Ce sont les initiales françaises B (blanc) et N (noir), et le diagramme se lit correctement avec elles${NB}: Blanc a achevé sa pile du 4 et rabattu une fois sur 5 [@lalanne-2004, exemple 1].`,
        `**La date.** La description moderne date le recueil de Charpentier [@charpentier-1699] de 1715 [@modern-ru]${NB}; Lalanne donne 1699 [@lalanne-2004], les éditeurs d’Hermes Trictrac 1698 [@hermes]. L’application garde 1699, la date de Lalanne, dont elle rejoue les exemples${NB}; le français qu’elle cite est celui de la réimpression de 1802 [@hermes].`,
        `**Quatre ou deux${NB}?** Un doublet vaut deux dés, non quatre${NB}: les doublets ne se jouent «${NB}qu’une fois, de même qu’au Trictrac${NB}» [@charpentier-1699].`,
      ],
    },
    {
      id: "sources",
      heading: "Sources",
      blocks: [
        `Chaque entrée ci-dessous est citée dans le texte par son nom court entre crochets. Quand une source a été lue dans une transcription, la transcription est nommée aussi${NB}; quand elle a été lue en ligne, l’entrée y renvoie par un lien.`,
        { sources: true },
      ],
    },
  ],
};
