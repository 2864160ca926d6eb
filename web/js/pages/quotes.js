// The quotations of the rules page, in the words and language of their source (the page shows
// each beside its translation into the reader's language, rules-{en,fr,ru}.js `say`). `source`
// is an entry of sources.js, `via` the transcription it was read in, `at` where in the source.
// Charpentier's French is the Hermes Trictrac transcription (made from the reprint of 1802, see
// sources.js), letter for letter: its curly apostrophes, its no-break spaces before « ; » where
// it has them, its stray full stops; "[sic]" and "[-]" are this page's marks.
// `at` names a chapter by the first words of its title (the page numbers are not known).

import { BG_QUOTES } from "./quotes-bg.js";

const NB = "\u00a0";
const MANIERE = "« De la manière de jouer ses dames »";
const LEVER = "« De la manière de lever et de rompre le jeu »";

/** @typedef {{source: string, via?: string, at: string, lang: "fr" | "en" | "ru", text: string}} Quote */

/** @type {Record<string, Quote>} */
export const QUOTES = {
  "rabelais-list": {
    source: "rabelais",
    at: "« Les jeux de Gargantua », f. 57v",
    lang: "fr",
    text: "au trictrac, à toutes tables, au tables rabattues, au reniguebieu",
  },
  name: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: "« De la qualité de ce jeu… »",
    text: `On le nomme le jeu des dames rabattues, parce que l’on y rabat effectivement toutes ses dames les unes après les autres${NB}; on les couche toutes plates l’une devant l’autre`,
  },
  setup: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: "« De la manière de disposer le jeu… »",
    text: `sur chacune des trois premières flèches proche le jour, il faut mettre deux dames […]${NB}; sur chacune des trois flèches qui sont jusqu’à la bande de séparation, il faut mettre trois dames`,
  },
  "first-throw": {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: "« De ce qui est nécessaire pour jouer… »",
    text: "Pour ce qui est du dé, on tire à qui l’aura.",
  },
  "dice-good": {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: "« De la manière de nommer et de jouer ou jeter les dés… »",
    text: `Il faut jouer le dé rondement, sans hésiter, et le faire toucher du moins la bande de son homme. Il est bon par-teut [sic] dans le Trictrac${NB}; pourvu qu’il ne soit pas en l’air.`,
  },
  "doublets-once": {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: "« De la manière de nommer et de jouer ou jeter les dés… »",
    text: "Les doublets ne s’y jouent qu’une fois, de même qu’au Trictrac.",
  },
  numbers: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: MANIERE,
    text: "l’on prend l’as sur la première case ou pile, le deux sur la seconde, le trois sur la troisième, le quatre sur la quatrième, le cinq sur la cinquième, et le six sur la sixième pile, qui est la dernière",
  },
  down: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: MANIERE,
    text: "l’on ne fait que mettre la dame à bas sur la même flèche où elle était empilée",
  },
  "one-to-knock": {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: MANIERE,
    text: `s’il fait un doublet, par exemple, terne ou double deux${NB}; comme sur les cases du trois et du deux, il n’a qu’une dame à abattre, vous abattez l’autre pour lui`,
  },
  passing: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: MANIERE,
    text: `tout ce qui ne peut point être joué par l’un des joueurs, l’autre le joue, supposé qu’il le puisse${NB}; et s’il ne le peut pas, il n’est joué ni par l’un ni par l’autre.`,
  },
  "doublet-again": {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: MANIERE,
    text: "celui qui fait un doublet conserve le dé, et joue jusqu’à ce qu’il ait fait un coup simple.",
  },
  attention: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: MANIERE,
    text: `Toute la conduite que ce jeu demande, c’est d’être attentif aux nombres que celui contre qui l’on joue amène, afin de ne pas manquer à jouer tout ce qu’il ne joue pas${NB}; car celui contre qui l’on joue, n’est pas obligé de vous avertir de votre jeu`,
  },
  lever: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: LEVER,
    text: "celui qui le premier les a toutes rabattues, lève à chaque coup de dé les dames dans le même ordre qu’il les a d’abord jouées",
  },
  "fixed-number": {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: LEVER,
    text: "chaque case, en ce jeu, a son nombre fixe et certain",
  },
  exception: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: LEVER,
    text: `quoiqu’il soit dit ci-devant que les nombres que l’on ne peut pas jouer, sont. [sic] joués par l’autre, cette règle reçoit ici son exception${NB}; car, par exemple, si après que vous avez rabattu l’as, le deux et le trois, etc. il vous reste encore un cinq ou un six à rabattre, et que votre homme ayant tout rabattu et levé un beset, ait fait un second beset; en ce cas, ni lui ni vous ne lèverez rien: lui, parce qu’il n’a plus de beset à jouer${NB}; et vous, parce que c’est une des règles de cejeu [sic], que l’on ne peut rien lever, tant que l’on n’a point abattu toutes ses dames`,
  },
  "for-you": {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: LEVER,
    text: `n’ayant point abattu toutes vos dames, non-seulement vous ne pouvez pas jouer ce que votre homme ne joue point${NB}; mais, qui plus est, c’est que vous ne pouvez pas jouer vous[-]même les nombres que vous faites, et c’est votre homme qui les joue pour vous, jusqu’à ce que vous ayez rabattu votre dernière dame`,
  },
  win: {
    source: "charpentier-1699",
    via: "hermes",
    lang: "fr",
    at: LEVER,
    text: "Celui qui le premier a levé toutes ses dames, a gagné la partie.",
  },
  "d1792-stacked": {
    source: "dictionnaire-1792",
    lang: "fr",
    at: "s.v. « Dames rabattues »",
    text: "Ainsi, le joueur qui, par exemple amène un six & un as, rabat d'abord la dame empilée sur la première flèche, & joue par ce moyen son as.",
  },
  "d1792-lot": {
    source: "dictionnaire-1792",
    lang: "fr",
    at: "s.v. « Dames rabattues »",
    text: "On fait décider par le sort à qui le dé appartiendra",
  },
  "l-first": {
    source: "lalanne-2004",
    lang: "en",
    at: "First roll",
    text: "the player who obtains the higher pips number takes the two dice and rolls them for the first roll of the game",
  },
  "l-outside": {
    source: "lalanne-2004",
    lang: "en",
    at: "Validity of the dice roll",
    text: "if at least one die lands out of the rolling dice side board , you have to roll again the two dice",
  },
  "l-forget": {
    source: "lalanne-2004",
    lang: "en",
    at: "Example 3",
    text: "If Black forgets to use the White's « 2 » before to roll the dice, he cannot use the White's « 2 » anymore. This is the only case of the game where a player has to be aware.",
  },
  "l-stake": {
    source: "lalanne-2004",
    lang: "en",
    at: "Winning the game",
    text: "To win worth what the players decided before starting the game (1 point for exemple or anything else ...)",
  },
  "r-done": {
    source: "modern-ru",
    lang: "ru",
    at: "3. Первая фаза",
    text: "Если на выпавшем пункте стопка уже полностью расформирована (все шашки с неё сняты), это число не может быть использовано.",
  },
  "r-second-phase": {
    source: "modern-ru",
    lang: "ru",
    at: "5. Ключевое правило: передача хода",
    text: "Важное уточнение: это правило действует только во второй фазе игры (сбрасывание шашек). В первой фазе (расформирование стопок) передача хода не применяется — если игрок не может снять шашку с выпавшего пункта, число просто пропадает.",
  },
  "r-doubles": {
    source: "modern-ru",
    lang: "ru",
    at: "Ключевые особенности",
    text: "При дубле игрок не играет шашками. Он должен перебросить кости до тех пор, пока не выпадут два разных числа.",
  },
  "r-series": {
    source: "modern-ru",
    lang: "ru",
    at: "4. Особый случай: дубль во второй фазе",
    text: "При каждом броске игрок сбрасывает шашки с пунктов, соответствующих выпавшим числам.",
  },
  "r-tie": {
    source: "modern-ru",
    lang: "ru",
    at: "2. Очерёдность хода",
    text: "Игроки бросают по одной кости. Тот, кто выбросил большее число, ходит первым. В случае равенства бросок повторяется.",
  },
  "r-cube": {
    source: "modern-ru",
    lang: "ru",
    at: "Куб удвоения",
    text: "В любой момент до своего броска игрок может предложить сопернику удвоить ставку. […] Удваивать можно только до своего броска (не после).",
  },
  "r-1715": {
    source: "modern-ru",
    lang: "ru",
    at: "Правила",
    text: "Нижеследующие правила основаны на сборнике Шарпантье (1715 год) с добавлением куба удвоения для проведения спортивных соревнований.",
  },
  ...BG_QUOTES, // backgammon's rules page
};
