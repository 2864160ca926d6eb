// Backgammon in words (web/js/backgammon/label.js): the board's accessible name for positions written
// by hand from the rules of backgammon, and move-list lines for entries as docs/PROTOCOL.md
// ("Backgammon") describes them, read back in the words of the English table (en/backgammon.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import { describeBg, describeBgEntry, diceText } from "../../web/js/backgammon/label.js";

const NAMES = { w: "Anne", b: "Deep Rabat" };
const COLORS = { w: "White", b: "Black" };

/**
 * A board as the view holds it: points 1–24 in White's numbering, each with its checkers.
 * @param {Record<number, number>} white checkers by White's own point @param {Record<number, number>} black by Black's own point
 * @param {{w: number, b: number}} bar @param {{w: number, b: number}} off
 */
function board(white, black, bar = { w: 0, b: 0 }, off = { w: 0, b: 0 }) {
  const points = Array.from({ length: 24 }, (_, i) => ({ point: i + 1, player: null, count: 0 }));
  for (const [p, count] of Object.entries(white)) points[Number(p) - 1] = { point: Number(p), player: "w", count };
  for (const [p, count] of Object.entries(black)) points[24 - Number(p)] = { point: 25 - Number(p), player: "b", count };
  return { points, bar, off, pips: { w: 0, b: 0 } };
}

const cube = (enabled, value = 1, owner = null) => ({ cube: { enabled, value, owner, offered: false } });
// The starting position: each player, in his own numbering, 2 on his 24, 5 on 13, 3 on 8, 5 on 6.
const START = { 24: 2, 13: 5, 8: 3, 6: 5 };

test("the start: each player's points in his own numbering, from his farthest", () => {
  const side = "2 on 24, 5 on 13, 3 on 8, 5 on 6; 0 borne off";
  assert.equal(describeBg(cube(true), board(START, START)), `Backgammon board. White: ${side}. Black: ${side}. cube in the middle.`);
  assert.equal(describeBg(cube(false), board(START, START)), `Backgammon board. White: ${side}. Black: ${side}.`);
});

test("checkers on the bar and borne off, a player with none left on the board, an owned cube", () => {
  const words = describeBg(cube(true, 2, "b"), board({ 6: 3, 1: 2 }, {}, { w: 1, b: 0 }, { w: 9, b: 15 }));
  assert.equal(
    words,
    "Backgammon board. White: 3 on 6, 2 on 1; 1 on the bar; 9 borne off. " +
      "Black: no checker on the board; 15 borne off. cube at 2, owned by Black.",
  );
  // Black's own point 1 is White's 24: named by Black's number.
  assert.equal(
    describeBg(cube(false), board({}, { 1: 4, 2: 1 }, { w: 0, b: 0 }, { w: 15, b: 10 })),
    "Backgammon board. White: no checker on the board; 15 borne off. Black: 1 on 2, 4 on 1; 10 borne off.",
  );
});

test("dice as players write them, the higher first", () => {
  assert.equal(diceText([1, 3]), "3-1");
  assert.equal(diceText([6, 4]), "6-4");
  assert.equal(diceText([5, 5]), "5-5");
  const dice = [2, 6];
  diceText(dice);
  assert.deepEqual(dice, [2, 6], "the entry's dice are left as they are");
});

test("the opening: each player's die and the starter, or a tie thrown again", () => {
  assert.equal(
    describeBgEntry({ n: 1, action: "o26", player: "b", kind: "opening", dice: [2, 6], starter: "b" }, NAMES),
    "Opening: Anne 2, Deep Rabat 6; Deep Rabat starts",
  );
  assert.equal(
    describeBgEntry({ n: 1, action: "o44", player: null, kind: "opening", dice: [4, 4], starter: null }, COLORS),
    "Opening: both threw 4; again",
  );
});

test("a throw, and a throw with no legal move (the turn passes)", () => {
  assert.equal(describeBgEntry({ n: 2, action: "31", player: "w", kind: "throw", dice: [1, 3], pass: false }, NAMES), "Anne throws 3-1");
  assert.equal(
    describeBgEntry({ n: 4, action: "66", player: "b", kind: "throw", dice: [6, 6], pass: true }, NAMES),
    "Deep Rabat throws 6-6 and cannot move",
  );
});

test("a move: its notation, and announced, each single step in the mover's numbering", () => {
  // White's 8/5 6/5 with 3-1 (points in White's numbering, his own).
  const white = {
    n: 3,
    action: "8/5 6/5",
    player: "w",
    kind: "move",
    move: "8/5 6/5",
    dice: [3, 1],
    steps: [
      { from: 8, to: 5, die: 3, hit: false },
      { from: 6, to: 5, die: 1, hit: false },
    ],
  };
  assert.equal(describeBgEntry(white, NAMES), "Anne 3-1: 8/5 6/5");
  assert.equal(describeBgEntry(white, NAMES, { announce: true }), "Anne 3-1: 8/5 6/5 (8 to 5; 6 to 5)");
  // Black's bar/22* 6/off with 6-3: the page names points in White's numbering (Black's 22 is
  // White's 3), the words in Black's own.
  const black = {
    n: 9,
    action: "bar/22* 6/off",
    player: "b",
    kind: "move",
    move: "bar/22* 6/off",
    dice: [3, 6],
    steps: [
      { from: "bar", to: 3, die: 3, hit: true },
      { from: 19, to: "off", die: 6, hit: false },
    ],
  };
  assert.equal(describeBgEntry(black, NAMES, { announce: true }), "Deep Rabat 6-3: bar/22* 6/off (the bar to 22, hitting; 6 to off)");
});

test("the cube's actions, and an entry of a kind not known is its action as written", () => {
  assert.equal(describeBgEntry({ n: 5, action: "double", player: "w", kind: "double" }, NAMES), "Anne doubles");
  assert.equal(describeBgEntry({ n: 6, action: "take", player: "b", kind: "take" }, NAMES), "Deep Rabat takes");
  assert.equal(describeBgEntry({ n: 6, action: "drop", player: "b", kind: "drop" }, NAMES), "Deep Rabat drops");
  assert.equal(describeBgEntry({ n: 7, action: "beaver", player: "w", kind: "beaver" }, NAMES), "beaver");
  assert.equal(describeBgEntry({ n: 7, action: "resign gammon", player: "w", kind: "resign", times: 2 }, NAMES), "Anne resigns a gammon");
});
