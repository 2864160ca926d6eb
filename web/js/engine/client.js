// The rules engine as promises: requests to the engine's worker, replies matched by id, and a
// watch on the worker. Every answer is the engine's JSON: {ok: true, ...} or {ok: false, error}.
// See docs/PROTOCOL.md.
//
// Every page of the site shares one engine (a SharedWorker, where the browser has it: spawn.js),
// so a page with several boards starts one engine, and a reload finds it running.

import { withSeed } from "../app/seed.js";
import { watchDeath } from "./alive.js";
import { ENGINE_NAME, spawn } from "./spawn.js";
import { expandAnswer } from "./views.js";

/**
 * @typedef {{via: "snapshot" | "ordinary", stage: string, bytes: number, total: number}} Progress
 * @typedef {{version: string, boot: "snapshot" | "ordinary" | "running", booted?: "snapshot" | "ordinary",
 *            snapshotError?: string, engine: string, ms: Record<string, number>}} Ready
 * @typedef {import("./types.js").Answer} Answer
 * @typedef {{onProgress: (p: Progress) => void, onReady: (info: Ready) => void,
 *            onFailed: (error: string, stalled: boolean) => void}} Listeners
 * @typedef {{postMessage: (message: any) => void, onmessage: ((event: MessageEvent) => void) | null}} Port
 */

/** How long the worker may be silent (ms) before it is taken for dead. */
export const LIMITS = {
  /** a boot that reports nothing: a slow phone may take this long to compile the runtime */
  boot: 90_000,
  /** an answer to a request (the longest engine call takes a few seconds) */
  request: 60_000,
  /** an answer to a ping, when nothing else is asked and the engine has not said it is busy */
  ping: 10_000,
};
const PING_EVERY_MS = 2_000;

/** @type {Listeners} */
const NOBODY = { onProgress() {}, onReady() {}, onFailed() {} };

export class Engine {
  /**
   * Take over the worker a page started first (`first`: js/engine/early.js), or start one;
   * `listen` later: what the worker said meanwhile is told then.
   * @param {{shared?: boolean, first?: import("./spawn.js").Spawned}} [options]
   */
  constructor({ shared = false, first } = {}) {
    this.listeners = NOBODY;
    this.shared = shared;
    this.nextId = 1;
    this.starts = 0;
    /** @type {{progress?: Progress, ready?: Ready, failed?: [string, boolean]}} what the worker said of its boot */
    this.told = {};
    /** @type {string | null} why the worker is taken for dead */
    this.failed = null;
    this.ready = false;
    /** @type {Map<number, {resolve: (a: Answer) => void, reject: (e: Error) => void, sent: number, ping: boolean}>} */
    this.waiting = new Map();
    this.heard = 0;
    /** whether the last word of the worker was that it is at work (`busy`) */
    this.busy = false;
    /** @type {ReturnType<typeof setInterval> | undefined} */
    this.watch = undefined;
    /** @type {(() => void) | undefined} stops the worker */
    this.stop = undefined;
    /** stops waiting for the worker's death (a worker given up, or started again) */
    this.unwatch = () => {};
    /** the worker started before this client, taken by the first `start` */
    this.first = first;
    /** @type {import("./spawn.js").Heard[]} what the worker said before `start` listened */
    this.early = [];
    this.port = this.start();
  }

  /** Who hears of the boot (progress, ready, failed), told at once what was said before. @param {Listeners} listeners */
  listen(listeners) {
    this.listeners = listeners;
    const { progress, ready, failed } = this.told;
    if (progress && !ready) listeners.onProgress(progress);
    if (ready) listeners.onReady(ready);
    if (failed) listeners.onFailed(...failed);
  }

  /** Start (or start again) a worker; pending requests of an old one are failed by `fail`. @returns {Port} */
  start() {
    this.told = {};
    this.failed = null;
    this.ready = false;
    this.busy = false;
    this.waiting = new Map();
    this.heard = performance.now();
    this.starts++;
    const port = this.connect();
    port.onmessage = (event) => {
      if (this.port === port) this.receive(event.data);
    }; // not an old worker's
    this.port = port;
    clearInterval(this.watch);
    this.watch = setInterval(() => this.check(), PING_EVERY_MS);
    this.watchDeath(port);
    for (const { data, error } of this.early.splice(0)) {
      if (error === undefined) this.receive(data);
      else this.fail(error);
    }
    return port;
  }

  /** Know at once when the worker behind `port` dies (alive.js); the silence tells otherwise (`check`). @param {Port} port */
  watchDeath(port) {
    this.unwatch();
    const mine = () => this.port === port;
    this.unwatch = watchDeath(
      (name) => this.send("hold", [name], true),
      mine,
      () => mine() && this.fail("the engine stopped answering", true),
    );
  }

  /** A port to the worker started first, or to a new one (a SharedWorker's when asked and available). @returns {Port} */
  connect() {
    // A name of its own on a restart: the old shared worker may be stuck, and other pages may use it.
    const spawned = this.first ?? spawn(this.shared, `${ENGINE_NAME}-${this.starts}-${Math.random().toString(36).slice(2)}`);
    this.first = undefined;
    this.early = spawned.heard.splice(0);
    spawned.onError = (error) => {
      if (this.port === spawned.port) this.fail(error);
    };
    this.stop = spawned.stop;
    return spawned.port;
  }

  /** Stop the worker (if it still runs) and start a new one: the page reopens its game after `onReady`. */
  restart() {
    this.fail("restarted");
    this.stop?.();
    this.start();
  }

  /**
   * A first boot that failed is tried once more in a new worker, which fetches every file again:
   * a file the network dropped once, or a worker that would not start, costs a slower start, not
   * an error. A second failure is told. A boot that hangs is not retried: the player is told at once.
   * @param {string} error
   */
  retry(error) {
    console.warn("the engine did not start; starting it again:", error);
    this.stop?.();
    setTimeout(() => this.start()); // not inside `start`, which may be replaying this failure
  }

  /** @param {any} data */
  receive(data) {
    this.heard = performance.now();
    this.busy = data?.type === "busy"; // at work, maybe for another page: its silence is not death (until LIMITS.request)
    if (this.busy) return;
    if (data && typeof data.id === "number") {
      const promise = this.waiting.get(data.id);
      if (!promise) return;
      if (data.result && typeof data.result === "object") promise.resolve(expandAnswer(data.result));
      else if (typeof data.error === "string") promise.reject(new Error(data.error));
      else return this.fail("the engine answered nonsense"); // this request too is failed, not left waiting
      this.waiting.delete(data.id);
    } else if (data?.type === "progress") {
      this.told.progress = data;
      this.listeners.onProgress(data);
    } else if (data?.type === "ready") {
      this.ready = true;
      this.told.ready = data;
      this.listeners.onReady(data);
    } else if (data?.type === "failed") {
      this.fail(String(data.error));
    } else if (data?.type !== "tables") {
      this.fail("the engine answered nonsense");
    }
  }

  /** Ping when nothing is asked; fail when the worker has been silent too long. */
  check() {
    if (this.failed) return;
    const now = performance.now(),
      waiting = [...this.waiting.values()];
    // Silent since the last message heard, or since the oldest question still unanswered.
    const silent = now - Math.max(this.heard, Math.min(now, ...waiting.map((w) => w.sent)));
    const limit = !this.ready ? LIMITS.boot : waiting.some((w) => !w.ping) || this.busy ? LIMITS.request : LIMITS.ping;
    if ((waiting.length || !this.ready) && silent > limit) return this.fail("the engine stopped answering", true);
    if (!waiting.length) this.send("ping", [], true).catch(() => {});
  }

  /** @param {string} error @param {boolean} [stalled] the worker died or hangs (a restart may help) */
  fail(error, stalled = false) {
    if (this.failed) return;
    this.failed = error; // what the worker still says is for nothing
    clearInterval(this.watch);
    this.unwatch();
    for (const promise of this.waiting.values()) promise.reject(new Error(error));
    this.waiting.clear();
    if (error === "restarted") return;
    if (!this.ready && !stalled && this.starts === 1) return this.retry(error);
    this.told.failed = [error, stalled];
    this.listeners.onFailed(error, stalled);
  }

  /** @param {string} op @param {string[]} args @param {boolean} [ping] @returns {Promise<Answer>} */
  send(op, args, ping = false) {
    if (this.failed) return Promise.reject(new Error(this.failed));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, sent: performance.now(), ping });
      this.port.postMessage({ id, op, args });
    });
  }

  /**
   * Call an engine function by name with JSON-text arguments.
   * @param {string} op @param {...string} args @returns {Promise<Answer>}
   */
  call(op, ...args) {
    return this.send(op, args);
  }

  presets() {
    return this.call("presets");
  }
  /** A new game; without a seed, one from crypto.getRandomValues (kept in its record). @param {Record<string, any> & {seed?: number | null}} config */
  newGame(config) {
    return this.call("new_game", JSON.stringify(withSeed(config)));
  }
  /** @param {object | string} record */
  openRecord(record) {
    return this.call("open_record", asText(record));
  }
  /** @param {object} record @param {string} action */
  act(record, action) {
    return this.call("act", asText(record), action);
  }
  /** @param {object} record */
  computerAction(record) {
    return this.call("computer_action", asText(record));
  }
}

/** @param {object | string} value */
function asText(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
