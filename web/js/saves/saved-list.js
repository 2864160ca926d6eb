// The Saved games dialog: each game saved in this browser, to resume or delete.

import { language } from "../i18n/i18n.js";
import { strings } from "../i18n/strings.js";
import { $, button, make } from "../ui/dom.js";

/** @typedef {import("./store.js").Summary} Summary @typedef {import("../engine/types.js").Color} Color */

/** @param {Summary[]} games @param {string | null} current the game shown */
export function fillSaved(games, current) {
  const list = $("saved-list");
  if (!games.length) return void list.replaceChildren(make("li", { className: "empty", text: strings.saved.empty }));
  list.replaceChildren(
    ...games.map((game) => {
      const when = new Date(game.updated).toLocaleString(language(), { dateStyle: "medium", timeStyle: "short" });
      const title = `${strings.presetShort[game.preset] ?? game.preset} · ${game.dice === "typed" ? strings.score.typedDice : `${strings.score.seed} ${game.seed}`}`;
      const who = game.winner
        ? strings.saved.over(strings.color[/** @type {Color} */ (game.winner)])
        : strings.saved.toPlay(strings.color[/** @type {Color} */ (game.turn)] ?? "");
      const text = make("div", { className: "saved-text" });
      text.append(
        make("strong", { text: title }),
        make("span", {
          text: `${when} · ${strings.saved.moves(game.actions)} · ${who}${game.id === current ? ` · ${strings.saved.current}` : ""}`,
        }),
      );
      const what = `${title}, ${when}`;
      const resume = button(strings.buttons.resume, { resume: game.id }, "primary");
      resume.setAttribute("aria-label", strings.saved.resumeName(what));
      const remove = button(strings.buttons.delete, { delete: game.id });
      remove.setAttribute("aria-label", strings.saved.deleteName(what));
      const item = make("li", { className: "saved" });
      item.append(text, resume, remove);
      return item;
    }),
  );
}
