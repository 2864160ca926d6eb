// A match in words (web/js/ui/match.js, web/js/backgammon/label.js): the score now, the game's stage,
// the move list's heading of each game and a resignation's line, for views and entries as
// docs/PROTOCOL.md ("Backgammon") describes them, read back in the words of the English table.
import assert from "node:assert/strict";
import { test } from "node:test";

import { describeBgEntry } from "../../web/js/backgammon/label.js";
import "../../web/js/i18n/strings.js"; // registers the English table
import { between, gameHeading, matchOf, scoreNow, stage } from "../../web/js/ui/match.js";

const NAMES = { w: "Anne", b: "Deep Rabat" };

/** A view's match at a score of a 5-point match (`after`: the game shown is over). */
function matchView(score, { crawford = false, post = false, after = null, winner = null } = {}) {
  return { length: 5, score, crawford, post_crawford: post, score_after: after, winner };
}

test("the score now is the score after the game once it is over, else before it", () => {
  assert.deepEqual(scoreNow(matchView({ w: 2, b: 1 })), { w: 2, b: 1 });
  assert.deepEqual(scoreNow(matchView({ w: 2, b: 1 }, { after: { w: 4, b: 1 } })), { w: 4, b: 1 });
});

test("a game's stage: the Crawford game, after it, or nothing", () => {
  assert.equal(stage(matchView({ w: 4, b: 1 }, { crawford: true })), "Crawford game");
  assert.equal(stage(matchView({ w: 4, b: 2 }, { post: true })), "post-Crawford");
  assert.equal(stage(matchView({ w: 0, b: 0 })), "");
});

test("money play and the 1699 game have no match; between two games the next opening is offered", () => {
  assert.equal(matchOf({ match: null }), null);
  assert.equal(matchOf({ game: "dames-rabattues" }), null);
  assert.equal(between({ outcome: { winner: "w" }, can_throw: true }), true);
  assert.equal(between({ outcome: { winner: "w" }, can_throw: false }), false, "the match is over");
  assert.equal(between({ outcome: null, can_throw: true }), false, "a game in play");
});

test("each game's heading in the move list: its number, the score before it, the Crawford game", () => {
  const crawford = { score: { w: 4, b: 1 }, crawford: true, post_crawford: false };
  assert.equal(gameHeading(crawford, 3, NAMES), "Game 3 · Anne 4, Deep Rabat 1 · Crawford game");
  assert.equal(gameHeading({ score: { w: 0, b: 0 }, crawford: false, post_crawford: false }, 1, NAMES), "Game 1 · Anne 0, Deep Rabat 0");
});

test("a resignation in the move list: what the player concedes", () => {
  const entry = (times) => ({ n: 9, action: "resign", kind: "resign", player: "b", times });
  assert.equal(describeBgEntry(entry(1), NAMES), "Deep Rabat resigns a single game");
  assert.equal(describeBgEntry(entry(2), NAMES), "Deep Rabat resigns a gammon");
  assert.equal(describeBgEntry(entry(3), NAMES), "Deep Rabat resigns a backgammon");
});
