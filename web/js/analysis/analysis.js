// The exact analysis beside the board: a win-chance bar the player shows or hides (remembered),
// the cube decision of the position, a review of the game (an SVG graph of each player's
// chances throw by throw, with every cube decision marked and judged), and the game's facts.
// Every figure is the engine's (the solver's packed tables in the worker); nothing is computed here.

import { strings } from "../i18n/strings.js";
import { $ } from "../ui/dom.js";
import { showFacts } from "./facts.js";
import { showReview } from "./review.js";
import { showBar } from "./winbar.js";

/** @typedef {import("../app/state.js").State} State */

const SHOW_KEY = "rabattues:winbar";

export class Analysis {
  /** @param {() => import("../engine/client.js").Engine | undefined} engine */
  constructor(engine) {
    this.engine = engine;
    /** @type {any} the record last analysed (by identity) */
    this.asked = null;
    /** @type {any} the record last reviewed */
    this.reviewed = null;
    this.reviewOpen = false;
    this.shown = readShown();
    this.factsLoaded = false;
    $("winbar-toggle").addEventListener("click", () => this.toggle());
    $("review-button").addEventListener("click", () => {
      this.reviewOpen = !this.reviewOpen;
      this.reviewed = null;
      this.update(this.last);
    });
    $("facts").addEventListener("toggle", () => void this.loadFacts());
    /** @type {State | undefined} */
    this.last = undefined;
  }

  toggle() {
    this.shown = !this.shown;
    try {
      localStorage.setItem(SHOW_KEY, this.shown ? "shown" : "hidden");
    } catch {
      // storage off: the choice lasts as long as the page
    }
    this.asked = null;
    this.update(this.last);
  }

  /** Show the analysis of the game shown (cheap when nothing changed). @param {State | undefined} state */
  update(state) {
    this.last = state;
    const toggle = $("winbar-toggle");
    toggle.textContent = this.shown ? strings.analysis.hide : strings.analysis.show;
    toggle.setAttribute("aria-pressed", String(this.shown));
    $("winbar").hidden = !this.shown;
    const engine = this.engine();
    if (!state?.record || state.engine !== "ready" || !state.confirmed || !engine) return;
    const over = Boolean(state.view.outcome);
    $("review-button").textContent = this.reviewOpen && !over ? strings.analysis.hideReview : strings.analysis.review;
    $("review-button").hidden = over;
    if (this.shown && this.asked !== state.record) void this.ask(engine, state.record);
    if ((over || this.reviewOpen) && this.reviewed !== state.record) void this.review(engine, state.record);
    if (!over && !this.reviewOpen) $("review").hidden = true;
  }

  /** @param {import("../engine/client.js").Engine} engine @param {any} record */
  async ask(engine, record) {
    this.asked = record;
    const answer = await engine.call("position_analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    if (record !== this.last?.record) return;
    showBar(answer, this.last);
  }

  /** @param {import("../engine/client.js").Engine} engine @param {any} record */
  async review(engine, record) {
    this.reviewed = record;
    const answer = await engine.call("analysis", JSON.stringify(record)).catch((e) => ({ ok: false, error: String(e.message) }));
    if (record !== this.last?.record) return;
    showReview(answer, this.last);
  }

  async loadFacts() {
    if (this.factsLoaded) return;
    this.factsLoaded = true;
    const list = $("facts-list");
    try {
      const response = await fetch(new URL("../../tables/facts.json", import.meta.url));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      showFacts(await response.json());
    } catch (error) {
      this.factsLoaded = false;
      list.textContent = strings.analysis.failed(String(/** @type {Error} */ (error).message));
    }
  }
}

/** @returns {boolean} */
function readShown() {
  try {
    return localStorage.getItem(SHOW_KEY) === "shown";
  } catch {
    return false;
  }
}

