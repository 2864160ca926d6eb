// The page watches its engine (web/js/engine/client.js): a worker that answers nonsense, or is
// silent too long while booting, asked, or pinged, is taken for dead and said once, its pending
// requests failed; a restart gives a working engine again. The worker is a fake port here.
import assert from "node:assert/strict";
import { test } from "node:test";

import { Engine, LIMITS } from "../../web/js/engine/client.js";

/** An engine on a fake port: what the page sent, and what it was told of its worker. */
class Watched extends Engine {
  connect() {
    /** @type {any[]} */
    this.sent = [];
    return { postMessage: (/** @type {any} */ message) => this.sent.push(message), onmessage: null };
  }

  /** The worker says something. @param {any} data */
  hear(data) {
    /** @type {any} */ (this.port).onmessage({ data });
  }
}

/** A ready engine and what its listeners heard. */
function ready() {
  const engine = new Watched();
  /** @type {[string, boolean][]} */
  const failed = [];
  engine.listen({ onProgress() {}, onReady() {}, onFailed: (error, stalled) => void failed.push([error, stalled]) });
  engine.hear({ type: "ready", version: "test", boot: "ordinary", engine: "x", ms: {} });
  return { engine, failed };
}

/** Pretend `ms` milliseconds of silence have passed since everything was sent and heard. @param {Watched} engine @param {number} ms */
function silence(engine, ms) {
  engine.heard -= ms;
  for (const waiting of engine.waiting.values()) waiting.sent -= ms;
}

test("an answer that is not this protocol is nonsense: said once, the request failed", async () => {
  for (const nonsense of [{ id: 1, result: 5 }, { id: 1 }, null, 42, "text", { type: "hello" }]) {
    const { engine, failed } = ready();
    const asked = engine.call("presets");
    assert.equal(engine.sent.at(-1).id, 1);
    engine.hear(nonsense);
    await assert.rejects(asked, /nonsense/, JSON.stringify(nonsense));
    assert.deepEqual(failed, [["the engine answered nonsense", false]], JSON.stringify(nonsense));
    await assert.rejects(engine.call("presets"), /nonsense/, "nothing more is sent to it");
  }
});

test("a worker silent too long is taken for dead: asked, pinged, or booting", async () => {
  const asked = ready();
  const request = asked.engine.call("analysis", "{}");
  silence(asked.engine, LIMITS.request - 1000);
  asked.engine.check();
  assert.deepEqual(asked.failed, [], "a long answer is waited for");
  silence(asked.engine, 2000);
  asked.engine.check();
  await assert.rejects(request, /stopped answering/);
  assert.deepEqual(asked.failed, [["the engine stopped answering", true]]);

  const pinged = ready();
  pinged.engine.check(); // nothing asked: a ping
  assert.equal(pinged.engine.sent.at(-1).op, "ping");
  silence(pinged.engine, LIMITS.ping + 1);
  pinged.engine.check();
  assert.deepEqual(pinged.failed, [["the engine stopped answering", true]]);

  const booting = new Watched();
  /** @type {string[]} */
  const said = [];
  booting.listen({ onProgress() {}, onReady() {}, onFailed: (error) => void said.push(error) });
  booting.check(); // a worker answers pings while it boots
  assert.equal(booting.sent.at(-1).op, "ping");
  silence(booting, LIMITS.boot - 1000);
  booting.check();
  assert.deepEqual(said, []);
  silence(booting, 2000);
  booting.check();
  assert.deepEqual(said, ["the engine stopped answering"]);
});

test("a restart gives an engine that answers again", async () => {
  const { engine, failed } = ready();
  engine.hear({ type: "hello" });
  assert.equal(failed.length, 1);
  engine.restart();
  assert.equal(engine.failed, null);
  engine.hear({ type: "ready", version: "test", boot: "ordinary", engine: "y", ms: {} });
  const asked = engine.call("presets");
  engine.hear({ id: engine.sent.at(-1).id, result: { ok: true, presets: {} } });
  assert.deepEqual(await asked, { ok: true, presets: {} });
  engine.fail("restarted"); // stops its watch
});

/** A worker a page started before its client (js/engine/early.js): what it said meanwhile. @param {any[]} heard */
function startedFirst(heard) {
  /** @type {any[]} */
  const sent = [];
  const port = { postMessage: (/** @type {any} */ message) => sent.push(message), onmessage: null };
  return { spawned: { port, stop() {}, heard, onError() {} }, sent };
}

test("what the worker started first said before its client listened is told, in order", () => {
  const progress = { type: "progress", via: "ordinary", stage: "runtime", bytes: 1, total: 2 };
  const readyInfo = { type: "ready", version: "test", boot: "ordinary", engine: "z", ms: {} };
  const { spawned, sent } = startedFirst([{ data: progress }, { data: readyInfo }]);
  const engine = new Engine({ first: spawned });
  /** @type {string[]} */
  const told = [];
  engine.listen({ onProgress: () => void told.push("progress"), onReady: () => void told.push("ready"), onFailed() {} });
  assert.deepEqual(told, ["ready"], "a ready engine: its earlier progress is old news");
  assert.equal(engine.port, spawned.port, "the client took the worker over instead of starting one");
  const asked = engine.call("presets");
  assert.equal(sent.at(-1).op, "presets");
  engine.fail("restarted"); // stops its watch
  return assert.rejects(asked, /restarted/);
});

test("a first boot that fails is tried once more in a new worker; a second failure is said, once", async () => {
  const { spawned } = startedFirst([{ error: "the engine's worker could not start" }]);
  /** The worker started first, then fake ones. */
  class Again extends Engine {
    connect() {
      if (this.first) return super.connect();
      return { postMessage() {}, onmessage: null };
    }
  }
  const engine = new Again({ first: spawned });
  /** @type {string[]} */
  const said = [];
  engine.listen({ onProgress() {}, onReady() {}, onFailed: (error) => void said.push(error) });
  assert.deepEqual(said, [], "not said: the engine is started again");
  await new Promise((resolve) => setTimeout(resolve));
  assert.equal(engine.starts, 2);
  assert.notEqual(engine.port, spawned.port, "a new worker");
  spawned.onError("later"); // the first worker's late errors are for nothing
  assert.equal(engine.failed, null);
  /** @type {any} */ (engine.port).onmessage({ data: { type: "failed", error: "Failed to fetch" } });
  assert.deepEqual(said, ["Failed to fetch"]);
  /** @type {any} */ (engine.port).onmessage({ data: { type: "failed", error: "again" } });
  assert.deepEqual(said, ["Failed to fetch"], "said once");
});

test("an engine that said it is busy (another page's long call) is waited for, then taken for dead", async () => {
  const { engine, failed } = ready();
  engine.check(); // a ping, unanswered: the engine is at work for another page
  engine.hear({ type: "busy" });
  silence(engine, LIMITS.ping + 5000);
  engine.check();
  assert.deepEqual(failed, [], "busy, not dead");
  engine.hear({ id: engine.sent.at(-1).id, result: { ok: true } }); // the ping answered between two slices
  engine.check();
  silence(engine, LIMITS.ping + 1);
  engine.check();
  assert.deepEqual(failed, [["the engine stopped answering", true]], "no longer busy: the ping's limit again");

  const stuck = ready();
  stuck.engine.check();
  stuck.engine.hear({ type: "busy" });
  silence(stuck.engine, LIMITS.request + 1);
  stuck.engine.check();
  assert.deepEqual(stuck.failed, [["the engine stopped answering", true]], "busy for longer than any call: dead");
});
