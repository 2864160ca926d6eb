// The page's move list for each golden playthrough (tests/data/golden, tools/golden.py), in English,
// French and Russian: a change of wording is a reviewed diff of those files.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { moveLists } from "../../tools/golden_words.mjs";

const GOLDEN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../data/golden");

for (const name of readdirSync(GOLDEN).filter((n) => n.endsWith(".json"))) {
  test(`the move list of ${name} in each language`, async () => {
    const game = JSON.parse(readFileSync(path.join(GOLDEN, name), "utf8"));
    assert.deepEqual(await moveLists(game), game.moves);
  });
}
