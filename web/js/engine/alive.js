// The name every lock starts with that a page asks its engine's worker to hold while it lives
// (worker.js `hold`, client.js `watchDeath`): the worker holds no other.

export const ALIVE_LOCK = "rabattues-engine-alive-";
