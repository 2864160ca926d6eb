// The engine's boot as the page sees it (web/js/engine/progress.js): bytes counted as they come,
// the stage told, a gzipped snapshot read to exactly its size, a failed response refused.
import assert from "node:assert/strict";
import { test } from "node:test";
import { gzipSync } from "node:zlib";

import { Progress } from "../../web/js/engine/progress.js";

/** A progress whose messages are kept. */
function told() {
  /** @type {any[]} */
  const messages = [];
  return { progress: new Progress((message) => messages.push(message)), messages };
}

/** A response whose body comes in chunks of the given sizes. @param {number[]} sizes */
function chunked(sizes) {
  const stream = new ReadableStream({
    start(controller) {
      for (const size of sizes) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
  return new Response(stream, { status: 200 });
}

test("a counted response passes every byte on and counts it", async () => {
  const { progress } = told();
  progress.expect("ordinary", 1000);
  const body = new Uint8Array(await progress.count(chunked([300, 300, 100])).arrayBuffer());
  assert.equal(body.length, 700);
  assert.ok(body.every((b) => b === 7));
  assert.equal(progress.bytes, 700);
  assert.equal(progress.current, "runtime", "bytes still to come: the runtime is still loading");
});

test("once every expected byte is in, the stage told is Python starting", async () => {
  const { progress, messages } = told();
  progress.expect("ordinary", 500);
  await progress.count(chunked([250, 250])).arrayBuffer();
  assert.equal(progress.current, "start");
  assert.deepEqual(messages.at(-1), { type: "progress", via: "ordinary", stage: "start", bytes: 500, total: 500 });
});

test("a response that failed is refused with its path and status", () => {
  const { progress } = told();
  const failed = new Response("gone", { status: 404 });
  Object.defineProperty(failed, "url", { value: "http://example.test/pyodide/engine.snap" });
  assert.throws(() => progress.count(failed), /\/pyodide\/engine\.snap: HTTP 404/);
});

test("a stage is timed, told as it starts, and timed again when it runs again", async () => {
  const { progress, messages } = told();
  await progress.stage("snapshot", async () => new Promise((resolve) => setTimeout(resolve, 20)));
  assert.equal(messages[0].stage, "snapshot");
  assert.ok(progress.ms.snapshot >= 15, `${progress.ms.snapshot} ms`);
  const first = progress.ms.snapshot;
  await progress.stage("snapshot", async () => {}, { shown: false });
  assert.ok(progress.ms.snapshot >= first);
  assert.equal(messages.length, 1, "a stage not shown is not told");
});

test("a gzipped snapshot is read to exactly its size", async () => {
  const raw = new Uint8Array(70_000).map((_, i) => (i * 31) % 251);
  const { progress } = told();
  const out = await progress.gunzip(new Response(gzipSync(raw)), raw.length);
  assert.deepEqual(out, raw);
  assert.equal(progress.bytes, raw.length);
});

test("a gzipped snapshot shorter than its size comes back short (the caller says truncated)", async () => {
  const raw = new Uint8Array(1000).fill(3);
  const { progress } = told();
  const out = await progress.gunzip(new Response(gzipSync(raw)), 2000);
  assert.equal(out.length, 1000);
});

test("a gzipped snapshot larger than its size is refused", async () => {
  const raw = new Uint8Array(5000).fill(1);
  const { progress } = told();
  await assert.rejects(progress.gunzip(new Response(gzipSync(raw)), 4000), /larger than its build says/);
});

test("a whole response is counted when it is all in", async () => {
  const { progress, messages } = told();
  const bytes = await progress.whole(chunked([10, 20]));
  assert.equal(bytes.length, 30);
  assert.equal(progress.bytes, 30);
  assert.equal(messages.at(-1).bytes, 30);
});
