// The sources of the rules and examples pages: one entry each, in the three languages. A text
// cites an entry with `[@id]` or `[@id, where]`; the page links it to the entry (#src-id).
// tests/js/sources.test.mjs holds every page to this list: each citation names an entry; a
// sentence naming a source (`names`) cites it; each *title* and each year it writes is one of
// an entry's. `entry` strings use the same marks (`*title*`, `[@id]`), and `[words](https://…)`
// links the public copy that was read. A transcription's `copyText` names, in each language,
// the edition it was made from: the caption of each quotation read in it says so.

/** @typedef {"en" | "fr" | "ru"} Lang */
/**
 * @typedef {{id: string, names: RegExp[], titles: string[], years: number[],
 *            short: Record<Lang, string>, entry: Record<Lang, string>,
 *            copyText?: Record<Lang, string>}} Source
 */

const NB = "\u00a0";
const GARGANTUA_1542 = "La vie treshorrificque du grand Gargantua, pere de Pantagruel";
const FIRST_CHAPTER = "« L’estude et diete de Gargantua, scelon la discipline de ses precepteurs Sorbonagres »";
const SUITE =
  "Suite du Trictrac, contenant des règles des jeux du Revertier, du Toute-Table, du Tourne-Case, des Dames Rabattues, du Plein et du Toc";
const LALANNE_REFS =
  "« Règles du jeu des Dames rabattues (à Paris chez Charpentier, édition de 1699) » + « Académie universelle des jeux (à Amsterdam 1758) »";
const DICO = "Encyclopédie méthodique. Dictionnaire des jeux, faisant suite au tome III des Mathématiques";
const HERMES_FILE = "gamedocs/multilingual/Das Trictrac- und Toccategli-Spiel.md";
const LUDII_FILE = "Common/res/lud/board/race/escape/Tables Rabbatuees.lud";
const GNUBG_MANUAL = "GNU Backgammon Manual";
const GNUBG_SECTIONS =
  "« Setup », « Object of the Game », « Movement of the Checkers », « Hitting and Entering », « Bearing Off », « Doubling », « Gammons and Backgammons », « Optional Rules », « Rules for Match Play »";

// The public addresses of what was read; a GitHub file at the very commit the entry names.
const BVH = "https://www.bvh.univ-tours.fr/";
const RENOM = "https://renom.univ-tours.fr/fr/index/corpus/francois-rabelais";
const RENOM_1542 = `${RENOM}/gargantua-1542-version-modernisee/les-jeux-de-gargantua-chapitre-22`;
const RENOM_1534 = `${RENOM}/gargantua-1534`;
const HERMES = "https://github.com/nmatavka/hermes-trictrac";
const HERMES_AT = `${HERMES}/blob/afc4320eff26ace076d89f2f2d97f34f81476093`;
const HERMES_TEXT = `${HERMES_AT}/${encodeURI(HERMES_FILE)}`;
const HERMES_NOTE = `${HERMES_AT}/gamedocs/mybook.md`;
const HERMES_ENGINE = `${HERMES_AT}/lib/hermes_trictrac/rules/rabattues.ex`;
const JOCARI = "https://www.jocari.be/proddetail.php?prod=t60t_damesrabattues1792Dico_Damesrabattues";
const LUDII = "https://ludii.games/";
const LUDII_REPO = "https://github.com/Ludeme/Ludii";
const LUDII_GAME = `${LUDII_REPO}/blob/93ed32184d8cb94e9c9fe2a06a606ca967317e6d/${encodeURI(LUDII_FILE)}`;

/** @type {Source[]} */
export const SOURCES = [
  {
    id: "rabelais",
    names: [/Rabelais/, /Рабле/],
    titles: ["Gargantua", "Гаргантюа", GARGANTUA_1542],
    years: [1534, 1535, 1542],
    short: { en: "Rabelais 1542", fr: "Rabelais 1542", ru: "Рабле 1542" },
    entry: {
      en: `François Rabelais, *${GARGANTUA_1542}*, Lyon, François Juste, 1542, chapter 22, « Les jeux de Gargantua », f. [57v]: « au trictrac, à toutes tables, au tables rabattues, au reniguebieu » (spelling modernised by the edition of the [Bibliothèques Virtuelles Humanistes](${BVH}), [ReNom](${RENOM_1542}), University of Tours); « aux dames » is an entry of its own a few lines further on. In the first edition (Lyon, [François Juste], 1534 or early 1535; the one known copy, BnF Rés. Y² 2126, has lost its title page; [ReNom’s edition](${RENOM_1534})) the games are part of chapter 20, ${FIRST_CHAPTER}; the 1542 edition made them chapter 22. Whether the first edition’s list already has this entry is not checked here.`,
      fr: `François Rabelais, *${GARGANTUA_1542}*, Lyon, François Juste, 1542, chapitre 22, « Les jeux de Gargantua », f. [57v]${NB}: « au trictrac, à toutes tables, au tables rabattues, au reniguebieu » (graphie modernisée de l’édition des [Bibliothèques Virtuelles Humanistes](${BVH}), [ReNom](${RENOM_1542}), université de Tours)${NB}; « aux dames » est une entrée distincte, quelques lignes plus bas. Dans l’édition originale (Lyon, [François Juste], 1534 ou début 1535${NB}; l’unique exemplaire connu, BnF Rés. Y² 2126, a perdu sa page de titre${NB}; [édition ReNom](${RENOM_1534})), les jeux font partie du chapitre 20, ${FIRST_CHAPTER}${NB}; l’édition de 1542 en fait le chapitre 22. La présence de cette entrée dans la liste de l’édition originale n’est pas vérifiée ici.`,
      ru: `Франсуа Рабле, *${GARGANTUA_1542}*, Лион, Франсуа Жюст, 1542, глава 22 «Les jeux de Gargantua» («Игры Гаргантюа»), л. [57 об.]: «au trictrac, à toutes tables, au tables rabattues, au reniguebieu» (в осовремененной орфографии издания [Bibliothèques Virtuelles Humanistes](${BVH}), [ReNom](${RENOM_1542}), Турский университет); «aux dames» — отдельная строка несколькими строками ниже. В первом издании (Лион, [Франсуа Жюст], 1534 или начало 1535 года; единственный известный экземпляр, BnF Rés. Y² 2126, утратил титульный лист; [издание ReNom](${RENOM_1534})) игры входят в главу 20, ${FIRST_CHAPTER}; в издании 1542 года они выделены в главу 22. Есть ли эта строка в списке первого издания, здесь не проверено.`,
    },
  },
  {
    id: "charpentier-1699",
    names: [/Charpentier/, /Шарпантье/],
    titles: ["Le Jeu du trictrac", "Jeu du trictrac", SUITE, "Académie universelle des jeux"],
    years: [1698, 1699, 1758, 1802, 1806],
    short: { en: "Charpentier 1699", fr: "Charpentier 1699", ru: "Шарпантье 1699" },
    entry: {
      en: `[Anonymous], « Règles du jeu des Dames rabattues », in the sequel to *Le Jeu du trictrac* published in Paris by Henri Charpentier: dated 1699 by Lalanne, who cites ${LALANNE_REFS.replace(" + ", " and ")} [@lalanne-2004], and 1698 by the Hermes Trictrac editors, who give its title as *${SUITE}* [@hermes]. Reprinted in the *Académie universelle des jeux*: at Amsterdam in 1758 (the edition Lalanne cites), and in the third volume printed by Ballanche (1802) and by Costes et Leroy (1806), as the Hermes Trictrac editors record. Quotations are located by chapter title: the pages of the first edition and of its reprints are not known to this page. Quoted in the Hermes Trictrac transcription [@hermes], made from the reprint of 1802: the edition of 1698 or 1699 itself was not read here.`,
      fr: `[Anonyme], « Règles du jeu des Dames rabattues », dans la suite du *Jeu du trictrac* publiée à Paris par Henri Charpentier${NB}: datée de 1699 par Lalanne, qui cite ${LALANNE_REFS.replace(" + ", " et ")} [@lalanne-2004], et de 1698 par les éditeurs d’Hermes Trictrac, qui en donnent le titre${NB}: *${SUITE}* [@hermes]. Reprise dans l’*Académie universelle des jeux*${NB}: à Amsterdam en 1758 (l’édition que cite Lalanne), et dans le troisième volume imprimé chez Ballanche (1802) et chez Costes et Leroy (1806), selon les éditeurs d’Hermes Trictrac. Les citations renvoient aux titres de chapitre${NB}: les pages de l’édition originale et de ses reprises ne sont pas connues de cette page. Citée dans la transcription d’Hermes Trictrac [@hermes], faite sur la réimpression de 1802${NB}: l’édition de 1698 ou de 1699 elle-même n’a pas été lue ici.`,
      ru: `[Аноним], «Règles du jeu des Dames rabattues» в продолжении книги *Le Jeu du trictrac*, изданном в Париже Анри Шарпантье: Лаланн датирует его 1699 годом и ссылается на ${LALANNE_REFS.replace(" + ", " и ")} [@lalanne-2004], издатели Hermes Trictrac — 1698 годом и приводят заглавие *${SUITE}* [@hermes]. Перепечатано в *Académie universelle des jeux*: в Амстердаме в 1758 году (издание, на которое ссылается Лаланн) и в третьем томе у Ballanche (1802) и у Costes et Leroy (1806), как сообщают издатели Hermes Trictrac. Цитаты указаны по названиям глав: страницы первого издания и перепечаток здесь неизвестны. Цитируется по транскрипции Hermes Trictrac [@hermes], сделанной по перепечатке 1802 года: само издание 1698 или 1699 года здесь не прочитано.`,
    },
  },
  {
    id: "hermes",
    names: [/Hermes Trictrac/],
    titles: ["Das Trictrac- und Toccategli-Spiel", "Académie universelle des jeux"],
    years: [1698, 1802, 1806, 2026],
    short: { en: "Hermes Trictrac", fr: "Hermes Trictrac", ru: "Hermes Trictrac" },
    copyText: { en: "after the 1802 reprint", fr: "d’après la réimpression de 1802", ru: "по перепечатке 1802 года" },
    entry: {
      en: `Hermes Trictrac, an open-source project on tables games (GitHub repository [nmatavka/hermes-trictrac](${HERMES})), game documents, file [${HERMES_FILE}](${HERMES_TEXT}), French part, section « Règles du jeu des Dames Rabattues »: a transcription of the Charpentier text [@charpentier-1699], read at commit afc4320 (12 June 2026). It is not made from the edition of 1698 or 1699. The editors’ foreword says that their French rests in the last resort on Charpentier’s two books of 1698, and that they modernised its spelling, punctuation and typography; the note to their book on trictrac ([gamedocs/mybook.md](${HERMES_NOTE}), same commit), whose French text of the trictrac rules is the one in this file, names their copy-text: the third volume of the *Académie universelle des jeux* printed by Ballanche in 1802, which reprints both books without saying so, chosen because its spelling was already modern. That book leaves out the rules of Dames Rabattues; their section in this file is most likely from the same volume. Every French quotation of Charpentier’s text on this page comes from this transcription, misprints included unless marked. The project’s engine ([lib/hermes_trictrac/rules/rabattues.ex](${HERMES_ENGINE}), same commit) reads the rules otherwise: it knocks down one checker a move, so that a pile of two takes two moves and a pile of three three; and its « lever » puts the checkers back on their piles instead of bearing them off.`,
      fr: `Hermes Trictrac, projet libre consacré aux jeux de table (dépôt GitHub [nmatavka/hermes-trictrac](${HERMES})), documents de jeu, fichier [${HERMES_FILE}](${HERMES_TEXT}), partie française, section « Règles du jeu des Dames Rabattues »${NB}: une transcription du texte de Charpentier [@charpentier-1699], lue au commit afc4320 (12 juin 2026). Elle n’est pas faite sur l’édition de 1698 ou de 1699. L’avant-propos des éditeurs dit que leur texte français repose en dernier ressort sur les deux opuscules de Charpentier de 1698, et qu’ils en ont modernisé l’orthographe, la ponctuation et la typographie${NB}; la note de leur livre sur le trictrac ([gamedocs/mybook.md](${HERMES_NOTE}), même commit), dont le texte français de la règle du trictrac est celui de ce fichier, nomme leur texte de base${NB}: le troisième volume de l’*Académie universelle des jeux* imprimé chez Ballanche en 1802, qui reprend les deux opuscules sans le dire, choisi parce que son orthographe était déjà moderne. Ce livre laisse de côté la règle des dames rabattues${NB}; sa section dans ce fichier vient très probablement du même volume. Toutes les citations françaises du texte de Charpentier sur cette page viennent de cette transcription, coquilles comprises sauf mention. Le moteur du projet ([lib/hermes_trictrac/rules/rabattues.ex](${HERMES_ENGINE}), même commit) lit autrement la règle${NB}: il rabat une dame par coup, si bien qu’une pile de deux demande deux coups et une pile de trois trois${NB}; et son « lever » remet les dames sur leurs piles au lieu de les sortir du tablier.`,
      ru: `Hermes Trictrac — открытый проект об играх семейства tables (репозиторий GitHub [nmatavka/hermes-trictrac](${HERMES})), игровые документы, файл [${HERMES_FILE}](${HERMES_TEXT}), французская часть, раздел «Règles du jeu des Dames Rabattues»: транскрипция текста Шарпантье [@charpentier-1699], прочитана в коммите afc4320 (12 июня 2026 года). Сделана она не по изданию 1698 или 1699 года. В предисловии издатели пишут, что их французский текст в конечном счёте восходит к двум книжкам Шарпантье 1698 года и что они осовременили в нём орфографию, пунктуацию и типографику; а в примечании к их книге о триктраке ([gamedocs/mybook.md](${HERMES_NOTE}), тот же коммит), где французский текст правил триктрака тот же, что в этом файле, назван и текст, с которого они работали: третий том *Académie universelle des jeux*, напечатанный у Ballanche в 1802 году, — перепечатка обеих книжек без указания источника, выбранная потому, что её орфография уже была современной. Правил dames rabattues в той книге нет; их раздел в этом файле, скорее всего, взят из того же тома. Все французские цитаты из текста Шарпантье на этой странице взяты из этой транскрипции — с опечатками, если не оговорено иное. Движок проекта ([lib/hermes_trictrac/rules/rabattues.ex](${HERMES_ENGINE}), тот же коммит) читает правила иначе: за ход снимается одна шашка, так что стопке из двух нужно два хода, а из трёх — три; а его «lever» возвращает шашки в стопки, вместо того чтобы сбрасывать их с доски.`,
    },
  },
  {
    id: "dictionnaire-1792",
    names: [/Dictionnaire des jeux/, /Encyclopédie méthodique/, /1792/],
    titles: [DICO, "Dictionnaire des jeux", "Encyclopédie méthodique"],
    years: [1792],
    short: { en: "Dictionnaire des jeux 1792", fr: "Dictionnaire des jeux 1792", ru: "Dictionnaire des jeux 1792" },
    entry: {
      en: `[Jacques Lacombe], *${DICO}*, Paris, Panckoucke, 1792, article « Dames rabattues » (pp. 64–65 as Ludii cites it [@ludii]; not checked against a copy here), read in the transcription the Jocari site ([jocari.be](${JOCARI})) gives from the BnF copy. A period retelling of the 1699 rules in its own words.`,
      fr: `[Jacques Lacombe], *${DICO}*, Paris, Panckoucke, 1792, article « Dames rabattues » (p.${NB}64-65 selon la citation de Ludii [@ludii]${NB}; non vérifié ici sur un exemplaire), lu dans la transcription que donne le site Jocari ([jocari.be](${JOCARI})) d’après l’exemplaire de la BnF. Une reprise d’époque de la règle de 1699, en ses propres termes.`,
      ru: `[Жак Лакомб], *${DICO}*, Париж, Panckoucke, 1792, статья «Dames rabattues» (с. 64–65 по ссылке Ludii [@ludii]; по экземпляру здесь не проверено); прочитано в транскрипции сайта Jocari ([jocari.be](${JOCARI})) по экземпляру BnF. Пересказ правил 1699 года своими словами, сделанный в XVIII веке.`,
    },
  },
  {
    id: "lalanne-2004",
    names: [/Lalanne/, /Лаланн/],
    titles: ["The game of Dames Rabattues"],
    years: [1699, 1758, 2004],
    short: { en: "Lalanne 2004", fr: "Lalanne 2004", ru: "Лаланн 2004" },
    entry: {
      en: `Philippe Lalanne, *The game of Dames Rabattues*, an English text of the rules, which it dates 1699, with board diagrams and three worked examples; signed by him and dated “On line the 26th of October 2004”. Where it was put online is not known to this page. His references: ${LALANNE_REFS.replace(" + ", " and ")} [@charpentier-1699]. Whether the English is his own is not known: it keeps French words (« 4 et 3 », “Exemple 3”, “Référence”) and, in the last diagram of Example 1, the French initials B (blanc, White) and N (noir, Black) where the other diagrams have W and B; so it is most likely a translation of a French text, by him or by someone else. The worked examples and their diagrams are his: the French text, as transcribed, has short examples of its own and no diagram. They are transcribed in this app’s tests (tests/data/diagrams_1699.txt), which replay every example.`,
      fr: `Philippe Lalanne, *The game of Dames Rabattues*, texte anglais de la règle, qu’il date de 1699, avec des diagrammes du tablier et trois exemples commentés${NB}; signé de lui et daté «${NB}On line the 26th of October 2004${NB}». L’adresse où il a été mis en ligne n’est pas connue de cette page. Ses références${NB}: ${LALANNE_REFS.replace(" + ", " et ")} [@charpentier-1699]. On ne sait pas si l’anglais est de lui${NB}: le texte garde des mots français (« 4 et 3 », « Exemple 3 », « Référence ») et, dans le dernier diagramme de l’exemple 1, les initiales françaises B (blanc) et N (noir) là où les autres diagrammes portent W et B${NB}; c’est donc très probablement la traduction d’un texte français, par lui ou par un autre. Les exemples et leurs diagrammes sont de lui${NB}: le texte français, tel que transcrit, a ses propres courts exemples et aucun diagramme. Ils sont transcrits dans les tests de l’application (tests/data/diagrams_1699.txt), qui rejouent chaque exemple.`,
      ru: `Филипп Лаланн, *The game of Dames Rabattues* — английский текст правил, которые он датирует 1699 годом, со схемами доски и тремя разобранными примерами; подписан им и датирован «On line the 26th of October 2004». Где он был выложен в сеть, здесь неизвестно. Его ссылки: ${LALANNE_REFS.replace(" + ", " и ")} [@charpentier-1699]. Неизвестно, сам ли он писал по-английски: в тексте остались французские слова («4 et 3», «Exemple 3», «Référence»), а на последней схеме примера 1 — французские инициалы B (blanc, белые) и N (noir, чёрные) вместо W и B, как на остальных схемах; так что это, скорее всего, перевод французского текста — его собственный или чей-то ещё. Примеры и схемы — его: во французском тексте, как он транскрибирован, свои короткие примеры и ни одной схемы. Схемы перенесены в тесты приложения (tests/data/diagrams_1699.txt), которые проигрывают каждый пример.`,
    },
  },
  {
    id: "modern-ru",
    names: [/modern description/i, /description moderne/i, /современн\S* описани/i],
    titles: [],
    years: [1715],
    short: { en: "Modern description", fr: "Description moderne", ru: "Современное описание" },
    entry: {
      en: "Anonymous, « Dames rabattues », a modern description in Russian that adds a doubling cube and wins worth one, two or four times the stake; it says its rules are « основаны на сборнике Шарпантье (1715 год) » (based on Charpentier’s collection, 1715) [@charpentier-1699]. Undated, without author or place; supplied to this project and not reproduced here.",
      fr: `Anonyme, « Dames rabattues », description moderne en russe qui ajoute un videau et des gains d’une, deux ou quatre fois l’enjeu${NB}; ses règles seraient « основаны на сборнике Шарпантье (1715 год) » (fondées sur le recueil de Charpentier, 1715) [@charpentier-1699]. Sans date, sans auteur ni lieu${NB}; fournie à ce projet, non reproduite ici.`,
      ru: "Аноним, «Dames rabattues» — современное описание на русском языке, добавляющее куб удвоения и выигрыш в одну, две или четыре ставки; по его словам, правила «основаны на сборнике Шарпантье (1715 год)» [@charpentier-1699]. Без даты, автора и места; передано этому проекту и здесь не воспроизводится.",
    },
  },
  {
    id: "backgammon",
    names: [],
    titles: ["Régles of Backgammon"],
    years: [],
    short: { en: "Backgammon rules", fr: "Règle du backgammon", ru: "Правила бэкгаммона" },
    entry: {
      en: "Anonymous, *Régles of Backgammon*, an English rendering of French backgammon rules (its words « Jan » for a quarter of the board, « arrows » or « huts » for the points, « videau » for the cube), with the doubling cube (faces 2 to 64), gammon ×2 and backgammon ×3; money play only. Undated; supplied to this project. The source of backgammon as this app plays it, and of the cube’s conventions in the modern Dames Rabattues.",
      fr: `Anonyme, *Régles of Backgammon*, traduction anglaise d’une règle française du backgammon (elle garde «${NB}Jan${NB}» pour un quart du tablier, dit «${NB}arrows${NB}» ou «${NB}huts${NB}» pour les flèches, «${NB}videau${NB}» pour le videau), avec le videau (faces de 2 à 64), le gammon ×2 et le backgammon ×3${NB}; partie libre seulement. Sans date${NB}; fournie à ce projet. La source du backgammon tel que le joue l’application, et des usages du videau dans les Dames Rabattues modernes.`,
      ru: "Аноним, *Régles of Backgammon* — английский перевод французских правил бэкгаммона (в нём остались «Jan» для четверти доски, «arrows» или «huts» для пунктов, «videau» для куба), с кубом удвоения (грани от 2 до 64), гаммоном ×2 и бэкгаммоном ×3; только игра на деньги. Без даты; передано этому проекту. Источник бэкгаммона, как его играет приложение, и правил обращения с кубом в современной игре Dames Rabattues.",
    },
  },
  {
    id: "gnubg-manual",
    names: [/GNU Backgammon [Mm]anual/, /manuel de GNU Backgammon/i, /руководств\S* GNU Backgammon/i, /Backgammon Galore/],
    titles: [GNUBG_MANUAL, "Backgammon Galore"],
    years: [1999, 2003, 2007],
    short: { en: "GNU Backgammon manual", fr: "Manuel de GNU Backgammon", ru: "Руководство GNU Backgammon" },
    entry: {
      en: `*${GNUBG_MANUAL}*, version 1.00.0, by Christian Anthon for the GNU Backgammon Project (© 1999–2003 Achim Mueller and Gary Wong, © 2007 Christian Anthon), as Debian’s gnubg package ships it with GNU Backgammon 1.07.001 (/usr/share/doc/gnubg/gnubg.html). Its chapter « Rules of the game », « taken directly from the rules section of *Backgammon Galore*, courtesy of Tom Keith », in the sections ${GNUBG_SECTIONS}; and its chapter on playing (« Resigning »). The source of match play and of the Crawford rule. Its English is quoted as printed. The GNU project also publishes the manual on its site; that copy was not compared here.`,
      fr: `*${GNUBG_MANUAL}*, version 1.00.0, par Christian Anthon pour le GNU Backgammon Project (© 1999-2003 Achim Mueller et Gary Wong, © 2007 Christian Anthon), tel que le paquet gnubg de Debian le livre avec GNU Backgammon 1.07.001 (/usr/share/doc/gnubg/gnubg.html). Son chapitre «${NB}Rules of the game${NB}», «${NB}taken directly from the rules section of *Backgammon Galore*, courtesy of Tom Keith${NB}» (repris tel quel de la règle de *Backgammon Galore*, avec l’accord de Tom Keith), dans les sections ${GNUBG_SECTIONS}${NB}; et son chapitre sur le jeu («${NB}Resigning${NB}», l’abandon). La source du jeu en match et de la règle de Crawford. Son anglais est cité tel qu’imprimé. Le projet GNU publie aussi le manuel sur son site${NB}; cette copie n’a pas été comparée ici.`,
      ru: `*${GNUBG_MANUAL}*, версия 1.00.0, автор — Кристиан Антон для GNU Backgammon Project (© 1999–2003 Achim Mueller и Gary Wong, © 2007 Christian Anthon), в том виде, в каком его поставляет пакет gnubg в Debian вместе с GNU Backgammon 1.07.001 (/usr/share/doc/gnubg/gnubg.html). Глава «Rules of the game», «taken directly from the rules section of *Backgammon Galore*, courtesy of Tom Keith» (взята без изменений из раздела правил *Backgammon Galore* с согласия Тома Кита), разделы ${GNUBG_SECTIONS}; и глава об игре («Resigning» — сдача). Источник правил игры на матч и правила Кроуфорда. Английский текст цитируется так, как он напечатан. Проект GNU публикует руководство и на своём сайте; эта копия здесь не сверялась.`,
    },
  },
  {
    id: "ludii",
    names: [/Ludii/],
    titles: [],
    years: [1792],
    short: { en: "Ludii", fr: "Ludii", ru: "Ludii" },
    entry: {
      en: `[Ludii](${LUDII}) general game system (Digital Ludeme Project, Maastricht University), game « Tables Rabbatuees », id 1047, version 1.3.12, credited to Eric Piette; its source: « Encyclopédie Methodique 1792: 64-65 » [@dictionnaire-1792]. File [${LUDII_FILE}](${LUDII_GAME}) of the [Ludeme/Ludii](${LUDII_REPO}) repository, read at commit 93ed321. Its reading: a pile of two takes one move and a pile of three two, as here; a double gives as many moves, on any points, as its total of pips; no die passes to the opponent; and a player who has borne off all his checkers must still set them up as at the start before he wins.`,
      fr: `[Ludii](${LUDII}), système général de jeu (Digital Ludeme Project, université de Maastricht), jeu « Tables Rabbatuees », n°${NB}1047, version 1.3.12, attribué à Eric Piette${NB}; sa source${NB}: « Encyclopédie Methodique 1792: 64-65 » [@dictionnaire-1792]. Fichier [${LUDII_FILE}](${LUDII_GAME}) du dépôt [Ludeme/Ludii](${LUDII_REPO}), lu au commit 93ed321. Sa lecture${NB}: une pile de deux demande un coup et une pile de trois deux, comme ici${NB}; un doublet donne autant de coups, sur n’importe quelles flèches, que son total de points${NB}; aucun dé ne passe à l’adversaire${NB}; et qui a sorti toutes ses dames doit encore les remettre comme au départ avant de gagner.`,
      ru: `[Ludii](${LUDII}) — общая игровая система (Digital Ludeme Project, Маастрихтский университет), игра «Tables Rabbatuees», № 1047, версия 1.3.12, автор описания — Эрик Пьетт; её источник: «Encyclopédie Methodique 1792: 64-65» [@dictionnaire-1792]. Файл [${LUDII_FILE}](${LUDII_GAME}) репозитория [Ludeme/Ludii](${LUDII_REPO}), прочитан в коммите 93ed321. Её прочтение: стопке из двух нужен один ход, из трёх — два, как здесь; дубль даёт столько ходов, на любых пунктах, сколько очков на обеих костях; ни одно число не переходит к сопернику; а тот, кто сбросил все шашки, должен ещё расставить их, как в начале, и лишь тогда побеждает.`,
    },
  },
  {
    id: "spec",
    names: [/RULES\.(md|txt)/],
    titles: [],
    years: [],
    short: { en: "RULES.md", fr: "RULES.md", ru: "RULES.md" },
    entry: {
      en: "This app’s specification, docs/RULES.md in its source code, also served with the site (RULES.txt): every rule, every decision of “Where the sources disagree” as a named option, the position notation, and the worked examples as tests; its §12 is backgammon’s, with its options, notation, match play and match files.",
      fr: `La spécification de l’application, docs/RULES.md dans son code source, servie aussi avec le site (RULES.txt)${NB}: chaque règle, chaque décision de «${NB}Là où les sources divergent${NB}» en option nommée, la notation des positions, et les exemples en tests${NB}; son §12 est celui du backgammon, avec ses options, sa notation, le jeu en match et les fichiers de match.`,
      ru: "Спецификация приложения — docs/RULES.md в его исходном коде, выложенная и на сайте (RULES.txt): каждое правило, каждое решение из раздела «Где источники расходятся» как именованная настройка, запись позиций и примеры в виде тестов; её §12 — бэкгаммон: его настройки, нотация, игра на матч и файлы матчей.",
    },
  },
];

// Guillemets as each language sets them: no-break spaces inside in French and English, none in Russian.
for (const s of SOURCES) {
  s.entry.en = s.entry.en.replaceAll("« ", `«${NB}`).replaceAll(" »", `${NB}»`);
  s.entry.fr = s.entry.fr.replaceAll("« ", `«${NB}`).replaceAll(" »", `${NB}»`);
  s.entry.ru = s.entry.ru.replaceAll("« ", "«").replaceAll(" »", "»");
}

/** The entry of a source, or undefined. @param {string} id */
export function source(id) {
  return SOURCES.find((s) => s.id === id);
}
