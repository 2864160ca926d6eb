// The move list in plain words, from the engine's history entries (what each die did).
// Wording only: every fact comes from the entry.

import { strings } from "../i18n/strings.js";

/** @typedef {import("../app/state.js").Entry} Entry @typedef {import("../app/state.js").DieEvent} DieEvent */
/** @typedef {import("../app/state.js").Color} Color */
/** @typedef {{names: Record<Color, string>, strict: boolean, winner: Color | null, last: number, announce?: boolean}} Context */

const m = strings.moves;

/** One history entry in words. @param {Entry} entry @param {Context} context */
export function describe(entry, context) {
  const name = (/** @type {Color | null | undefined} */ c) => (c ? context.names[c] : "");
  switch (entry.kind) {
    case "opening": {
      const [w, b] = entry.dice ?? [];
      return m.opening(w, b, entry.starter ? name(entry.starter) : null);
    }
    case "throw":
      return describeThrow(entry, context);
    case "claim":
      return `${m.claim(name(entry.player), entry.dice?.[0] ?? 0)}${m.sep}${usesText(entry.events ?? []) || m.nothing}`;
    case "double":
      return m.double(name(entry.player));
    case "take":
      return m.take(name(entry.player));
    case "drop":
      return m.drop(name(entry.player));
    default:
      return entry.action;
  }
}

/** "White 4-3: unstacks on 4 and 3" ("White throws 4-3: …" to announce it), with passing, losing and throwing again. @param {Entry} entry @param {Context} context */
function describeThrow(entry, context) {
  const roller = /** @type {Color} */ (entry.player);
  const dice = entry.dice ?? [];
  let head = (context.announce ? m.announceHead : m.throwHead)(context.names[roller], dice[0], dice[1]);
  if (entry.forfeited?.length) head += ` ${m.forfeited(entry.forfeited)}`;
  if (entry.rerolled) return `${head}${m.sep}${m.rerolled}`;
  const events = entry.events ?? [];
  const isDouble = dice[0] === dice[1];
  const parts = groups(events).map(({ player, passed, group }) => {
    if (!passed) return rollerText(group);
    const rollerUsedSame = events.some((e) => !e.passed && e.use && e.die === group[0].die);
    return passedText(group, context.names[player], isDouble, rollerUsedSame);
  });
  const pending = unmatched(dice, events);
  const rollerWon = entry.n === context.last && context.winner === roller;
  if (pending.length && context.strict && !rollerWon) {
    parts.push(m.toClaim(theDice(pending, isDouble, events.length > 0), pending.length > 1, context.names[other(roller)]));
  }
  if (entry.again) parts.push(m.again(context.names[roller]));
  return `${head}${m.sep}${parts.join(m.semi) || m.nothing}`;
}

/** The roller's own dice: what they did, then any he lost. @param {DieEvent[]} group */
function rollerText(group) {
  const used = usesText(group);
  const lost = group.filter((e) => !e.use).map((e) => e.die);
  if (!lost.length) return used;
  const same = lost.length === 2 && lost[0] === lost[1];
  const lostText = m.lost(same ? m.both(lost[0]) : m.theMany(lost), lost.length > 1);
  return used ? `${used}${m.semi}${lostText}` : lostText;
}

/** Dice passed to the opponent, and what he did with them. @param {DieEvent[]} group @param {string} to @param {boolean} isDouble @param {boolean} second */
function passedText(group, to, isDouble, second) {
  const dice = group.map((e) => e.die);
  const used = usesText(group);
  const lost = group.filter((e) => !e.use).map((e) => e.die);
  let text = m.passes(theDice(dice, isDouble, second), dice.length > 1, to);
  if (!used) return text + (dice.length > 1 ? m.cannotMany : m.cannot);
  text += m.who(used);
  if (lost.length) text += m.passedLost(m.theMany(lost), lost.length > 1);
  return text;
}

/** "unstacks on 4 and 3 and bears off from 2" for the events that used a die. @param {DieEvent[]} events */
function usesText(events) {
  const unstack = events.filter((e) => e.use === "unstack").map((e) => e.die);
  const bear = events.filter((e) => e.use === "bear-off").map((e) => e.die);
  const parts = [];
  if (unstack.length) parts.push(m.unstacks(unstack));
  if (bear.length) parts.push(m.bearsOff(bear));
  return parts.join(` ${m.and} `);
}

/** "the 1", "the second 1", "the 6 and 2". @param {number[]} dice @param {boolean} isDouble @param {boolean} second */
function theDice(dice, isDouble, second) {
  if (dice.length === 1) return isDouble && second ? m.theSecond(dice[0]) : m.the(dice[0]);
  if (isDouble && dice.length === 2) return m.both(dice[0]);
  return m.theMany(dice);
}

/** Dice of a throw that no event used (passed to be claimed, or left when the game ended). @param {number[]} dice @param {DieEvent[]} events */
function unmatched(dice, events) {
  const left = [...dice];
  for (const event of events) {
    const i = left.indexOf(event.die);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** Consecutive events of the same player and origin. @param {DieEvent[]} events */
export function groups(events) {
  /** @type {{player: Color, passed: boolean, group: DieEvent[]}[]} */
  const out = [];
  for (const event of events) {
    const lastGroup = out[out.length - 1];
    if (lastGroup && lastGroup.player === event.player && lastGroup.passed === event.passed) lastGroup.group.push(event);
    else out.push({ player: event.player, passed: event.passed, group: [event] });
  }
  return out;
}

/** @param {Color} c @returns {Color} */
function other(c) {
  return c === "w" ? "b" : "w";
}
