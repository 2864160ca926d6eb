// The quotations of backgammon's rules page (a part of quotes.js, the same shape): the GNU
// Backgammon manual's English as printed, and the English of the Régles of Backgammon letter for
// letter, its slips included. `at` names the section quoted, by its own title.

/** @type {Record<string, import("./quotes.js").Quote>} */
export const BG_QUOTES = {
  "bg-setup": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Setup”",
    text: "The initial arrangement of checkers is: two on each player's twenty-four point, five on each player's thirteen point, three on each player's eight point, and five on each player's six point.",
  },
  "bg-opening": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Movement of the Checkers”",
    text: "To start the game, each player throws a single die. This determines both the player to go first and the numbers to be played. If equal numbers come up, then both players roll again until they roll different numbers.",
  },
  "bg-open": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Movement of the Checkers”",
    text: "A checker may be moved only to an open point, one that is not occupied by two or more opposing checkers.",
  },
  "bg-both": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Movement of the Checkers”",
    text: "A player must use both numbers of a roll if this is legally possible (or all four numbers of a double). When only one number can be played, the player must play that number. Or if either number can be played but not both, the player must play the larger one.",
  },
  "bg-order": {
    source: "backgammon",
    lang: "en",
    at: "“Game”",
    text: "However, if it is possible only in a determined order, the opposing player will be able to demand that this order is adopted to allow the complete realisation of blow.",
  },
  "bg-enter": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Hitting and Entering”",
    text: "Any time a player has one or more checkers on the bar, his first obligation is to enter those checker(s) into the opposing home board.",
  },
  "bg-bear-off": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Bearing Off”",
    text: "If there is no checker on the point indicated by the roll, the player must make a legal move using a checker on a higher-numbered point. If there are no checkers on higher-numbered points, the player is permitted (and required) to remove a checker from the highest point on which one of his checkers resides.",
  },
  "bg-gammons": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Gammons and Backgammons”",
    text: "if the loser has not borne off any of his checkers, he is gammoned and loses twice the value of the doubling cube. Or, worse, if the loser has not borne off any of his checkers and still has a checker on the bar or in the winner's home board, he is backgammoned and loses three times the value of the double cube.",
  },
  "bg-when": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Doubling”",
    text: "He may do this only at the start of his own turn and before he has rolled the dice.",
  },
  "bg-take": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Doubling”",
    text: "A player who is offered a double may refuse, in which case he concedes the game and pays one point. Otherwise, he must accept the double and play on for the new higher stakes. A player who accepts a double becomes the owner of the cube and only he may make the next double.",
  },
  "bg-videau": {
    source: "backgammon",
    lang: "en",
    at: "“The videau”",
    text: "Faces carry numbers: 2,4,8,16,32,64. At the beginning of the part Videau is situated in the middle of the central bar on position 64.",
  },
  "bg-no-limit": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Doubling”",
    text: "There is no limit to the number of redoubles in a game.",
  },
  "bg-jacoby": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Optional Rules”",
    text: "The Jacoby Rule. Gammons and backgammons count only as a single game if neither player has offered a double during the course of the game.",
  },
  "bg-match": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Rules for Match Play”",
    text: "Matches are played to a specified number of points. The first player to accumulate the required points wins the match.",
  },
  "bg-crawford": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Rules for Match Play”",
    text: "The Crawford rule states that if one player reaches a score one point short of the match, neither player may offer a double in the immediately following game. This one game with no doubling is called the Crawford game.",
  },
  "bg-post-crawford": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Rules for Match Play”",
    text: "If the Crawford game is won by the trailing player then the doubling cube becomes available in all subsequent games",
  },
  "bg-no-bonus": {
    source: "gnubg-manual",
    lang: "en",
    at: "“Rules for Match Play”",
    text: "There is no bonus for winning more than the required number of points in match play. […] Automatic doubles, beavers, and the Jacoby rule are not used in match play.",
  },
};
