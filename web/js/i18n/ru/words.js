// Russian: the small helpers of the ru.js table and its parts.

/** Bytes as megabytes, one decimal, in this language. @param {number} n */
export const megabytes = (n) => (n / 1e6).toLocaleString("ru", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** @typedef {"w" | "b"} Color */

export const COLORS = /** @type {Record<Color, string>} */ ({ w: "Белые", b: "Чёрные" });
export const DATIVE = /** @type {Record<string, string>} */ ({ Белые: "Белым", Чёрные: "Чёрным" });
export const GENITIVE = /** @type {Record<string, string>} */ ({ Белые: "Белых", Чёрные: "Чёрных" });
/** Whether `who` is a colour, a plural noun («Белые бросают»), rather than a name a player gave. @param {string} who */
export const isColour = (who) => Object.hasOwn(GENITIVE, who);
/** Кому: «к Белым», «к игроку Анна» (a name is not declined: «игрок» is). @param {string} who */
export const toWhom = (who) => DATIVE[who] ?? `игроку ${who}`;
/** Чей: «у Белых», «у игрока Анна». @param {string} who */
export const whose = (who) => GENITIVE[who] ?? `игрока ${who}`;
/** Who acts: «Белые», or a name as «игрок Анна», with whom the verb agrees (`verb`). @param {string} who */
export const player = (who) => (isColour(who) ? who : `игрок ${who}`);
/** The same at the start of a sentence: «Белые», «Игрок Анна». @param {string} who */
export const playerFirst = (who) => (isColour(who) ? who : `Игрок ${who}`);
/** The verb that agrees with `player(who)`: plural for a colour, singular for a player. @param {string} who @param {string} plural @param {string} singular */
export const verb = (who, plural, singular) => (isColour(who) ? plural : singular);

export const RULES = new Intl.PluralRules("ru");
/** «1 очко», «2 очка», «5 очков». @param {number} n @param {string} one @param {string} few @param {string} many */
export function count(n, one, few, many) {
  const form = RULES.select(n);
  return `${n} ${form === "one" ? one : form === "few" ? few : many}`;
}

/** «до 1 очка», «до 5 очков», «до 21 очка» (the genitive after «до»). @param {number} n */
export const upTo = (n) => `до ${n} ${n % 10 === 1 && n % 100 !== 11 ? "очка" : "очков"}`;

/** «4», «4 и 3», «1, 2 и 3». @param {(string | number)[]} items */
export function list(items) {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} и ${words[words.length - 1]}`;
}

// Кость по её числу: единица, двойка… (им. п.), единицу… (вин. п.), обе единицы (род. п.).
export const NOMINATIVE = ["", "единица", "двойка", "тройка", "четвёрка", "пятёрка", "шестёрка"];
export const ACCUSATIVE = ["", "единицу", "двойку", "тройку", "четвёрку", "пятёрку", "шестёрку"];
export const GENITIVE_DIE = ["", "единицы", "двойки", "тройки", "четвёрки", "пятёрки", "шестёрки"];
/** @param {number} die */
export const the = (die) => NOMINATIVE[die] ?? String(die);

/** «снимают шашку со стопки на пункте 4», «… по шашке со стопок на пунктах 4 и 3», «… две шашки …»; «снимает» for a player's name. @param {number[]} points @param {string} who */
export function unstacks(points, who) {
  const does = verb(who, "снимают", "снимает");
  if (points.length === 2 && points[0] === points[1]) return `${does} две шашки со стопки на пункте ${points[0]}`;
  return points.length === 1 ? `${does} шашку со стопки на пункте ${points[0]}` : `${does} по шашке со стопок на пунктах ${list(points)}`;
}

/** «сбрасывают шашку с пункта 2», «… по шашке с пунктов 2 и 5», «… две шашки с пункта 2»; «сбрасывает» for a player's name. @param {number[]} points @param {string} who */
export function bearsOff(points, who) {
  const does = verb(who, "сбрасывают", "сбрасывает");
  if (points.length === 2 && points[0] === points[1]) return `${does} две шашки с пункта ${points[0]}`;
  return points.length === 1 ? `${does} шашку с пункта ${points[0]}` : `${does} по шашке с пунктов ${list(points)}`;
}
