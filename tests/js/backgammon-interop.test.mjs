// What a pasted Position ID or XGID gave a new backgammon game, in words (web/js/backgammon/interop.js):
// the engine's reports (backgammon/pasted.py, docs/PROTOCOL.md "Backgammon") read back in the words
// of the English table (en/backgammon.js, `interop`).
import assert from "node:assert/strict";
import { test } from "node:test";

import { pastedWords } from "../../web/js/backgammon/interop.js";

const NAMES = { w: "Anne", b: "Deep Rabat" };
const STARTED = "Started from the XGID: its checkers, Deep Rabat on roll with 3-1 thrown.";
const CUBE_OFF =
  "Its cube (at 2, owned by Deep Rabat) is not kept: this game is played without the cube; " +
  "the game starts with the cube in the middle, at 1.";

// pasted.py's doctest: "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:10" is Black on roll
// with 3-1 thrown, the cube at 2 on Black's side: the record's start keeps both.
const XGID = {
  kind: "xgid",
  turn: "b",
  dice: [3, 1],
  cube: { value: 2, owner: "b" },
  cube_kept: true,
  cube_why: null,
  offered: false,
};

test("a Position ID gives the checkers, White on roll, and nothing else to say", () => {
  const report = { kind: "position_id", turn: "w" };
  assert.equal(pastedWords(report, NAMES), "Started from the Position ID: its checkers, White on roll.");
  assert.equal(pastedWords(report, NAMES, { started: false }), "");
});

test("an XGID: who is on roll, his dice, and the cube kept with its owner", () => {
  assert.equal(pastedWords(XGID, NAMES), `${STARTED} Its cube too: at 2, owned by Deep Rabat.`);
});

test("a cube the game's rules cannot have is said not kept, and why", () => {
  assert.equal(pastedWords({ ...XGID, cube_kept: false, cube_why: "off" }, NAMES), `${STARTED} ${CUBE_OFF}`);
  const crawford = pastedWords({ ...XGID, cube_kept: false, cube_why: "crawford" }, NAMES);
  assert.match(crawford, /not kept: the cube stays in the middle in the Crawford game;/);
});

test("a centred cube not at 1, a double offered, no dice at all", () => {
  const report = {
    kind: "xgid",
    turn: "w",
    dice: null,
    cube: { value: 4, owner: null },
    cube_kept: false,
    cube_why: "impossible",
    offered: true,
  };
  assert.equal(
    pastedWords(report, NAMES),
    "Started from the XGID: its checkers, Anne on roll. " +
      "Its cube (at 4, in the middle) is not kept: a cube at 1 lies in the middle, and one above 1 is owned by the player who took it; " +
      "the game starts with the cube in the middle, at 1. " +
      "Its double offered is not kept: the player on roll may double again.",
  );
});

test("not as a new game's start: only what could not be kept", () => {
  assert.equal(pastedWords({ ...XGID, cube_kept: false, cube_why: "off" }, NAMES, { started: false }), CUBE_OFF);
  assert.equal(pastedWords(XGID, NAMES, { started: false }), "");
});
