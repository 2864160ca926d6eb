"""What bench/answers.py runs in the page: a script run before the page's own (`PROBE`) that notes
each click, each change of the page and the frame that paints it, each request to the engine's
worker and its answer, and each change of `data-idle`; and what it reads from those notes for one
action (`SUMMARY`)."""

PROBE = """(() => {
  const log = (globalThis.__answers = { clicks: [], changes: [], engine: [], idle: [] });
  addEventListener("click", (event) => log.clicks.push(event.timeStamp), true);
  const changed = () => {
    const change = { t: performance.now(), paint: null };
    log.changes.push(change);
    requestAnimationFrame(() => setTimeout(() => (change.paint = performance.now())));
  };
  const seen = new MutationObserver((records) => {
    for (const r of records) {
      if (r.attributeName === "data-idle" && r.target === document.body) {
        log.idle.push([performance.now(), document.body.dataset.idle === "true"]);
      }
    }
    changed();
  });
  seen.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const proto of [Worker.prototype, MessagePort.prototype]) {
    const post = proto.postMessage;
    proto.postMessage = function (message) {
      if (message && typeof message === "object" && "op" in message) {
        log.engine.push({ id: message.id, op: message.op, sent: performance.now(), answered: null });
      }
      return post.apply(this, arguments);
    };
    const handler = Object.getOwnPropertyDescriptor(proto, "onmessage");
    Object.defineProperty(proto, "onmessage", { ...handler, set(fn) {
      handler.set.call(this, typeof fn !== "function" ? fn : function (event) {
        const id = event.data && event.data.id;
        const call = log.engine.findLast((e) => e.id === id && e.answered === null);
        if (call) call.answered = performance.now();
        return fn.apply(this, arguments);
      });
    } });
  }
})();"""

SUMMARY = """([clicks, start, until]) => {
  const log = globalThis.__answers, click = log.clicks[clicks] ?? start;
  const end = until ?? log.idle.find(([t, idle]) => idle && t > click)[0];
  const change = log.changes.find((c) => c.t >= click && c.paint !== null);
  const calls = log.engine.filter((e) => e.sent >= click && e.answered !== null && e.answered <= end
                                       && e.op !== "ping" && e.op !== "hold");
  let pause = 0, reply = null, thought = null;
  for (const c of calls) {
    if (thought !== null && c.op === "act") {
      pause += c.sent - thought;
      reply ??= c.answered - click;
      thought = null;
    }
    if (c.op === "computer_action") thought = c.answered;
  }
  const engine = calls.reduce((sum, c) => sum + (c.answered - c.sent), 0);
  const idle = end - click;
  return { taken: change ? change.paint - click : null, reply, idle, engine, pause,
           page: idle - engine - pause, ops: calls.map((c) => `${c.op} ${Math.round(c.answered - c.sent)}`) };
}"""
