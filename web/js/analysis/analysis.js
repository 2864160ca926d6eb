// The exact analysis beside the board: a win-chance bar the player shows or hides (remembered),
// the cube decision of the position, a review of the game (review.js: the chances throw by
// throw, the decisions close or wrong, the luck), and the game's facts. Every figure is the
// engine's (the solver's packed tables in the worker); nothing is computed here. The engine's
// last answers are kept, so a change of language redraws them at once, without asking again.
// The review's and the facts' modules are loaded when first wanted: a page starts without them.

import { language } from "../i18n/i18n.js";
import { strings } from "../i18n/strings.js";
import { $ } from "../ui/dom.js";
import { showBar } from "./winbar.js";

/** @typedef {import("../app/state.js").State} State */

const SHOW_KEY = "rabattues:winbar";

export class Analysis {
  /**
   * @param {() => import("../engine/client.js").Engine | undefined} engine
   * @param {{onStep?: (n: number) => void, render?: (change: Partial<State>) => void}} [options] `onStep(n)`:
   *   show the position after n actions (a point of the review's graph, a decision or a throw of
   *   the review chosen); `render`: the page's one way to change what it shows (the bar shown or
   *   hidden, the review asked for are the page's state)
   */
  constructor(engine, { onStep = () => {}, render = () => {} } = {}) {
    this.engine = engine;
    /** @type {any} the record last analysed (by identity), and its answer */
    this.asked = null;
    /** @type {import("./types.js").BarAnswer | null} */
    this.bar = null;
    /** @type {any} the record last reviewed, and its answer */
    this.reviewed = null;
    /** @type {import("./types.js").ReviewAnswer | null} */
    this.review = null;
    /** @type {Record<string, any> | null} the facts, once loaded */
    this.facts = null;
    this.render = render;
    this.factsLoading = false;
    /** the language the answers were last drawn in */
    this.drawnIn = language();
    this.onStep = onStep;
    /** @type {{game: import("./review.js").Review, bg: import("../bg/review.js").BgReview} | null} once loaded */
    this.reviewers = null;
    /** @type {typeof import("./facts.js").showFacts | null} once loaded */
    this.showFacts = null;
    $("winbar-toggle").addEventListener("click", () => this.toggle());
    $("review-button").addEventListener("click", () => {
      this.reviewed = null;
      this.render({ reviewOpen: !this.last?.reviewOpen });
    });
    $("facts").addEventListener("toggle", () => void this.loadFacts());
    /** @type {State | undefined} */
    this.last = undefined;
  }

  /** Show or hide the win bar, and remember the choice. */
  toggle() {
    const shown = !this.last?.winbarShown;
    try {
      localStorage.setItem(SHOW_KEY, shown ? "shown" : "hidden");
    } catch {
      // storage off: the choice lasts as long as the page
    }
    this.asked = null;
    this.render({ winbarShown: shown });
  }

  /** Show the analysis of the game shown (cheap when nothing changed). @param {State | undefined} state */
  update(state) {
    this.last = state;
    const shown = !!state?.winbarShown, reviewOpen = !!state?.reviewOpen;
    const toggle = $("winbar-toggle");
    toggle.textContent = shown ? strings.analysis.hide : strings.analysis.show;
    toggle.setAttribute("aria-pressed", String(shown));
    $("winbar").hidden = !shown;
    if (this.drawnIn !== language()) this.redraw();
    const engine = this.engine();
    if (!state?.record || state.engine !== "ready" || !state.confirmed || !engine) return;
    // Over: the game shown has ended, or its review says so (a position stepped to is not the end).
    const ended = this.reviewed === state.record && this.review?.ok && this.review.outcome;
    const over = Boolean(state.view.outcome || ended);
    const bg = state.view.game === "backgammon"; // estimates, and a review of its own (bg/review.js)
    $("analysis-heading").textContent = bg ? strings.bg.heading : strings.analysis.heading;
    $("facts").hidden = bg;
    $("review-button").textContent = reviewOpen && !over ? strings.analysis.hideReview : strings.analysis.review;
    $("review-button").hidden = over;
    $(bg ? "review" : "bg-review").hidden = true;
    // The bar is of the position looked at (stepping back), the review of the whole game.
    const looked = state.stepping?.record ?? state.record;
    if (shown && this.asked !== looked) void this.ask(engine, looked);
    if ((over || reviewOpen) && this.reviewed !== state.record) void this.askReview(engine, state.record);
    if (!over && !reviewOpen) $(bg ? "bg-review" : "review").hidden = true;
  }

  /** The answers already there, drawn again in the language shown now. */
  redraw() {
    this.drawnIn = language();
    if (this.bar && this.asked === looked(this.last)) showBar(this.bar, atLooked(this.last));
    const bg = this.last?.view.game === "backgammon", box = bg ? "bg-review" : "review";
    if (this.review?.ok !== undefined && this.reviewed === this.last?.record && !$(box).hidden) this.showReview(bg);
    if (this.facts && this.showFacts) this.showFacts(this.facts);
  }

  /** The two reviews' drawers, their modules loaded the first time. */
  async loadReviewers() {
    if (!this.reviewers) {
      const [{ Review }, { BgReview }] = await Promise.all([import("./review.js"), import("../bg/review.js")]);
      this.reviewers ??= { game: new Review(this.onStep), bg: new BgReview(this.onStep) };
    }
    return this.reviewers;
  }

  /** @param {import("../engine/client.js").Engine} engine @param {any} record */
  async ask(engine, record) {
    this.asked = record;
    const answer = await engine.call("position_analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    if (record !== looked(this.last)) return;
    this.bar = /** @type {import("./types.js").BarAnswer} */ (answer);
    showBar(this.bar, atLooked(this.last));
  }

  /** @param {import("../engine/client.js").Engine} engine @param {any} record */
  async askReview(engine, record) {
    this.reviewed = record;
    const bg = record.game === "backgammon";
    if (bg) this.review = null; // not the last game's review while this one is made
    const asked = engine.call("analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    const reviewers = await this.loadReviewers().catch(() => null);
    if (!reviewers) return void (this.reviewed = null); // its module could not be had: asked again at the next render
    if (bg && this.reviewed === record) reviewers.bg.working(); // seconds in the browser: every throw's 21 outcomes
    const answer = await asked;
    if (record !== this.last?.record) return;
    this.review = /** @type {any} */ (answer);
    this.showReview(bg);
  }

  /** Draw the review last answered, the backgammon one or the 1699 one. @param {boolean} bg */
  showReview(bg) {
    if (!this.reviewers) return; // drawn once loaded, by askReview
    if (bg) this.reviewers.bg.show(/** @type {any} */ (this.review), this.last);
    else this.reviewers.game.show(/** @type {import("./types.js").ReviewAnswer} */ (this.review), this.last);
  }

  async loadFacts() {
    if (this.facts || this.factsLoading) return;
    this.factsLoading = true;
    try {
      const module = import("./facts.js");
      const response = await fetch(new URL("../../tables/facts.json", import.meta.url));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const facts = await response.json();
      this.showFacts = (await module).showFacts;
      this.facts = facts;
      this.showFacts(facts);
    } catch (error) {
      $("facts-list").textContent = strings.analysis.failed(String(/** @type {Error} */ (error).message));
    } finally {
      this.factsLoading = false;
    }
  }
}

/** The record of the position looked at: stepped back to, or the game as it stands. @param {State | undefined} state */
function looked(state) {
  return state?.stepping?.record ?? state?.record;
}

/** The state as at the position looked at (its view), for the bar. @param {State | undefined} state */
function atLooked(state) {
  return state?.stepping ? { ...state, view: state.stepping.view } : state;
}

/** Whether the win bar was left shown in this browser (hidden where storage is refused). @returns {boolean} */
export function storedWinbar() {
  try {
    return localStorage.getItem(SHOW_KEY) === "shown";
  } catch {
    return false;
  }
}
