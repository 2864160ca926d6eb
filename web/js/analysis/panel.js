// The analysis beside the board: a win-chance bar the player shows or hides (remembered), the
// cube decision of the position, the game's review (each game's own, games.js: `review`: the
// 1699 game's chances throw by throw, its decisions close or wrong, the luck; backgammon's as GNU
// Backgammon shows one), and the 1699 presets' facts. Every figure is the engine's (the solver's
// packed tables, or backgammon's evaluator, in the worker); nothing is computed here. The engine's
// answers are the page's state (`state.analysis`, each with the record it is of), so this drawer
// is a function of the state: a change of language redraws them at once, without asking again.
// The review's and the facts' modules are loaded when first wanted: a page starts without them.

import { redraw, render } from "../app/render.js";
import { state } from "../app/state.js";
import { allGames, gameOf, pageOf } from "../games.js";
import { language } from "../i18n/i18n.js";
import { strings } from "../i18n/strings.js";
import { $, setText } from "../ui/dom.js";
import { showBar } from "./winbar.js";

/** @typedef {import("../app/state.js").State} State @typedef {import("./answers.js").Answers} Answers */
/** @typedef {import("../games.js").GameEntry} GameEntry @typedef {import("../games.js").GamePage} GamePage */
/** @typedef {import("../games.js").Reviewer} Reviewer */

const SHOW_KEY = "rabattues:winbar";

/** Note in the state what was asked of the engine, or what it answered. @param {Partial<Answers>} change */
function note(change) {
  render({ analysis: { ...state.analysis, ...change } });
}

export class Analysis {
  /**
   * @param {() => import("../engine/client.js").Engine | undefined} engine
   * @param {(n: number) => void} onStep show the position after n actions (a point of the review's
   *   graph, a decision or a throw of the review chosen)
   * @param {(n: number, action: string) => void} onInstead show the position after an action the
   *   review ranks, played instead of action n
   */
  constructor(engine, onStep, onInstead) {
    this.engine = engine;
    this.onStep = onStep;
    this.onInstead = onInstead;
    /** @type {Map<string, Reviewer>} each game's review drawer, by the game's name, once its module is loaded */
    this.reviewers = new Map();
    /** @type {((facts: Record<string, any>) => void) | null} once loaded */
    this.showFacts = null;
    $("winbar-toggle").addEventListener("click", () => this.toggle());
    $("review-button").addEventListener("click", () =>
      render({ reviewOpen: !state.reviewOpen, analysis: { ...state.analysis, reviewOf: null, review: null } }),
    );
    $("facts").addEventListener("toggle", () => void this.loadFacts());
  }

  /** Show or hide the win bar, and remember the choice (shown again, it is asked again). */
  toggle() {
    const shown = !state.winbarShown;
    try {
      localStorage.setItem(SHOW_KEY, shown ? "shown" : "hidden");
    } catch {
      // storage off: the choice lasts as long as the page
    }
    render({ winbarShown: shown, analysis: { ...state.analysis, barOf: null, bar: null } });
  }

  /** Show the analysis of the game shown, and ask the engine what it lacks (cheap when nothing changed). @param {State} state */
  update(state) {
    const a = state.analysis,
      shown = state.winbarShown,
      reviewOpen = state.reviewOpen;
    const toggle = $("winbar-toggle");
    setText(toggle, shown ? strings.analysis.hide : strings.analysis.show);
    toggle.setAttribute("aria-pressed", String(shown));
    $("winbar").hidden = !shown;
    // Over: the game shown has ended, or its review says so (a position stepped to is not the end).
    const ended = a.reviewOf === state.record && a.review?.ok && a.review.outcome;
    const over = Boolean(state.view.outcome || ended);
    // Reviewing (stepping, or the game over and its banner gone): the board stays in view beside
    // the review (css/review.css), the review first in the panel.
    const bannerGone = state.dismissed.includes(state.gameId ?? "");
    document.body.dataset.reviewing = String(!!state.stepping || (over && bannerGone));
    const game = gameOf(state.view),
      page = pageOf(state.view); // exact figures or estimates, a review of its own
    this.draw(state, over || reviewOpen);
    const engine = this.engine();
    if (!state.record || state.engine !== "ready" || !state.confirmed || !engine || !page) return;
    setText($("analysis-heading"), page.analysisHeading());
    $("facts").hidden = !page.facts;
    setText($("review-button"), reviewOpen && !over ? strings.analysis.hideReview : strings.analysis.review);
    $("review-button").hidden = over;
    for (const other of allGames()) if (other !== game) $(other.reviewBox).hidden = true;
    // The bar is of the position looked at (stepping back), the review of the whole game.
    const looked = lookedAt(state);
    if (shown && a.barOf !== looked) void this.ask(engine, looked);
    if ((over || reviewOpen) && a.reviewOf !== state.record) void this.askReview(engine, state.record, game, page);
    if (!over && !reviewOpen) $(game.reviewBox).hidden = true;
  }

  /**
   * Draw the answers the state holds, each once for what it is of and the language shown.
   * @param {State} state @param {boolean} reviewing the review is shown (asked for, or the game is over)
   */
  draw(state, reviewing) {
    const a = state.analysis,
      lang = language();
    const looked = lookedAt(state);
    const at = state.stepping ? { ...state, view: state.stepping.view } : state; // the bar's words are of the position looked at
    if (a.bar && a.barOf === looked && redraw("winbar", [a.bar, lang])) showBar(a.bar, at);
    const reviewer = this.reviewers.get(gameOf(state.view).name);
    if (reviewing && reviewer && a.reviewOf === state.record) {
      if (a.review && redraw("review", [a.review, lang])) reviewer.show(a.review, state);
      else if (!a.review && redraw("review", [a.reviewOf, "working"])) reviewer.working(); // seconds in the browser for an estimate
    }
    const facts = a.facts;
    if (facts && facts !== "loading" && redraw("facts", [facts, lang])) {
      if (facts.ok && this.showFacts) this.showFacts(facts.table);
      else if (!facts.ok) $("facts-list").textContent = strings.analysis.failed(facts.error);
    }
  }

  /** A game's review drawer, its module loaded the first time. @param {GameEntry} game @param {GamePage} page */
  async loadReviewer(game, page) {
    if (!this.reviewers.has(game.name)) {
      const { Review } = await page.review();
      if (!this.reviewers.has(game.name)) this.reviewers.set(game.name, new Review(this.onStep, this.onInstead));
    }
    return this.reviewers.get(game.name);
  }

  /** Ask for the bar of a position; its answer goes to the state if it is still the one asked. @param {import("../engine/client.js").Engine} engine @param {any} record */
  async ask(engine, record) {
    note({ barOf: record, bar: null });
    const answer = await engine.call("position_analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    if (record === state.analysis.barOf) note({ bar: /** @type {import("./answers.js").BarAnswer} */ (answer) });
  }

  /**
   * Ask for the review of a game, its game's review module loaded meanwhile.
   * @param {import("../engine/client.js").Engine} engine @param {any} record @param {GameEntry} game @param {GamePage} page
   */
  async askReview(engine, record, game, page) {
    note({ reviewOf: record, review: null });
    const asked = engine.call("analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    // Its module could not be had: nothing is drawn, and it is asked again when the game moves on or the review is asked for again.
    if (!(await this.loadReviewer(game, page).catch(() => null))) return;
    render(); // its module is here: a review that takes seconds is said to be under way
    const answer = await asked;
    if (record === state.analysis.reviewOf) note({ review: /** @type {any} */ (answer) });
  }

  /** Load the facts the first time they are opened (or again after a failure). */
  async loadFacts() {
    const facts = pageOf(state.view)?.facts;
    if (!facts || (state.analysis.facts && (state.analysis.facts === "loading" || state.analysis.facts.ok))) return;
    note({ facts: "loading" });
    try {
      const module = facts();
      const response = await fetch(new URL("../../tables/facts.json", import.meta.url));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const table = await response.json();
      this.showFacts = (await module).showFacts;
      note({ facts: { ok: true, table } });
    } catch (error) {
      note({ facts: { ok: false, error: String(/** @type {Error} */ (error).message) } });
    }
  }
}

/**
 * Bring the review of the game shown into view: under the board where the board stays on top of
 * the page (a phone's one column), else where it is, the board beside it.
 */
export function revealReview() {
  const review = $(gameOf(state.view).reviewBox),
    box = review.hidden ? $("analysis") : review, // its module still loading: the panel it comes in
    table = /** @type {HTMLElement} */ (document.querySelector(".table"));
  const at = box.getBoundingClientRect(),
    board = table.getBoundingClientRect();
  const above = getComputedStyle(table).position === "sticky" && at.left < board.right ? board.height : 0;
  window.scrollTo({ top: Math.max(0, window.scrollY + at.top - above - 8), behavior: "instant" });
}

/** The record of the position looked at: stepped back to, or the game as it stands. @param {State} state */
function lookedAt(state) {
  return state.stepping?.record ?? state.record;
}

/** Whether the win bar was left shown in this browser (hidden where storage is refused). @returns {boolean} */
export function storedWinbar() {
  try {
    return localStorage.getItem(SHOW_KEY) === "shown";
  } catch {
    return false;
  }
}
