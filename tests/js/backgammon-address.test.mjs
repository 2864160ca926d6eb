// A backgammon board's address (web/js/app/address.js `readBgEmbedAddress`): each setting passed
// on as text for the engine, unknown names kept as problems, an address too long refused whole.
import assert from "node:assert/strict";
import { test } from "node:test";

import { askedGame, readBgEmbedAddress } from "../../web/js/app/address.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

test("a position, its dice, the moves and the step, as typed", () => {
  const xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
  const search = `?game=backgammon&position=${encodeURIComponent(xgid)}&dice=31&moves=${encodeURIComponent("31, 8/5 6/5")}&step=2`;
  assert.equal(askedGame(search), "backgammon");
  assert.deepEqual(readBgEmbedAddress(search), { ask: { position: xgid, dice: "31", moves: "31, 8/5 6/5", step: 2 }, problems: [] });
});

test("no step asked leaves the engine's; a bad step is none", () => {
  assert.equal(readBgEmbedAddress("?game=backgammon").ask.step, null);
  assert.equal(readBgEmbedAddress("?game=backgammon&step=-1").ask.step, 0);
});

test("unknown settings are problems; the 1699 board is asked without game=backgammon", () => {
  assert.deepEqual(
    readBgEmbedAddress("?game=backgammon&colour=red").problems.map((p) => p.what),
    ["unknown"],
  );
  assert.equal(askedGame("?game=backgammon&colour=red"), "backgammon");
  assert.equal(askedGame("?dice=43"), null);
});

test("an address too long is refused whole", () => {
  const search = `?game=backgammon&moves=${"3".repeat(CONSTANTS.limits.address_chars)}`;
  assert.deepEqual(
    readBgEmbedAddress(search).problems.map((p) => p.what),
    ["too-long"],
  );
  assert.equal(askedGame(search), null);
});
