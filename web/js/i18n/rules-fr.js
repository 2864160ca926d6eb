// La page des règles en français (mêmes blocs que rules-en.js).

const NB = "\u00a0";

export const rulesFr = {
  pageTitle: "Règles — Dames Rabattues",
  back: "Retour au jeu",
  title: "Les règles des Dames Rabattues",
  lead: `Comment se joue le jeu de table français de 1699, tel que cette application le joue${NB}: un peu d'histoire, les deux règles proposées, ce que les sources laissent ouvert, et d'où tout cela vient.`,
  sections: [
    {
      id: "history",
      heading: "Un peu d'histoire",
      blocks: [
        `Les dames rabattues figurent parmi les jeux de Gargantua dont François Rabelais dresse la liste dans le chapitre des jeux de son Gargantua (1534).`,
        `Les règles connues aujourd'hui ont été imprimées à Paris chez Charpentier en 1699, puis reprises sans changement dans les nombreuses éditions de l'Académie universelle des jeux jusqu'au début du XIXe${NB}siècle${NB}: un petit jeu de la famille du tric-trac, joué sur une moitié de tablier, où les dés décident presque de tout.`,
        `Une description moderne, en russe, garde le jeu ancien et y ajoute ce qu'attendent les joueurs de backgammon en tournoi${NB}: un videau et des gains d'une, deux ou quatre fois l'enjeu. L'application propose les deux, sous les noms «${NB}Charpentier 1699${NB}» et «${NB}Moderne${NB}».`,
      ],
    },
    {
      id: "setup",
      heading: "Le tablier et le départ",
      blocks: [
        [
          `Un tablier de trictrac ou de backgammon, quinze dames claires et quinze foncées, deux dés. Les dames occupent une moitié du tablier${NB}; on jette les dés sur l'autre.`,
          `Chaque joueur a ses six cases, numérotées de 1 à 6 de son côté. Les deux camps ne se rencontrent jamais${NB}: la case 3 de Blanc et la case 3 de Noir sont deux cases différentes.`,
          `Au départ, chaque case porte une pile${NB}: deux dames sur les cases 1, 2 et 3, trois sur les cases 4, 5 et 6.`,
          `Pour savoir qui commence, chacun jette un dé${NB}; le plus fort jette les deux dés pour le premier coup. En cas d'égalité, on rejette.`,
        ],
      ],
    },
    {
      id: "play",
      heading: `Le jeu${NB}: abattre, puis lever`,
      blocks: [
        [
          `Chaque dé joue seul, sur la case de son propre nombre. On n'additionne jamais les dés.`,
          `Tant qu'un joueur a une pile, un dé abat une dame sur sa case${NB}: la dame quitte la pile et se couche à côté. Une pile de deux s'abat en un coup, une pile de trois en deux${NB}: neuf coups en tout.`,
          `Quand plus aucune de ses cases ne porte de pile, le joueur lève${NB}: chaque dé sort une dame du tablier, de la case de son nombre. Aucune autre case ne peut servir${NB}; il n'y a pas, comme au backgammon, de règle de la case supérieure.`,
          `On peut changer de phase au milieu d'un jet${NB}: le dé qui abat la dernière pile permet à l'autre dé de lever aussitôt.`,
          `Un joueur doit jouer autant de dés qu'il le peut. Un doublet compte pour deux dés de ce nombre, non pour quatre.`,
          `Un dé que le joueur ne peut pas employer est injouable${NB}; ce qu'il devient dépend des règles ci-dessous.`,
          `Le premier qui a levé ses quinze dames gagne, sur son propre jet ou sur un dé que son adversaire lui passe.`,
        ],
      ],
    },
    {
      id: "charpentier",
      heading: "Les règles de Charpentier (1699)",
      blocks: [
        [
          `Le dé passe${NB}: un dé injouable va à l'adversaire, qui le joue aussitôt sur ses propres cases, en abattant ou en levant selon sa propre phase. S'il ne peut pas l'employer non plus, le dé est perdu${NB}; il ne revient jamais.`,
          `Les doublets${NB}: un doublet se joue comme tout autre jet (en passant ce qui ne peut être joué), puis le même joueur rejoue.`,
          `Réclamer (une option)${NB}: selon Charpentier, toute l'habileté du jeu consiste à surveiller les nombres que l'adversaire ne peut jouer, car il n'est pas obligé de vous avertir. Avec la règle stricte, celui qui reçoit un dé doit le réclamer lui-même avant que les dés ne soient jetés de nouveau, sinon il le perd.`,
          `L'enjeu${NB}: la partie vaut ce dont les joueurs sont convenus à l'avance${NB}; ici, un point.`,
        ],
      ],
    },
    {
      id: "modern",
      heading: "Les règles modernes",
      blocks: [
        [
          `Le dé ne passe que quand on lève${NB}: un dé passe à l'adversaire seulement si celui qui a jeté en est à lever${NB}; tant qu'il abat encore, un dé qu'il ne peut employer est simplement perdu.`,
          `Les doublets ne se jouent pas${NB}: le joueur rejette jusqu'à ce que les dés montrent deux nombres différents.`,
          `Le videau${NB}: avant le premier jet de son tour, le joueur qui possède le videau, ou l'un ou l'autre tant qu'il est au milieu, peut proposer de doubler. L'adversaire accepte (la valeur double et le videau est à lui) ou refuse (il perd aussitôt la valeur en cours). Le videau monte jusqu'à 64.`,
          `Un gain vaut l'enjeu × le videau × 1, 2 ou 4${NB}: ×1 si le perdant a levé au moins une dame, ×2 s'il a fini d'abattre sans rien lever, ×4 s'il a encore une pile. Un doublement refusé vaut l'enjeu × le videau, sans multiplicateur.`,
        ],
        `Chacune de ces règles est aussi une option séparée, sous «${NB}Règles maison${NB}» dans la fenêtre Nouvelle partie${NB}:`,
        {
          head: ["Règle", "Charpentier 1699", "Moderne"],
          rows: [
            ["Les dés injouables passent à l'adversaire", "toujours", "seulement quand on lève"],
            ["Doublets", "joués, puis on rejoue", "non joués, on rejette"],
            ["Dés passés", "joués pour celui qui les reçoit (à réclamer en option)", "joués pour celui qui les reçoit"],
            ["Videau", "non", "oui, jusqu'à 64"],
            ["Gain ×2 ou ×4", "non", "oui"],
          ],
        },
      ],
    },
    {
      id: "decisions",
      heading: "Là où les sources divergent, et ce que fait l'application",
      blocks: [
        [
          `Combien de coups pour une pile. Une pile de n dames demande n − 1 coups${NB}: après un coup, une pile de deux devient deux dames couchées. Le texte de 1699 le dit deux fois${NB}: dans son premier exemple, le second as ne peut plus servir sur la case 1, et Charpentier écrit que sur une pile de deux il n'y a qu'une dame à abattre. Au moins une autre mise en œuvre publiée demande un coup par dame (deux et trois)${NB}; cette lecture contredit à la fois le texte de 1699 et la description moderne.`,
          `Passer le dé pendant qu'on abat. Le texte de 1699 passe un as alors que les deux joueurs abattent encore (son premier exemple)${NB}; la description moderne ne passe les dés que quand on lève. Chaque règle suit sa source, et l'option propose les deux, ainsi que «${NB}jamais${NB}».`,
          `Les doublets dans le jeu moderne. La description moderne dit, dans ses points essentiels, qu'un doublet ne se joue pas et qu'on rejette, mais parle plus loin de lever à chaque jet d'une telle série. La règle moderne suit les points essentiels${NB}; la manière de 1699 reste à une option près.`,
          `Quatre ou deux${NB}? Un doublet vaut deux dés, non quatre${NB}: chez Charpentier, les doublets ne se jouent «${NB}qu'une fois, comme au trictrac${NB}».`,
          `Réclamer. Charpentier laisse à celui qui reçoit le soin de surveiller les dés passés. L'application les joue pour lui par défaut, et propose la règle stricte en option.`,
          `La date. La description moderne date le recueil de Charpentier de 1715${NB}; l'histoire des éditions françaises donne 1699, la date retenue ici.`,
        ],
      ],
    },
    {
      id: "sources",
      heading: "Sources",
      blocks: [
        {
          ol: [
            `François Rabelais, Gargantua, Lyon, 1534${NB}: le chapitre des jeux de Gargantua (chapitre 22 dans les éditions modernes).`,
            `Les dames rabattues, règles imprimées chez Charpentier, Paris, 1699, reprises dans l'Académie universelle des jeux jusqu'au début du XIXe${NB}siècle, avec trois exemples dessinés. La source première de l'application.`,
            `Une description moderne des dames rabattues, en russe, fondée sur le recueil de Charpentier, qui ajoute un videau et des multiplicateurs de gain pour le jeu en compétition. La source de la règle moderne.`,
            `Les règles du backgammon, pour le videau (faces de 2 à 64) et ses usages.`,
            `La spécification de l'application, docs/RULES.md dans son code source, où chaque décision ci-dessus est une option nommée et un test.`,
          ],
        },
      ],
    },
  ],
};
