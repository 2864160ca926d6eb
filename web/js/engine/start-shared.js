// An embedded board's engine, started as soon as the frame starts (embed.html loads this module
// on its own, async): every board of one page shares it, where the browser has SharedWorker.
import { Engine } from "./client.js";

export const engine = new Engine({ shared: true });
