// Pyodide's experimental snapshot API (`_makeSnapshot`, `makeMemorySnapshot`, `_loadSnapshot`),
// as web/js/engine/snapshot.js uses it, with the pinned runtime and the engine wheel: if an
// upgrade of Pyodide changes that API, this fails loudly. Needs the wheel (make check builds it).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

import { SnapshotError, WHEEL_PATH, bootBare, bootFromSnapshot, installWheel, makeSnapshot, readSnapshot }
  from "../../web/js/engine/snapshot.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNTIME = path.join(ROOT, "node_modules", "pyodide") + path.sep;
const ID = "ab".repeat(32);

/** The engine wheel of build/dist (make builds it before the tests). */
function wheel() {
  const dist = path.join(ROOT, "build", "dist");
  const found = readdirSync(dist).filter((name) => /^rabattues-.*\.whl$/.test(name));
  assert.equal(found.length, 1, `one engine wheel in ${dist}, found ${found}`);
  return readFileSync(path.join(dist, found[0]));
}

test("a snapshot of the booted engine boots again, with the engine imported", async () => {
  const { loadPyodide } = await import(pathToFileURL(RUNTIME + "pyodide.mjs").href);
  const made = await bootBare(loadPyodide, RUNTIME, { forSnapshot: true });
  made.FS.mkdirTree("/tmp");
  made.FS.writeFile(WHEEL_PATH, wheel());
  made.runPython(installWheel(true));
  const snapshot = makeSnapshot(made, ID);
  const memory = readSnapshot(snapshot, ID, snapshot.length);
  const booted = await bootFromSnapshot(loadPyodide, RUNTIME, memory);
  // Imported before the snapshot: there with no file system behind it.
  assert.ok(booted.runPython("import sys; 'rabattues.dames.solver.packed' in sys.modules"));
  const answer = JSON.parse(booted.pyimport("rabattues.api").new_game(JSON.stringify({ preset: "modern", seed: 3 })));
  assert.equal(answer.ok, true);
  assert.equal(answer.record.seed, 3);
});

test("a snapshot of another build, truncated or not one at all is refused before Pyodide sees it", () => {
  const bytes = new Uint8Array(160);
  bytes.set(new TextEncoder().encode(`RABSNAP1${ID}\n`.padEnd(80, " ")));
  assert.throws(() => readSnapshot(bytes, "cd".repeat(32), bytes.length), SnapshotError);
  assert.throws(() => readSnapshot(bytes, ID, bytes.length + 4), SnapshotError);
  assert.throws(() => readSnapshot(new Uint8Array(160), ID, 160), SnapshotError);
  assert.equal(readSnapshot(bytes, ID, bytes.length).byteOffset % 4, 0, "the memory starts 4-aligned");
});
