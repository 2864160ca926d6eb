// The engine's boot as the page sees it (engine/boot.js): bytes received against bytes expected,
// and the stage under way, told at most every 100 ms; and each stage's milliseconds.

const SITE = new URL("../../", import.meta.url);

/** @typedef {(message: any) => void} Tell */

/** Bytes received against bytes expected, and the stage under way: told to the page, at most every 100 ms. */
export class Progress {
  /** @param {Tell} tell */
  constructor(tell) {
    this.tell = tell;
    this.bytes = 0;
    this.total = 0;
    this.current = "runtime";
    /** @type {"snapshot" | "ordinary"} the way being tried */
    this.via = "ordinary";
    this.toldAt = 0;
    /** @type {Record<string, number>} milliseconds of each stage */
    this.ms = {};
  }

  /** @param {"snapshot" | "ordinary"} via @param {number} total */
  expect(via, total) {
    this.via = via;
    this.bytes = 0;
    this.total = total;
  }

  /**
   * Time a stage; `shown` (the default) makes it the stage told to the page until the next.
   * @template T @param {string} name @param {() => Promise<T>} work @param {{shown?: boolean}} [options] @returns {Promise<T>}
   */
  async stage(name, work, { shown = true } = {}) {
    if (shown) this.show(name);
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.ms[name] = (this.ms[name] ?? 0) + Math.round(performance.now() - t0);
    }
  }

  /** Tell the page that `name` is the stage under way. @param {string} name */
  show(name) {
    this.current = name;
    this.say(true);
  }

  /** @param {boolean} [now] */
  say(now = false) {
    const t = performance.now();
    if (!now && t - this.toldAt < 100) return;
    this.toldAt = t;
    this.tell({ type: "progress", via: this.via, stage: this.current, bytes: this.bytes, total: this.total });
  }

  end() {
    this.bytes = this.total;
    this.say(true);
  }

  /** fetch, counting the body's bytes as they arrive. @param {URL | string} url */
  async fetch(url) {
    return this.count(await fetch(url));
  }

  /** @param {Response} response */
  count(response) {
    if (!response.ok) throw new Error(`${new URL(response.url || "", SITE).pathname}: HTTP ${response.status}`);
    if (!response.body) return response;
    const counter = new TransformStream({
      transform: (chunk, controller) => {
        this.bytes += chunk.byteLength;
        // Every byte in: what remains is Python starting (no measure of it but the stage).
        if (this.current === "runtime" && this.total > 0 && this.bytes >= this.total) this.current = "start";
        this.say(this.current === "start");
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), { status: response.status, headers: response.headers });
  }

  /**
   * Run `work` with the worker's `fetch` counting bytes (Pyodide fetches its runtime files with it).
   * @template T @param {() => Promise<T>} work @returns {Promise<T>}
   */
  async counting(work) {
    const plain = self.fetch;
    self.fetch = async (input, init) => this.count(await plain(input, init));
    try {
      return await work();
    } finally {
      self.fetch = plain;
    }
  }

  /** A response's bytes, counted when they are all in. @param {Response} response @returns {Promise<Uint8Array>} */
  async whole(response) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    this.bytes += bytes.length;
    this.say(true);
    return bytes;
  }

  /**
   * A gzipped response's bytes, which must come to exactly `size`.
   * @param {Response} response @param {number} size @returns {Promise<Uint8Array>}
   */
  async gunzip(response, size) {
    const out = new Uint8Array(size);
    const gunzip = /** @type {ReadableWritablePair<Uint8Array, Uint8Array>} */ (/** @type {unknown} */ (new DecompressionStream("gzip")));
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).pipeThrough(gunzip).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (this.bytes + value.length > size) throw new Error("a snapshot larger than its build says");
      out.set(value, this.bytes);
      this.bytes += value.length;
      this.say();
    }
    return this.bytes === size ? out : out.subarray(0, this.bytes);
  }
}
