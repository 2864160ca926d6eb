// The win-chance bar and the cube decision of the position shown, from `position_analysis`; in
// backgammon, each side's gammons and backgammons too: shaded at the bar's ends (the darker the
// more the win is worth) and written out in a small table.

import { strings } from "../i18n/strings.js";
import { $, setText } from "../ui/dom.js";
import { playerNames } from "../ui/player-names.js";
import { percent, signed, svg } from "./format.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("./answers.js").Color} Color */

/** The bar and the cube line, from `position_analysis`. @param {import("./answers.js").BarAnswer} answer @param {State | undefined} state */
export function showBar(answer, state) {
  const bar = $("winbar"),
    note = $("winbar-note"),
    cube = $("winbar-cube");
  const names = state ? playerNames(state.view) : strings.color;
  cube.textContent = "";
  delete cube.dataset.double;
  delete cube.dataset.take;
  showShares(answer.ok && !state?.view.outcome ? answer : null, names);
  if (!answer.ok) {
    showMatch(null, names);
    bar.dataset.state = "error";
    note.textContent = strings.analysis.failed(answer.error);
    return;
  }
  bar.dataset.position = state?.view.position ?? "";
  bar.dataset.lookupUs = String(answer.lookup_us ?? "");
  showMatch(answer.match ?? null, names);
  const outcome = state?.view.outcome;
  if (outcome && answer.available !== "none") {
    // over: the winner's chance is 1
    bar.dataset.state = "over";
    delete bar.dataset.win;
    drawBar(outcome.winner === "w" ? 1 : 0, names, false);
    note.textContent = "";
    return;
  }
  if (!answer.win) {
    bar.dataset.state = answer.available === "none" ? "unavailable" : "even";
    delete bar.dataset.win;
    drawBar(0.5, names, answer.available === "none");
    note.textContent = answer.available === "none" ? strings.analysis.unavailable : strings.analysis.opening;
    return;
  }
  bar.dataset.state = "ready";
  bar.dataset.win = String(answer.win.w);
  drawBar(answer.win.w, names, false, answer.gammon && answer.backgammon ? { gammon: answer.gammon, backgammon: answer.backgammon } : null);
  note.textContent =
    answer.available === "cubeless" ? strings.analysis.cubeless : answer.available === "estimate" ? strings.bg.estimate : "";
  if (answer.cube?.may_double && state) showCube(answer.cube, answer.turn, names);
}

/** In a match, each player's match winning chances (the engine's); nothing in money play. @param {Record<Color, number> | null} match @param {Record<Color, string>} names */
function showMatch(match, names) {
  const line = $("winbar-match");
  line.hidden = !match;
  setText(line, match ? strings.match.chances(names.w, percent(match.w), names.b, percent(match.b)) : "");
  if (match) line.dataset.w = String(match.w);
  else delete line.dataset.w;
}

/** The cube line: each decision in words and its figures. @param {import("./answers.js").CubeFigures} c @param {Color} turn @param {Record<Color, string>} names */
function showCube(c, turn, names) {
  const a = strings.analysis,
    cube = $("winbar-cube");
  const thrower = names[turn],
    taker = names[turn === "w" ? "b" : "w"];
  const line =
    `${c.double ? a.shouldDouble(thrower) : a.shouldNotDouble(thrower)}${a.semi}` +
    `${c.take ? a.shouldTake(taker) : a.shouldDrop(taker)}.`;
  const figures =
    c.no_double === null || c.double_take === null || c.double_drop === null
      ? a.noFigures
      : a.cubeFigures(signed(c.no_double), signed(c.double_take), signed(c.double_drop));
  cube.textContent = `${line} ${figures}`;
  cube.dataset.double = String(c.double);
  cube.dataset.take = String(c.take);
}

/**
 * Each side's wins, gammons and backgammons, as the engine gives them (backgammon); hidden for the
 * 1699 game's answer, before the opening and once the game is over.
 * @param {import("./answers.js").BarAnswer | null} answer @param {Record<Color, string>} names
 */
function showShares(answer, names) {
  const table = $("winbar-shares");
  const shares = answer?.ok && answer.win && answer.gammon && answer.backgammon ? answer : null;
  table.hidden = !shares;
  if (!shares) return;
  for (const c of /** @type {Color[]} */ (["w", "b"])) {
    setText($(`shares-name-${c}`), names[c]);
    const row = /** @type {HTMLElement} */ (table.querySelector(`tr[data-player="${c}"]`));
    const figures = { win: shares.win?.[c], gammon: shares.gammon?.[c], backgammon: shares.backgammon?.[c] };
    for (const [kind, value] of Object.entries(figures)) {
      const cell = /** @type {HTMLElement} */ (row.querySelector(`.share-${kind}`));
      setText(cell, percent(value ?? 0));
      cell.dataset.value = String(value);
    }
  }
}

/**
 * White's chance from the left, Black's from the right; a side's gammons and backgammons (counted
 * in its wins, as the engine counts them) shaded darker at its end.
 * @param {number} white White's chance @param {Record<Color, string>} names @param {boolean} off
 * @param {{gammon: Record<Color, number>, backgammon: Record<Color, number>} | null} [shares]
 */
function drawBar(white, names, off, shares = null) {
  const graphic = $("winbar-graphic");
  const width = 1000 * white;
  /** A shaded part at a side's end: `share` of the whole bar. @param {Color} c @param {string} kind @param {number} share */
  const end = (c, kind, share) =>
    svg("rect", { class: `winbar-${kind}-${c}`, x: c === "w" ? 0 : 1000 * (1 - share), y: 0, width: 1000 * share, height: 28 });
  graphic.replaceChildren(
    svg("rect", { class: "winbar-w", x: 0, y: 0, width, height: 28 }),
    svg("rect", { class: "winbar-b", x: width, y: 0, width: 1000 - width, height: 28 }),
    ...(shares
      ? /** @type {Color[]} */ (["w", "b"]).flatMap((c) => [end(c, "gammon", shares.gammon[c]), end(c, "backgammon", shares.backgammon[c])])
      : []),
  );
  graphic.classList.toggle("off", off);
  const text = off ? ["—", "—"] : [percent(white), percent(1 - white)];
  setText($("winbar-w"), `${names.w} ${text[0]}`);
  setText($("winbar-b"), `${names.b} ${text[1]}`);
  graphic.setAttribute("aria-label", strings.analysis.barLabel(names.w, text[0], names.b, text[1]));
}
