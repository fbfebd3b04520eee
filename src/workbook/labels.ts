/**
 * Sheet names and labels of the session workbook in Russian (the default, for Russian Excel) and
 * English. Sheet names are what formulas refer to, so both sets are fixed here.
 */
import type { Seat } from "../core/protocol";
import type { Language, PrintPlan } from "./types";

/** Every label the plan writes. */
export interface Labels {
  readonly sheets: {
    readonly players: string;
    readonly movement: string;
    readonly cards: string;
    readonly setRow: string;
    /** "Протокол 3" / "Board 3". */
    readonly protocol: (deal: number) => string;
    readonly results: string;
    readonly ledger: string;
    readonly penalties: string;
    readonly places: string;
    readonly scoreCards: string;
  };
  /** Seat letters as the director writes them. */
  readonly seats: Readonly<Record<Seat, string>>;
  readonly players: { readonly number: string; readonly name: string };
  readonly movement: {
    readonly round: string;
    readonly table: (t: number) => string;
    readonly rests: string;
    readonly title: string;
  };
  readonly cards: {
    readonly card: (table: number | null) => string;
    readonly moves: string;
  };
  readonly setRow: {
    readonly round: string;
    readonly title: string;
    readonly note: string;
    readonly quality: string;
  };
  readonly protocol: {
    /** Double-dummy columns (with deals): the tricks for the contract played, and the margin. */
    readonly dd: { readonly group: string; readonly tricks: string; readonly margin: string };
    readonly title: string;
    readonly set: string;
    readonly dealer: string;
    /** The label of the deal's layout area and of its talon row. */
    readonly layout: string;
    readonly talon: string;
    readonly top: string;
    readonly round: string;
    readonly table: string;
    readonly contract: string;
    readonly declarer: string;
    readonly defender1: string;
    readonly defender2: string;
    readonly seat: string;
    readonly tricks: string;
    readonly player: string;
    readonly whists: string;
    readonly mp: string;
    readonly group: string;
    readonly check: string;
    readonly notZero: string;
    /** The Check column's words for the live checks (issue 9): a cell that cannot be read, tricks, a player twice, a contract. */
    readonly unreadable: string;
    readonly tricksNot10: string;
    readonly playerTwice: string;
    readonly unknownContract: string;
    readonly helper: (seat: string) => string;
    /** Hidden helpers reading a seat's whist cell once per row: its text normalised, the number it reads as, its key. */
    readonly normal: (seat: string) => string;
    readonly number: (seat: string) => string;
    readonly reading: (seat: string) => string;
    /** The column that marks an assigned result (the zero-sum check is off for the row). */
    readonly assigned: string;
    /** Hidden helpers of a session with a variant: the contract's code, the Cost table key, a seat's whists by contract. */
    readonly code: string;
    readonly lookupKey: string;
    readonly auto: (seat: string) => string;
  };
  readonly results: {
    /** The note column's heading while protocol problems remain open: "provisional (3 open problems)". */
    readonly provisional: (open: string) => string;
    readonly player: string;
    readonly name: string;
    readonly mp: string;
    readonly max: string;
    readonly percent: string;
    readonly rank: string;
    readonly naturalMp: string;
    readonly naturalMax: string;
    readonly avgPlusMax: string;
    readonly adjustedMp: string;
    readonly key: string;
    readonly place: string;
    readonly penalty: string;
    readonly note: string;
    readonly winner: string;
    readonly disqualified: string;
    /** The place text of a disqualified player. */
    readonly dq: string;
    readonly disqualifiedFlag: string;
    readonly sortKey: string;
    readonly corrections: string;
    readonly penaltiesHeading: string;
    readonly dealsHeading: string;
    readonly total: string;
    readonly more: string;
  };
  /** The Places sheet: the standings sorted by place, ready to publish. */
  readonly places: {
    readonly title: string;
    readonly bar: string;
    readonly index: string;
  };
  /** The Penalties sheet. */
  readonly penalties: {
    readonly title: string;
    /** The instruction, in two lines. */
    readonly note: readonly [string, string];
    readonly fullTop: string;
    readonly player: string;
    readonly points: string;
    readonly percent: string;
    readonly reason: string;
    readonly disqualified: string;
    readonly mp: string;
    readonly count: string;
    readonly text: string;
    readonly yes: string;
    /** "penalty" before the MP in the Results list. */
    readonly penaltyWord: string;
    readonly mpWord: string;
    readonly ofTop: string;
    readonly validationDq: string;
  };
  /** The personal score cards. */
  readonly cards2: {
    readonly player: string;
    readonly board: string;
    readonly round: string;
    readonly table: string;
    readonly seat: string;
    readonly contract: string;
    readonly whists: string;
    readonly mp: string;
    readonly top: string;
    readonly totals: string;
    readonly place: string;
  };
  /** What the Ledger writes about a corrected result. */
  readonly corrections: {
    readonly board: string;
    readonly round: string;
    readonly table: string;
    readonly player: string;
    readonly adjusted: string;
    readonly cancelled: string;
    readonly assigned: string;
    readonly group: string;
  };
  readonly ledger: readonly string[];
  readonly validation: {
    readonly seat: string;
    readonly tricks: string;
    readonly player: string;
    /** Input messages of the typed cells that take free text (issue 12). */
    readonly contract: string;
    readonly whists: string;
    readonly group: string;
    readonly assigned: string;
  };
  /** Translates a label of the movement's quality lines (qualityRows). */
  readonly quality: (label: string) => string;
  /** A printed page's number in its footer, in Excel's header codes: "стр. &P из &N". */
  readonly pages: string;
}

const EN: Labels = {
  sheets: {
    players: "Players",
    movement: "Movement",
    cards: "Table cards",
    setRow: "Set row",
    protocol: (d) => `Board ${d}`,
    results: "Results",
    ledger: "Ledger",
    penalties: "Penalties",
    places: "Places",
    scoreCards: "Score cards",
  },
  seats: { N: "N", E: "E", S: "S", W: "W" },
  players: { number: "Player", name: "Name" },
  movement: {
    round: "Round",
    table: (t) => `Table ${t}`,
    rests: "Rests",
    title: "Movement: [set] N E S W per table and round",
  },
  cards: {
    card: (t) => (t === null ? "Resting players" : `Table ${t}`),
    moves: "Moves",
  },
  setRow: {
    round: "Round",
    title: "Set row: before each round move the first set to the end of the row",
    note: '"Z": the set in this position is not played this round; a number: the table that plays it.',
    quality: "Movement quality",
  },
  protocol: {
    dd: { group: "Double dummy", tricks: "Tricks", margin: "±" },
    title: "Board",
    set: "Set",
    dealer: "Dealer",
    layout: "The deal (hands as dealt; the dealer's is empty)",
    talon: "Talon",
    top: "Top",
    round: "Round",
    table: "Table",
    contract: "Contract",
    declarer: "Declarer",
    defender1: "1st defender",
    defender2: "2nd defender",
    seat: "seat",
    tricks: "tricks",
    player: "No.",
    whists: "whists",
    mp: "MP",
    group: "Group",
    check: "Check",
    notZero: "sum ≠ 0",
    unreadable: "cannot read",
    tricksNot10: "tricks ≠ 10",
    playerTwice: "player twice",
    unknownContract: "contract?",
    helper: (s) => `${s} key`,
    normal: (s) => `${s} text`,
    number: (s) => `${s} number`,
    reading: (s) => `${s} reading`,
    assigned: "Assigned",
    code: "code",
    lookupKey: "key",
    auto: (s) => `${s} by contract`,
  },
  results: {
    player: "Player",
    name: "Name",
    mp: "MP",
    max: "Max",
    percent: "%",
    rank: "Rank",
    naturalMp: "MP on played boards",
    naturalMax: "Max on played boards",
    avgPlusMax: "Max of A+",
    adjustedMp: "MP of A, A-, NN%",
    key: "% (rounded for ranking)",
    place: "Place",
    penalty: "Penalty",
    note: "Note",
    winner: "Winner",
    provisional: (n) => `provisional: open problems ${n}`,
    disqualified: "disqualified",
    dq: "DQ",
    disqualifiedFlag: "Disqualified (1)",
    sortKey: "Order key",
    corrections: "Corrections by the director",
    penaltiesHeading: "Penalties and disqualifications (sheet Penalties)",
    dealsHeading: "Adjusted, cancelled and assigned results, fouled deals",
    total: "In all",
    more: "more than listed here: see the Ledger sheet",
  },
  places: {
    title: "Results by place",
    bar: "",
    index: "Row in Results",
  },
  penalties: {
    title: "Penalties and disqualifications",
    note: [
      "Penalty: MP off the total, and/or % of a top (of the full top: a complete line's; 25% is usual).",
      "Any text in Disqualified removes the player from the ranking; his opponents' results stand.",
    ],
    fullTop: "Full top",
    player: "Player",
    points: "MP",
    percent: "% of a top",
    reason: "Reason",
    disqualified: "Disqualified",
    mp: "Penalty, MP",
    count: "Count",
    text: "Text",
    yes: "yes",
    penaltyWord: "penalty",
    mpWord: "MP",
    ofTop: "of a top",
    validationDq: "Type yes to disqualify the player",
  },
  cards2: {
    player: "Player",
    board: "Board",
    round: "Round",
    table: "Table",
    seat: "Seat",
    contract: "Contract",
    whists: "Whists",
    mp: "MP",
    top: "Top",
    totals: "MP / Max / %",
    place: "Place",
  },
  corrections: {
    board: "Board",
    round: "round",
    table: "table",
    player: "player",
    adjusted: "adjusted result",
    cancelled: "result cancelled (§11.6B)",
    assigned: "assigned result",
    group: "fouled deal, group",
  },
  ledger: [
    "Board",
    "Round",
    "Table",
    "Seat",
    "Player",
    "MP",
    "Top",
    "State",
    "Sheet role",
    "Deal",
    "Built as",
    "Sheet",
    "Fingerprint",
  ],
  validation: {
    seat: "A seat: N, E, S or W",
    tricks: "A number of tricks from 0 to 10",
    player: "A player number",
    contract: "Contract: 6S … 10NT (S C D H NT, or ♠ ♣ ♦ ♥), misère M, all-pass -",
    whists: "Whists: a number (7, -13, 2.5, 100/3); adjusted A+, A, A-, NN%; X: result cancelled",
    group: "Fouled deal: the same label on rows played with the same cards; blank for a normal deal",
    assigned: "Assigned result: any mark (yes) — then the row's whists need not sum to zero",
  },
  quality: (label) => label,
  pages: "page &P of &N",
};

const RU_QUALITY: readonly [RegExp, string][] = [
  [/^Perfect$/, "Совершенное"],
  [/^Repeated sets$/, "Повторы комплектов"],
  [/^Lines kept$/, "Линии сохраняются"],
  [/^Met exactly once \(pairs from different lines\)$/, "Встретились ровно раз (пары из разных линий)"],
  [/^Met exactly once \(pairs of players\)$/, "Встретились ровно раз (пары игроков)"],
  [/^Pairs meeting (\d+) time\(s\)$/, "Пар, встретившихся $1 раз(а)"],
  [/^Rests per player$/, "Отдыхов на игрока"],
  [/^Results per protocol$/, "Результатов в протоколе"],
  [/^3-handed tables$/, "Столов на троих"],
  [/^Problems$/, "Проблемы"],
];

const RU: Labels = {
  sheets: {
    players: "Игроки",
    movement: "Движение",
    cards: "Карточки столов",
    setRow: "Ряд комплектов",
    protocol: (d) => `Протокол ${d}`,
    results: "Итоги",
    ledger: "Журнал",
    penalties: "Штрафы",
    places: "Места",
    scoreCards: "Карточки игроков",
  },
  seats: { N: "С", E: "В", S: "Ю", W: "З" },
  players: { number: "Игрок", name: "Имя" },
  movement: {
    round: "Тур",
    table: (t) => `Стол ${t}`,
    rests: "Отдыхают",
    title: "Движение: [комплект] С В Ю З по столам и турам",
  },
  cards: {
    card: (t) => (t === null ? "Отдыхающие" : `Стол ${t}`),
    moves: "Переходы",
  },
  setRow: {
    round: "Тур",
    title: "Ряд комплектов: перед каждым туром первый комплект ряда переносится в конец",
    note: "«Z» — комплект на этой позиции в туре не играется; число — стол, который его играет.",
    quality: "Качество движения",
  },
  protocol: {
    dd: { group: "В открытую", tricks: "Взяток", margin: "±" },
    title: "Протокол",
    set: "Комплект",
    dealer: "Сдающий",
    layout: "Расклад сдачи (руки при сдаче; у сдающего карт нет)",
    talon: "Прикуп",
    top: "Макс",
    round: "Тур",
    table: "Стол",
    contract: "Контракт",
    declarer: "Играющий",
    defender1: "1-й вистующий",
    defender2: "2-й вистующий",
    seat: "поз.",
    tricks: "взятки",
    player: "№",
    whists: "висты",
    mp: "МП",
    group: "Группа",
    check: "Проверка",
    notZero: "сумма ≠ 0",
    unreadable: "не читается",
    tricksNot10: "взяток ≠ 10",
    playerTwice: "игрок дважды",
    unknownContract: "контракт?",
    helper: (s) => `${s} ключ`,
    normal: (s) => `${s} текст`,
    number: (s) => `${s} число`,
    reading: (s) => `${s} прочтение`,
    assigned: "Оценочный",
    code: "code",
    lookupKey: "ключ",
    auto: (s) => `${s} по контракту`,
  },
  results: {
    player: "Игрок",
    name: "Имя",
    mp: "МП",
    max: "Макс",
    percent: "%",
    rank: "Место",
    naturalMp: "МП за сыгранные",
    naturalMax: "Макс за сыгранные",
    avgPlusMax: "Макс по A+",
    adjustedMp: "МП за A, A-, NN%",
    key: "% (округл. для мест)",
    place: "Место",
    penalty: "Штраф",
    note: "Примечание",
    winner: "Победитель",
    provisional: (n) => `предварительные: открытых проблем ${n}`,
    disqualified: "дисквалифицирован",
    dq: "дискв.",
    disqualifiedFlag: "Дисквалифицирован (1)",
    sortKey: "Ключ порядка",
    corrections: "Поправки судьи",
    penaltiesHeading: "Штрафы и дисквалификации (лист Штрафы)",
    dealsHeading: "Искусственные, аннулированные и оценочные результаты, испорченные сдачи",
    total: "Всего",
    more: "больше, чем здесь помещается: см. лист Журнал",
  },
  places: {
    title: "Итоги по местам",
    bar: "",
    index: "Строка в Итогах",
  },
  penalties: {
    title: "Штрафы и дисквалификации",
    note: [
      "Штраф: МП (снимаются с суммы) и/или % от макса — полного, макса полной линии; обычно 25%.",
      "Любой текст в графе «Дисквалифицирован» убирает игрока из мест; результаты соперников остаются.",
    ],
    fullTop: "Полный макс",
    player: "Игрок",
    points: "МП",
    percent: "% от макса",
    reason: "Причина",
    disqualified: "Дисквалифицирован",
    mp: "Штраф, МП",
    count: "Счёт",
    text: "Текст",
    yes: "да",
    penaltyWord: "штраф",
    mpWord: "МП",
    ofTop: "от макса",
    validationDq: "Напишите «да», чтобы дисквалифицировать игрока",
  },
  cards2: {
    player: "Игрок",
    board: "Протокол",
    round: "Тур",
    table: "Стол",
    seat: "Позиция",
    contract: "Контракт",
    whists: "Висты",
    mp: "МП",
    top: "Макс",
    totals: "МП / Макс / %",
    place: "Место",
  },
  corrections: {
    board: "Протокол",
    round: "тур",
    table: "стол",
    player: "игрок",
    adjusted: "искусственный результат",
    cancelled: "результат аннулирован (§11.6Б)",
    assigned: "оценочный результат",
    group: "испорченная сдача, группа",
  },
  ledger: [
    "Протокол",
    "Тур",
    "Стол",
    "Позиция",
    "Игрок",
    "МП",
    "Макс",
    "Состояние",
    "Роль листа",
    "Сдача",
    "Имя при построении",
    "Лист",
    "Отпечаток",
  ],
  validation: {
    seat: "Позиция: С, В, Ю или З",
    tricks: "Число взяток от 0 до 10",
    player: "Номер игрока",
    contract: "Контракт: 6♠ … 10БК (♠ ♣ ♦ ♥, П Т Б Ч, БК), мизер М, распасы -",
    whists: "Висты: число (7, -13, 2,5, 100/3); присуждённый A+, A, A-, NN%; X — результат отменён",
    group: "Испорченная сдача: одна метка у строк, сыгранных одними картами; пусто — обычная сдача",
    assigned: "Оценочный результат: любая пометка (да) — висты строки не обязаны давать в сумме 0",
  },
  quality: (label) => {
    for (const [re, ru] of RU_QUALITY) if (re.test(label)) return label.replace(re, ru);
    return label;
  },
  pages: "стр. &P из &N",
};

/** The labels of a language. */
export function labelsFor(language: Language): Labels {
  return language === "en" ? EN : RU;
}

/** Both languages, for readers that accept a workbook built in either. */
export const ALL_LABELS: readonly Labels[] = [RU, EN];

/**
 * The printed page's header and footer (PrintPlan): `title` at the top of every page, when given
 * (bold, 14 pt: read on the wall), and the page's number at the bottom. Excel's header codes start
 * with "&": the title's own are doubled so that it prints as typed.
 */
export function pageMarks(labels: Labels, title?: string): Pick<PrintPlan, "header" | "footer"> {
  return {
    // A space after the size: a title that began with a digit would run on into it ("&14" "3").
    ...(title === undefined ? {} : { header: `&B&14 ${title.replace(/&/g, "&&")}` }),
    footer: labels.pages,
  };
}
