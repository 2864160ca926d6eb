// The rules page's small boards (.mini-board) are styled like the game's board (#board, #board.bg): rules.css
// holds a copy of css/board.css's and css/bg.css's board rules, re-scoped, and this test fails when they drift apart.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const read = (/** @type {string} */ name) => readFileSync(new URL(`../../web/${name}`, import.meta.url), "utf8");

/** The text between two markers, trimmed. @param {string} text @param {string} from @param {string} to */
function between(text, from, to) {
  const start = text.indexOf("\n", text.indexOf(from)) + 1;
  assert.ok(text.includes(from) && text.includes(to), `${from} … ${to}`);
  return text.slice(start, text.indexOf(to, start)).trim();
}

test("rules.css styles .mini-board exactly as css/board.css styles #board", () => {
  const board = between(read("css/board.css"), "/* ─── Board (SVG) ─", "/* ─── End of game");
  const copy = between(read("rules.css"), "/* ─── A copy of css/board.css's #board rules", "/* ─── End of the copy");
  assert.ok(board.includes("#board .glow"), "css/board.css's board rules moved: update the markers");
  assert.equal(copy, board.replaceAll("#board", ".mini-board"));
});

test("rules.css styles the small backgammon boards exactly as css/bg.css styles #board.bg", () => {
  const rules = read("css/bg.css")
    .split("\n")
    .filter((line) => line.startsWith("#board.bg .") || line.startsWith("#board.bg.narrow ."));
  const copy = between(read("rules.css"), "/* ─── A copy of css/bg.css's #board.bg rules", "/* ─── End of the backgammon copy");
  assert.ok(
    rules.some((line) => line.includes(".area {")),
    "css/bg.css's board rules moved: update the filter",
  );
  assert.equal(copy, rules.map((line) => line.replaceAll("#board.bg", ".mini-board.bg")).join("\n"));
});
