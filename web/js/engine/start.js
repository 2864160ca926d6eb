// The game page's engine: its client around the worker early.js started (index.html loads that
// on its own, before the page's other modules, so the worker boots while they load).
import { Engine } from "./client.js";
import { first } from "./early.js";

export const engine = new Engine({ first });
