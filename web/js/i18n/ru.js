// Русский: таблица strings.js, ключ в ключ. Термины — как в современном русском описании игры:
// шашки, стопка, снять шашку со стопки (расформировать стопку), сбросить шашку с доски, дубль,
// число, переданное сопернику (его можно сыграть, им можно воспользоваться), куб удвоения,
// бэкгаммон, эквити, «свои правила». Игроки — «Белые» и «Чёрные» (мн. ч.: «Белые бросают»).

/** Bytes as megabytes, one decimal, in this language. @param {number} n */
const megabytes = (n) => (n / 1e6).toLocaleString("ru", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** @typedef {"w" | "b"} Color */

const COLORS = /** @type {Record<Color, string>} */ ({ w: "Белые", b: "Чёрные" });
const DATIVE = /** @type {Record<string, string>} */ ({ Белые: "Белым", Чёрные: "Чёрным" });
const GENITIVE = /** @type {Record<string, string>} */ ({ Белые: "Белых", Чёрные: "Чёрных" });
/** Кому: «к Белым». @param {string} who */
const toWhom = (who) => DATIVE[who] ?? who;
/** Чей: «у Белых». @param {string} who */
const whose = (who) => GENITIVE[who] ?? who;

const RULES = new Intl.PluralRules("ru");
/** «1 очко», «2 очка», «5 очков». @param {number} n @param {string} one @param {string} few @param {string} many */
function count(n, one, few, many) {
  const form = RULES.select(n);
  return `${n} ${form === "one" ? one : form === "few" ? few : many}`;
}

/** «4», «4 и 3», «1, 2 и 3». @param {(string | number)[]} items */
function list(items) {
  const words = items.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} и ${words[words.length - 1]}`;
}

// Кость по её числу: единица, двойка… (им. п.), единицу… (вин. п.), обе единицы (род. п.).
const NOMINATIVE = ["", "единица", "двойка", "тройка", "четвёрка", "пятёрка", "шестёрка"];
const ACCUSATIVE = ["", "единицу", "двойку", "тройку", "четвёрку", "пятёрку", "шестёрку"];
const GENITIVE_DIE = ["", "единицы", "двойки", "тройки", "четвёрки", "пятёрки", "шестёрки"];
/** @param {number} die */
const the = (die) => NOMINATIVE[die] ?? String(die);

/** «снимают шашку со стопки на пункте 4», «… по шашке со стопок на пунктах 4 и 3», «… две шашки …». @param {number[]} points */
function unstacks(points) {
  if (points.length === 2 && points[0] === points[1]) return `снимают две шашки со стопки на пункте ${points[0]}`;
  return points.length === 1 ? `снимают шашку со стопки на пункте ${points[0]}` : `снимают по шашке со стопок на пунктах ${list(points)}`;
}

/** «сбрасывают шашку с пункта 2», «… по шашке с пунктов 2 и 5», «… две шашки с пункта 2». @param {number[]} points */
function bearsOff(points) {
  if (points.length === 2 && points[0] === points[1]) return `сбрасывают две шашки с пункта ${points[0]}`;
  return points.length === 1 ? `сбрасывают шашку с пункта ${points[0]}` : `сбрасывают по шашке с пунктов ${list(points)}`;
}

export const ru = {
  title: "Dames Rabattues",
  subtitle: "французская игра семейства tables, 1699 год",
  color: COLORS,
  computer: "компьютер",
  presetName: { "charpentier-1699": "Шарпантье, 1699", modern: "Современные (куб удвоения и множители)", money: "Нарды, игра на деньги" },
  presetShort: { "charpentier-1699": "1699", modern: "Современные", money: "Нарды" },

  loading: {
    starting: "Движок игры запускается",
    snapshot: "Запускается движок игры, сохранённый на этом устройстве",
    runtime: "Игра запускается: загружается её движок",
    start: "Запускается движок игры",
    engine: "Загружаются правила",
    ready: "Готово",
    bytes: (/** @type {number} */ done, /** @type {number} */ of) => `${megabytes(done)} из ${megabytes(of)} МБ`,
    stopped: "Движок игры перестал отвечать. Партия сохранена: перезапустите движок, чтобы продолжить.",
    restart: "Перезапустить движок",
    failed: (/** @type {string} */ why) => `Движок игры не запустился: ${why}. Перезагрузите страницу, чтобы попробовать ещё раз.`,
  },

  buttons: {
    throw: "Бросить кости",
    claim: (/** @type {number} */ die) => `Сыграть ${ACCUSATIVE[die] ?? die}`,
    double: "Удвоить",
    take: "Принять",
    drop: "Отказаться",
    newGame: "Новая партия",
    saved: "Сохранённые партии",
    export: "Экспорт",
    import: "Импорт",
    start: "Начать партию",
    cancel: "Отмена",
    close: "Закрыть",
    resume: "Продолжить",
    delete: "Удалить",
    playAgain: "Сыграть ещё",
    enterDice: "Сыграть эти кости",
    dismiss: "Закрыть сообщение",
  },
  keyHint: "или нажмите пробел",

  status: {
    opening: "Первый бросок: каждый бросает одну кость, начинает тот, у кого больше",
    openingTyped: "Первый бросок: введите кость каждого игрока",
    toThrow: (/** @type {string} */ who) => `Бросают ${who}`,
    toThrowTyped: (/** @type {string} */ who) => `Бросают ${who}: введите выпавшие кости`,
    again: (/** @type {string} */ who) => `У ${whose(who)} дубль, они бросают снова`,
    offered: (/** @type {string} */ doubler, /** @type {string} */ taker) =>
      `${doubler} предлагают удвоение: ${taker}, принять или отказаться?`,
    claim: (/** @type {string} */ who, /** @type {string} */ dice) => `${who} могут до следующего броска сыграть переданное число: ${dice}`,
    thinking: (/** @type {string} */ who) => `${who} (компьютер) думают…`,
    waitEngine: "Расставляем шашки…",
    won: (/** @type {string} */ who) => `${who} побеждают`,
  },

  settings: {
    heading: "Настройки",
    speed: "Анимация",
    speeds: /** @type {Record<string, string>} */ ({ off: "Без анимации", normal: "Обычная", slow: "Медленная" }),
    autoThrow: "Бросать за меня, пока ничего не происходит",
    autoThrowHelp: "Страница бросает кости за вас, пока решать нечего, и останавливается перед решением о кубе, переданным числом, которое нужно сыграть, или концом партии.",
    stopped: "Автоброски остановлены: вам нужно принять решение.",
  },
  drop: {
    title: "Отказаться от удвоения?",
    text: "Отказ заканчивает партию: вы проигрываете её по значению куба до удвоения.",
    confirm: "Отказаться",
    cancel: "Вернуться",
  },
  share: {
    button: "Поделиться партией",
    position: "Копировать позицию",
    title: "Ссылка на эту партию",
    help: "Кто откроет этот адрес, увидит эту партию и сможет пройти её ход за ходом на любом устройстве, даже без сети, если страница уже открывалась. Партия записана в самом адресе: ничего никуда не отправляется.",
    link: "Адрес партии",
    copy: "Копировать ссылку",
    copied: "Скопировано.",
    copyFailed: "Браузер не дал странице скопировать: выделите ссылку и скопируйте её сами.",
    positionCopied: (/** @type {string} */ position) => `Позиция скопирована в записи правил: ${position}`,
    opened: "Партия по ссылке: пройдите её по списку ходов или клавишами-стрелками либо вернитесь к партии, чтобы продолжить.",
    bad: "Партию из этого адреса не удалось прочитать (адрес повреждён или обрезан); ничего не открыто.",
    tooLarge: "Партия в этом адресе слишком велика для записи приложения; ничего не открыто.",
  },
  interop: {
    copyXgid: "Копировать XGID",
    positionIdCopied: (/** @type {string} */ id) => `Позиция скопирована как Position ID из GNU Backgammon: ${id}`,
    xgidCopied: (/** @type {string} */ xgid) => `Позиция скопирована как XGID (eXtreme Gammon): ${xgid}`,
    fromPositionId: "Партия начата с позиции по Position ID: расстановка шашек из него, ход белых.",
    fromXgid: (/** @type {string} */ who, /** @type {string} */ dice) => `Партия начата с позиции по XGID: расстановка шашек из него, ход: ${who}${dice ? `, выброшено ${dice}` : ""}.`,
    diceNotKept: (/** @type {string} */ dice) => `Кости из него (${dice}) не взяты: в этой партии кости даёт её зерно (выберите настоящие кости, чтобы их сохранить).`,
    cubeNotKept: (/** @type {number} */ value, /** @type {string} */ who) => `Куб из него (на ${value}, ${who ? `у игрока ${who}` : "в центре"}) не взят: партия здесь начинается с куба в центре, на 1.`,
    offeredNotKept: "Предложенное в нём удвоение не взято: игрок, чей ход, сможет удвоить снова.",
    region: "Нарды (бэкгаммон)",
    badMove: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) => `Ход ${n} («${value}») из адреса нельзя сыграть: ${why}.`,
  },
  steps: {
    previous: "Назад",
    next: "Вперёд",
    live: "Вернуться к партии",
    at: (/** @type {number} */ n, /** @type {number} */ of) => (n === 0 ? `Начало партии (всего действий: ${of})` : `Позиция после действия ${n} из ${of}`),
  },
  moves: {
    heading: "Ходы",
    jump: "Ходы",
    back: "Назад к доске",
    empty: "Ходов ещё нет.",
    opening: (/** @type {number} */ w, /** @type {number} */ b, /** @type {string|null} */ starter) =>
      starter
        ? `Первый бросок: у Белых ${w}, у Чёрных ${b}. Начинают ${starter}.`
        : `Первый бросок: у Белых ${w}, у Чёрных ${b}. Поровну: оба бросают снова.`,
    throwHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} ${a}-${b}`,
    announceHead: (/** @type {string} */ who, /** @type {number} */ a, /** @type {number} */ b) => `${who} бросают ${a}-${b}`,
    sep: ": ",
    semi: "; ",
    rerolled: "дубль не играется; бросают снова",
    again: (/** @type {string} */ who) => `${who} бросают снова`,
    nothing: "играть нечем",
    unstacks,
    bearsOff,
    lost: (/** @type {string} */ dice, /** @type {boolean} */ many) => (many ? `${dice} не играют и пропадают` : `${dice} не играет и пропадает`),
    passes: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
      `${dice} ${many ? "переходят" : "переходит"} к ${toWhom(to)}`,
    who: (/** @type {string} */ text) => `, которые ${text}`,
    cannot: ", которые не могут её сыграть",
    cannotMany: ", которые не могут их сыграть",
    passedLost: (/** @type {string} */ dice, /** @type {boolean} */ many) => `; ${dice} ${many ? "пропадают" : "пропадает"}`,
    toClaim: (/** @type {string} */ dice, /** @type {boolean} */ many, /** @type {string} */ to) =>
      `${dice} ${many ? "переходят" : "переходит"} к ${toWhom(to)}, и сыграть ${many ? "их" : "её"} нужно самим`,
    forfeited: (/** @type {number[]} */ dice) =>
      dice.length > 1 ? `(не сыгранные вовремя ${list(dice.map(the))} пропадают)` : `(не сыгранная вовремя ${the(dice[0])} пропадает)`,
    claim: (/** @type {string} */ who, /** @type {number} */ die) => `${who} играют переданную ${ACCUSATIVE[die] ?? die}`,
    double: (/** @type {string} */ who) => `${who} предлагают удвоение`,
    take: (/** @type {string} */ who) => `${who} принимают удвоение`,
    drop: (/** @type {string} */ who) => `${who} отказываются от удвоения`,
    end: (/** @type {string} */ who, /** @type {number} */ points) => `${who} выигрывают ${count(points, "очко", "очка", "очков")}.`,
    the,
    theSecond: (/** @type {number} */ die) => `вторая ${the(die)}`,
    both: (/** @type {number} */ die) => `обе ${GENITIVE_DIE[die] ?? die}`,
    theMany: (/** @type {number[]} */ dice) => list(dice.map(the)),
    and: "и",
  },

  result: {
    race: (/** @type {string} */ who) => `${who} сбрасывают все пятнадцать шашек и побеждают`,
    drop: (/** @type {string} */ who, /** @type {string} */ loser) => `${loser} отказываются от удвоения: ${who} побеждают`,
    worth: (/** @type {number} */ points) => count(points, "очко", "очка", "очков"),
    detail: (/** @type {number} */ stake, /** @type {number | null} */ cube, /** @type {number | null} */ multiplier) =>
      [`ставка ${stake}`, cube === null ? "" : `куб ${cube}`, multiplier === null ? "" : `${multiplier}`].filter(Boolean).join(" × "),
  },
  score: {
    heading: "Счёт встречи",
    games: (/** @type {number} */ n) => count(n, "партия", "партии", "партий"),
    game: "Эта партия",
    worth: (/** @type {number} */ stake, /** @type {number | null} */ cube) => (cube === null ? `ставка ${stake}` : `ставка ${stake} × куб ${cube}`),
    houseRules: "со своими правилами",
    multipliers: "× (1, 2 или 4)",
    seed: "Зерно",
    typedDice: "настоящие кости, введённые вручную",
    rules: "Правила",
  },

  typed: {
    legend: "Кости, брошенные на стол: выберите бросок",
    help: "Считается только годный бросок: кость, лёгшую не плашмя или упавшую за пределы половины для броска, перебрасывают.",
    throwName: (/** @type {number} */ a, /** @type {number} */ b) => `${a} и ${b}`,
    whiteDie: "Кость Белых",
    blackDie: "Кость Чёрных",
    face: (/** @type {string} */ which, /** @type {number} */ n) => `${which}: ${n}`,
  },

  dialog: {
    nameW: "Имя игрока за Белых (необязательно)",
    nameB: "Имя игрока за Чёрных (необязательно)",
    nameTooLong: (/** @type {number} */ most) => `Имя — не длиннее ${most} символов.`,
    title: "Новая партия",
    preset: "Правила",
    presetHelp: "Правила, изданные Шарпантье в 1699 году, или современная игра с кубом удвоения.",
    house: "Свои правила",
    passing: "Несыгранные числа переходят к сопернику",
    passingValues: { always: "всегда (1699)", "bear-off": "только при сбрасывании (современные)", never: "никогда" },
    claim: "Переданные числа",
    claimValues: { automatic: "играются за получателя", strict: "получатель играет их сам (строго, 1699)" },
    doubles: "Дубли",
    doublesValues: { replay: "играются, затем бросок снова (1699)", reroll: "не играются, бросок снова (современные)" },
    cube: "Куб удвоения",
    cubeMax: "Куб до",
    multipliers: "Выигрыш ×2 или ×4, если проигравший сильно отстал",
    stake: "Ставка (очков за партию)",
    players: "Игроки",
    playersValues: {
      hotseat: "Два игрока на этом устройстве",
      "computer-b": "Против компьютера (он играет Чёрными)",
      "computer-w": "Против компьютера (он играет Белыми)",
    },
    dice: "Кости",
    seeded: "Бросает приложение, по зерну",
    seed: "Зерно",
    seedHelp: "Оставьте пустым для случайного зерна; одно и то же зерно даёт те же кости.",
    typed: "Настоящие кости: игроки бросают на стол и вводят каждый бросок",
    loadingEngine: "Движок ещё загружается; партию можно будет начать через мгновение.",
  },

  saved: {
    deleteFinished: "Удалить завершённые партии",
    deleteOld: "Удалить партии, не открывавшиеся месяц",
    deleted: (/** @type {number} */ n) => (n === 0 ? "Нечего удалять." : `Удалено партий: ${n}.`),
    title: "Сохранённые партии",
    empty: "Сохранённых партий пока нет.",
    current: "идёт сейчас",
    over: (/** @type {string} */ who) => `${who} победили`,
    toPlay: (/** @type {string} */ who) => `ходят ${who}`,
    moves: (/** @type {number} */ n) => count(n, "действие", "действия", "действий"),
    resumeName: (/** @type {string} */ what) => `Продолжить: ${what}`,
    deleteName: (/** @type {string} */ what) => `Удалить: ${what}`,
  },

  errors: {
    storageFull: "Хранилище браузера для этой страницы заполнено, поэтому партия не сохраняется. Удалите завершённые или старые партии в «Сохранённых партиях» или экспортируйте эту; сохранение возобновится само.",
    recordFull: "Партия достигла наибольшей длины, которую хранит приложение: новые действия не сохранятся. Экспортируйте её, чтобы сохранить.",
    urlTooLong: (/** @type {number} */ length) => `Адрес слишком длинный (символов: ${length}); он не учтён.`,
    engine: (/** @type {string} */ why) => `Движок отклонил действие: ${why}`,
    importFailed: (/** @type {string} */ why) => `Этот файл — не запись партии, которую может открыть приложение: ${why}`,
    savedBroken: (/** @type {string} */ why) => `Сохранённую партию не удалось открыть: ${why}`,
    storage: "Браузер не дал странице сохранить партию (хранилище заполнено или отключено); играйте дальше, но экспортируйте партию, чтобы её сохранить.",
    urlUnknown: (/** @type {string} */ name) => `В адресе неизвестный параметр «${name}»; он пропущен.`,
    urlSeed: (/** @type {string} */ value) =>
      `Зерно «${value}» в адресе — не целое число от 0 до 9007199254740991; взято случайное зерно.`,
    urlPreset: (/** @type {string} */ value) =>
      `Правил «${value}» из адреса нет (charpentier-1699 или modern); взяты правила 1699 года.`,
    urlComputer: (/** @type {string} */ value) => `«computer=${value}» в адресе должно быть w или b; партия на двух игроков.`,
    urlRejected: (/** @type {string} */ why) => `По параметрам из адреса партию начать не удалось: ${why}`,
    storageOff: "Сохранение выключено: браузер не даёт странице ничего хранить (приватный режим или хранилище отключено). Играйте; экспортируйте партию, чтобы её сохранить.",
    setAside: (/** @type {string} */ why) =>
      `Сохранённая партия была повреждена и отложена в сторону (${why}); остальные партии в порядке. Её текст можно экспортировать.`,
    tooLarge: (/** @type {number} */ megabytes) => `Файл слишком велик для записи партии (${megabytes} МБ); ничего не открыто.`,
  },
  tabs: {
    followed: "В этой партии сделали ход в другой вкладке; здесь она показана в нынешнем виде.",
    conflict: "В этой партии в тот же момент сделали ход в другой вкладке: ваше последнее действие не сохранено. Партия показана в нынешнем виде.",
    deleted: "Эту партию удалили в другой вкладке; здесь она сохранится, только если продолжить игру.",
  },
  aside: {
    export: "Экспортировать текст",
    forget: "Забыть её",
  },
  importedAgain: "Эта партия уже была сохранена здесь: она открыта, а не сохранена второй раз.",
  imported: "Партия импортирована.",

  offline: {
    updated: "Установлена новая версия игры; она заработает при следующем открытии страницы. Сохранённые партии не пропадут.",
  },
  links: {
    examples: "Три примера к правилам 1699 года — для вставки в статью",
  },

  embed: {
    region: "Dames Rabattues",
    loading: "Загружается движок правил…",
    given: "Заданная позиция",
    step: (/** @type {number} */ n, /** @type {number} */ of) => `Шаг ${n} из ${of}`,
    previous: "Назад",
    next: "Далее",
    play: "Играть отсюда",
    replay: "Вернуться к примеру",
    playing: "Игра с этой позиции",
    open: "Открыть полную игру",
    error: "Эту доску не удалось показать так, как задано",
    badPosition: (/** @type {string} */ value, /** @type {string} */ why) => `Позиция «${value}» в адресе неверна: ${why}.`,
    badDice: (/** @type {number} */ n, /** @type {string} */ value, /** @type {string} */ why) =>
      `Бросок ${n} («${value}») из адреса сыграть нельзя: ${why}.`,
    badPreset: (/** @type {string} */ value) => `Правил «${value}» из адреса нет (charpentier-1699 или modern).`,
    unknown: (/** @type {string} */ name) => `В адресе неизвестный параметр «${name}»; он пропущен.`,
    copy: "Копировать",
    copied: "Скопировано",
    copyFailed: "Выделите текст и скопируйте его",
  },

  examples: {
    pageTitle: "Dames Rabattues — три примера к правилам 1699 года, для вставки",
    play: "Играть",
    rules: "Правила и источники",
    heading: "Три примера к правилам 1699 года",
    lede: "Филипп Лаланн поясняет правила 1699 года тремя разобранными примерами со схемами доски [@lalanne-2004]. Здесь движок приложения проигрывает их бросок за броском: нажмите «Далее», чтобы увидеть каждый бросок и его описание, или «Играть отсюда», чтобы продолжить с этой позиции свою партию. Каждую доску можно вставить на другую страницу с помощью кода под ней.",
    ex1Title: "Пример 1: расформирование стопок и переданная единица",
    ex1Text: "От начальной расстановки Белые выбрасывают 4-3 и снимают по шашке на пунктах 4 и 3. Чёрные выбрасывают 1-1: снимают шашку на своём пункте 1, а вторая единица, которую они сыграть не могут, переходит к Белым, и те снимают шашку на своём пункте 1. Выбросив дубль, Чёрные бросают снова: 5-1. Они снимают шашку на пункте 5; единица переходит к Белым, но те не могут её сыграть (их пункт 1 уже расформирован), и она пропадает. Белые выбрасывают 5-4 и снимают по шашке на пунктах 5 и 4.",
    ex1Frame: "Пример 1 к правилам 1699 года, бросок за броском",
    ex1Caption: "Пример 1 из английского перевода (2004) Филиппа Лаланна — перевода правил, изданных Анри Шарпантье в Париже в 1699 году [@lalanne-2004] [@charpentier-1699]. На последней схеме этого примера шашки помечены французскими инициалами B (blanc, белые) и N (noir, чёрные); она показывает ту же позицию, что и эта доска.",
    ex2Title: "Пример 2: последняя стопка, затем сбрасывание",
    ex2Text: "У Белых расформированы все пункты, кроме пятого, где остался один ход. Они выбрасывают 5-2: пятёрка расформировывает последнюю стопку, а двойка — стопок больше нет — сбрасывает шашку с пункта 2.",
    ex2Frame: "Пример 2 к правилам 1699 года, бросок за броском",
    ex2Caption: "Пример 2 из английского перевода (2004) правил 1699 года, сделанного Филиппом Лаланном [@lalanne-2004] [@charpentier-1699].",
    ex3Title: "Пример 3: число, переданное при сбрасывании",
    ex3Text: "Белые сбрасывают шашки, их пункт 2 пуст. Они выбрасывают 4-2: четвёрка сбрасывает шашку с пункта 4; двойка им ни к чему и переходит к Чёрным, которые снимают шашку на своём пункте 2. Затем бросают Чёрные.",
    ex3Frame: "Пример 3 к правилам 1699 года, бросок за броском",
    ex3Caption: "Пример 3 из английского перевода (2004) правил 1699 года, сделанного Филиппом Лаланном [@lalanne-2004] [@charpentier-1699].",
    embedLabel: "Вставить эту доску",
    howtoTitle: "Любая позиция, любые броски",
    howto: "Доска читает свой адрес: `preset` (`charpentier-1699` или `modern`), `position` в записи правил (пункты 1–6 каждого игрока: число шашек и по `s` на каждый ещё нужный ход расформирования, затем чей бросок), `dice` (броски, например `43+11+51`) и `step` или `mode=play`. В браузере читателя ничего не сохраняется.",
  },

  analysis: {
    heading: "Точный анализ",
    show: "Показать шансы на победу",
    hide: "Скрыть шансы на победу",
    review: "Разбор партии",
    hideReview: "Скрыть разбор",
    facts: "Факты, вычисленные точно",
    barLabel: (/** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
      `Шансы на победу: ${w} ${pw}, ${b} ${pb}`,
    unavailable: "Точный анализ есть только для двух наборов правил; выбранные «свои правила» меняют все шансы.",
    cubeless: "Только шансы на победу: данные куба вычислены для куба современных правил (до 64).",
    opening: "До первого броска шансы равны.",
    failed: (/** @type {string} */ why) => `Точные таблицы не загрузились: ${why}`,
    shouldDouble: (/** @type {string} */ who) => `${who}: надо удваивать`,
    shouldNotDouble: (/** @type {string} */ who) => `${who}: удваивать не надо`,
    shouldTake: (/** @type {string} */ who) => `${who}: надо принять`,
    shouldDrop: (/** @type {string} */ who) => `${who}: надо отказаться`,
    cubeFigures: (/** @type {string} */ nd, /** @type {string} */ dt, /** @type {string} */ dd) =>
      `Эквити на единицу куба: без удвоения ${nd}, удвоение и принятие ${dt}, удвоение и отказ ${dd}.`,
    noFigures: "(данные для столь высокого куба странице не передаются)",
    graphLabel: (/** @type {string} */ w, /** @type {string} */ b) =>
      `Шансы на победу после каждого броска: ${w} — снизу, ${b} — сверху. Стрелки переходят от броска к броску.`,
    graphHint: "Наведите указатель на график или перейдите на него клавишей Tab и листайте стрелками, чтобы прочитать каждый бросок; выберите бросок, чтобы увидеть позицию.",
    legendError: "ошибка",
    legendClose: "решение на грани",
    legendAxis: "по горизонтали: номер действия",
    at: (/** @type {number} */ n) => `Действие ${n}`,
    atThrow: (/** @type {number} */ n, /** @type {string} */ who, /** @type {string} */ dice) => `Действие ${n}, ${who} ${dice}`,
    atOpening: (/** @type {number} */ n, /** @type {string} */ w, /** @type {number} */ a, /** @type {string} */ b, /** @type {number} */ c) =>
      `Действие ${n}, первый бросок: ${w} ${a}, ${b} ${c}`,
    atEnd: (/** @type {number} */ n) => `Действие ${n}, конец партии`,
    colon: ": ",
    semi: "; ",
    pointDetail: (/** @type {string} */ head, /** @type {string} */ w, /** @type {string} */ pw, /** @type {string} */ b, /** @type {string} */ pb) =>
      `${head}: ${w} ${pw}, ${b} ${pb}.`,
    dice: (/** @type {number} */ a, /** @type {number} */ b) => `${a}-${b}`,
    luck: "Везение",
    decisionsHeading: "Решения",
    skill: (/** @type {string} */ who, /** @type {number} */ errors, /** @type {number} */ decisions, /** @type {string} */ lost) =>
      `${who}: ${count(errors, "ошибка", "ошибки", "ошибок")} из ${decisions} ${RULES.select(decisions) === "one" ? "решения" : "решений"}, потеря эквити ${lost}`,
    unknownLoss: (/** @type {number} */ n) => `(для ${n} ${RULES.select(n) === "one" ? "ошибки" : "ошибок"} размер странице неизвестен)`,
    noDecisions: "В этой партии нечего оценивать: каждый бросок играется сам.",
    allClear: "Все решения верны, и ни одно не было на грани.",
    noun: /** @type {Record<string, string>} */ ({ double: "удвоение", no_double: "без удвоения", take: "принятие", drop: "отказ" }),
    choice: /** @type {Record<string, string>} */ ({ double: "удвоить", no_double: "не удваивать", take: "принять", drop: "отказаться" }),
    rating: /** @type {Record<string, string>} */ ({
      very_bad: "зевок", bad: "ошибка", doubtful: "неточность", minor: "небольшая неточность", error: "ошибка",
    }),
    wrong: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ rating, /** @type {string} */ best, /** @type {string} */ loss) =>
      `${who}: ${noun} — ${rating}: надо было ${best}; потеря эквити ${loss}`,
    close: (/** @type {string} */ who, /** @type {string} */ noun, /** @type {string} */ margin) =>
      `${who}: ${noun} — верно, но на грани: другой выбор теряет ${margin}`,
    forfeit: (/** @type {string} */ who, /** @type {number[]} */ dice, /** @type {string} */ rating, /** @type {string} */ loss) =>
      `${who}: не ${dice.length > 1 ? "сыграны переданные" : "сыграна переданная"} ${list(dice.map(the))} — ${rating}; потеря эквити ${loss}`,
    cubeAt: (/** @type {number} */ value) => `куб на ${value}`,
    luckHeading: "Везение",
    luckNote: "Везение броска — то, насколько он изменил шансы бросавшего на победу по сравнению с тем, чего можно было ждать до броска.",
    luckLine: (/** @type {string} */ who, /** @type {string} */ total, /** @type {number} */ throws) =>
      `${who}: ${total} за ${count(throws, "бросок", "броска", "бросков")}`,
    luckEquity: (/** @type {string} */ equity) => `(эквити ${equity})`,
    luckiest: "Самый удачный бросок",
    unluckiest: "самый неудачный",
    throwRef: (/** @type {string} */ dice, /** @type {number} */ n) => `${dice}, действие ${n}`,
    openingRef: (/** @type {number} */ die, /** @type {number} */ n) => `кость первого броска ${die}, действие ${n}`,
    noLuck: "В этой партии ещё не было бросков.",
    factFirst: (/** @type {string} */ rules, /** @type {string} */ win, /** @type {string} */ edge, /** @type {string} */ throws) =>
      `${rules}: первый бросающий выигрывает ${win} партий (преимущество ${edge}); партия длится в среднем ${throws} броска.`,
    factMultipliers: (/** @type {string} */ two, /** @type {string} */ four) => `Итоги ×2: ${two}; ×4: ${four}.`,
    factCube: (/** @type {string} */ equity, /** @type {string} */ max) =>
      `С кубом (до ${max}) при идеальной игре куба эквити первого бросающего — ${equity} ставки за партию.`,
  },
  board: {
    label: "Доска",
    point: (/** @type {number} */ n, /** @type {number} */ checkers, /** @type {number} */ stacked) =>
      checkers === 0 ? `пункт ${n}: пусто`
        : stacked ? `пункт ${n}: ${count(checkers, "шашка", "шашки", "шашек")}, из них в стопке ${stacked}`
          : `пункт ${n}: ${count(checkers, "шашка", "шашки", "шашек")} в линию`,
    side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ off) =>
      `${who}: ${points}; сброшено с доски: ${off}`,
    turn: (/** @type {string} */ who) => `Бросают ${who}`,
    cube: (/** @type {number} */ value, /** @type {string} */ where) => `куб удвоения на ${value}, ${where}`,
    cubeMiddle: "в центре",
    cubeOwner: (/** @type {string} */ who) => `у ${whose(who)}`,
    again: "бросают снова",
    againBy: (/** @type {string} */ who) => `${who} бросают снова`,
    tie: "Поровну: оба бросают снова",
    opening: "первый бросок",
    openingCaption: "Первый бросок: по одной кости",
    off: "сброшено",
    flip: "Перевернуть доску",
    dieTag: {
      passed: (/** @type {number} */ v) => `${v} передано`,
      pending: (/** @type {number} */ v) => `${v}: можно сыграть`,
      lost: (/** @type {number} */ v) => `${v} пропало`,
    },
  },

  // Backgammon (js/bg/): the board's words, the move list, the status, the New game dialog.
  bg: {
    autoForced: "Нарды: делать за меня вынужденный ход (единственный возможный)",
    positionId: "Начать с позиции по её Position ID из GNU Backgammon или XGID (необязательно)",
    gameName: "Нарды (бэкгаммон)",
    dames: "Dames Rabattues",
    game: "Игра",
    cube: "Куб удвоения",
    jacoby: "Правило Джейкоби (марс считается только после удвоения)",
    help: "Игра на деньги с другом или с компьютером, в нотации GNU Backgammon.",
    label: "Доска для нард",
    pips: (/** @type {number} */ n) => count(n, "пип", "пипа", "пипов"),
    point: (/** @type {number} */ n, /** @type {number} */ count, /** @type {string} */ who) => count ? `пункт ${n}: ${count}, ${who}` : `пункт ${n}: пусто`,
    bar: (/** @type {number} */ w, /** @type {number} */ b) => `бар: белых ${w}, чёрных ${b}`,
    tray: (/** @type {string} */ who, /** @type {number} */ n) => `выброшено (${whose(who)}): ${n}`,
    selected: "выбрано",
    canGo: "шашка может пойти сюда",
    on: (/** @type {number} */ count, /** @type {number} */ n) => `${count} на ${n}`,
    side: (/** @type {string} */ who, /** @type {string} */ points, /** @type {number} */ bar, /** @type {number} */ off) => `${who}: ${points || "нет шашек на доске"}${bar ? `; на баре ${bar}` : ""}; выброшено ${off}`,
    cubeAt: (/** @type {number} */ value, /** @type {string | null} */ owner) => (owner ? `куб на ${value}, у игрока ${owner}` : "куб в центре"),
    opening: (/** @type {string} */ w, /** @type {number} */ dw, /** @type {string} */ b, /** @type {number} */ db, /** @type {string} */ starter) => `Начало: ${w} ${dw}, ${b} ${db}; начинают ${starter}`,
    openingTie: (/** @type {number} */ d) => `Начало: у обоих ${d}; бросают снова`,
    throws: (/** @type {string} */ who, /** @type {string} */ dice) => `${who}: бросок ${dice}`,
    cannotMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who}: бросок ${dice}, хода нет`,
    moved: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move) => `${who} ${dice}: ${move}`,
    movedWords: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ words) => `${who} ${dice}: ${move} (${words})`,
    stepWords: (/** @type {string} */ from, /** @type {string} */ to, /** @type {boolean} */ hit) => `с ${from} на ${to}${hit ? ", со взятием" : ""}`,
    fromBar: "бара",
    toOff: "выброс",
    doubles: (/** @type {string} */ who) => `${who}: удвоение`,
    takes: (/** @type {string} */ who) => `${who}: принято`,
    drops: (/** @type {string} */ who) => `${who}: отказ`,
    toMove: (/** @type {string} */ who, /** @type {string} */ dice) => `${who}: ход ${dice}`,
    chosen: (/** @type {string} */ move) => `Выбран ход: ${move}. Подтвердите или отмените.`,
    tapHelp: "Коснитесь шашки, затем пункта, куда она идёт (или перетащите её). Работают и стрелки с Enter.",
    undo: "Отменить",
    confirm: "Подтвердить",
    hint: "Подсказка",
    hintMoves: "Лучшие ходы по оценке эквити",
    hintCube: (/** @type {string} */ action) => `Куб: ${action} (оценка)`,
    hintLine: (/** @type {string} */ move, /** @type {string} */ equity, /** @type {string} */ loss) => `${move}: ${equity}${loss ? ` (−${loss})` : ""}`,
    estimate: "Оценки нейросети компьютера (обученной игрой с самой собой), а не точные значения.",
    rules: (/** @type {boolean} */ cube, /** @type {boolean} */ jacoby) => `Нарды, игра на деньги; куб ${cube ? "да" : "нет"}${jacoby ? "; Джейкоби" : ""}`,
    heading: "Анализ (оценки)",
  },

  // Разбор партии в нарды (js/bg/review.js).
  bgReview: {
    working: "Идёт разбор партии… (несколько секунд)",
    failed: (/** @type {string} */ why) => `Разбор не удался: ${why}`,
    note: "Оценки нейросети компьютера, а не точные значения: каждый ход оценён так же, как в подсказке (0 ходов вперёд), каждое решение с кубом — по 21 броску (1 ход вперёд), везение броска — по сравнению с 21 броском. Эквити на единицу куба; отметки и уровень игры — как в GNU Backgammon.",
    summaryHeading: "Итоги",
    movesHeading: "Ходы",
    cubeHeading: "Решения с кубом",
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
      supernatural: "Сверхъесте\u00adственный", world_class: "Мировой класс", expert: "Эксперт", advanced: "Продвинутый",
      intermediate: "Средний", casual: "Любитель", beginner: "Начинающий", awful: "Ужасный!",
    }),
    marks: /** @type {Record<string, string>} */ ({ doubtful: "сомнительный", bad: "плохой", very_bad: "очень плохой" }),
    luckNames: /** @type {Record<string, string>} */ ({
      very_lucky: "очень удачный", lucky: "удачный", unlucky: "неудачный", very_unlucky: "очень неудачный",
    }),
    moveLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ move, /** @type {string} */ loss) =>
      `${who} ${dice}: ${move}, потеря эквити ${loss}`,
    forced: "(вынужденный)",
    best: (/** @type {string} */ move) => `лучший: ${move}`,
    right: "верно",
    slight: "небольшая ошибка",
    luckLine: (/** @type {string} */ who, /** @type {string} */ dice, /** @type {string} */ luck, /** @type {string} */ mark) =>
      `${who} ${dice}: ${mark}, ${luck}`,
    noCube: "Нет решений с кубом, которые стоит показать: до куба ни разу не было близко.",
    noLuck: "Ни один бросок не был настолько удачным или неудачным, чтобы его отметить.",
  },

  language: { name: "Русский", label: "Язык" },
  nav: { menu: "Партия", rules: "Правила", open: "Меню" },
  units: { points: (/** @type {number} */ n) => count(n, "очко", "очка", "очков") },
};
