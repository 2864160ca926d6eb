// A new game's seed, drawn by the page from the browser's cryptographic generator: die n of the
// game is then a pure function of (seed, n) in the engine (py/rabattues/kernel/dice.py), and the seed is
// kept in the game's record, so every game can be replayed and checked.

import { CONSTANTS } from "../engine/constants.js";

/**
 * A seed as written in an address or the New game dialog: digits only, at most the engine's
 * largest seed (`limits.seed`, 2^53 − 1); null if it is not one.
 * @param {string} text
 */
export function readSeed(text) {
  if (!/^[0-9]{1,16}$/.test(text) || Number(text) > CONSTANTS.limits.seed) return null;
  return Number(text);
}

/** A uniform seed from 0 to 2^53 − 1: 53 bits of `crypto.getRandomValues` (21 of one word, 32 of another). */
export function randomSeed() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return (words[0] & 0x1fffff) * 2 ** 32 + words[1];
}

/**
 * A new game's settings with a seed: the one given, else a fresh random one.
 * @template {{seed?: number | null}} T @param {T} config @returns {T & {seed: number}}
 */
export function withSeed(config) {
  return { ...config, seed: config.seed ?? randomSeed() };
}
