// The game page's engine worker, started by the page's first module (index.html loads it alone,
// async): engine/start.js hands it to the page's engine client.
import { spawn } from "./spawn.js";

export const first = spawn(false, "rabattues-engine-1");
performance.mark("engine-started");
