// A page's engine: its client around the worker early.js started (each page loads that on its
// own, before its other modules, so the worker boots, or is found running, while they load).
import { Engine } from "./client.js";
import { firstWorker } from "./spawn.js";

export const engine = new Engine({ shared: true, first: firstWorker() });
