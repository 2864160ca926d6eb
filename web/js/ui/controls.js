// Everything on the page around the board: status, buttons, real-dice pad, score, move list,
// banner, messages, loading progress and the two dialogs. It shows the state; the buttons it
// offers are the view's `actions` and `can_throw`, never a rule of its own.

import { describe } from "./words.js";
import { isColorName } from "../i18n/i18n.js";
import { strings } from "../i18n/strings.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("../app/state.js").View} View */
/** @typedef {import("../app/state.js").Entry} Entry @typedef {import("../app/state.js").Color} Color */
/** @typedef {import("../app/store.js").Summary} Summary */

/** @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Fill every `[data-text="path.in.strings"]` element with its string (and `[data-label]` with its accessible name). */
export function fillText() {
  for (const [attribute, apply] of /** @type {[string, (node: Element, text: string) => void][]} */ ([
    ["data-text", (node, text) => (node.textContent = text)],
    ["data-label", (node, text) => node.setAttribute("aria-label", text)],
  ])) {
    for (const node of document.querySelectorAll(`[${attribute}]`)) {
      /** @type {any} */
      let value = strings;
      for (const part of (node.getAttribute(attribute) ?? "").split(".")) value = value?.[part];
      if (typeof value === "string") apply(node, value);
    }
  }
  document.title = `${strings.title} — ${strings.subtitle}`;
}

/** After a change of language: every fixed text again, and the lists and pads rebuilt on the next render. */
export function retranslate() {
  fillText();
  buildNewGameForm();
  $("move-list").dataset.game = "";
  $("claims").dataset.key = "";
  for (const pad of ["pad-first", "pad-second"]) $(pad).dataset.label = "";
}

/** Player names as the move list and status say them. @param {View} view @returns {Record<Color, string>} */
export function names(view) {
  const name = (/** @type {Color} */ c) => (isColorName(c, view.players[c].name) || !view.players[c].name ? strings.color[c] : view.players[c].name);
  return { w: name("w"), b: name("b") };
}

/** Who acts for a view's decision, for the buttons: humans only. @param {View} view @param {Color} c */
const isHuman = (view, c) => view.players[c].kind === "human";

// ─── Controls ───────────────────────────────────────────────────────────────────────────────

/**
 * The status line, buttons and real-dice pad for the current view.
 * @param {State} state
 */
export function updateControls(state) {
  const view = state.view;
  const ready = state.engine === "ready" && state.confirmed && !!state.record;
  const live = ready && !view.outcome;
  const n = names(view);
  const actions = live ? view.actions : [];
  const mine = (/** @type {{player: Color}} */ a) => isHuman(view, a.player);
  const canThrow = live && view.can_throw && isHuman(view, view.current);
  const seeded = view.dice === "seeded";
  const blocked = state.busy;
  const box = $("buttons");
  const focused = document.activeElement;
  if (focused && focused !== document.body) keepFocus = box.contains(focused);

  show($("throw"), canThrow && seeded);
  show($("throw-hint"), canThrow && seeded);
  /** @type {HTMLButtonElement} */ ($("throw")).disabled = blocked;
  const has = (/** @type {string} */ token) => actions.some((a) => a.action === token && mine(a));
  for (const token of ["double", "take", "drop"]) {
    show($(token), has(token));
    /** @type {HTMLButtonElement} */ ($(token)).disabled = blocked;
  }
  updateClaims(actions.filter((a) => a.action.startsWith("c") && mine(a)).map((a) => Number(a.action.slice(1))), blocked);
  // Real dice: the pad stands for the Throw button (also when the computer's dice are thrown at the table).
  const padOpen = live && view.can_throw && !seeded;
  show($("typed"), padOpen);
  if (padOpen) updatePad(state);

  $("status").textContent = statusText(state, n);
  $("loading").hidden = state.engine === "ready";
  restoreFocus(box);
}

/** Was the focus on the game's buttons (a keyboard player throwing)? Then it stays there while they change. */
let keepFocus = false;

/**
 * A button that had the focus may hide or be disabled during a throw; the focus then goes back to
 * the first button now offered (Throw, Claim, Take…) instead of falling to the page's start.
 * @param {HTMLElement} box
 */
function restoreFocus(box) {
  const usable = (/** @type {Element | null} */ node) =>
    !!node && box.contains(node) && !(/** @type {HTMLButtonElement} */ (node)).disabled && node.getClientRects().length > 0;
  const focused = document.activeElement;
  if (!keepFocus || usable(focused)) return;
  if (focused && focused !== document.body && !box.contains(focused)) return;
  const next = [...box.querySelectorAll("button")].find(usable);
  if (next) next.focus();
}

/** @param {State} state @param {Record<Color, string>} n */
function statusText(state, n) {
  const view = state.view, s = strings.status;
  if (state.engine === "error") return "";
  if (state.engine !== "ready") return "";
  if (!state.confirmed) return s.waitEngine;
  if (view.outcome) return s.won(n[view.outcome.winner]);
  const current = n[view.current];
  if (state.computerWaiting && !isHuman(view, view.current)) return s.thinking(current);
  if (view.cube.offered) return s.offered(n[view.turn], current);
  const claim = view.pending.claimable.length && view.pending.player
    ? ` — ${s.claim(n[view.pending.player], strings.moves.theMany(view.pending.claimable))}` : "";
  if (view.opening) return (view.dice === "typed" ? s.openingTyped : s.opening) + claim;
  const base = view.in_turn ? s.again(current) : view.dice === "typed" ? s.toThrowTyped(current) : s.toThrow(current);
  return base + claim;
}

/** @param {number[]} dice @param {boolean} disabled */
function updateClaims(dice, disabled) {
  const box = $("claims");
  const key = dice.join(",");
  if (box.dataset.key !== key) {
    box.replaceChildren(...dice.map((die) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "claim";
      button.dataset.action = `c${die}`;
      button.textContent = strings.buttons.claim(die);
      return button;
    }));
    box.dataset.key = key;
  }
  for (const button of box.querySelectorAll("button")) button.disabled = disabled;
}

/** The 6-and-6 pad for real dice: who each die belongs to, and which faces are chosen. @param {State} state */
function updatePad(state) {
  const opening = state.view.opening;
  const labels = opening ? [strings.typed.whiteDie, strings.typed.blackDie] : [strings.typed.first, strings.typed.second];
  const [first, second] = [$("pad-first"), $("pad-second")];
  $("pad-first-label").textContent = labels[0];
  $("pad-second-label").textContent = labels[1];
  for (const [pad, label, chosen] of /** @type {[HTMLElement, string, number | null][]} */ ([[first, labels[0], state.typed.first], [second, labels[1], state.typed.second]])) {
    if (pad.dataset.label !== label) {
      pad.replaceChildren(...[1, 2, 3, 4, 5, 6].map((face) => {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "face";
        button.textContent = String(face);
        button.dataset.face = String(face);
        button.setAttribute("aria-label", strings.typed.face(label, face));
        return button;
      }));
      pad.dataset.label = label;
    }
    for (const button of pad.querySelectorAll("button")) {
      button.setAttribute("aria-pressed", String(Number(button.dataset.face) === chosen));
      button.disabled = state.busy;
    }
  }
  const enter = /** @type {HTMLButtonElement} */ ($("enter-dice"));
  enter.disabled = state.busy || state.typed.first === null || state.typed.second === null;
}

/** @param {HTMLElement} node @param {boolean} visible */
function show(node, visible) {
  if (node.hidden === visible) node.hidden = !visible;
}

// ─── Loading ────────────────────────────────────────────────────────────────────────────────

/** Where each stage's share of the bar starts and ends, by the way the worker boots. */
const SPANS = {
  ordinary: { runtime: [0, 45], start: [45, 85], engine: [85, 100] },
  snapshot: { snapshot: [0, 40], runtime: [40, 90], engine: [90, 100] },
};

/** Honest progress: the stage under way and the bytes fetched, as the worker reports them. @param {State} state */
export function updateLoading(state) {
  const bar = /** @type {HTMLProgressElement} */ ($("loading-bar"));
  if (state.engine !== "loading" || !state.progress) {
    $("loading").hidden = state.engine !== "loading";
    if (state.engine === "loading") $("loading-text").textContent = strings.loading.starting;
    return;
  }
  const { via, stage, bytes, total } = state.progress;
  const spans = /** @type {Record<string, number[]>} */ (SPANS[via] ?? SPANS.ordinary);
  const [from, to] = spans[stage] ?? [0, 0];
  // Bytes fill a stage's share; a stage with nothing to count shows it is at work (`working`).
  const counted = total > 0 && (stage === "snapshot" || (stage === "runtime" && via === "ordinary"));
  bar.value = Math.max(2, from + (counted ? Math.min(1, bytes / total) : 0) * (to - from));
  $("loading").classList.toggle("working", !counted);
  const label = strings.loading[/** @type {"snapshot" | "runtime" | "start" | "engine"} */ (stage)] ?? strings.loading.starting;
  $("loading-text").textContent = stage === "runtime" && counted ? `${label}… ${strings.loading.bytes(bytes, total)}` : `${label}…`;
}

// ─── Score, facts, banner ───────────────────────────────────────────────────────────────────

/** @param {State} state */
export function updateScore(state) {
  const view = state.view;
  $("score-w").textContent = String(state.session.w);
  $("score-b").textContent = String(state.session.b);
  $("score-games").textContent = strings.score.games(Object.keys(state.session.games).length);
  if (!state.record) return;
  $("fact-rules").textContent = strings.presetName[view.preset] ?? view.preset;
  let worth = strings.score.worth(view.rules.stake ?? 1, view.cube.value);
  if (view.rules.multipliers) worth += ` ${strings.score.multipliers}`;
  $("fact-worth").textContent = worth;
  const seed = $("fact-seed");
  if (view.dice === "typed") {
    seed.textContent = strings.score.typedDice;
  } else {
    const link = document.createElement("a");
    link.href = `?seed=${view.seed}${view.preset === "modern" ? "&preset=modern" : ""}`;
    link.textContent = String(view.seed);
    link.id = "seed-link";
    seed.replaceChildren(link);
  }
}

/** The end of game banner. @param {State} state @param {boolean} dismissed */
export function updateBanner(state, dismissed) {
  const outcome = state.view.outcome;
  const visible = !!outcome && state.confirmed && !dismissed;
  show($("banner"), visible);
  if (!outcome) return;
  const n = names(state.view);
  const winner = n[outcome.winner], loser = n[outcome.winner === "w" ? "b" : "w"];
  $("banner-title").textContent = outcome.how === "drop" ? strings.result.drop(winner, loser) : strings.result.race(winner);
  const stake = state.view.rules.stake ?? 1;
  $("banner-detail").textContent = `${strings.result.worth(outcome.points)} (${strings.result.detail(stake, outcome.cube, outcome.multiplier)})`;
}

// ─── Move list ──────────────────────────────────────────────────────────────────────────────

/** Append the entries not yet listed (the list is rebuilt when the game changes). @param {State} state */
export function updateMoves(state) {
  const list = $("move-list");
  const game = state.gameId ?? "";
  if (list.dataset.game !== game || list.querySelectorAll("li.entry").length > state.history.length) {
    list.replaceChildren();
    list.dataset.game = game;
  }
  const view = state.view;
  const context = { names: names(view), strict: view.rules.claim === "strict", winner: view.outcome?.winner ?? null, last: state.history.length };
  const listed = list.querySelectorAll("li.entry").length;
  list.querySelector(".end")?.remove();
  list.querySelector(".empty")?.remove();
  for (const entry of state.history.slice(listed)) {
    const item = document.createElement("li");
    item.className = `entry entry-${entry.kind} by-${entry.player ?? "both"}`;
    item.dataset.n = String(entry.n);
    item.textContent = describe(entry, context);
    list.appendChild(item);
  }
  if (view.outcome) {
    const item = document.createElement("li");
    item.className = "end";
    item.textContent = strings.moves.end(context.names[view.outcome.winner], view.outcome.points);
    list.appendChild(item);
  } else if (!state.history.length) {
    const item = document.createElement("li");
    item.className = "empty";
    item.textContent = strings.moves.empty;
    list.appendChild(item);
  }
  list.scrollTop = list.scrollHeight; // the list scrolls, never the page
}

/** Announce one entry in the live region. @param {State} state @param {Entry} entry */
export function announce(state, entry) {
  const view = state.view;
  const context = { names: names(view), strict: view.rules.claim === "strict", winner: view.outcome?.winner ?? null,
                    last: state.history.length, announce: true };
  let text = describe(entry, context);
  if (view.outcome) text += ` ${strings.moves.end(context.names[view.outcome.winner], view.outcome.points)}`;
  $("live").textContent = text;
}

// ─── Messages ───────────────────────────────────────────────────────────────────────────────

/** Messages above the board (text only: never HTML). @param {State} state @param {(i: number) => void} dismiss */
export function updateMessages(state, dismiss) {
  const box = $("messages");
  box.replaceChildren(...state.messages.map((message, i) => {
    const item = document.createElement("div");
    item.className = `message message-${message.kind}`;
    item.setAttribute("role", message.kind === "error" ? "alert" : "status");
    const text = document.createElement("span");
    text.textContent = message.text;
    const close = document.createElement("button");
    close.type = "button";
    close.className = "dismiss";
    close.textContent = "×";
    close.setAttribute("aria-label", strings.buttons.dismiss);
    close.addEventListener("click", () => dismiss(i));
    item.append(text);
    for (const action of message.actions ?? []) { // e.g. a save set aside: export its text, forget it
      const button = document.createElement("button");
      button.type = "button";
      button.className = "message-action";
      button.textContent = action.label;
      button.addEventListener("click", () => {
        action.run();
        if (action.dismiss) dismiss(i);
      });
      item.append(button);
    }
    item.append(close);
    return item;
  }));
}

// ─── New game dialog ────────────────────────────────────────────────────────────────────────

const CUBE_MAX = [2, 4, 8, 16, 32, 64];

/** Build the form's choices once. */
export function buildNewGameForm() {
  const d = strings.dialog;
  const presets = $("preset-choices");
  presets.replaceChildren(...Object.entries(strings.presetName).map(([value, label], i) => {
    const wrap = document.createElement("label");
    const input = document.createElement("input");
    input.type = "radio";
    input.name = "preset";
    input.value = value;
    input.checked = i === 0;
    wrap.append(input, ` ${label}`);
    return wrap;
  }));
  fillSelect("rule-passing", d.passingValues);
  fillSelect("rule-claim", d.claimValues);
  fillSelect("rule-doubles", d.doublesValues);
  fillSelect("rule-cube-max", Object.fromEntries(CUBE_MAX.map((v) => [String(v), String(v)])));
  fillSelect("players", d.playersValues);
}

/** @param {string} id @param {Record<string, string>} choices */
function fillSelect(id, choices) {
  $(id).replaceChildren(...Object.entries(choices).map(([value, label]) => {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = label;
    return option;
  }));
}

/** Put a preset's rules in the house-rules fields. @param {Record<string, any>} rules */
export function setRuleFields(rules) {
  /** @type {HTMLSelectElement} */ ($("rule-passing")).value = rules.passing;
  /** @type {HTMLSelectElement} */ ($("rule-claim")).value = rules.claim;
  /** @type {HTMLSelectElement} */ ($("rule-doubles")).value = rules.doubles;
  /** @type {HTMLInputElement} */ ($("rule-cube")).checked = !!rules.cube;
  /** @type {HTMLSelectElement} */ ($("rule-cube-max")).value = String(rules.cube_max);
  /** @type {HTMLInputElement} */ ($("rule-multipliers")).checked = !!rules.multipliers;
  /** @type {HTMLInputElement} */ ($("rule-stake")).value = String(rules.stake);
}

/**
 * Open the dialog with the current game's settings.
 * @param {State} state
 */
export function openNewGame(state) {
  const view = state.view;
  const preset = state.record ? view.preset : "charpentier-1699";
  for (const input of document.querySelectorAll("#preset-choices input")) {
    /** @type {HTMLInputElement} */ (input).checked = /** @type {HTMLInputElement} */ (input).value === preset;
  }
  const rules = state.record ? view.rules : state.presets?.[preset];
  if (rules) setRuleFields(rules);
  const players = view.players.b.kind === "computer" ? "computer-b" : view.players.w.kind === "computer" ? "computer-w" : "hotseat";
  /** @type {HTMLSelectElement} */ ($("players")).value = state.record ? players : "hotseat";
  const dice = state.record ? view.dice : "seeded";
  for (const input of document.querySelectorAll("#new-form input[name=dice]")) {
    /** @type {HTMLInputElement} */ (input).checked = /** @type {HTMLInputElement} */ (input).value === dice;
  }
  /** @type {HTMLInputElement} */ ($("seed")).value = "";
  /** @type {HTMLInputElement} */ ($("seed")).placeholder = state.record && view.dice === "seeded" ? String(view.seed) : "";
  $("new-error").textContent = "";
  updateNewGameReady(state);
  /** @type {HTMLDialogElement} */ ($("new-dialog")).showModal();
}

/** @param {State} state */
export function updateNewGameReady(state) {
  const ready = state.engine === "ready" && !!state.presets;
  $("new-wait").hidden = ready;
  /** @type {HTMLButtonElement} */ ($("new-start")).disabled = !ready;
}

/**
 * The game settings the form describes, as `new_game` takes them.
 * @returns {{preset: string, rules: Record<string, any>, players: Record<Color, {name: string, kind: string}>, dice: string, seed?: number} | {error: string}}
 */
export function readNewGame() {
  const form = /** @type {HTMLFormElement} */ ($("new-form"));
  const data = new FormData(form);
  const players = String(data.get("players"));
  const seedText = String(data.get("seed") ?? "").trim();
  /** @type {any} */
  const config = {
    preset: String(data.get("preset")),
    rules: {
      passing: data.get("passing"), claim: data.get("claim"), doubles: data.get("doubles"),
      cube: data.get("cube") === "on", cube_max: Number(data.get("cube_max")),
      multipliers: data.get("multipliers") === "on", stake: Number(data.get("stake")),
    },
    players: {
      w: { name: strings.color.w, kind: players === "computer-w" ? "computer" : "human" },
      b: { name: strings.color.b, kind: players === "computer-b" ? "computer" : "human" },
    },
    dice: String(data.get("dice")),
  };
  if (config.dice === "seeded" && seedText) {
    if (!/^\d{1,16}$/.test(seedText)) return { error: strings.errors.urlSeed(seedText) };
    config.seed = Number(seedText);
  }
  return config;
}

// ─── Saved games dialog ─────────────────────────────────────────────────────────────────────

/**
 * @param {Summary[]} games @param {string | null} current
 */
export function fillSaved(games, current) {
  const list = $("saved-list");
  if (!games.length) {
    const item = document.createElement("li");
    item.className = "empty";
    item.textContent = strings.saved.empty;
    list.replaceChildren(item);
    return;
  }
  list.replaceChildren(...games.map((game) => {
    const item = document.createElement("li");
    item.className = "saved";
    const when = new Date(game.updated).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    const title = `${strings.presetShort[game.preset] ?? game.preset} · ${game.dice === "typed" ? strings.score.typedDice : `${strings.score.seed} ${game.seed}`}`;
    const who = game.winner ? strings.saved.over(strings.color[/** @type {Color} */ (game.winner)]) : strings.saved.toPlay(strings.color[/** @type {Color} */ (game.turn)] ?? "");
    const text = document.createElement("div");
    text.className = "saved-text";
    const head = document.createElement("strong");
    head.textContent = title;
    const sub = document.createElement("span");
    sub.textContent = `${when} · ${strings.saved.moves(game.actions)} · ${who}${game.id === current ? ` · ${strings.saved.current}` : ""}`;
    text.append(head, sub);
    const what = `${title}, ${when}`;
    const resume = document.createElement("button");
    resume.type = "button";
    resume.className = "primary";
    resume.textContent = strings.buttons.resume;
    resume.setAttribute("aria-label", strings.saved.resumeName(what));
    resume.dataset.resume = game.id;
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = strings.buttons.delete;
    remove.setAttribute("aria-label", strings.saved.deleteName(what));
    remove.dataset.delete = game.id;
    item.append(text, resume, remove);
    return item;
  }));
}

