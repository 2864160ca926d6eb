// Text a user gave (a name, a file name, a value from an address) shown inside the page's own
// sentences: isolated (first-strong isolate U+2068 … pop U+2069) when it holds right-to-left
// letters or bidirectional controls, so that it can never turn the sentence around it.

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…) and the bidirectional controls. */
const BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;

/** A user-given text, isolated from the text around it where it could reorder it. @param {string} text */
export function isolate(text) {
  return BIDI.test(text) ? `\u2068${text}\u2069` : text;
}

/**
 * A value quoted in a message: cut to `limit` characters (`…` where cut) and isolated, so that
 * neither its length nor a right-to-left override in it can take over the sentence.
 * @param {string} text @param {number} [limit]
 */
export function quote(text, limit = 40) {
  return isolate(text.length > limit ? `${text.slice(0, limit - 1)}…` : text);
}
