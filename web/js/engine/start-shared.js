// An embedded board's engine: its client around the shared worker early-shared.js started
// (embed.html loads that on its own, async): every board of one page shares it.
import { Engine } from "./client.js";
import { first } from "./early-shared.js";

export const engine = new Engine({ shared: true, first });
