// The page's move list, in words, for a game's history (the engine's entries), in each language:
// what tests/data/golden/*.json fixes. Reads {history} JSON on stdin, prints {en: [...], fr: [...], ru: [...]}.
//
// usage: node tools/golden_words.mjs < history.json
import { readFileSync } from "node:fs";

import { LANGUAGES, setLanguage } from "../web/js/i18n/i18n.js";
import { strings } from "../web/js/i18n/strings.js";
import { describe } from "../web/js/dames/describe.js";

/** Every line of the move list in the language shown, the end line after the last if the game is over. @param {any} game */
export function moveList(game) {
  const names = { w: strings.color.w, b: strings.color.b };
  const lines = game.history.map((/** @type {any} */ entry) => describe(entry, names));
  if (game.outcome) lines.push(strings.moves.end(names[game.outcome.winner], game.outcome.points));
  return lines;
}

/** The move list in every language. @param {any} game */
export async function moveLists(game) {
  /** @type {Record<string, string[]>} */
  const lists = {};
  for (const lang of LANGUAGES) {
    await setLanguage(lang, { remember: false });
    lists[lang] = moveList(game);
  }
  await setLanguage("en", { remember: false });
  return lists;
}

if (process.argv[1]?.endsWith("golden_words.mjs")) {
  process.stdout.write(`${JSON.stringify(await moveLists(JSON.parse(readFileSync(0, "utf8"))))}\n`);
}
