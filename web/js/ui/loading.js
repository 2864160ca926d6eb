// The engine's start, shown as it goes: the stage under way and the bytes fetched, as the
// worker reports them (a stage with nothing to count shows that it is at work).

import { strings } from "../i18n/strings.js";
import { $ } from "./dom.js";

/** @typedef {import("../app/state.js").State} State */

/** Where each stage's share of the bar starts and ends, by the way the worker boots. */
const SPANS = {
  ordinary: { runtime: [0, 45], start: [45, 85], engine: [85, 100] },
  snapshot: { snapshot: [0, 40], runtime: [40, 90], engine: [90, 100] },
};

/** The loading bar and its words. @param {State} state */
export function updateLoading(state) {
  const box = $("loading");
  box.hidden = state.engine !== "loading";
  if (state.engine !== "loading") return;
  if (!state.progress) {
    $("loading-text").textContent = `${strings.loading.starting}…`;
    return;
  }
  const { via, stage, bytes, total } = state.progress;
  const spans = /** @type {Record<string, number[]>} */ (SPANS[via] ?? SPANS.ordinary);
  const [from, to] = spans[stage] ?? [0, 0];
  const counted = total > 0 && (stage === "snapshot" || (stage === "runtime" && via === "ordinary"));
  /** @type {HTMLProgressElement} */ ($("loading-bar")).value = Math.max(
    2,
    from + (counted ? Math.min(1, bytes / total) : 0) * (to - from),
  );
  box.classList.toggle("working", !counted);
  const label = strings.loading[/** @type {"snapshot" | "runtime" | "start" | "engine"} */ (stage)] ?? strings.loading.starting;
  $("loading-text").textContent = stage === "runtime" && counted ? `${label}… ${strings.loading.bytes(bytes, total)}` : `${label}…`;
}
