// A game's seed (web/js/app/seed.js): one rule for a seed written in an address or the New game
// dialog, the engine's largest seed taken from constants.js; a drawn seed is always one.
import assert from "node:assert/strict";
import { test } from "node:test";

import { randomSeed, readSeed } from "../../web/js/app/seed.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

test("a written seed: digits only, up to the engine's largest", () => {
  assert.equal(readSeed("0"), 0);
  assert.equal(readSeed("42"), 42);
  assert.equal(readSeed(String(CONSTANTS.limits.seed)), CONSTANTS.limits.seed);
  for (const bad of ["", "-5", "1e3", "4.2", " 7", "０", "9007199254740992", "9".repeat(300), "0x10"]) {
    assert.equal(readSeed(bad), null, bad);
  }
});

test("a drawn seed is a seed the engine and the address accept", () => {
  for (let i = 0; i < 200; i++) {
    const seed = randomSeed();
    assert.ok(Number.isSafeInteger(seed) && seed >= 0 && seed <= CONSTANTS.limits.seed, String(seed));
    assert.equal(readSeed(String(seed)), seed);
  }
});
