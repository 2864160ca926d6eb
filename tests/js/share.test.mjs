// A shared game's address read back (web/js/app/share-link.js, the decoding half): a `#game=`
// fragment is a record deflated (raw) and written in base64url, here made by Node's own zlib,
// and everything else, or anything larger than the published limits (limits.py), is refused.
import assert from "node:assert/strict";
import { test } from "node:test";
import { deflateRawSync } from "node:zlib";

import { isShared, sharedRecord, ShareError } from "../../web/js/app/share-link.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

const { address_chars: ADDRESS_CHARS, record_chars: RECORD_CHARS } = CONSTANTS.limits;

/** The fragment holding these bytes, deflated. @param {Buffer | string} bytes */
const fragment = (bytes) => `#game=${deflateRawSync(bytes).toString("base64url")}`;

/** The ShareError reason a fragment is refused with. @param {string} hash */
async function refusal(hash) {
  try {
    await sharedRecord(hash);
  } catch (error) {
    assert.ok(error instanceof ShareError, String(error));
    return error.message;
  }
  assert.fail("not refused");
}

const RECORD = JSON.stringify({
  format: 1,
  preset: "charpentier-1699",
  seed: 5,
  dice: "seeded",
  players: { w: { name: "Zoé", kind: "human" }, b: { name: "Дмитрий", kind: "computer" } },
  actions: ["o52", "43"],
});

test("only a #game= fragment is a shared game", () => {
  assert.equal(isShared(fragment(RECORD)), true);
  assert.equal(isShared("#seed=5"), false);
  assert.equal(isShared(""), false);
});

test("a record deflated into the fragment comes back as its text, any script in its names", async () => {
  assert.equal(await sharedRecord(fragment(RECORD)), RECORD);
});

test("a fragment longer than address_chars is refused before it is decoded", async () => {
  assert.equal(await refusal(`#game=${"A".repeat(ADDRESS_CHARS + 1)}`), "too-large");
  // At the limit it is decoded: zero bytes are no deflate stream, so no game.
  assert.equal(await refusal(`#game=${"A".repeat(ADDRESS_CHARS)}`), "not-a-game");
});

test("a record that inflates past record_chars is refused as it grows (a small fragment, a large text)", async () => {
  const large = fragment("x".repeat(RECORD_CHARS + 1));
  assert.ok(large.length < ADDRESS_CHARS, "deflate makes it small enough to pass the address limit");
  assert.equal(await refusal(large), "too-large");
  assert.equal((await sharedRecord(fragment("x".repeat(RECORD_CHARS)))).length, RECORD_CHARS);
});

test("the limit counts characters, as the engine does, not their bytes", async () => {
  // "é" is two bytes of UTF-8, "😀" four (and two UTF-16 units): at the limit in characters, both pass.
  assert.equal(await sharedRecord(fragment("é".repeat(RECORD_CHARS))), "é".repeat(RECORD_CHARS));
  assert.equal([...(await sharedRecord(fragment("😀".repeat(RECORD_CHARS))))].length, RECORD_CHARS);
  assert.equal(await refusal(fragment("é".repeat(RECORD_CHARS + 1))), "too-large");
});

test("what is not base64url, not deflate or not UTF-8 is no game", async () => {
  const base64 = deflateRawSync(RECORD).toString("base64"); // standard base64: + and / and padding
  for (const code of ["abc+def/", "abc=", "abc%20", "a b", base64.endsWith("=") ? base64 : `${base64}=`]) {
    assert.equal(await refusal(`#game=${code}`), "not-a-game", code);
  }
  assert.equal(await refusal("#game=A"), "not-a-game", "a length base64 cannot have");
  assert.equal(await refusal(`#game=${Buffer.from(RECORD).toString("base64url")}`), "not-a-game", "not deflated");
  assert.equal(await refusal(fragment(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))), "not-a-game", "not UTF-8");
  assert.equal(await refusal(`#game=${deflateRawSync(RECORD).subarray(0, 20).toString("base64url")}`), "not-a-game", "a stream cut short");
});
