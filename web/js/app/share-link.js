// A link that is the game: the record, compressed (deflate) and written in base64url, in the
// address's fragment (`#game=…`), which a browser never sends to any server. Opening it, on any
// machine and offline, shows the game to step through. The fragment is untrusted like every
// other part of an address: its length, its decoding and the size it inflates to are bounded,
// and the record itself is the engine's to check.

import { CONSTANTS } from "../engine/constants.js";

const PREFIX = "#game=";

/** Bytes through a compression stream. @param {Uint8Array} bytes @param {CompressionStream | DecompressionStream} stream @param {number} [limit] */
async function through(bytes, stream, limit = Infinity) {
  const reader = new Blob([/** @type {BlobPart} */ (bytes)])
    .stream()
    .pipeThrough(/** @type {ReadableWritablePair<Uint8Array, Uint8Array>} */ (/** @type {unknown} */ (stream)))
    .getReader();
  /** @type {Uint8Array[]} */
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      // a small fragment that inflates to megabytes is refused as it grows
      await reader.cancel();
      throw new ShareError("too-large");
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export class ShareError extends Error {
  /** @param {"too-large" | "not-a-game"} kind @param {number} [chars] the code's length, when known */
  constructor(kind, chars = 0) {
    super(kind);
    this.chars = chars;
  }
}

/** The one size policy of links, for the links written and those read: a fragment's code of at
 * most `limits.address_chars` characters. @param {string} code */
const fits = (code) => code.length <= CONSTANTS.limits.address_chars;

/** The longest code a link may hold. */
export const longestLink = () => CONSTANTS.limits.address_chars;

/**
 * The address that is this game; ShareError "too-large" (with the code's length) for a game too
 * long for a link: the app would refuse to open it.
 * @param {any} record @returns {Promise<string>}
 */
export async function shareAddress(record) {
  const packed = await through(new TextEncoder().encode(JSON.stringify(record)), new CompressionStream("deflate-raw"));
  let text = "";
  for (const byte of packed) text += String.fromCharCode(byte);
  const code = btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  if (!fits(code)) throw new ShareError("too-large", code.length);
  return `${location.origin}${location.pathname}${PREFIX}${code}`;
}

/** Whether an address's fragment holds a game. @param {string} hash */
export const isShared = (hash) => hash.startsWith(PREFIX);

/**
 * The record's text a `#game=…` fragment holds (ShareError "too-large" or "not-a-game" if it is not one).
 * @param {string} hash @returns {Promise<string>}
 */
export async function sharedRecord(hash) {
  const code = hash.slice(PREFIX.length);
  if (!fits(code)) throw new ShareError("too-large", code.length);
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new ShareError("not-a-game");
  let bytes;
  try {
    const text = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
  } catch {
    throw new ShareError("not-a-game");
  }
  try {
    // A character is at most 4 bytes of UTF-8: the bytes are bounded by that, the text by its characters (as the engine counts them).
    const limit = CONSTANTS.limits.record_chars;
    const text = new TextDecoder("utf-8", { fatal: true }).decode(await through(bytes, new DecompressionStream("deflate-raw"), 4 * limit));
    if (text.length > limit && [...text].length > limit) throw new ShareError("too-large");
    return text;
  } catch (error) {
    if (error instanceof ShareError) throw error;
    throw new ShareError("not-a-game");
  }
}
