// The rules engine as promises: requests to the module worker, replies matched by id.
// Every answer is the engine's JSON: {ok: true, ...} or {ok: false, error}. See PROTOCOL.md.

/**
 * @typedef {{stage: string, done: boolean, ms?: number}} Progress
 * @typedef {{ok: boolean, error?: string, [key: string]: any}} Answer
 * @typedef {{onProgress: (p: Progress) => void, onReady: (info: {version: string, ms: Record<string, number>}) => void,
 *            onFailed: (error: string) => void}} Listeners
 */

import { withSeed } from "./seed.js";

/** The loading stages, in order, as the worker reports them. */
export const STAGES = ["runtime", "micropip", "engine"];

export class Engine {
  /** @param {Listeners} listeners */
  constructor(listeners) {
    this.listeners = listeners;
    this.nextId = 1;
    /** @type {Map<number, {resolve: (a: Answer) => void, reject: (e: Error) => void}>} */
    this.waiting = new Map();
    this.failed = /** @type {string | null} */ (null);
    this.worker = new Worker(new URL("../worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.fail(event.message || "the worker could not start");
    };
  }

  /** @param {any} data */
  receive(data) {
    if (data && typeof data.id === "number") {
      const promise = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (!promise) return;
      if ("result" in data) promise.resolve(data.result);
      else promise.reject(new Error(data.error));
    } else if (data?.type === "progress") {
      this.listeners.onProgress(data);
    } else if (data?.type === "ready") {
      this.listeners.onReady(data);
    } else if (data?.type === "failed") {
      this.fail(data.error);
    }
  }

  /** @param {string} error */
  fail(error) {
    if (this.failed) return;
    this.failed = error;
    for (const promise of this.waiting.values()) promise.reject(new Error(error));
    this.waiting.clear();
    this.listeners.onFailed(error);
  }

  /**
   * Call an engine function by name with JSON-text arguments.
   * @param {string} op @param {...string} args @returns {Promise<Answer>}
   */
  call(op, ...args) {
    if (this.failed) return Promise.reject(new Error(this.failed));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, op, args });
    });
  }

  presets() { return this.call("presets"); }
  /** A new game; without a seed, one from crypto.getRandomValues (kept in its record). @param {{seed?: number | null}} config */
  newGame(config) { return this.call("new_game", JSON.stringify(withSeed(config))); }
  /** @param {object | string} record */
  openRecord(record) { return this.call("open_record", asText(record)); }
  /** @param {object} record @param {string} action */
  act(record, action) { return this.call("act", asText(record), action); }
  /** @param {object} record */
  computerAction(record) { return this.call("computer_action", asText(record)); }
}

/** @param {object | string} value */
function asText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
