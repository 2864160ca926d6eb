// Pyodide's memory snapshot: the one module that touches its experimental (underscore) API,
// shared by the build (tools/make_snapshot.mjs, under Node) and the worker (in the browser).
// If a Pyodide upgrade changes that API, tests/js/snapshot.test.mjs fails loudly.
//
// A snapshot is the WebAssembly memory of an interpreter that has imported the whole engine;
// booting from it skips Python's start-up and every import (about a sixth of a bare boot).
// It does not hold the file system: the runtime still mounts its standard library, and the
// worker writes the engine wheel back where it was, so later imports and package data work.
//
// Warning: every visit starts from the same interpreter state. Python's `random` module and
// hash seed are frozen in the snapshot, so nothing that must differ between visits may come
// from them: game seeds come from crypto.getRandomValues (js/seed.js), and the engine's own
// fallback uses `secrets` (the browser's crypto on each call).

/** The header before the memory: MAGIC, the build's snapshot id (64 hex digits), the SHA-256 of
 * the memory (64 hex digits: a copy damaged in the browser's cache is known before it is booted,
 * whose size and header may be intact), a newline, padded to 144 bytes (Pyodide reads the memory
 * as 32-bit words: it must start 4-aligned). */
export const MAGIC = "RABSNAP2";
const HEADER_BYTES = 144;
const ID_AT = MAGIC.length,
  DIGEST_AT = ID_AT + 64;
/** @param {string} id @param {string} digest */
const header = (id, digest) => `${MAGIC}${id}${digest}\n`.padEnd(HEADER_BYTES, " ");

/** The SHA-256 of bytes, in hex (the platform's: a 21 MB memory in some tens of milliseconds). @param {Uint8Array} bytes */
export async function digestOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", /** @type {BufferSource} */ (bytes)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}
/** Where the engine wheel is written in Pyodide's file system: it is imported from there, zipped. */
export const WHEEL_PATH = "/tmp/rabattues.whl";

export class SnapshotError extends Error {}

/**
 * Python that puts the engine wheel (at WHEEL_PATH) on the path, imported from the zip as it is
 * (no unpacking), and imports the api; with `everything`, every engine module the page may use
 * (what a snapshot should hold). After a snapshot boot the same file must be written back to WHEEL_PATH: the
 * modules imported before the snapshot read their package data from it.
 * @param {boolean} everything
 */
export function installWheel(everything) {
  return `
import importlib, pkgutil, sys
if ${JSON.stringify(WHEEL_PATH)} not in sys.path:
    sys.path.insert(0, ${JSON.stringify(WHEEL_PATH)})
import rabattues, rabattues.api
if ${everything ? "True" : "False"}:
    for module in pkgutil.walk_packages(rabattues.__path__, "rabattues."):
        if module.name == "rabattues.__main__":  # runs the command line
            continue
        try:
            importlib.import_module(module.name)
        except ImportError:  # a module for the command line only refuses the page: not in the snapshot
            pass
del importlib, pkgutil
`;
}

/**
 * What the page's runtime boots with besides its files: the build's own standard library (a URL,
 * or a path under Node; tools/compile_stdlib.mjs) and the `info` of the runtime's lock file. The
 * lock lists no package: the engine loads none, so the runtime's 120 kB list is not fetched.
 * @typedef {{stdlib: string, lock: Record<string, string>}} PageRuntime
 */

/** loadPyodide's options. @param {string} indexURL @param {PageRuntime} [page] */
function runtimeOptions(indexURL, page) {
  return page ? { indexURL, stdLibURL: page.stdlib, lockFileContents: { info: page.lock, packages: {} } } : { indexURL };
}

/**
 * Boot a bare interpreter (with `page`, the page's runtime); `forSnapshot` prepares it to be saved
 * (Pyodide's `_makeSnapshot`).
 * @param {(options: object) => Promise<any>} loadPyodide @param {string} indexURL
 * @param {{forSnapshot?: boolean, page?: PageRuntime}} [options]
 */
export function bootBare(loadPyodide, indexURL, { forSnapshot = false, page } = {}) {
  const options = runtimeOptions(indexURL, page);
  return loadPyodide(forSnapshot ? { ...options, _makeSnapshot: true } : options);
}

/**
 * Boot from a snapshot's memory (the bytes after the header, see readSnapshot), with the page's
 * runtime it was made with: its import caches point into that standard library. The memory may
 * be a promise: the runtime fetches its own files meanwhile.
 * @param {(options: object) => Promise<any>} loadPyodide @param {string} indexURL
 * @param {Uint8Array | Promise<Uint8Array>} memory
 * @param {PageRuntime} [page]
 */
export function bootFromSnapshot(loadPyodide, indexURL, memory, page) {
  return loadPyodide({ ...runtimeOptions(indexURL, page), _loadSnapshot: memory });
}

/**
 * Save a booted interpreter (one made with bootBare(..., {forSnapshot: true})) with its id and checksum.
 * @param {any} pyodide @param {string} id @returns {Promise<Uint8Array>} header + memory
 */
export async function makeSnapshot(pyodide, id) {
  if (!/^[0-9a-f]{64}$/.test(id)) throw new SnapshotError(`bad snapshot id ${id}`);
  const memory = pyodide.makeMemorySnapshot();
  const out = new Uint8Array(HEADER_BYTES + memory.length);
  out.set(new TextEncoder().encode(header(id, await digestOf(memory))));
  out.set(memory, HEADER_BYTES);
  return out;
}

/**
 * The memory of a snapshot, if it is this build's (`id`), whole (`size` bytes, header included)
 * and as it was made (its checksum); else SnapshotError saying which.
 * @param {Uint8Array} bytes @param {string} id @param {number} size @returns {Promise<Uint8Array>}
 */
export async function readSnapshot(bytes, id, size) {
  const found = new TextDecoder().decode(bytes.subarray(0, HEADER_BYTES));
  if (!found.startsWith(MAGIC)) throw new SnapshotError("not a snapshot");
  if (found.slice(ID_AT, DIGEST_AT) !== id) throw new SnapshotError("a snapshot of another build");
  if (bytes.length !== size) throw new SnapshotError(`a truncated snapshot (${bytes.length} bytes)`);
  const memory = bytes.subarray(HEADER_BYTES);
  if (found !== header(id, await digestOf(memory))) {
    throw new SnapshotError("a damaged snapshot (its content does not match its checksum)");
  }
  return memory;
}
