// What a pasted Position ID or XGID gave a new backgammon game, in words (web/js/backgammon/interop.js):
// the engine's reports (backgammon/pasted.py, docs/PROTOCOL.md "Backgammon") read back in the words
// of the English table (en/backgammon.js, `interop`).
import assert from "node:assert/strict";
import { test } from "node:test";

import { pastedWords } from "../../web/js/backgammon/interop.js";

const NAMES = { w: "Anne", b: "Deep Rabat" };
const NOT_KEPT = "Its dice (3-1) are not kept: this game's dice come from its seed (choose real dice to keep them).";
const CUBE_NOT_KEPT = "Its cube (at 2, owned by Deep Rabat) is not kept: a game here starts with the cube in the middle, at 1.";

// pasted.py's doctest: "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:10" with typed dice
// is Black on roll with 3-1 thrown (kept as the first throw), the cube at 2 on Black's side.
const XGID = { kind: "xgid", turn: "b", dice: [3, 1], dice_kept: true, cube: { value: 2, owner: "b" }, offered: false };

test("a Position ID gives the checkers, White on roll, and nothing else to say", () => {
  const report = { kind: "position_id", turn: "w" };
  assert.equal(pastedWords(report, NAMES), "Started from the Position ID: its checkers, White on roll.");
  assert.equal(pastedWords(report, NAMES, { started: false }), "");
});

test("an XGID with typed dice: who is on roll and his dice, then the cube that is not kept", () => {
  assert.equal(pastedWords(XGID, NAMES), `Started from the XGID: its checkers, Deep Rabat on roll with 3-1 thrown. ${CUBE_NOT_KEPT}`);
});

test("an XGID with seeded dice: its dice are said not kept", () => {
  assert.equal(
    pastedWords({ ...XGID, dice_kept: false, cube: null }, NAMES),
    `Started from the XGID: its checkers, Deep Rabat on roll. ${NOT_KEPT}`,
  );
});

test("a centred cube not at 1, a double offered, no dice at all", () => {
  const report = { kind: "xgid", turn: "w", dice: null, dice_kept: false, cube: { value: 4, owner: null }, offered: true };
  assert.equal(
    pastedWords(report, NAMES),
    "Started from the XGID: its checkers, Anne on roll. " +
      "Its cube (at 4, in the middle) is not kept: a game here starts with the cube in the middle, at 1. " +
      "Its double offered is not kept: the player on roll may double again.",
  );
});

test("not as a new game's start: only what could not be kept", () => {
  assert.equal(pastedWords({ ...XGID, dice_kept: false }, NAMES, { started: false }), `${NOT_KEPT} ${CUBE_NOT_KEPT}`);
  assert.equal(pastedWords({ ...XGID, cube: null }, NAMES, { started: false }), "");
});
