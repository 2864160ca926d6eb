// The embedded boards' engine worker, started by each frame's first module (embed.html loads it
// alone, async): one SharedWorker for every board of a page, where the browser has it.
import { spawn } from "./spawn.js";

export const first = spawn(true, "rabattues-engine-1");
performance.mark("engine-started");
