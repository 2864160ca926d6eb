// The rules page in English. A block is a paragraph (string), a list (array of strings), a
// numbered list ({ol}) or a table ({head, rows}); rules.js draws them as text, never as HTML.

export const rulesEn = {
  pageTitle: "Rules — Dames Rabattues",
  back: "Back to the game",
  title: "The rules of Dames Rabattues",
  lead: "How the French tables game of 1699 is played, as this app plays it: a little history, the two sets of rules it offers, what the sources leave open, and where it all comes from.",
  sections: [
    {
      id: "history",
      heading: "A short history",
      blocks: [
        "Dames rabattues — “knocked-down checkers” — is one of the games François Rabelais lists among those Gargantua plays, in the chapter on Gargantua's games of his Gargantua (1534).",
        "The rules known today were printed in Paris by Charpentier in 1699 and reprinted, unchanged, in the many editions of the Académie universelle des jeux until the early nineteenth century: a small game of the tables family, played on one half of a backgammon board, where the dice decide almost everything.",
        "A modern description, in Russian, keeps the old game and adds what tournament backgammon players expect: a doubling cube, and wins worth one, two or four times the stake. This app offers both, as the “Charpentier 1699” and the “Modern” rules.",
      ],
    },
    {
      id: "setup",
      heading: "The board and the start",
      blocks: [
        [
          "A backgammon board, fifteen light and fifteen dark checkers, two dice. The checkers use one half of the board; the dice are thrown on the other half.",
          "Each player has his own six points, numbered 1 to 6 on his side. The two sides never meet: White's point 3 and Black's point 3 are different points.",
          "At the start every point holds a pile: two checkers on points 1, 2 and 3, three on points 4, 5 and 6.",
          "To decide who starts, each player throws one die; the higher number throws both dice for the first throw. Equal numbers: both throw again.",
        ],
      ],
    },
    {
      id: "play",
      heading: "Playing: unstack, then bear off",
      blocks: [
        [
          "Each die acts alone, on the point of its own number. Dice are never added.",
          "While a player still has a pile, a die unstacks one checker on its point: the checker leaves the pile and lies beside it, on line. A pile of two needs one such move, a pile of three two: nine moves in all.",
          "Once none of his points holds a pile, the player bears off: each die takes one checker off the board from the point of its number. No other point may be used; there is no “higher point” rule as in backgammon.",
          "The phase may change in the middle of a throw: a die that unstacks the last pile lets the other die bear off at once.",
          "A player must use as many of his dice as he can. A double counts as two dice of that number, not four.",
          "A die that the player cannot use is unplayable; what becomes of it depends on the rules below.",
          "The first to bear off all fifteen checkers wins, on his own throw or on a die passed to him by his opponent.",
        ],
      ],
    },
    {
      id: "charpentier",
      heading: "The rules of Charpentier (1699)",
      blocks: [
        [
          "Passing: an unplayable die goes to the opponent, who plays it at once on his own points, unstacking or bearing off according to his own phase. If he cannot use it either, it is lost; a die never comes back.",
          "Doubles: a double is played like any other throw (passing what cannot be used), then the same player throws again.",
          "Claiming (an option): Charpentier says that the only skill the game asks is to watch the numbers your opponent cannot play, since he is not obliged to warn you. With strict claiming, the receiver must claim each passed die himself before the dice are thrown again, or lose it.",
          "The stake: the game is worth what the players agreed beforehand; here, one point.",
        ],
      ],
    },
    {
      id: "modern",
      heading: "The modern rules",
      blocks: [
        [
          "Passing only while bearing off: a die passes to the opponent only if the thrower is bearing off; while he is still unstacking, a die he cannot use is simply lost.",
          "Doubles are not played: the player throws again until the dice show two different numbers.",
          "The doubling cube: before the first throw of his turn, the player who owns the cube, or either player while it is in the middle, may offer to double. The opponent takes (the value doubles and he now owns the cube) or drops (he loses the current value at once). The cube goes up to 64.",
          "A win is worth the stake × the cube × 1, 2 or 4: ×1 if the loser has borne off at least one checker, ×2 if he has finished unstacking but borne off none, ×4 if he still has a pile. A dropped double is worth the stake × the cube, without multiplier.",
        ],
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
      id: "decisions",
      heading: "Where the sources disagree, and what this app does",
      blocks: [
        [
          "How many moves a pile needs. A pile of n checkers needs n − 1 moves: after one move, a pile of two is two checkers on line. The 1699 text says so twice: in its first worked example the second ace can no longer be used on point 1, and Charpentier writes that on a pile of two there is only one checker to knock down. At least one other published implementation asks for one move per checker (two and three); that reading contradicts both the 1699 text and the modern description.",
          "Passing while unstacking. The 1699 text passes an ace while both players are still unstacking (its first example); the modern description passes dice only while bearing off. Each preset follows its own source, and the option offers both, and “never”.",
          "Doubles in the modern game. The modern description says in its key points that a double is not played and is thrown again, but later speaks of bearing off at each throw of such a series. The modern preset follows the key points; the 1699 way is one option away.",
          "Four or two? A double is two dice, not four: Charpentier plays doublets “only once, as at trictrac”.",
          "Claiming. Charpentier leaves watching the passed dice to the receiver. The app plays passed dice for him by default, and offers strict claiming as an option.",
          "The date. The modern description dates Charpentier's collection 1715; the history of the French editions gives 1699, the date used here.",
        ],
      ],
    },
    {
      id: "sources",
      heading: "Sources",
      blocks: [
        {
          ol: [
            "François Rabelais, Gargantua, Lyon, 1534: the chapter listing Gargantua's games (chapter 22 in modern editions).",
            "Dames rabattues, the rules printed by Charpentier, Paris, 1699, as reprinted in the Académie universelle des jeux until the early nineteenth century; with three worked examples drawn as diagrams. The primary source of this app.",
            "A modern description of Dames rabattues, in Russian, based on Charpentier's collection, which adds a doubling cube and win multipliers for competitive play. The source of the modern preset.",
            "The rules of backgammon, for the doubling cube (the videau, faces 2 to 64) and its conventions.",
            "This app's specification, docs/RULES.md in its source code, where each decision above is a named option and a test.",
          ],
        },
      ],
    },
  ],
};
