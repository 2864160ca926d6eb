// The small checks a stored value is read with (storage is untrusted input): an object, a count,
// a die's face.

import { CONSTANTS } from "../engine/constants.js";

/** @param {unknown} value @returns {value is Record<string, any>} */
export const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** @param {unknown} value */
export const isCount = (value) => Number.isSafeInteger(value) && /** @type {number} */ (value) >= 0;

/** A die's face, as the engine's dice have them. @param {unknown} value */
export const isFace = (value) => isCount(value) && /** @type {number} */ (value) >= 1 && /** @type {number} */ (value) <= CONSTANTS.faces;
