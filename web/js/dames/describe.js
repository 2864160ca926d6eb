// The move list in words, from the engine's entries: each clause the engine tells (what the
// roller did, what passed and what became of it, throwing again) becomes its words in the
// language shown. Wording only: every fact, which die, who, what, comes from the entry.

import { strings } from "../i18n/strings.js";

/** @typedef {import("../engine/types.js").Entry} Entry @typedef {import("../engine/types.js").Clause} Clause */
/** @typedef {import("../engine/types.js").Color} Color */

/**
 * One entry in words ("White 4-3: unstacks on 4 and 3"); `announce` for the live region ("White throws 4-3: …").
 * @param {Entry} entry @param {Record<Color, string>} names @param {{announce?: boolean}} [options]
 */
export function describe(entry, names, { announce = false } = {}) {
  const m = strings.moves;
  const who = names[entry.player ?? "w"];
  switch (entry.kind) {
    case "opening": {
      const [w, b] = entry.dice ?? [];
      return m.opening(w, b, entry.starter ? names[entry.starter] : null);
    }
    case "throw": {
      const [a, b] = entry.dice ?? [];
      let head = (announce ? m.announceHead : m.throwHead)(who, a, b);
      if (entry.forfeited?.length) head += ` ${m.forfeited(entry.forfeited)}`;
      const parts = entry.clauses.map((clause) => clauseText(clause, names));
      return `${head}${m.sep}${parts.join(m.semi) || m.nothing}`;
    }
    case "claim":
      return `${m.claim(who, entry.dice?.[0] ?? 0)}${m.sep}${entry.clauses.map((c) => clauseText(c, names)).join(m.semi) || m.nothing}`;
    case "double":
      return m.double(who);
    case "take":
      return m.take(who);
    case "drop":
      return m.drop(who);
    default:
      return entry.action;
  }
}

/** One clause in words. @param {Clause} clause @param {Record<Color, string>} names */
function clauseText(clause, names) {
  const m = strings.moves;
  switch (clause.kind) {
    case "uses":
    case "claims":
      return withLost(usesText(clause, names[clause.player]), clause.lost, clause.kind === "claims");
    case "passes": {
      const dice = theDice(clause.dice, clause.second),
        many = clause.dice.length > 1,
        to = names[clause.to];
      if (clause.claim && clause.lost.length) {
        const lost = m.passedLost(m.theMany(clause.lost), clause.lost.length > 1);
        return `${m.passes(dice, many, to)}${m.mustClaim(clause.to_claim, to)}${lost}`;
      }
      if (clause.claim) return m.toClaim(dice, many, to);
      const used = usesText(clause, to);
      if (!used) return m.passes(dice, many, to) + (many ? m.cannotMany : m.cannot)(to);
      const lost = clause.lost.length ? m.passedLost(m.theMany(clause.lost), clause.lost.length > 1) : "";
      return m.passes(dice, many, to) + m.who(used, to) + lost;
    }
    case "again":
      return m.again(names[clause.player]);
    case "rerolled":
      return m.rerolled;
    default:
      return "";
  }
}

/** Dice used, then dice lost ("unplayable" for the roller's own, "lost" after a claim). @param {string} used @param {number[]} lost @param {boolean} claimed */
function withLost(used, lost, claimed) {
  const m = strings.moves;
  if (!lost.length) return used;
  const many = lost.length > 1;
  if (claimed) return `${used}${m.passedLost(m.theMany(lost), many)}`;
  const text = m.lost(many && lost[0] === lost[1] ? m.both(lost[0]) : m.theMany(lost), many);
  return used ? `${used}${m.semi}${text}` : text;
}

/** "unstacks on 4 and 3 and bears off from 2", said of `who`. @param {{unstack: number[], bear_off: number[]}} clause @param {string} who */
function usesText(clause, who) {
  const m = strings.moves;
  const parts = [];
  if (clause.unstack.length) parts.push(m.unstacks(clause.unstack, who));
  if (clause.bear_off.length) parts.push(m.bearsOff(clause.bear_off, who));
  return parts.join(` ${m.and} `);
}

/** "the 1", "the second 1", "both 1s", "the 6 and 2". @param {number[]} dice @param {boolean} second */
function theDice(dice, second) {
  const m = strings.moves;
  if (dice.length === 1) return second ? m.theSecond(dice[0]) : m.the(dice[0]);
  if (dice.length === 2 && dice[0] === dice[1]) return m.both(dice[0]);
  return m.theMany(dice);
}
