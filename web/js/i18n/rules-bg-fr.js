// La page des règles du backgammon en français (mêmes blocs et mêmes marques que rules-en.js).
// Vocabulaire des joueurs de backgammon : la flèche, le jan intérieur et le jan extérieur, la
// barre, la dame seule (le blot), frapper, rentrer, sortir ses dames, le videau (au centre, puis
// chez le joueur qui a accepté), doubler, accepter ou refuser le double, la partie simple, le gammon
// et le backgammon, la partie libre (pour de l'argent) et le match, la partie Crawford. Espace insécable avant « : », « ; », « ? », « ! ».

import { NB } from "./fr/words.js";
import { choicesBgFr } from "./rules-bg-fr-choices.js";

export const rulesBgFr = {
  pageTitle: "Règles du backgammon — Dames Rabattues",
  back: "Retour au jeu",
  title: "Les règles du backgammon",
  lead: `Le backgammon tel que cette application le joue${NB}: le tablier et le départ, la marche des dames, frapper et rentrer, la sortie, la marque d’une partie, le videau, le match et la règle de Crawford, les options, et là où les sources divergent${NB}; chaque règle avec sa source.`,
  ui: {
    contents: "Sommaire",
    translation: `Traduction${NB}:`,
    cite: `Source${NB}:`,
    spec: `La spécification (docs/RULES.md, en texte brut)${NB}: le backgammon en est le §12, chaque règle avec son test`,
    "dames-rabattues": "Les règles des Dames Rabattues, le jeu de table français de 1699, qui se joue aussi ici",
    loading: "Dessin des tabliers…",
    failed: `Les tabliers n’ont pas pu être dessinés${NB}; le texte est complet sans eux.`,
  },
  sections: [
    {
      id: "about",
      heading: "Le backgammon sur ce site",
      blocks: [
        `Le backgammon se joue à deux, chacun avec quinze dames, sur le tablier des Dames Rabattues, avec deux dés et un videau. Cette page en donne les règles telles que l’application les joue, chacune avec sa source${NB}: le chapitre des règles du manuel de GNU Backgammon, repris de *Backgammon Galore* de Tom Keith [@gnubg-manual], et les *Régles of Backgammon*, traduction anglaise d’une règle française [@backgammon]. Là où elles divergent ou se taisent, la page dit ce que fait l’application${NB}; sa spécification consigne chacun de ses choix [@spec, §12].`,
        `L’application joue la partie libre, chaque partie pour un enjeu, et le match en un nombre de points. Les coups et les positions s’écrivent comme dans GNU Backgammon, si bien qu’une partie passe d’un programme à l’autre [@spec, §12.9].`,
        { links: ["dames-rabattues", "spec"] },
      ],
    },
    {
      id: "setup",
      heading: "Le tablier et le départ",
      blocks: [
        {
          figures: ["bg-start"],
          labels: ["Le départ"],
          caption: `Le départ, Blanc en bas${NB}: chaque joueur a deux dames sur sa flèche 24, cinq sur sa 13, trois sur sa 8 et cinq sur sa 6. Blanc part d’en haut à droite, le jan intérieur de Noir, et fait le tour jusqu’à son propre jan intérieur, en bas à droite${NB}; le plateau de droite reçoit les dames sorties. Dessiné par le moteur de l’application.`,
        },
        [
          `Un tablier de 24 flèches en quatre jans de six, la barre entre ses deux moitiés${NB}; quinze dames pour chaque joueur, deux dés, et un videau aux faces 2 à 64 [@gnubg-manual, «${NB}Setup${NB}»] [@backgammon].`,
          `Chaque joueur compte les flèches de son côté${NB}: son jan intérieur est fait de ses flèches 1 à 6, et il avance de sa flèche 24 vers sa flèche 1, si bien que sa flèche p est la flèche 25 − p de l’adversaire [@gnubg-manual, «${NB}Setup${NB}»]. Le tablier et la liste des coups comptent les flèches de chaque joueur de son côté [@spec, §12.1].`,
          `Au départ, chaque joueur a deux dames sur sa flèche 24, cinq sur sa flèche 13, trois sur sa flèche 8 et cinq sur sa flèche 6 [@gnubg-manual, «${NB}Setup${NB}»]${NB}; les *Régles of Backgammon* ne donnent pas le départ [@backgammon].`,
          `Le but${NB}: amener ses quinze dames dans son jan intérieur, puis les sortir${NB}; le premier à avoir sorti toutes ses dames gagne [@gnubg-manual, «${NB}Object of the Game${NB}»] [@backgammon].`,
        ],
        {
          quote: "bg-setup",
          say: `La disposition de départ est${NB}: deux dames sur la flèche 24 de chaque joueur, cinq sur sa flèche 13, trois sur sa flèche 8 et cinq sur sa flèche 6.`,
        },
      ],
    },
    {
      id: "moving",
      heading: "Le jet des dés et la marche des dames",
      blocks: [
        [
          `Le premier jet${NB}: chacun jette un dé${NB}; en cas d’égalité, on rejette. Le plus fort commence, et joue les deux dés qui viennent d’être jetés comme son premier coup [@gnubg-manual, «${NB}Movement of the Checkers${NB}»] [@backgammon]. Ensuite, chacun jette les deux dés à son tour.`,
          `Chaque dé fait avancer une dame d’autant de flèches que son nombre. Les deux dés peuvent faire avancer deux dames, ou la même deux fois${NB}; la flèche où elle s’arrête entre les deux doit alors être libre elle aussi [@gnubg-manual, «${NB}Movement of the Checkers${NB}»] [@backgammon].`,
          `Une dame ne peut s’arrêter que sur une flèche libre, que n’occupent pas deux dames adverses ou plus [@gnubg-manual, «${NB}Movement of the Checkers${NB}»] [@backgammon].`,
          `Un doublet se joue quatre fois${NB}: quatre déplacements de son nombre, par une à quatre dames [@gnubg-manual, «${NB}Movement of the Checkers${NB}»] [@backgammon].`,
          `On doit jouer les deux dés si on le peut. Si un seul peut être joué, on le joue${NB}; si l’un ou l’autre peut l’être, mais pas les deux, le plus fort${NB}; un doublet autant de fois qu’on peut, jusqu’à quatre. Si aucun dé ne peut être joué, on passe son tour [@gnubg-manual, «${NB}Movement of the Checkers${NB}»] [@backgammon]. Si les deux dés ne peuvent être joués que dans un ordre, c’est cet ordre qu’on joue [@backgammon].`,
        ],
        {
          quote: "bg-opening",
          say: `Pour commencer la partie, chaque joueur jette un seul dé. Cela décide à la fois qui joue le premier et les nombres à jouer. Si les nombres sont égaux, les deux joueurs rejettent jusqu’à amener des nombres différents.`,
        },
        {
          quote: "bg-open",
          say: "Une dame ne peut aller que sur une flèche libre, que n’occupent pas deux dames adverses ou plus.",
        },
        {
          quote: "bg-both",
          say: `Un joueur doit jouer les deux nombres de son jet si c’est permis (ou les quatre d’un doublet). Quand un seul nombre peut être joué, il doit jouer ce nombre. Ou, si l’un ou l’autre peut être joué mais pas les deux, il doit jouer le plus fort.`,
        },
        {
          quote: "bg-order",
          say: "Toutefois, si le coup n’est possible que dans un ordre déterminé, l’adversaire pourra exiger que cet ordre soit suivi, pour que le coup soit joué en entier.",
        },
        {
          figures: ["bg-opening"],
          labels: [`Blanc 5-3${NB}: 8/3 6/3`],
          caption: `Blanc ouvre par 5-3 et fait sa case 3${NB}: le 5 depuis sa flèche 8, le 3 depuis sa flèche 6, ce qui s’écrit 8/3 6/3${NB}; le manuel de GNU Backgammon dessine la même ouverture [@gnubg-manual, «${NB}Movement of the Checkers${NB}»]. Dessiné par le moteur de l’application.`,
        },
        `Les coups s’écrivent comme dans GNU Backgammon, chaque joueur comptant de son côté${NB}: \`24/18 13/11\` fait aller une dame de la flèche 24 à la 18 et une autre de la 13 à la 11${NB}; \`8/5(2)\` fait avancer deux dames${NB}; \`bar/22*\` rentre une dame de la barre en frappant${NB}; \`6/off\` sort une dame [@spec, §12.9]. Deux façons de jouer qui mènent à la même position sont un même coup [@spec, §12.5].`,
      ],
    },
    {
      id: "hitting",
      heading: "Frapper et rentrer",
      blocks: [
        [
          `Une dame seule sur une flèche est un blot. Une dame qui s’arrête sur un blot adverse le frappe${NB}: le blot va sur la barre [@gnubg-manual, «${NB}Hitting and Entering${NB}»] [@backgammon].`,
          `Un joueur qui a une dame sur la barre doit la rentrer avant de jouer toute autre dame${NB}: dans le jan intérieur adverse, sur la flèche du nombre d’un dé comptée du côté de l’adversaire, si elle est libre. Un 4 rentre sur la flèche 4 de l’adversaire, qui est la flèche 21 du joueur [@gnubg-manual, «${NB}Hitting and Entering${NB}»] [@backgammon].`,
          `S’il ne peut pas rentrer, il passe son tour${NB}; s’il peut rentrer une partie de ses dames mais pas toutes, il rentre ce qu’il peut et perd le reste de son tour. Une fois toutes rentrées, les dés qui restent se jouent comme d’habitude, par la dame rentrée ou par une autre [@gnubg-manual, «${NB}Hitting and Entering${NB}»].`,
        ],
        {
          quote: "bg-enter",
          say: `Chaque fois qu’un joueur a une ou plusieurs dames sur la barre, son premier devoir est de les rentrer dans le jan intérieur adverse.`,
        },
        {
          figures: ["bg-hit", "bg-enter-throw", "bg-enter"],
          labels: [`Noir 6-1${NB}: 13/7* 8/7`, "Blanc jette 6-4", `Blanc${NB}: bar/21 13/7`],
          caption: `Noir, en haut, jette 6-1 et fait sa case 7 sur le blot de Blanc, qu’il frappe${NB}: 13/7* 8/7. Blanc jette 6-4 avec une dame sur la barre${NB}: la flèche 6 de Noir est fermée, le 6 ne peut donc pas rentrer, et le 4 le doit, sur la flèche 4 de Noir (la 21 de Blanc)${NB}; puis le 6 se joue depuis la flèche 13 de Blanc [@gnubg-manual, «${NB}Hitting and Entering${NB}»]. Dessiné par le moteur de l’application.`,
        },
      ],
    },
    {
      id: "bearing-off",
      heading: "La sortie",
      blocks: [
        [
          `Quand toutes ses dames encore en jeu sont dans son jan intérieur, et aucune sur la barre, un joueur peut commencer à sortir ses dames${NB}: un dé sort une dame de la flèche de son nombre [@gnubg-manual, «${NB}Bearing Off${NB}»] [@backgammon].`,
          `Si cette flèche est vide, le dé doit être joué par une dame d’une flèche plus haute${NB}; s’il n’en a aucune plus haute, le dé sort une dame de sa flèche la plus haute [@gnubg-manual, «${NB}Bearing Off${NB}»] [@backgammon].`,
          `Rien n’oblige à sortir${NB}: on peut jouer une dame à l’intérieur de son jan à la place [@gnubg-manual, «${NB}Bearing Off${NB}»] [@backgammon]. Si un dé amène au jan la dernière dame du dehors, l’autre dé peut déjà sortir dans le même coup [@spec, §12.7].`,
          `Une dame frappée pendant la sortie doit rentrer et revenir au jan intérieur avant que le joueur sorte d’autres dames [@gnubg-manual, «${NB}Bearing Off${NB}»].`,
        ],
        {
          quote: "bg-bear-off",
          say: `S’il n’y a pas de dame sur la flèche indiquée par le dé, le joueur doit jouer un coup permis avec une dame d’une flèche plus haute. S’il n’y a pas de dame sur les flèches plus hautes, il peut (et doit) sortir une dame de la flèche la plus haute où il en a une.`,
        },
        {
          figures: ["bg-bear-off", "bg-bear-high"],
          labels: [`Blanc 6-4${NB}: 6/off 4/off`, `Blanc 6-5${NB}: 3/off(2)`],
          caption: `À gauche${NB}: Blanc, toutes ses dames au jan, jette 6-4 et sort une dame de sa flèche 6 et une de sa flèche 4. À droite${NB}: Blanc n’a rien au-dessus de sa flèche 3 et jette 6-5${NB}: chaque dé sort une dame de sa flèche la plus haute, la 3 [@gnubg-manual, «${NB}Bearing Off${NB}»]. Dessiné par le moteur de l’application.`,
        },
      ],
    },
    {
      id: "scoring",
      heading: `Gagner${NB}: partie simple, gammon, backgammon`,
      blocks: [
        [
          `Le premier à avoir sorti ses quinze dames gagne [@gnubg-manual, «${NB}Bearing Off${NB}»] [@backgammon].`,
          `Partie simple${NB}: le perdant a sorti au moins une dame. Il perd la valeur du videau, un point si personne n’a doublé [@gnubg-manual, «${NB}Gammons and Backgammons${NB}»] [@backgammon].`,
          `Gammon${NB}: le perdant n’a sorti aucune dame. Il perd deux fois la valeur du videau [@gnubg-manual, «${NB}Gammons and Backgammons${NB}»] [@backgammon].`,
          `Backgammon${NB}: le perdant n’a sorti aucune dame et en a encore une sur la barre ou dans le jan intérieur du gagnant. Il perd trois fois la valeur du videau [@gnubg-manual, «${NB}Gammons and Backgammons${NB}»] [@backgammon].`,
          `En partie libre, une partie vaut l’enjeu (1, sauf si l’enregistrement de la partie dit autre chose) × le videau × 1, 2 ou 3 [@spec, §12.7].`,
        ],
        {
          quote: "bg-gammons",
          say: `si le perdant n’a sorti aucune de ses dames, il perd par gammon, soit deux fois la valeur du videau. Pire encore, si le perdant n’a sorti aucune de ses dames et en a encore une sur la barre ou dans le jan intérieur du gagnant, il perd par backgammon, soit trois fois la valeur du videau.`,
        },
        `Une partie peut aussi finir par un abandon (le bouton «${NB}Abandonner${NB}», ou dans un enregistrement ou un fichier de match lu ici)${NB}: le joueur qui doit agir concède une partie simple, un gammon ou un backgammon, et son adversaire gagne 1, 2 ou 3 fois le videau. Ce sont les trois abandons que propose GNU Backgammon [@gnubg-manual, «${NB}Resigning${NB}»] [@spec, §12.8].`,
      ],
    },
    {
      id: "cube",
      heading: "Le videau",
      blocks: [
        [
          `Le videau commence au centre, sur sa face 64, qui compte pour 1 [@backgammon].`,
          `Au début de son tour, avant de jeter les dés, un joueur peut doubler si le videau est au centre ou de son côté [@gnubg-manual, «${NB}Doubling${NB}»] [@backgammon].`,
          `Son adversaire accepte${NB}: la valeur du videau double, le videau passe de son côté, et lui seul pourra doubler ensuite (redoubler). Ou il refuse${NB}: il abandonne la partie et perd la valeur qu’avait le videau avant ce double [@gnubg-manual, «${NB}Doubling${NB}»] [@backgammon].`,
          `Le videau ne monte pas au-delà de 64 [@backgammon]${NB}; voir «${NB}Là où les sources divergent${NB}».`,
        ],
        {
          quote: "bg-when",
          say: "Il ne peut le faire qu’au début de son propre tour, avant d’avoir jeté les dés.",
        },
        {
          quote: "bg-take",
          say: `Un joueur à qui l’on propose un double peut le refuser${NB}: il concède alors la partie et paie un point. Sinon, il doit accepter le double et continuer à jouer pour l’enjeu doublé. Le joueur qui accepte un double devient le propriétaire du videau, et lui seul peut proposer le double suivant.`,
        },
        {
          quote: "bg-videau",
          say: `Les faces portent les nombres${NB}: 2, 4, 8, 16, 32, 64. Au début de la partie, le videau est au milieu de la barre centrale, sur la face 64.`,
        },
        {
          figures: ["bg-doubled", "bg-taken"],
          labels: ["Blanc double", "Noir accepte"],
          caption: `Blanc double avant de jeter les dés${NB}; Noir accepte, et le videau, maintenant à 2, passe du côté de Noir${NB}: seul Noir pourra doubler ensuite. Dessiné par le moteur de l’application.`,
        },
      ],
    },
    {
      id: "match",
      heading: "Le match et la règle de Crawford",
      blocks: [
        [
          `Un match se joue en un nombre de points, ici de 1 à 25${NB}; ses parties se suivent jusqu’à ce qu’un joueur ait les points du match [@gnubg-manual, «${NB}Rules for Match Play${NB}»] [@spec, §12.10].`,
          `Une partie rapporte à son gagnant la valeur du videau × 1, 2 ou 3, comme en partie libre, mais jamais plus de points qu’il ne lui en manque${NB}: au-delà des points du match, rien ne compte. Un gammon gagné par un joueur à qui il ne manque qu’un point compte un point [@gnubg-manual, «${NB}Rules for Match Play${NB}»].`,
          `Un match se joue sans enjeu, sans règle Jacoby, sans beaver et sans double automatique [@gnubg-manual, «${NB}Rules for Match Play${NB}»].`,
          `La règle de Crawford${NB}: la partie qui suit celle où un joueur arrive pour la première fois à un point du match est la partie Crawford, où aucun des deux ne peut doubler [@gnubg-manual, «${NB}Rules for Match Play${NB}»].`,
          `Il n’y a qu’une partie Crawford par match${NB}: dans les parties suivantes, dites post-Crawford, le videau revient [@gnubg-manual, «${NB}Rules for Match Play${NB}»].`,
          `Dans un match en 1 point, personne ne double${NB}: chacun a besoin d’un seul point dès la première partie [@spec, §12.10].`,
          `Le videau est mort quand gagner cette partie à la valeur actuelle du videau suffit déjà à gagner le match${NB}: ce joueur ne peut pas doubler [@spec, §12.10].`,
        ],
        {
          quote: "bg-match",
          say: "Les matchs se jouent en un nombre de points fixé. Le premier joueur à réunir les points voulus gagne le match.",
        },
        {
          quote: "bg-crawford",
          say: "La règle de Crawford dit que si un joueur arrive à un point du match, aucun des deux joueurs ne peut proposer de double dans la partie qui suit immédiatement. Cette partie unique sans double s’appelle la partie Crawford.",
        },
        {
          quote: "bg-post-crawford",
          say: "Si le joueur mené gagne la partie Crawford, le videau redevient utilisable dans toutes les parties suivantes",
        },
        {
          quote: "bg-no-bonus",
          say: "Gagner plus de points que le match n’en demande ne rapporte aucun bonus. […] Les doubles automatiques, les beavers et la règle Jacoby ne s’emploient pas en match.",
        },
        `L’exemple de match en 5 points du manuel de GNU Backgammon, compté comme le compte l’application, le score de Blanc en premier [@gnubg-manual, «${NB}Rules for Match Play${NB}»]${NB}:`,
        {
          head: ["Partie", "Résultat", "Score", "Double"],
          rows: [
            ["1", "Blanc gagne 2", "2–0", "permis"],
            ["2", "Noir gagne 1", "2–1", "permis"],
            ["3", "Blanc gagne 2", "4–1", "permis"],
            ["4", "Noir gagne 1", "4–2", `non${NB}: partie Crawford`],
            ["5", "Noir gagne 2", "4–4", "permis (post-Crawford)"],
            ["6", "Blanc gagne 2, il lui en faut 1", `5–4${NB}: match gagné`, "permis"],
          ],
        },
      ],
    },
    ...choicesBgFr,
    {
      id: "sources",
      heading: "Sources",
      blocks: [
        "Chaque entrée ci-dessous est citée dans le texte par son nom court, entre crochets, et dit où son texte a été lu.",
        { sources: true },
      ],
    },
  ],
};
