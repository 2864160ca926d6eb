// The session's one-at-a-time runner (stepping by keys pressed quickly): one call runs at a time,
// and of the calls asked meanwhile only the last runs next. Its timers: `soon` runs unless another
// game is shown first, and leaves `later`'s timer alone. News goes by itself after a while.
import assert from "node:assert/strict";
import { mock, test } from "node:test";

import { NEWS_MS, clearNews, later, nextGame, oneAtATime, say, soon } from "../../web/js/app/render.js";
import { state } from "../../web/js/app/state.js";

/** A promise and the function that settles it. */
function gate() {
  /** @type {() => void} */
  let open = () => {};
  const promise = new Promise((resolve) => (open = () => resolve(undefined)));
  return { promise, open };
}

test("calls asked while one runs: only the last asked runs next, and pending says which", async () => {
  const ran = /** @type {number[]} */ ([]);
  const gates = new Map([
    [1, gate()],
    [4, gate()],
  ]);
  const runner = oneAtATime(async (n) => {
    ran.push(n);
    await gates.get(n)?.promise;
  });
  assert.equal(runner.pending(), null);
  const first = runner.run(1);
  assert.equal(runner.pending(), 1, "the one running");
  void runner.run(2);
  void runner.run(3);
  void runner.run(4);
  assert.equal(runner.pending(), 4, "the last asked, queued");
  gates.get(1)?.open();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(ran, [1, 4], "2 and 3 were skipped");
  gates.get(4)?.open();
  await first;
  assert.equal(runner.pending(), null);
});

test("a call that fails lets the next one run", async () => {
  const ran = /** @type {number[]} */ ([]);
  const runner = oneAtATime(async (n) => {
    ran.push(n);
    if (n === 1) throw new Error("no");
  });
  await assert.rejects(runner.run(1));
  await runner.run(2);
  assert.deepEqual(ran, [1, 2]);
});

/** Wait for the timers due by `ms`. @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test("soon runs its work once the task is done, and leaves later's timer alone", async () => {
  const ran = /** @type {string[]} */ ([]);
  later(() => ran.push("later"), 5);
  soon(() => ran.push("soon"));
  assert.deepEqual(ran, [], "not at once");
  await pause(20);
  assert.deepEqual(ran, ["soon", "later"]);
});

test("soon's work is dropped when another game is shown first", async () => {
  const ran = /** @type {string[]} */ ([]);
  soon(() => ran.push("old game"));
  nextGame();
  soon(() => ran.push("new game"));
  await pause(5);
  assert.deepEqual(ran, ["new game"]);
});

test("news goes after NEWS_MS or at the next action; problems and news with a button stay", () => {
  // News counts its time in a chain of short timers; the mock runs one link a tick, so time passes a millisecond a tick.
  const pass = (/** @type {number} */ ms) => {
    for (let i = 0; i < ms; i++) mock.timers.tick(1);
  };
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    state.messages = [];
    say("Game imported.", "info");
    say("Storage is full.", "error");
    say("A save set aside.", "info", [{ label: "Export", run: () => {} }]);
    pass(NEWS_MS - 1);
    assert.equal(state.messages.length, 3, "all three still shown just before");
    pass(1);
    assert.deepEqual(
      state.messages.map((m) => m.text),
      ["Storage is full.", "A save set aside."],
    );
    say("Game imported.", "info");
    pass(NEWS_MS / 2);
    say("Game imported.", "info"); // said again: a new message, with its own time
    pass(NEWS_MS / 2);
    assert.equal(state.messages.filter((m) => m.text === "Game imported.").length, 1, "the new one stays");
    clearNews();
    assert.deepEqual(
      state.messages.map((m) => m.text),
      ["Storage is full.", "A save set aside."],
    );
    pass(NEWS_MS);
    assert.equal(state.messages.length, 2, "its timer, gone off later, takes nothing else");
  } finally {
    mock.timers.reset();
    state.messages = [];
  }
});
