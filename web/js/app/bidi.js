// Text a user gave (a name, a file name, a value from an address) shown inside the page's own
// sentences: isolated (first-strong isolate U+2068 … pop U+2069) when it holds right-to-left
// letters or bidirectional controls, so that it can never turn the sentence around it.

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…) and the bidirectional controls. */
const BIDI = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;

/** A user-given text, isolated from the text around it where it could reorder it. @param {string} text */
export function isolate(text) {
  return BIDI.test(text) ? `\u2068${text}\u2069` : text;
}
