// La page des règles du backgammon en français : ses deux sections sur les choix de l’application,
// les options et là où les sources divergent (une partie de rules-bg-fr.js, même vocabulaire).

import { NB } from "./fr/words.js";

export const choicesBgFr = [
  {
    id: "options",
    heading: "Les options",
    blocks: [
      `Chaque option est nommée dans l’enregistrement de la partie, pour qu’elle se rejoue de même partout [@spec, §12.8]${NB}:`,
      {
        head: ["Option", "Valeurs", "Sauf choix contraire"],
        rows: [
          ["Videau", "oui ou non", "oui"],
          ["Videau jusqu’à", "2 à 64", "64"],
          ["Règle Jacoby (partie libre seulement)", "oui ou non", "non"],
          ["Enjeu (partie libre seulement)", "points par partie", "1"],
          ["Match", "partie libre, ou 1 à 25 points", "partie libre"],
        ],
      },
      `La règle Jacoby${NB}: gammons et backgammons comptent comme des parties simples tant que le videau n’a pas servi, c’est-à-dire tant qu’aucun double n’a été accepté${NB}; sans videau, toute partie est alors simple [@gnubg-manual, «${NB}Optional Rules${NB}»] [@spec, §12.8].`,
      {
        quote: "bg-jacoby",
        say: "La règle Jacoby. Gammons et backgammons ne comptent que comme une partie simple si aucun joueur n’a proposé de double au cours de la partie.",
      },
      `La fenêtre «${NB}Nouvelle partie${NB}» propose la partie libre ou un match de 1 à 25 points, le videau et la règle Jacoby, et peut partir d’une position collée depuis GNU Backgammon ou eXtreme Gammon${NB}: son identifiant de position, ou un XGID, qui peut porter le score d’un match [@spec, §12.9].`,
      `Ne se jouent pas ici${NB}: les beavers, les raccoons et les doubles automatiques, règles facultatives que cite le manuel de GNU Backgammon [@gnubg-manual, «${NB}Optional Rules${NB}»] et que les *Régles of Backgammon* n’ont pas [@backgammon]. Un fichier de match qui contient un beaver est refusé [@spec, §12.8].`,
    ],
  },
  {
    id: "decisions",
    heading: "Là où les sources divergent, et ce que fait l’application",
    blocks: [
      `**Jusqu’où monte le videau.** Le manuel de GNU Backgammon ne met aucune limite aux redoublements [@gnubg-manual, «${NB}Doubling${NB}»]${NB}; le videau des *Régles of Backgammon* porte les faces 2 à 64 [@backgammon]. L’application s’arrête à 64, et l’option «${NB}Videau jusqu’à${NB}» abaisse la limite.`,
      { quote: "bg-no-limit", say: "Le nombre de redoublements dans une partie n’a pas de limite." },
      `**Le départ.** Les *Régles of Backgammon* ne donnent pas le départ [@backgammon]${NB}; l’application prend celui du manuel de GNU Backgammon [@gnubg-manual, «${NB}Setup${NB}»].`,
      `**Des dés jouables dans un seul ordre.** Les *Régles of Backgammon* laissent l’adversaire exiger cet ordre [@backgammon]${NB}; le manuel de GNU Backgammon dit qu’il faut jouer les deux nombres si c’est possible [@gnubg-manual, «${NB}Movement of the Checkers${NB}»]. Ici, cela revient au même${NB}: l’application ne propose que les coups qui jouent autant de dés qu’on peut en jouer, si bien qu’un tel jet se joue toujours dans son seul ordre.`,
      `**Un double refusé.** Le manuel de GNU Backgammon fait payer à celui qui refuse l’enjeu d’avant le double [@gnubg-manual, «${NB}Doubling${NB}»]${NB}; les *Régles of Backgammon* n’en disent rien [@backgammon]. L’application suit le manuel${NB}: la partie est perdue à la valeur du videau d’avant le double, jamais en gammon.`,
      `**La règle Jacoby.** Le manuel de GNU Backgammon la range parmi les règles facultatives répandues, et l’exclut du match [@gnubg-manual, «${NB}Optional Rules${NB}»]${NB}; les *Régles of Backgammon* ne l’ont pas [@backgammon]. L’application la propose en option, désactivée sauf choix contraire, en partie libre seulement. Elle lit «${NB}aucun joueur n’a proposé de double${NB}» comme «${NB}aucun double accepté${NB}»${NB}: un double refusé a déjà mis fin à la partie.`,
      `**L’abandon.** Dans GNU Backgammon, un joueur propose d’abandonner une partie simple, un gammon ou un backgammon, et son adversaire accepte ou refuse [@gnubg-manual, «${NB}Resigning${NB}»]. Ici, un abandon (par le bouton, ou lu dans un enregistrement ou un fichier de match) met fin à la partie sur-le-champ${NB}: un fichier de match ne garde que les abandons acceptés [@spec, §12.8].`,
      `**Les deux joueurs à un point du match en même temps.** La règle de Crawford parle d’un joueur qui arrive à un point du match [@gnubg-manual, «${NB}Rules for Match Play${NB}»]. Quand les deux y arrivent ensemble, ce que seul un match commencé à un score donné permet, l’application n’a pas de partie Crawford [@spec, §12.10].`,
      `**Le videau mort.** Le manuel de GNU Backgammon n’en parle pas [@gnubg-manual, «${NB}Rules for Match Play${NB}»]. L’application refuse un double qui ne peut rien changer, quand gagner la partie à la valeur actuelle du videau donne déjà le match, comme le refuse GNU Backgammon 1.07 [@spec, §12.10].`,
      `**Le score après la dernière partie.** L’exemple du manuel de GNU Backgammon écrit 6–4 après le gammon de Blanc à 4–4 dans un match en 5 points, bien qu’il dise que gagner plus de points que le match n’en demande ne rapporte aucun bonus [@gnubg-manual, «${NB}Rules for Match Play${NB}»]. Pour une partie, l’application ne compte jamais plus de points qu’il n’en manque à son gagnant, et écrit 5–4.`,
    ],
  },
];
