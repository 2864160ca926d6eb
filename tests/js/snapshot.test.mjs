// Pyodide's experimental snapshot API (`_makeSnapshot`, `makeMemorySnapshot`, `_loadSnapshot`),
// as web/js/engine/snapshot.js uses it, with the pinned runtime and the engine wheel: if an
// upgrade of Pyodide changes that API, this fails loudly. Needs the wheel (make check builds it).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";

import {
  SnapshotError,
  WHEEL_PATH,
  bootBare,
  bootFromSnapshot,
  installWheel,
  makeSnapshot,
  readSnapshot,
} from "../../web/js/engine/snapshot.js";

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
  const { loadPyodide } = await import(pathToFileURL(`${RUNTIME}pyodide.mjs`).href);
  const made = await bootBare(loadPyodide, RUNTIME, { forSnapshot: true });
  made.FS.mkdirTree("/tmp");
  made.FS.writeFile(WHEEL_PATH, wheel());
  made.runPython(installWheel(true));
  const snapshot = await makeSnapshot(made, ID);
  const memory = await readSnapshot(snapshot, ID, snapshot.length);
  const booted = await bootFromSnapshot(loadPyodide, RUNTIME, memory);
  // Imported before the snapshot: there with no file system behind it.
  assert.ok(booted.runPython("import sys; 'rabattues.dames.solver.packed' in sys.modules"));
  const answer = JSON.parse(booted.pyimport("rabattues.api").new_game(JSON.stringify({ preset: "modern", seed: 3 })));
  assert.equal(answer.ok, true);
  assert.equal(answer.record.seed, 3);
});

/** A snapshot of `memory` with this header's id and the memory's checksum, as makeSnapshot writes it. */
async function signed(memory, id = ID) {
  const digest = Buffer.from(await crypto.subtle.digest("SHA-256", memory)).toString("hex");
  const bytes = new Uint8Array(144 + memory.length);
  bytes.set(new TextEncoder().encode(`RABSNAP2${id}${digest}\n`.padEnd(144, " ")));
  bytes.set(memory, 144);
  return bytes;
}

test("a snapshot of another build, truncated or not one at all is refused before Pyodide sees it", async () => {
  const bytes = await signed(new Uint8Array(64).fill(7));
  await assert.rejects(readSnapshot(bytes, "cd".repeat(32), bytes.length), /another build/);
  await assert.rejects(readSnapshot(bytes, ID, bytes.length + 4), /truncated/);
  await assert.rejects(readSnapshot(new Uint8Array(208), ID, 208), /not a snapshot/);
  const memory = await readSnapshot(bytes, ID, bytes.length);
  assert.equal(memory.byteOffset % 4, 0, "the memory starts 4-aligned");
  assert.deepEqual(memory, new Uint8Array(64).fill(7));
});

test("a snapshot damaged inside, its size and header kept, is refused by its checksum", async () => {
  const memory = new Uint8Array(8192 + 4096).map((_, i) => i % 251);
  const bytes = await signed(memory);
  bytes.fill(0, 144 + 4096, 144 + 8192); // 4 KB zeroed at offset 4096 of the memory
  await assert.rejects(readSnapshot(bytes, ID, bytes.length), SnapshotError);
  await assert.rejects(readSnapshot(bytes, ID, bytes.length), /damaged/);
  const header = await signed(memory);
  header[144 + 8] ^= 1; // one bit
  await assert.rejects(readSnapshot(header, ID, header.length), /damaged/);
});
