// The analysis's figures in the page's language (web/js/analysis/format.js):
// "51.6%" in English, a decimal comma and a space before % in French and Russian, a true minus.
import assert from "node:assert/strict";
import { test } from "node:test";

import { amount, number, percent, signed, signedPercent } from "../../web/js/analysis/format.js";
import { setLanguage } from "../../web/js/i18n/i18n.js";

test("English", async () => {
  await setLanguage("en", { remember: false });
  assert.equal(percent(0.5163), "51.6%");
  assert.equal(percent(0.5, 0), "50%");
  assert.equal(signedPercent(0.123), "+12.3%");
  assert.equal(signedPercent(-0.05), "\u22125.0%");
  assert.equal(signedPercent(0), "0.0%");
  assert.equal(signed(0.0123), "+0.012");
  assert.equal(signed(-0.426), "\u22120.426");
  assert.equal(amount(0.426), "0.426");
  assert.equal(number(1234.5, 1), "1,234.5");
});

test("French and Russian: a decimal comma, a space before %, a true minus", async () => {
  for (const lang of ["fr", "ru"]) {
    await setLanguage(lang, { remember: false });
    assert.match(percent(0.5163), /^51,6\s%$/u, lang);
    assert.match(signedPercent(-0.05), /^\u22125,0\s%$/u, lang);
    assert.equal(signed(0.0123), "+0,012", lang);
    assert.equal(amount(0.426), "0,426", lang);
  }
  await setLanguage("en", { remember: false });
});
