// Backgammon's rules page in English: its two sections on what the app chooses, the options and
// where the sources differ (a part of rules-bg-en.js, whose comment says where the blocks are described).

export const choicesBgEn = [
  {
    id: "options",
    heading: "The options",
    blocks: [
      "Each option is named in the game’s record, so that the game replays the same anywhere [@spec, §12.8]:",
      {
        head: ["Option", "Values", "Unless chosen"],
        rows: [
          ["Doubling cube", "used or not", "used"],
          ["Cube up to", "2 to 64", "64"],
          ["Jacoby rule (money play only)", "on or off", "off"],
          ["Stake (money play only)", "points a game", "1"],
          ["Match", "money play, or 1 to 25 points", "money play"],
        ],
      },
      "The Jacoby rule: gammons and backgammons count as single games as long as the cube has not been turned, that is until a double has been taken; with the cube off, every game is then single [@gnubg-manual, “Optional Rules”] [@spec, §12.8].",
      { quote: "bg-jacoby", say: "" },
      "The New game dialog offers money play or a match of 1 to 25 points, the cube and the Jacoby rule, and can start from a position pasted from GNU Backgammon or eXtreme Gammon: a Position ID, or an XGID, which may hold a match’s score [@spec, §12.9].",
      "Not played here: beavers, raccoons and automatic doubles, optional rules the GNU Backgammon manual lists [@gnubg-manual, “Optional Rules”], and which the *Régles of Backgammon* do not have [@backgammon]. A match file that holds a beaver is refused [@spec, §12.8].",
    ],
  },
  {
    id: "decisions",
    heading: "Where the sources differ, and what this app does",
    blocks: [
      "**How high the cube goes.** The GNU Backgammon manual sets no limit to redoubles [@gnubg-manual, “Doubling”]; the cube of the *Régles of Backgammon* has the faces 2 to 64 [@backgammon]. The app stops at 64, and the option “Cube up to” lowers the limit.",
      { quote: "bg-no-limit", say: "" },
      "**The start.** The *Régles of Backgammon* do not give the start [@backgammon]; the app uses the GNU Backgammon manual’s [@gnubg-manual, “Setup”].",
      "**Dice usable only in one order.** The *Régles of Backgammon* let the opponent demand that order [@backgammon]; the GNU Backgammon manual says that both numbers must be used if possible [@gnubg-manual, “Movement of the Checkers”]. Both come to the same here: the app offers only the moves that use as many dice as can be used, so such a throw is always played in its one order.",
      "**A dropped double.** The GNU Backgammon manual has the player who drops pay what was at stake before the double [@gnubg-manual, “Doubling”]; the *Régles of Backgammon* do not say [@backgammon]. The app follows the manual: the game is lost at the cube’s value before the double, never as a gammon.",
      "**The Jacoby rule.** The GNU Backgammon manual lists it among the optional rules in wide use, and leaves it out of matches [@gnubg-manual, “Optional Rules”]; the *Régles of Backgammon* do not have it [@backgammon]. The app offers it as an option, off unless chosen, in money play only. It reads “neither player has offered a double” as no double taken: a double dropped has already ended the game.",
      "**Resigning.** In GNU Backgammon a player offers to resign a single game, a gammon or a backgammon, and his opponent accepts or declines [@gnubg-manual, “Resigning”]. Here a resignation (by the Resign button, or in a record or a match file) ends the game at once: a match file holds only the resignations that were accepted [@spec, §12.8].",
      "**Both players one point short at once.** The Crawford rule speaks of one player reaching a score one point short of the match [@gnubg-manual, “Rules for Match Play”]. When both come within one point together, which only a match started from a given score can do, the app has no Crawford game [@spec, §12.10].",
      "**A dead cube.** The GNU Backgammon manual does not speak of it [@gnubg-manual, “Rules for Match Play”]. The app refuses a double that cannot matter, when winning the game at the cube’s present value already gives the match, as GNU Backgammon 1.07 refuses it [@spec, §12.10].",
      "**The score after the last game.** The GNU Backgammon manual’s example writes 6–4 after White’s gammon at 4–4 of a 5-point match, although it says that there is no bonus for winning more than the required points [@gnubg-manual, “Rules for Match Play”]. The app counts a game no more than its winner needs, and writes 5–4.",
    ],
  },
];
