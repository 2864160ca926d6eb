// What an address asks for (web/js/app/address.js): every setting read, every problem kept as
// data for the page to say, an address too long refused whole.
import assert from "node:assert/strict";
import { test } from "node:test";

import { readEmbedAddress, readGameAddress } from "../../web/js/app/address.js";
import { quote } from "../../web/js/app/bidi.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

test("the game page: seed, preset, position and the computer's side", () => {
  assert.deepEqual(readGameAddress(""), { game: null, problems: [] });
  const { game, problems } = readGameAddress("?seed=42&preset=modern&position=2.2.2.3.3.3/2.2.2.3.3.3/b&computer=b&lang=fr");
  assert.deepEqual(problems, []);
  assert.deepEqual(game, { preset: "modern", seed: 42, start: "2.2.2.3.3.3/2.2.2.3.3.3/b", players: { w: "human", b: "computer" } });
});

test("the game page: bad values are problems, and the rest of the address still counts", () => {
  const { game, problems } = readGameAddress("?seed=-5&preset=nope&computer=x&colour=red&seed=99999999999999999");
  assert.deepEqual(game, { preset: CONSTANTS.default_preset });
  assert.deepEqual(
    problems.map((p) => p.what),
    ["seed", "preset", "computer", "unknown", "seed"],
  );
  const many = readGameAddress(
    "?" +
      Array.from({ length: 3000 }, (_, i) => `x${i}=1`)
        .join("&")
        .slice(0, 8000),
  );
  assert.equal(many.problems.length, 5, "a flood of unknown settings is said five times at most");
});

test("the game page: a backgammon game, its computer's level and a pasted position", () => {
  const { game, problems } = readGameAddress("?game=backgammon&seed=7&computer=b&level=expert&position=4HPwATDgc/ABMA");
  assert.deepEqual(problems, []);
  assert.deepEqual(game, {
    game: "backgammon",
    preset: CONSTANTS.backgammon.preset,
    seed: 7,
    players: { w: "human", b: "computer" },
    level: "expert",
    start: { pasted: "4HPwATDgc/ABMA" },
  });
  assert.deepEqual(readGameAddress("?game=dames-rabattues&preset=modern").game, { game: "dames-rabattues", preset: "modern" });
});

test("the game page: a game that is not one asks for nothing; a level needs a computer, and a game with levels", () => {
  const chess = readGameAddress("?game=chess&seed=3");
  assert.equal(chess.game, null);
  assert.deepEqual(chess.problems, [{ what: "game", value: "chess" }]);
  const bad = readGameAddress("?game=backgammon&level=grandmaster&computer=w&preset=modern");
  assert.deepEqual(bad.game, { game: "backgammon", preset: CONSTANTS.backgammon.preset, players: { w: "computer", b: "human" } });
  assert.deepEqual(
    bad.problems.map((p) => [p.what, p.among]),
    [
      ["level", CONSTANTS.backgammon.levels.names],
      ["preset", [CONSTANTS.backgammon.preset]],
    ],
  );
  const alone = readGameAddress("?game=backgammon&level=beginner");
  assert.deepEqual(alone.game, { game: "backgammon", preset: CONSTANTS.backgammon.preset });
  assert.deepEqual(
    alone.problems.map((p) => p.what),
    ["level-alone"],
  );
  assert.deepEqual(
    readGameAddress("?level=beginner&computer=b").problems.map((p) => p.what),
    ["unknown"],
  ); // the 1699 game has none
});

test("the game page: a match's length, in a game that has matches", () => {
  const { min, max } = CONSTANTS.backgammon.match;
  assert.equal(readGameAddress(`?game=backgammon&match=${max}`).game?.match, max);
  for (const bad of [String(min - 1), String(max + 1), "x", "5.5", "0005"]) {
    const { game, problems } = readGameAddress(`?game=backgammon&match=${bad}`);
    assert.equal(game?.match, undefined, bad);
    assert.deepEqual(
      problems.map((p) => [p.what, p.among]),
      [["match", [String(min), String(max)]]],
      bad,
    );
  }
  assert.deepEqual(
    readGameAddress("?match=5").problems.map((p) => p.what),
    ["unknown"],
  ); // the 1699 game has no matches
});

test("an address longer than the limit is not read at all", () => {
  const long = `?seed=1&dice=${"4".repeat(CONSTANTS.limits.address_chars)}`;
  assert.deepEqual(
    readGameAddress(long).problems.map((p) => p.what),
    ["too-long"],
  );
  const embed = readEmbedAddress(long);
  assert.deepEqual(
    embed.problems.map((p) => p.what),
    ["too-long"],
  );
  assert.equal(embed.ask.dice, "", "nothing of it was read");
});

test("the embedded board: dice as written, the step, play mode", () => {
  const { ask, problems } = readEmbedAddress("?preset=modern&position=%202.2.2.3.3.3/2.2.2.3.3.3/w&dice=43+1-1&step=2&mode=play&embed=1");
  assert.deepEqual(problems, []);
  assert.deepEqual(ask, { preset: "modern", position: "2.2.2.3.3.3/2.2.2.3.3.3/w", dice: "43 1-1", step: 2, play: true });
  assert.equal(readEmbedAddress("?step=abc").ask.step, 0);
});

test("a value with a right-to-left override is quoted isolated, other values as they are", () => {
  const { problems } = readGameAddress("?seed=%E2%80%AE5-&preset=nope");
  assert.equal(problems[0].value, "\u2068\u202e5-\u2069");
  assert.equal(problems[1].value, "nope");
});

test("a quoted value is cut short and isolated: an embed's 8,000-character preset is not printed whole", () => {
  const long = "A".repeat(CONSTANTS.limits.address_chars - 20);
  const { ask } = readEmbedAddress(`?preset=${long}`);
  assert.equal(ask.preset, long, "the value goes to the engine as given");
  assert.equal(quote(ask.preset), `${"A".repeat(39)}…`);
  assert.equal(quote("x".repeat(100), 80).length, 80);
  assert.equal(quote("\u202eabc"), "\u2068\u202eabc\u2069");
  assert.equal(quote("modern"), "modern");
});
