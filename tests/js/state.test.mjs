// One state, one way to change it: no module of the game page writes to `state` but through
// render.js's `render(mutation)`, and the embed writes its own `state` only in its `render`.
// The one exception is named here, with its reason.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/js");
/** `state.x = …`, `state.x.y += …`, `state.x.push(…)`, `Object.assign(state, …)`, `delete state.x`. */
const WRITE =
  /\bstate\.[\w$]+(?:\.[\w$]+|\[[^\]]*\])*\s*(?:[-+*/|&]?=(?!=)|\+\+|--)|\bstate\.[\w$]+\.(?:push|pop|splice|shift|unshift|sort|reverse)\(|Object\.assign\(state\b|\bdelete state\./;
const ALLOWED = new Set([
  "embed.js: Object.assign(state, mutation);", // the embed's render (every game's)
  // The record moves on before the animation, which shows the old view; the render after it shows both.
  "app/game.js: state.record = game.record;",
]);

/** Every .js file under a folder. @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith(".js") ? [path.join(dir, e.name)] : [],
  );
}

test("every write to the page's state goes through render", () => {
  const writes = [];
  for (const file of files(WEB)) {
    const name = path.relative(WEB, file);
    if (name === "app/render.js") continue; // render itself
    for (const line of readFileSync(file, "utf8").split("\n")) {
      const code = line.replace(/\/\/.*$/, "").trim();
      if (WRITE.test(code)) writes.push(`${name}: ${code}`);
    }
  }
  assert.deepEqual(
    writes.filter((w) => !ALLOWED.has(w)),
    [],
  );
});
