// The rules page in English. A block is a paragraph (string), a list (array), a table
// ({head, rows}), a quotation ({quote, say}: quotes.js's original beside `say`), figures
// ({figures, caption}: boards of web/rules-figures.json), links ({links}) or the list of sources
// ({sources}). In text, [@id] and [@id, where] cite an entry of sources.js and *…* marks a title;
// pages/rules-text.js draws them (and sources.js's links), never as HTML. tests/js/sources.test.mjs
// checks every citation.

import { decisionsEn } from "./rules-en-decisions.js";

export const rulesEn = {
  pageTitle: "Rules — Dames Rabattues",
  back: "Back to the game",
  title: "The rules of Dames Rabattues",
  lead: "How the French tables game of 1699 is played, as this app plays it: its history, the rules of 1699 and the modern rules drawn on the board itself, what the sources leave open and what the app decides, and every source, cited where it is used.",
  ui: {
    contents: "Contents",
    translation: "Translation:",
    cite: "Source:",
    examples: "The examples page: each worked example replayed throw by throw, to embed in an article",
    spec: "The specification (docs/RULES.md, as plain text): every rule, option and decision, and the test of each rule",
    backgammon: "The rules of backgammon, the other game played here",
    loading: "Drawing the boards…",
    failed: "The boards could not be drawn; the text is complete without them.",
  },
  sections: [
    {
      id: "history",
      heading: "A short history",
      blocks: [
        "Rabelais lists « tables rabattues » among Gargantua’s games, next to « trictrac » and « toutes tables », and apart from « dames » [@rabelais, ch. 22]. The entry is generally taken to be this game, as by Lalanne [@lalanne-2004] and the modern description [@modern-ru]; but Rabelais gives only the name, not the rules, and the name is not « dames rabattues ».",
        { quote: "rabelais-list", say: "at trictrac, at all tables, at tables rabattues, at reniguebieu" },
        "The rules come from an anonymous booklet published in Paris by Henri Charpentier as a sequel to the book on trictrac he had published, with the rules of revertier, toute-table, tourne-case, dames rabattues, plein and toc: 1699 according to Lalanne [@lalanne-2004], 1698 according to the Hermes Trictrac editors [@hermes]. The *Académie universelle des jeux* reprinted them, at Amsterdam in 1758 among others [@charpentier-1699]. The French quotations on this page are from the transcription published by the Hermes Trictrac project, in modernised spelling; it was made from the reprint printed by Ballanche in 1802, not from the first edition, which was not read here [@hermes].",
        "The *Dictionnaire des jeux* of the *Encyclopédie méthodique* (1792) tells the same game in its own words, in the article « Dames rabattues » [@dictionnaire-1792].",
        "In 2004 an English text of the rules signed by Philippe Lalanne was put online, with board diagrams and three worked examples; the examples on this page are his, replayed by the app’s engine [@lalanne-2004]. It dates the rules 1699 and cites that edition. Its English keeps French words (« 4 et 3 », “Exemple 3”) and, in one diagram, the French initials of the colours, so it is most likely a translation from French: by Lalanne himself or by someone else, the text does not say [@lalanne-2004].",
        "A modern description in Russian keeps the old game and adds a doubling cube and wins worth one, two or four times the stake [@modern-ru]; the cube keeps backgammon’s conventions [@backgammon]. The app offers both, as the “Charpentier 1699” [@charpentier-1699] and the “Modern” rules; its specification records every choice it makes [@spec].",
        { links: ["examples", "spec", "backgammon"] },
      ],
    },
    {
      id: "setup",
      heading: "The board and the start",
      blocks: [
        {
          figures: ["start"],
          labels: ["The start"],
          caption:
            "The start: on each side, piles of two on points 1 to 3 and of three on points 4 to 6 (the number on a pile is its height). Drawn by the app’s engine.",
        },
        [
          "A backgammon board, fifteen light and fifteen dark checkers, two dice and two cups [@lalanne-2004]; in 1699, a trictrac board [@charpentier-1699]. The checkers use one half of the board; the dice are thrown on the other [@lalanne-2004].",
          "Each player has his own six points, counted from the edge nearest the light: point 1 there, point 6 against the bar [@charpentier-1699]. The two sides never meet: White’s point 3 and Black’s point 3 are different points.",
          "At the start each point holds a pile: two checkers on each of points 1, 2 and 3, three on each of points 4, 5 and 6 [@charpentier-1699].",
        ],
        {
          quote: "setup",
          say: "on each of the first three points near the light, two checkers must be placed […]; on each of the three points up to the dividing bar, three checkers",
        },
        "Who throws first: each player throws one die, and the higher number throws both dice for the first throw; equal numbers throw again. The 1699 text only says that one draws for the dice; see “Where the sources disagree” [@charpentier-1699].",
      ],
    },
    {
      id: "play",
      heading: "Playing: unstack, then bear off",
      blocks: [
        {
          quote: "name",
          say: "It is called the game of the dames rabattues because one really knocks down all one’s checkers, one after the other; they are all laid flat, one before the other",
        },
        [
          "Each die acts alone, on the point of its own number: the ace on the first pile, the two on the second, and so on up to the six [@charpentier-1699]. Dice are never added [@lalanne-2004].",
          "While a player still has a pile, a die unstacks one checker on its point: the checker leaves the pile and lies flat beside it, on the same point [@charpentier-1699]. A pile of two needs one such move, a pile of three two: nine moves in all (see “Where the sources disagree”).",
        ],
        {
          quote: "numbers",
          say: "one takes the ace on the first point or pile, the two on the second, the three on the third, the four on the fourth, the five on the fifth, and the six on the sixth pile, which is the last",
        },
        { quote: "down", say: "one merely puts the checker down on the same point where it was piled" },
        {
          figures: ["unstack"],
          labels: ["White 6-2"],
          caption:
            "Unstacking: White throws 6-2. The 6 lays one checker of the pile of three beside it (a pile of two is left); the 2 finishes the pile of two, now two checkers on line. Drawn by the app’s engine.",
        },
        [
          "Once none of his points holds a pile, the player bears off: each die takes one checker off the board from the point of its number, and from no other [@charpentier-1699]. There is no “higher point” rule as in backgammon [@backgammon].",
          "The phase may change in the middle of a throw: a die that unstacks the last pile lets the other die bear off at once [@lalanne-2004, Example 2].",
          "A player must use as many of his dice as he can. A double counts as two dice of that number, not four [@charpentier-1699].",
          "A die the player cannot use is unplayable; what becomes of it depends on the rules below.",
          "The first to bear off all fifteen checkers wins [@charpentier-1699], on his own throw or on a die passed to him [@lalanne-2004].",
        ],
        {
          quote: "lever",
          say: "the first to have knocked them all down bears off, at each throw, the checkers in the same order as he first played them",
        },
        { quote: "fixed-number", say: "each point, in this game, has its own fixed and certain number" },
        { quote: "doublets-once", say: "Doublets are played only once here, as at trictrac." },
        {
          figures: ["bear-off"],
          labels: ["White 6-3"],
          caption:
            "Bearing off: White, with no pile left, throws 6-3 and takes one checker off from his points 6 and 3 (the tray at the left edge counts them). Drawn by the app’s engine.",
        },
      ],
    },
    {
      id: "charpentier",
      heading: "The rules of 1699 (Charpentier)",
      blocks: [
        [
          "Passing: whatever one player cannot play, the other plays if he can; if neither can, it is lost [@charpentier-1699]. The receiver plays it at once on his own points, unstacking or bearing off by his own phase; a die never comes back.",
          "Doubles: a double is played like any other throw, passing what cannot be used, and the same player throws again, as long as he throws doubles [@charpentier-1699].",
        ],
        {
          quote: "passing",
          say: "whatever cannot be played by one of the players, the other plays, supposing he can; and if he cannot, it is played by neither.",
        },
        {
          quote: "one-to-knock",
          say: "if he throws a doublet, for example double three or double two: as on the points of the three and the two he has only one checker to knock down, you knock down the other for him",
        },
        { quote: "doublet-again", say: "whoever throws a doublet keeps the dice, and plays until he has thrown a simple throw." },
        {
          figures: ["pass-1699"],
          labels: ["1699: Black 5-1"],
          caption:
            "Passing in 1699: Black throws 5-1. He unstacks on his 5; his ace is of no use to him (his point 1 is done) and passes to White, who unstacks on his point 1. Drawn by the app’s engine.",
        },
        [
          "Claiming (an option): the 1699 text leaves the passed numbers to the receiver’s own attention, since his opponent need not warn him [@charpentier-1699]. With strict claiming, the receiver must claim each passed die himself before the dice are thrown again, or lose it: the deadline is Lalanne’s [@lalanne-2004, Example 3].",
          "The stake: the French text says only that the first to bear off all his checkers wins the game [@charpentier-1699]; Lalanne adds that it is worth what the players agreed beforehand, one point for example [@lalanne-2004]. Here, one point unless the New game dialog says otherwise.",
        ],
        {
          quote: "attention",
          say: "All the skill this game calls for is to be attentive to the numbers one’s opponent throws, so as not to fail to play all that he does not play; for one’s opponent is not obliged to warn you of your game",
        },
        { quote: "win", say: "The first to have borne off all his checkers has won the game." },
      ],
    },
    {
      id: "modern",
      heading: "The modern rules",
      blocks: [
        [
          "Passing only while bearing off: a die passes to the opponent only if the thrower is bearing off; while he is still unstacking, a die he cannot use is simply lost [@modern-ru].",
          "Doubles are not played: the player throws again until the dice show two different numbers [@modern-ru].",
          "The doubling cube: before the first throw of his turn, the player who owns the cube, or either player while it is in the middle, may offer to double. The opponent takes (the value doubles and he now owns the cube) or drops (he loses the current value at once). The cube goes up to 64 [@modern-ru] [@backgammon].",
          "A win is worth the stake × the cube × 1, 2 or 4: ×1 if the loser has borne off at least one checker, ×2 if he has finished unstacking but borne off none, ×4 if he still has a pile. A dropped double is worth the stake × the cube, without multiplier [@modern-ru].",
        ],
        {
          quote: "r-second-phase",
          say: "An important precision: this rule applies only in the second phase of the game (bearing off). In the first phase (unstacking) the passing of the throw does not apply: if a player cannot unstack a checker on the point thrown, the number is simply lost.",
        },
        {
          figures: ["lost-modern"],
          labels: ["Modern: Black 5-1"],
          caption:
            "The same throw under the modern rules: Black, still unstacking, cannot use his ace, and it is lost instead of passing to White. Drawn by the app’s engine.",
        },
        "Each of these rules is also a separate option, under “House rules” in the New game dialog:",
        {
          head: ["Rule", "Charpentier 1699", "Modern"],
          rows: [
            ["Unplayable dice pass to the opponent", "always", "only while bearing off"],
            ["Doubles", "played, then thrown again", "not played, thrown again"],
            ["Passed dice", "played for the receiver (strict claiming as an option)", "played for the receiver"],
            ["Doubling cube", "no", "yes, up to 64"],
            ["Win ×2 or ×4", "no", "yes"],
          ],
        },
      ],
    },
    {
      id: "examples",
      heading: "Lalanne’s three worked examples",
      blocks: [
        "Lalanne illustrates the 1699 rules with three worked examples drawn as board diagrams [@lalanne-2004]. Here the app’s engine replays the same throws and draws each position; the diagrams in his text show the same positions.",
        {
          figures: ["ex1-1", "ex1-2", "ex1-3", "ex1-4"],
          labels: ["White 4-3", "Black 1-1", "Black 5-1", "White 5-4"],
          caption:
            "Example 1, from the start: White 4-3 unstacks on 4 and 3; Black 1-1 unstacks on his 1, and the second ace passes to White, who unstacks on his 1; Black, having thrown a double, throws 5-1: he unstacks on 5, and the ace passes but White cannot use it (his point 1 is done), so it is lost; White 5-4 finishes his pile on 4 and unstacks once on 5 [@lalanne-2004, Example 1].",
        },
        {
          figures: ["ex2-0", "ex2-1"],
          labels: ["Before", "White 5-2"],
          caption:
            "Example 2: White has unstacked everything but his point 5; he throws 5-2: the 5 unstacks the last checker, and the 2, now that no pile is left, bears a checker off from his point 2 [@lalanne-2004, Example 2].",
        },
        {
          figures: ["ex3-0", "ex3-1"],
          labels: ["Before", "White 4-2"],
          caption:
            "Example 3: White, bearing off, with his point 2 empty, throws 4-2: the 4 bears off from 4; the 2 is of no use to him and passes to Black, who unstacks on his point 2; then Black throws [@lalanne-2004, Example 3].",
        },
        { links: ["examples"] },
      ],
    },
    decisionsEn,
    {
      id: "sources",
      heading: "Sources",
      blocks: [
        "Each entry below is cited in the text by its short name in brackets. Where a source was read in a transcription, the transcription is named too; where it was read online, the entry links to it.",
        { sources: true },
      ],
    },
  ],
};
