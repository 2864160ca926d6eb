// Backgammon's rules page in English: the same blocks and marks as rules-en.js (the 1699 page),
// whose comment says what each block is; its boards are web/rules-figures-backgammon.json.

import { choicesBgEn } from "./rules-bg-en-choices.js";

export const rulesBgEn = {
  pageTitle: "Rules of backgammon — Dames Rabattues",
  back: "Back to the game",
  title: "The rules of backgammon",
  lead: "Backgammon as this app plays it: the board and the start, moving, hitting, bearing off, the score of a game, the doubling cube, match play and the Crawford rule, the options, and where the sources differ; every rule with its source.",
  ui: {
    contents: "Contents",
    translation: "Translation:",
    cite: "Source:",
    spec: "The specification (docs/RULES.md, as plain text): backgammon is its §12, every rule with its test",
    "dames-rabattues": "The rules of Dames Rabattues, the French tables game of 1699, also played here",
    loading: "Drawing the boards…",
    failed: "The boards could not be drawn; the text is complete without them.",
  },
  sections: [
    {
      id: "about",
      heading: "Backgammon on this site",
      blocks: [
        "Backgammon is played by two players, each with fifteen checkers, on the board Dames Rabattues uses too, with two dice and a doubling cube. This page gives its rules as the app plays them, each with its source: the rules chapter of the GNU Backgammon manual, taken from Tom Keith’s *Backgammon Galore* [@gnubg-manual], and the *Régles of Backgammon*, an English rendering of French rules [@backgammon]. Where they differ or say nothing, the page says what the app does; its specification records every choice [@spec, §12].",
        "The app plays money games, each game for a stake, and matches to a number of points. Moves and positions are written as GNU Backgammon writes them, so that a game goes from one program to the other [@spec, §12.9].",
        { links: ["dames-rabattues", "spec"] },
      ],
    },
    {
      id: "setup",
      heading: "The board and the start",
      blocks: [
        {
          figures: ["bg-start"],
          labels: ["The start"],
          caption:
            "The start, White at the bottom: each player has two checkers on his 24-point, five on his 13, three on his 8 and five on his 6. White moves from the top right, Black’s home board, round to his own home board at the bottom right; the tray on the right holds the checkers borne off. Drawn by the app’s engine.",
        },
        [
          "A board of 24 points in four quarters of six, with the bar between its halves; fifteen checkers for each player, two dice, and a doubling cube with the faces 2 to 64 [@gnubg-manual, “Setup”] [@backgammon].",
          "Each player numbers the points from his own side: his home board is his points 1 to 6, and he moves from his 24-point towards his 1-point, so that his point p is his opponent’s point 25 − p [@gnubg-manual, “Setup”]. The board and the move list number each player’s points from his own side [@spec, §12.1].",
          "At the start each player has two checkers on his 24-point, five on his 13-point, three on his 8-point and five on his 6-point [@gnubg-manual, “Setup”]; the *Régles of Backgammon* do not give the start [@backgammon].",
          "The object: to bring all fifteen checkers into one’s home board and bear them off; the first to bear off all his checkers wins [@gnubg-manual, “Object of the Game”] [@backgammon].",
        ],
        { quote: "bg-setup", say: "" },
      ],
    },
    {
      id: "moving",
      heading: "Throwing and moving",
      blocks: [
        [
          "The opening throw: each player throws one die, and equal numbers are thrown again. The higher number moves first, and plays the two dice just thrown as his first throw [@gnubg-manual, “Movement of the Checkers”] [@backgammon]. After that the players throw two dice in turn.",
          "Each die moves one checker forward by its number. The two dice may move two checkers, or one checker twice, and then the point where it stops between the two must be open too [@gnubg-manual, “Movement of the Checkers”] [@backgammon].",
          "A checker may stop only on an open point, one not held by two or more of the opponent’s checkers [@gnubg-manual, “Movement of the Checkers”] [@backgammon].",
          "A double is played four times: four moves of its number, by one to four checkers [@gnubg-manual, “Movement of the Checkers”] [@backgammon].",
          "A player must use both dice if he can. If only one can be used, he uses it; if either can but not both, the higher; a double as many times as it can, up to four. If neither die can be used, the turn passes [@gnubg-manual, “Movement of the Checkers”] [@backgammon]. If both dice can be used only in one order, that order must be played [@backgammon].",
        ],
        { quote: "bg-opening", say: "" },
        { quote: "bg-open", say: "" },
        { quote: "bg-both", say: "" },
        { quote: "bg-order", say: "" },
        {
          figures: ["bg-opening"],
          labels: ["White 5-3: 8/3 6/3"],
          caption:
            "White opens with 5-3 and makes his 3-point: the 5 from his 8-point, the 3 from his 6-point, written 8/3 6/3; the GNU Backgammon manual draws the same opening [@gnubg-manual, “Movement of the Checkers”]. Drawn by the app’s engine.",
        },
        "Moves are written as in GNU Backgammon, each player counting from his own side: `24/18 13/11` moves a checker from the 24-point to the 18 and one from the 13 to the 11; `8/5(2)` moves two checkers; `bar/22*` enters from the bar and hits; `6/off` bears a checker off [@spec, §12.9]. Two ways of playing that end in the same position are one move [@spec, §12.5].",
      ],
    },
    {
      id: "hitting",
      heading: "Hitting and entering",
      blocks: [
        [
          "A single checker on a point is a blot. A checker that stops on the opponent’s blot hits it: the blot goes to the bar [@gnubg-manual, “Hitting and Entering”] [@backgammon].",
          "A player with a checker on the bar must enter it before he moves any other: in the opponent’s home board, on the point of a die’s number counted from the opponent’s side, if that point is open. A 4 enters on the opponent’s 4-point, which is the player’s own 21-point [@gnubg-manual, “Hitting and Entering”] [@backgammon].",
          "If he cannot enter, his turn passes; if he can enter some of his checkers but not all, he enters what he can and the rest of the turn is lost. Once all are in, the dice left are played as usual, by the checker that entered or by another [@gnubg-manual, “Hitting and Entering”].",
        ],
        { quote: "bg-enter", say: "" },
        {
          figures: ["bg-hit", "bg-enter-throw", "bg-enter"],
          labels: ["Black 6-1: 13/7* 8/7", "White throws 6-4", "White: bar/21 13/7"],
          caption:
            "Black, at the top, throws 6-1 and makes his 7-point on White’s blot, hitting it: 13/7* 8/7. White throws 6-4 with a checker on the bar: Black’s 6-point is closed, so the 6 cannot enter and the 4 must, on Black’s 4-point (White’s 21); then the 6 is played from White’s 13-point [@gnubg-manual, “Hitting and Entering”]. Drawn by the app’s engine.",
        },
      ],
    },
    {
      id: "bearing-off",
      heading: "Bearing off",
      blocks: [
        [
          "Once all his checkers still in play are in his home board, none on the bar, a player may bear off: a die takes a checker off from the point of its number [@gnubg-manual, “Bearing Off”] [@backgammon].",
          "If that point is empty, the die must be played by a checker on a higher point; if he has none higher, it bears off a checker from his highest point [@gnubg-manual, “Bearing Off”] [@backgammon].",
          "He need not bear off: he may move a checker inside his home board instead [@gnubg-manual, “Bearing Off”] [@backgammon]. A checker brought home by one die lets the other bear off in the same turn [@spec, §12.7].",
          "A checker hit while he bears off must enter and come home again before he bears off any more [@gnubg-manual, “Bearing Off”].",
        ],
        { quote: "bg-bear-off", say: "" },
        {
          figures: ["bg-bear-off", "bg-bear-high"],
          labels: ["White 6-4: 6/off 4/off", "White 6-5: 3/off(2)"],
          caption:
            "Left: White, all home, throws 6-4 and bears off from his 6- and his 4-point. Right: White has nothing above his 3-point and throws 6-5: each die bears off from his highest point, the 3 [@gnubg-manual, “Bearing Off”]. Drawn by the app’s engine.",
        },
      ],
    },
    {
      id: "scoring",
      heading: "Winning: single game, gammon, backgammon",
      blocks: [
        [
          "The first to bear off all fifteen checkers wins [@gnubg-manual, “Bearing Off”] [@backgammon].",
          "A single game: the loser has borne off at least one checker. He loses the value of the cube, one point if nobody has doubled [@gnubg-manual, “Gammons and Backgammons”] [@backgammon].",
          "A gammon: the loser has borne off none. He loses twice the value of the cube [@gnubg-manual, “Gammons and Backgammons”] [@backgammon].",
          "A backgammon: the loser has borne off none and still has a checker on the bar or in the winner’s home board. He loses three times the value of the cube [@gnubg-manual, “Gammons and Backgammons”] [@backgammon].",
          "In a money game, a game is worth the stake (1 unless the game’s record says otherwise) × the cube × 1, 2 or 3 [@spec, §12.7].",
        ],
        { quote: "bg-gammons", say: "" },
        "A game may also end by a resignation (the Resign button, or one in a record or a match file read here): the player who must act gives up a single game, a gammon or a backgammon, and his opponent wins 1, 2 or 3 times the cube. These are the three resignations GNU Backgammon offers [@gnubg-manual, “Resigning”] [@spec, §12.8].",
      ],
    },
    {
      id: "cube",
      heading: "The doubling cube",
      blocks: [
        [
          "The cube starts in the middle, showing 64, which counts as 1 [@backgammon].",
          "At the start of his turn, before he throws, a player may double if the cube is in the middle or on his side [@gnubg-manual, “Doubling”] [@backgammon].",
          "His opponent takes: the cube’s value doubles, the cube goes to his side, and he alone may double next (a redouble). Or he drops: he gives up the game and loses the value the cube had before this double [@gnubg-manual, “Doubling”] [@backgammon].",
          "The cube goes no higher than 64 [@backgammon]; see “Where the sources differ”.",
        ],
        { quote: "bg-when", say: "" },
        { quote: "bg-take", say: "" },
        { quote: "bg-videau", say: "" },
        {
          figures: ["bg-doubled", "bg-taken"],
          labels: ["White doubles", "Black takes"],
          caption:
            "White doubles before his throw; Black takes, and the cube, now at 2, goes to Black’s side: only Black may double next. Drawn by the app’s engine.",
        },
      ],
    },
    {
      id: "match",
      heading: "Match play and the Crawford rule",
      blocks: [
        [
          "A match is played to a number of points, here from 1 to 25; its games follow one another until a player has the points of the match [@gnubg-manual, “Rules for Match Play”] [@spec, §12.10].",
          "A game counts for its winner the cube’s value × 1, 2 or 3, as in a money game, but no more than he needs: there is no bonus for winning more than the match. A gammon won by a player one point short counts one point [@gnubg-manual, “Rules for Match Play”].",
          "A match has no stake, and no Jacoby rule, beavers or automatic doubles [@gnubg-manual, “Rules for Match Play”].",
          "The Crawford rule: the game after a player first comes within one point of the match is the Crawford game, in which neither player may double [@gnubg-manual, “Rules for Match Play”].",
          "There is one Crawford game a match: in the games after it, post-Crawford, the cube is used again [@gnubg-manual, “Rules for Match Play”].",
          "In a 1-point match nobody doubles: each player needs one point from the first game [@spec, §12.10].",
          "The cube is dead when winning this game at the cube’s present value already wins the match: that player may not double [@spec, §12.10].",
        ],
        { quote: "bg-match", say: "" },
        { quote: "bg-crawford", say: "" },
        { quote: "bg-post-crawford", say: "" },
        { quote: "bg-no-bonus", say: "" },
        "The GNU Backgammon manual’s example of a 5-point match, as the app scores it, White’s score first [@gnubg-manual, “Rules for Match Play”]:",
        {
          head: ["Game", "Result", "Score", "Doubling"],
          rows: [
            ["1", "White wins 2", "2–0", "allowed"],
            ["2", "Black wins 1", "2–1", "allowed"],
            ["3", "White wins 2", "4–1", "allowed"],
            ["4", "Black wins 1", "4–2", "no: the Crawford game"],
            ["5", "Black wins 2", "4–4", "allowed (post-Crawford)"],
            ["6", "White wins 2, needs 1", "5–4: match won", "allowed"],
          ],
        },
      ],
    },
    ...choicesBgEn,
    {
      id: "sources",
      heading: "Sources",
      blocks: ["Each entry below is cited in the text by its short name in brackets, and says where its text was read.", { sources: true }],
    },
  ],
};
