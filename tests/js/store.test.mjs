// Saved games in storage (web/js/saves/store.js, aside.js, score.js, rescue.js's messages), on an
// in-memory localStorage and sessionStorage: ids that are also names of Object's own members,
// the revision at its limit, two saves set aside for one reason, each said with its own message.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { beforeEach, test } from "node:test";

import { tellSetAside } from "../../web/js/saves/rescue.js";
import { say } from "../../web/js/app/render.js";
import { state } from "../../web/js/app/state.js";
import * as store from "../../web/js/saves/store.js";
import { CONSTANTS } from "../../web/js/engine/constants.js";

/** The Storage interface over a Map. */
class MemoryStorage {
  items = new Map();
  get length() {
    return this.items.size;
  }
  /** @param {number} i */
  key(i) {
    return [...this.items.keys()][i] ?? null;
  }
  /** @param {string} key */
  getItem(key) {
    return this.items.has(key) ? this.items.get(key) : null;
  }
  /** @param {string} key @param {string} value */
  setItem(key, value) {
    this.items.set(key, String(value));
  }
  /** @param {string} key */
  removeItem(key) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  globalThis.localStorage = /** @type {any} */ (new MemoryStorage());
  globalThis.sessionStorage = /** @type {any} */ (new MemoryStorage());
});

const V0 = JSON.parse(readFileSync(new URL("../../e2e/data/saves-v0.json", import.meta.url), "utf8")).storage;
const [V0_KEY] = Object.keys(V0).filter((k) => k.startsWith(store.GAME_PREFIX));

test("version-0 saves whose ids are `constructor` and `__proto__` open, not set aside", () => {
  localStorage.setItem("rabattues:index", V0["rabattues:index"]); // an old index that knows neither id
  for (const id of ["constructor", "__proto__", "toString"]) localStorage.setItem(store.GAME_PREFIX + id, V0[V0_KEY]);
  const ids = store
    .listGames()
    .map((g) => g.id)
    .sort();
  assert.deepEqual(ids, ["__proto__", "constructor", "toString"]);
  assert.deepEqual(store.setAsideList(), []);
  for (const id of ids) assert.equal(JSON.parse(localStorage.getItem(store.GAME_PREFIX + id) ?? "").created, 0);
});

test("a save never passes the largest revision the page can read back", () => {
  const record = { format: 1, actions: ["o52"] },
    next = { format: 1, actions: ["o52", "throw"] };
  const at = (rev) => JSON.stringify({ save: 1, rev, created: 1, updated: 1, record, view: null });
  localStorage.setItem(`${store.GAME_PREFIX}last`, at(CONSTANTS.limits.rev - 1));
  assert.ok(store.loadGame("last"));
  assert.equal(store.saveGame("last", next, null), "saved");
  assert.equal(store.loadGame("last")?.rev, CONSTANTS.limits.rev, "the largest revision is written, and read back");
  localStorage.setItem(`${store.GAME_PREFIX}full`, at(CONSTANTS.limits.rev));
  assert.ok(store.loadGame("full"));
  assert.equal(store.saveGame("full", next, null), "off");
  assert.equal(localStorage.getItem(`${store.GAME_PREFIX}full`), at(CONSTANTS.limits.rev), "nothing written");
});

test("two saves set aside for the same reason are each said, each with its own export", () => {
  state.messages = [];
  for (const id of ["a", "b"]) localStorage.setItem(store.GAME_PREFIX + id, "{not json");
  assert.deepEqual(store.listGames(), []);
  tellSetAside((text, kind, actions, topic) => say(text, kind, actions, topic));
  assert.equal(state.messages.length, 2);
  assert.equal(state.messages[0].text, state.messages[1].text);
  assert.deepEqual(
    state.messages.map((m) => m.topic),
    ["aside:a", "aside:b"],
  );
  assert.ok(state.messages.every((m) => m.actions?.length === 2));
});

test("the session's score counts a game once, whatever its id", () => {
  store.countGame("constructor", "w", 2);
  store.countGame("constructor", "w", 2);
  store.countGame("__proto__", "b", 4);
  const score = store.countGame("__proto__", "b", 4);
  assert.equal(score.w, 2);
  assert.equal(score.b, 4);
  assert.deepEqual(Object.keys(store.loadSession().games).sort(), ["__proto__", "constructor"]);
});

/** Storage that refuses, as a browser's does past its quota, a write that would take it over `quota` characters. */
class SmallStorage extends MemoryStorage {
  /** @param {number} quota */
  constructor(quota) {
    super();
    this.quota = quota;
  }
  /** @param {string} key @param {string} value */
  setItem(key, value) {
    let total = key.length + String(value).length;
    for (const [k, v] of this.items) if (k !== key) total += k.length + v.length;
    if (total > this.quota) throw new DOMException("quota", "QuotaExceededError");
    super.setItem(key, value);
  }
}

const game = (n) => ({ format: 1, actions: Array.from({ length: n }, () => "o52") });

test("a game that cannot be saved is never the current one, and storage is full only when deleting would make room", () => {
  // Saves of 10, 50 and 60 actions take about 190, 430 and 490 characters; 600 actions, 3,700.
  globalThis.localStorage = /** @type {any} */ (new SmallStorage(1900));
  assert.equal(store.saveGame("small", game(10), null), "saved");
  assert.equal(store.currentId(), "small");
  for (const id of ["a", "b", "c"]) assert.equal(store.saveGame(id, game(50), null), "saved");
  // Past the quota, and the others hold more than it needs: deleting them would make room.
  assert.equal(store.saveGame("next", game(60), null), "full");
  assert.equal(store.currentId(), "c", "the last game saved stays the current one");
  assert.equal(store.loadGame("next"), null);
  // Larger than the whole of storage: whatever is deleted, it cannot be saved, and it is not said to be full.
  assert.equal(store.saveGame("huge", game(600), null), "too-large");
  assert.equal(store.currentId(), "c");
  store.deleteGames(() => true);
  assert.equal(store.saveGame("huge", game(600), null), "too-large");
  assert.equal(store.saveGame("next", game(60), null), "saved", "room made: saved, and current");
  assert.equal(store.currentId(), "next");
});

test("a view too long to keep is saved without its moves to choose, and the save stays small", () => {
  const move = { move: "8/5 6/5", paths: Array.from({ length: 30_000 }, () => [{ from: 8, to: 5, die: 3, hit: false }]) };
  const view = { game: "backgammon", turn: "w", moves: [move], boards: [{ checkers: [] }], after: { "8-5": 0 } };
  assert.ok(JSON.stringify(view).length > 1_000_000);
  assert.equal(store.saveGame("crowded", game(3), view), "saved");
  const text = localStorage.getItem(`${store.GAME_PREFIX}crowded`) ?? "";
  assert.ok(text.length < 1000, `${text.length} characters`);
  assert.deepEqual(JSON.parse(text).view, { game: "backgammon", turn: "w", moves: [], boards: [], after: {} });
  const small = { ...view, moves: [{ ...move, paths: move.paths.slice(0, 2) }] };
  assert.equal(store.saveGame("crowded", game(4), small), "saved");
  assert.deepEqual(JSON.parse(localStorage.getItem(`${store.GAME_PREFIX}crowded`) ?? "").view, small, "an ordinary view is kept whole");
});
