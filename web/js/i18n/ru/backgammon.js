// Russian: backgammon: its board, moves, review, Position IDs and XGIDs (a part of ru.js, the same keys in every language).

import { whose, count, upTo, player, playerFirst, verb } from "./words.js";

/** Where a checker borne off goes, in the move's words (« выброс с 6 »). */
const OFF = "выброс";

// Backgammon (js/backgammon/): the board's words, the move list, the status, the New game dialog.
export const bg = {
  autoForced: "Бэкгаммон: делать за меня вынужденный ход (единственный возможный)",
  autoBearOff: "Бэкгаммон: выбрасывать шашки за меня, когда каждая кость выбрасывает по шашке",
  autoBearOffHelp:
    "В гонке, когда каждая кость броска выбрасывает по шашке, этот ход делается за вас, как его делает автоматический выброс GNU Backgammon; любой другой выброс вы выбираете сами.",
  positionId: "Начать с позиции, заданной Position ID из GNU Backgammon или XGID (необязательно)",
  gameName: "Бэкгаммон",
  subtitle: "игра семейства tables в её нынешнем виде",
  dames: "Dames Rabattues",
  game: "Игра",
  cube: "Куб удвоения",
  jacoby: "Правило Джейкоби (гаммоны и бэкгаммоны считаются только после принятого удвоения)",
  level: "Уровень компьютера",
  levels: { beginner: "Новичок", intermediate: "Средний", expert: "Эксперт", master: "Мастер" },
  withLevel: (/** @type {string} */ rules, /** @type {string} */ level) => `${rules}; компьютер: ${level}`,
  help: "Игра на деньги или матч (правило Кроуфорда), с другом или с компьютером, в нотации GNU Backgammon.",
  label: "Доска для бэкгаммона",
  pips: (/** @type {number} */ n) => count(n, "пип", "пипа", "пипов"),
  point: (/** @type {number} */ n, /** @type {number} */ checkers, /** @type {string} */ who) =>
    checkers ? `пункт ${n}: ${count(checkers, "шашка", "шашки", "шашек")} ${whose(who)}` : `пункт ${n}: пусто`,
  bar: (/** @type {number} */ w, /** @type {number} */ b) => `бар: у Белых ${w}, у Чёрных ${b}`,
  tray: (/** @type {string} */ who, /** @type {number} */ n) => `выброшено шашек ${whose(who)}: ${n}`,
  selected: "выбран",
  canGo: "шашка может пойти сюда",
  on: (/** @type {number} */ checkers, /** @type {number} */ n) => `${checkers} на ${n}`,
  side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ bar, /** @type {number} */ off) =>
    `${who}: ${points || "нет шашек на доске"}${bar ? `; на баре ${bar}` : ""}; выброшено ${off}`,
  cubeAt: (/** @type {number} */ value, /** @type {string | null} */ owner) =>
    owner ? `куб на ${value}, у ${whose(owner)}` : "куб в центре",
  opening: (
    /** @type {string} */ w,
    /** @type {number} */ dw,
    /** @type {string} */ b,
    /** @type {number} */ db,
    /** @type {string} */ starter,
  ) => `Первый бросок: ${w} ${dw}, ${b} ${db}; начинают ${starter}`,
  openingTie: (/** @type {number} */ d) => `Первый бросок: у обоих выпало ${d}; бросают снова`,
  throws: (/** @type {string} */ who, /** @type {string} */ dice) => `${who}: выпало ${dice}`,
  cannotMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who}: выпало ${dice}, хода нет`,
  moved: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move) => `${who} ${dice}: ${move}`,
  movedWords: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ words) =>
    `${who} ${dice}: ${move} (${words})`,
  stepWords: (/** @type {string} */ from, /** @type {string} */ to, /** @type {boolean} */ hit) =>
    to === OFF ? `выброс с ${from}` : `с ${from} на ${to}${hit ? " с выбиванием" : ""}`,
  fromBar: "бара",
  toOff: OFF,
  doubles: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "удваивают", "удваивает")}`,
  takes: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "принимают", "принимает")} удвоение`,
  drops: (/** @type {string} */ who) => `${playerFirst(who)} ${verb(who, "отказываются", "отказывается")} от удвоения`,
  toMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${verb(who, "Ходят", "Ходит")} ${player(who)}: выпало ${dice}`,
  onRoll: (/** @type {string} */ who) => `Ход ${whose(who)}`,
  chosen: (/** @type {string} */ move) => `Выбран ход: ${move}. Подтвердите или отмените.`,
  tapHelp:
    "Коснитесь шашки — она пойдёт на большее число; коснитесь ещё раз — на другое. Перетащите её, чтобы выбрать пункт; можно ходить и стрелками с клавишей Enter.",
  undo: "Отменить",
  confirm: "Подтвердить",
  hint: "Подсказка",
  hintMoves: "Лучшие ходы по оценке эквити",
  hintMovesMatch: "Лучшие ходы по оценке шансов на победу в матче",
  hintHelp: "Выберите ход, чтобы показать его на доске, затем подтвердите.",
  matchRules: (/** @type {number} */ n, /** @type {boolean} */ cube) => `Бэкгаммон, матч ${upTo(n)}; ${cube ? "с кубом" : "без куба"}`,
  hintCube: (/** @type {string} */ action) => `Куб: ${action} (оценка)`,
  cubeActions: /** @type {Record<string, string>} */ ({
    "no double": "не удваивать",
    "double, take": "удвоить, принять",
    "double, drop": "удвоить, отказаться",
    "too good": "слишком хорошо, чтобы удваивать",
    "cannot double": "удвоить нельзя",
  }),
  estimate: "Оценки нейросети компьютера (обученной игрой с самой собой), а не точные значения.",
  rules: (/** @type {boolean} */ cube, /** @type {boolean} */ jacoby) =>
    `Бэкгаммон, игра на деньги; ${cube ? "с кубом" : "без куба"}${jacoby ? "; правило Джейкоби" : ""}`,
  heading: "Анализ (оценки)",
  chancesWin: "Победа",
  chancesGammon: "Гаммон",
  chancesBackgammon: "Бэкгаммон",
};

// Разбор партии в бэкгаммон (js/backgammon/review.js).
export const bgReview = {
  working: "Идёт разбор партии… (несколько секунд)",
  failed: (/** @type {string} */ why) => `Разбор не удался: ${why}`,
  note: "Оценки нейросети компьютера, а не точные значения: каждый ход оценён так же, как в подсказке (без просчёта вперёд), каждое решение с кубом — по 21 возможному броску (на бросок вперёд), везение броска — по сравнению с 21 возможным броском. Эквити на единицу куба; отметки и уровень игры — как в GNU Backgammon.",
  summaryHeading: "Итоги",
  luckHeading: "Везение",
  moves: "Ходы (с выбором)",
  movesCount: (/** @type {number} */ all, /** @type {number} */ unforced) => `${all} (${unforced})`,
  cubeDecisions: "Решения с кубом",
  moveErrors: "Ошибки в ходах",
  cubeErrors: "Ошибки с кубом",
  lost: "Потеря эквити",
  inPoints: "… в очках (× куб)",
  rate: "Потеря на решение",
  rating: "Уровень игры",
  luck: "Везение",
  luckMarks: "Отмеченные броски",
  key: "Ошибки: сомнительные / плохие / очень плохие. Отмеченные броски: очень удачные / удачные / неудачные / очень неудачные.",
  ratings: /** @type {Record<string, string>} */ ({
    supernatural: "Сверхъесте\u00adственный",
    world_class: "Мировой класс",
    expert: "Эксперт",
    advanced: "Продвинутый",
    intermediate: "Средний",
    casual: "Любитель",
    beginner: "Начинающий",
    awful: "Ужасный!",
  }),
  // A verdict, the same for a move and a cube decision (ход, удвоение, принятие, отказ): no gender to agree with.
  marks: /** @type {Record<string, string>} */ ({ doubtful: "сомнительно", bad: "плохо", very_bad: "очень плохо" }),
  luckNames: /** @type {Record<string, string>} */ ({
    very_lucky: "очень удачный",
    lucky: "удачный",
    unlucky: "неудачный",
    very_unlucky: "очень неудачный",
  }),
  luckLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ luck, /** @type {string} */ mark) =>
    `${who} ${dice}: ${mark}, ${luck}`,
  noLuck: "Ни один бросок не был настолько удачным или неудачным, чтобы его отметить.",
  errorsHeading: "Ошибки",
  noErrors: "Ошибок, которые стоит разобрать, нет: ни одной из тех, что отмечает GNU Backgammon (сомнительные, плохие, очень плохие).",
  errorLine: (
    /** @type {string} */ who,
    /** @type {string} */ dice,
    /** @type {string} */ move,
    /** @type {string} */ mark,
    /** @type {string} */ loss,
  ) => `${who} ${dice}: ${move} — ${mark}, потеря эквити ${loss}`,
  rank: "№",
  moveHead: "Ход",
  choiceHead: "Выбор",
  equityHead: "Эквити",
  lostHead: "Потеря",
  played: "(сыгран)",
};

export const interop = {
  copyXgid: "Копировать XGID",
  positionIdCopied: (/** @type {string} */ id) => `Позиция скопирована в виде Position ID для GNU Backgammon: ${id}`,
  xgidCopied: (/** @type {string} */ xgid) => `Позиция скопирована в виде XGID (eXtreme Gammon): ${xgid}`,
  fromPositionId: "Партия начата с позиции по Position ID: расстановка шашек из него, ход Белых.",
  fromXgid: (/** @type {string} */ who, /** @type {string} */ dice) =>
    `Партия начата с позиции по XGID: расстановка шашек из него, ${verb(who, "ходят", "ходит")} ${player(who)}${dice ? `, выпало ${dice}` : ""}.`,
  cubeKept: (/** @type {number} */ value, /** @type {string} */ who) => `Куб тоже из него: на ${value}, у ${whose(who)}.`,
  cubeNotKept: (/** @type {number} */ value, /** @type {string} */ who, /** @type {string} */ why) =>
    `Куб из него (на ${value}, ${who ? `у ${whose(who)}` : "в центре"}) не перенесён: ${why}; партия начинается с куба в центре, на 1.`,
  cubeWhy: /** @type {Record<string, string>} */ ({
    impossible: "куб на 1 лежит в центре, а выше 1 принадлежит тому, кто принял удвоение",
    off: "эта партия играется без куба",
    max: "он выше предела куба в этой партии",
    crawford: "в партии Кроуфорда куб остаётся в центре",
  }),
  offeredNotKept: "Предложенное в нём удвоение не перенесено: игрок, чей ход, сможет удвоить снова.",
  region: "Бэкгаммон",
  badMove: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) =>
    `Ход ${n} («${value}») из адреса нельзя сыграть: ${why}.`,
};
