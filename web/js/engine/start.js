// The game page's engine, started as soon as the page starts: index.html loads this module on
// its own (async), before the page's other modules, so the worker boots while they load.
import { Engine } from "./client.js";

export const engine = new Engine();
performance.mark("engine-started");
