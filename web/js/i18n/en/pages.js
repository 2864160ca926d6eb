// English: the embeddable board and the examples page (a part of strings.js, the same keys in every language).

import { oneOf } from "../i18n.js";

// The embeddable board (embed.html) and the examples page.
export const embed = {
  region: "Dames Rabattues",
  loading: "Loading the rules engine…",
  given: "The position given",
  start: "The start",
  step: (/** @type {number} */ n, /** @type {number} */ of) => `Step ${n} of ${of}`,
  previous: "Previous",
  next: "Next",
  play: "Play from here",
  replay: "Back to the example",
  playing: "Playing from this position",
  open: "Open the full game",
  error: "This board could not be shown as asked",
  badPosition: (/** @type {string} */ value, /** @type {string} */ why) => `The position "${value}" in the address is not valid: ${why}.`,
  badDice: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) =>
    `Throw ${n} ("${value}") in the address cannot be played: ${why}.`,
  badPreset: (/** @type {string} */ value, /** @type {string[]} */ presets) =>
    `The rules "${value}" in the address do not exist (${oneOf(presets)}).`,
  unknown: (/** @type {string} */ name) => `The address has an unknown setting "${name}"; it was ignored.`,
  copy: "Copy",
  copied: "Copied",
  copyFailed: "Select the text and copy it",
};

// The examples page (examples.html): Lalanne's three worked examples, each an embedded board.
// Its texts use the rules page's marks: [@id] cites a source (linked to the rules page), `…` code.
export const examples = {
  pageTitle: "Dames Rabattues — three worked examples of the 1699 rules, to embed",
  pages: "Pages",
  play: "Play the game",
  rules: "Rules and sources",
  heading: "Three worked examples of the 1699 rules",
  lede: "Philippe Lalanne explains the rules of 1699 with three worked examples drawn as board diagrams [@lalanne-2004]. Here the app’s engine replays them throw by throw: press Next to see each throw played and described, or Play from here to go on with a game of your own from that position. Each board can be put in another page with the code below it.",
  ex1Title: "Example 1: unstacking, and a passed ace",
  ex1Text:
    "From the start, White throws 4-3 and unstacks on 4 and 3. Black throws 1-1: he unstacks on his 1, and the second ace, which he cannot use, passes to White, who unstacks on his 1. Black, having thrown a double, throws again: 5-1. He unstacks on 5; the ace passes, but White cannot use it (his point 1 is done), so it is lost. White throws 5-4 and unstacks on 5 and 4.",
  ex1Frame: "Example 1 of the 1699 rules, throw by throw",
  ex1Caption:
    "Example 1 of the English text signed by Philippe Lalanne (2004) [@lalanne-2004], after the rules Henri Charpentier published in Paris in 1698 or 1699 [@charpentier-1699]. His last diagram of this example marks the checkers with the French initials B (blanc, White) and N (noir, Black); it shows the same position as this board.",
  ex2Title: "Example 2: the last stack, then bearing off",
  ex2Text:
    "White has unstacked every point but his 5, where one unstacking move is left. He throws 5-2: the 5 unstacks the last stack, and the 2, since he has no stack left, bears a checker off from his point 2.",
  ex2Frame: "Example 2 of the 1699 rules, throw by throw",
  ex2Caption: "Example 2 of the English text on Charpentier’s rules signed by Philippe Lalanne (2004) [@lalanne-2004] [@charpentier-1699].",
  ex3Title: "Example 3: a die passed in the bear-off",
  ex3Text:
    "White is bearing off and his point 2 is empty. He throws 4-2: the 4 bears off from his point 4; the 2 is of no use to him and passes to Black, who unstacks on his point 2. Then Black throws.",
  ex3Frame: "Example 3 of the 1699 rules, throw by throw",
  ex3Caption: "Example 3 of the English text on Charpentier’s rules signed by Philippe Lalanne (2004) [@lalanne-2004] [@charpentier-1699].",
  embedLabel: "Embed this board",
  howtoTitle: "Any position, any throws",
  howto:
    'The board reads its address: `preset` (`charpentier-1699` or `modern`), `position` in the notation of the rules (each player’s points 1 to 6, a count and one `s` per unstacking move still needed, then whose throw it is), `dice` (the throws, as `43+11+51`), and `step` or `mode=play`. Nothing is stored in the reader’s browser. A sandboxed frame needs `sandbox="allow-scripts allow-same-origin allow-popups"`.',
};
