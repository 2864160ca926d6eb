// The engine's worker, started by a page's first module (index.html, embed.html and examples.html
// load it alone, async): the page's engine client takes the same worker later (spawn.js
// firstWorker). Every page of the site shares it (spawn.js), the boards of one page and the next page too.
import { firstWorker } from "./spawn.js";

firstWorker();
