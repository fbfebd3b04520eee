/* Task pane strings. Russian is the add-in's default language; English is the second one. */
import type { MethodName } from "../core/movement";
import { EN_FAMILY, ruFamily } from "../i18n/movement-families";
import { ruCount } from "../i18n/plural";
import type { Language } from "./language";
import type { VariantChoice } from "./session-form";

export { pickLanguage } from "./language";
export type { Language } from "./language";

/** Why a sheet of an earlier build was kept (src/excel/write-plan.ts, SheetClash.why). */
type KeptWhy = "typed" | "foreign" | "edited";

/** What an alternative line says (the figures of an Alternative, the family already in words). */
export interface AlternativeWords {
  readonly family: string;
  readonly tables: number;
  readonly tableSize: number;
  readonly rounds: number;
  readonly perfect: boolean;
  readonly linesKept: boolean;
  /** Nobody rests, everybody plays every set once (criterion 1 of the advice order). */
  readonly everySetOnce: boolean;
  readonly share: string;
  readonly rests: number;
  readonly threeHanded: number;
  /** How often every pair that can meet meets, when that is even (criterion 2); else null. */
  readonly evenMeetings: number | null;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "ровно раз", "3 раза" / "once", "3 times". */
const ruTimes = (n: number): string => (n === 1 ? "ровно раз" : ruCount(n, "раз", "раза", "раз"));
const enTimes = (n: number): string => (n === 1 ? "once" : `${n} times`);

/** Who meets how often in a movement with even meetings (lines kept: players of other lines). */
const ruEven = (linesKept: boolean, n: number): string =>
  `${linesKept ? "каждый встречается с каждым игроком других линий" : "каждая пара игроков встречается"} ${ruTimes(n)}`;
const enEven = (linesKept: boolean, n: number): string =>
  `${linesKept ? "every player meets every player of the other lines" : "every pair of players meets"} ${enTimes(n)}`;

export interface TaskpaneStrings {
  title: string;
  intro: string;
  players: string;
  playersHint: string;
  playersCount: (players: number, names: boolean) => string;
  tableSize: string;
  tableOf4: string;
  tableOf3: string;
  method: string;
  methodAuto: string;
  rounds: string;
  roundsHint: (full: number | null) => string;
  dealsPerSet: string;
  dealsHint: string;
  formulas: string;
  formulasAddin: string;
  formulasPortable: string;
  /** The deals choice: no layouts, or random deals analysed double-dummy (issue 14). */
  deals: string;
  dealsNone: string;
  dealsRandom: string;
  /** The checkbox that adds the personal guide cards. */
  guides: string;
  language: string;
  quality: string;
  qualityWorking: string;
  /** A movement family in words (never its id). */
  family: (method: MethodName, base?: MethodName) => string;
  movementLine: (
    family: string,
    tables: number,
    tableSize: number,
    rounds: number,
    fullRounds: number,
  ) => string;
  perfect: string;
  /** A movement that is not perfect; `even`: how often every pair meets, when that is even. */
  notPerfect: (linesKept: boolean, even: number | null) => string;
  alternativesTitle: string;
  recommend: (line: string) => string;
  alternativeLine: (a: AlternativeWords) => string;
  choose: string;
  variant: string;
  variantNames: Record<VariantChoice, string>;
  variantHint: string;
  penaltiesNote: string;
  adjustedNote: string;
  metOnce: (share: string, met: number, pairs: number, linesKept: boolean) => string;
  rests: (min: number, max: number) => string;
  threeHanded: (n: number) => string;
  repeatedSets: (n: number) => string;
  build: string;
  building: string;
  planning: string;
  reading: string;
  /** Writing the sheets: the bar shows how far (never a count of requests to Excel). */
  writing: string;
  /** Random deals analysed so far. */
  analysing: (done: number, total: number) => string;
  clashTitle: string;
  clashText: string;
  clashLine: (
    existing: string,
    holdsData: boolean,
    renamedTo: string,
    why?: KeptWhy,
    cell?: string,
  ) => string;
  clashRename: string;
  clashCancel: string;
  doneTitle: string;
  doneText: (sheets: number) => string;
  renamedText: string;
  /** One line of the done message: which sheet is live now, and the old one left as it was. */
  liveLine: (existing: string, renamedTo: string, why?: KeptWhy, cell?: string) => string;
  /** The sheets of the earlier build that held nothing typed and were updated in place. */
  updatedText: (sheets: number) => string;
  /** The earlier build's blank protocol sheets of deals the session no longer has, deleted. */
  removedText: (sheets: readonly string[]) => string;
  /** Such a sheet with rows typed on it, kept as it is (the checks do not read it). */
  /** A stale protocol kept: `cell` is the first typed row's cell, null when what changed is elsewhere on it. */
  keptStaleLine: (sheet: string, cell: string | null) => string;
  warningsTitle: string;
  errorTitle: string;
  tabBuild: string;
  tabCheck: string;
  checkIntro: string;
  check: string;
  checking: string;
  cleanTitle: string;
  checked: (sheets: number, withMovement: boolean) => string;
  summary: (errors: number, warnings: number) => string;
  clickHint: string;
  deal: (deal: number) => string;
  workbook: string;
  missing: (n: number) => string;
  missingNote: string;
  error: string;
  warning: string;
  cell: (sheet: string, address: string) => string;
}

export const strings: Record<Language, TaskpaneStrings> = {
  ru: {
    title: "Pref Director",
    intro: "Построение сессии: листы игроков, рассадки, протоколов и итогов. Листы с данными не изменяются.",
    players: "Игроки",
    playersHint: "Число игроков или список имён — по одному в строке (можно вставить из таблицы).",
    playersCount: (n, names) => (names ? `Имён: ${n}` : `Игроков: ${n}`),
    tableSize: "За столом",
    tableOf4: "4 игрока",
    tableOf3: "3 игрока",
    method: "Рассадка",
    methodAuto: "авто (лучшая для числа игроков)",
    rounds: "Туров",
    roundsHint: (full) =>
      full === null ? "Пусто — все туры рассадки." : `Пусто — все туры рассадки (${full}).`,
    dealsPerSet: "Сдач в комплекте",
    dealsHint: "От 1 до 8; обычно 1.",
    formulas: "Формулы",
    formulasAddin: "функции надстройки (PREF.MATCHPOINTS)",
    formulasPortable: "переносимые (без надстройки, для LibreOffice)",
    deals: "Сдачи",
    dealsNone: "без раскладов",
    dealsRandom: "случайные расклады (с анализом)",
    guides: "Личные карточки маршрутов (стол и место игрока по турам)",
    language: "Язык листов",
    quality: "Качество рассадки",
    qualityWorking: "Считаю рассадку…",
    family: (method, base) => ruFamily(method, base),
    movementLine: (family, tables, size, rounds, full) =>
      `${capital(family)}: ${ruCount(tables, "стол", "стола", "столов")} по ${size}, ` +
      // «3 из 21 тура»: after «из» the word is genitive and follows the full count.
      (rounds < full
        ? `${rounds} из ${ruCount(full, "тура", "туров", "туров")}.`
        : `${ruCount(rounds, "тур", "тура", "туров")}.`),
    perfect: "Совершенная: каждый игрок встречается с каждым игроком других линий ровно раз.",
    notPerfect: (kept, even) => {
      if (kept) return "Несовершенная: не каждая пара из разных линий встречается ровно раз.";
      if (even !== null) return `Игроки меняют позиции; ${ruEven(false, even)}.`;
      return "Несовершенная: игроки меняют позиции, линии не сохраняются.";
    },
    alternativesTitle: "Другие рассадки",
    recommend: (line) => `Рекомендуем: ${line}`,
    alternativeLine: (a) => {
      const head = `${a.family}: ${ruCount(a.tables, "стол", "стола", "столов")} по ${a.tableSize}, ${ruCount(a.rounds, "тур", "тура", "туров")}`;
      const three = a.threeHanded > 0 ? `, столов на троих за сессию: ${a.threeHanded}` : "";
      let q: string;
      if (a.perfect) q = "совершенная";
      else if (a.evenMeetings !== null) q = ruEven(a.linesKept, a.evenMeetings);
      else
        q = `ровно раз встречаются ${a.share} пар${a.everySetOnce && a.linesKept ? ", линии сохраняются" : ""}`;
      const rests = a.rests > 0 ? `, отдых до ${ruCount(a.rests, "тура", "туров", "туров")}` : "";
      return `${head}${three} — ${q}${rests}.`;
    },
    choose: "выбрать",
    variant: "Стоимость игр (вариант преферанса)",
    variantNames: {
      "": "нет — висты пишутся вручную",
      sochi: "Сочи",
      leningrad: "Ленинград",
      rostov: "Ростов",
    },
    variantHint:
      "С вариантом книга получит лист «Стоимость» и висты, которые считаются сами по контракту и взяткам (введённое число важнее).",
    penaltiesNote:
      "Штрафы и дисквалификации — на листе «Штрафы»: игрок, очки (2 или 25 % макса), причина; итоги пересчитываются сами.",
    adjustedNote:
      "Присуждённые результаты пишите в ячейку вистов: A+ (60 % или свой процент игрока, если он выше), A (50 %), A- (40 %), NN% (заданный процент), X — результат отменён.",
    metOnce: (share, met, pairs, kept) =>
      `Ровно раз встречаются ${share} пар${kept ? " из разных линий" : ""} (${met} из ${pairs}).`,
    rests: (min, max) =>
      max === 0 ? "Без отдыха." : `Туров отдыха на игрока: ${min === max ? max : `${min}–${max}`}.`,
    threeHanded: (n) => `Столов на троих за сессию: ${n}.`,
    repeatedSets: (n) => `Повторов комплектов: ${n}.`,
    build: "Построить сессию",
    building: "Строю…",
    planning: "Готовлю листы…",
    reading: "Читаю книгу…",
    writing: "Записываю листы…",
    analysing: (done, total) => `Анализирую сдачи: ${done} из ${total}`,
    clashTitle: "Такие листы уже есть",
    clashText: "Существующие листы не будут изменены. Построить сессию на листах с новыми именами?",
    clashLine: (existing, data, renamed, why, cell) =>
      `«${existing}»${
        why === "typed"
          ? ` (введены данные${cell === undefined ? "" : `, ${cell}`})`
          : why === "foreign"
            ? " (не лист этой сессии)"
            : why === "edited"
              ? " (изменён после построения)"
              : data
                ? " (с данными)"
                : " (пустой)"
      } → «${renamed}»`,
    clashRename: "Построить с новыми именами",
    clashCancel: "Отмена",
    doneTitle: "Сессия построена",
    doneText: (sheets) => `Листов: ${sheets}.`,
    renamedText: "Листы с теми же именами не тронуты. Сессия теперь считается на новых листах:",
    liveLine: (existing, renamed, why, cell) =>
      `«${renamed}» — действующий; «${existing}» — прежний, не изменён${
        why === "typed"
          ? `: в нём введены данные${cell === undefined ? "" : ` (${cell})`}`
          : why === "foreign"
            ? ": это не лист этой сессии"
            : why === "edited"
              ? ": он изменён после построения"
              : ""
      }`,
    updatedText: (sheets) =>
      sheets === 1
        ? "Лист прежней сборки, в который ничего не введено, обновлён на месте."
        : `Листы прежней сборки, в которые ничего не введено, обновлены на месте: ${sheets}.`,
    removedText: (sheets) =>
      sheets.length === 1
        ? `Пустой лист протокола прежней сборки, сдачи которого в сессии больше нет, удалён: «${sheets[0]}».`
        : `Пустые листы протоколов прежней сборки, сдач которых в сессии больше нет, удалены: ${sheets
            .map((x) => `«${x}»`)
            .join(", ")}.`,
    keptStaleLine: (sheet, cell) =>
      `«${sheet}» — протокол прежней сборки, сдачи которого в сессии нет; ${
        cell === null ? "он изменён после построения" : `в нём введены данные (${cell})`
      }, он не тронут и не проверяется`,
    warningsTitle: "Предупреждения",
    errorTitle: "Не получилось",
    tabBuild: "Сессия",
    tabCheck: "Проверка",
    checkIntro:
      "Проверка читает листы протоколов и рассадку и проверяет каждую строку: контракт, взятки, позиции, сдающего, сумму вистов, игроков.",
    check: "Проверить протоколы",
    checking: "Проверяю…",
    cleanTitle: "Замечаний нет",
    checked: (sheets, movement) =>
      `Проверено протоколов: ${sheets}${movement ? "; строки сверены с рассадкой" : "; листа рассадки нет, строки с ней не сверены"}.`,
    summary: (errors, warnings) => `Ошибок: ${errors}, предупреждений: ${warnings}`,
    clickHint: "Щёлкните замечание — Excel покажет ячейку.",
    deal: (d) => `Сдача ${d}`,
    workbook: "Книга",
    missing: (n) => `Ещё нет результатов: ${n}`,
    missingNote: "До конца сессии это нормально.",
    error: "Ошибка",
    warning: "Предупреждение",
    cell: (sheet, address) => `${sheet} · ${address}`,
  },
  en: {
    title: "Pref Director",
    intro:
      "Build a session: the players, movement, protocol and results sheets. Sheets that hold data are never changed.",
    players: "Players",
    playersHint: "A number of players, or the names, one per line (paste them from a table).",
    playersCount: (n, names) => (names ? `Names: ${n}` : `Players: ${n}`),
    tableSize: "At a table",
    tableOf4: "4 players",
    tableOf3: "3 players",
    method: "Movement",
    methodAuto: "auto (the best for the count)",
    rounds: "Rounds",
    roundsHint: (full) =>
      full === null ? "Empty: the whole movement." : `Empty: all ${full} round${full === 1 ? "" : "s"}.`,
    dealsPerSet: "Deals per set",
    dealsHint: "1 to 8; usually 1.",
    formulas: "Formulas",
    formulasAddin: "add-in functions (PREF.MATCHPOINTS)",
    formulasPortable: "portable (no add-in needed, LibreOffice too)",
    deals: "Deals",
    dealsNone: "no layouts",
    dealsRandom: "random layouts (analysed)",
    guides: "Personal guide cards (each player's table and seat by round)",
    language: "Sheet language",
    quality: "Movement quality",
    qualityWorking: "Working out the movement…",
    family: (method, base) =>
      base === undefined ? EN_FAMILY[method] : `${EN_FAMILY[method]}, over the ${EN_FAMILY[base]}`,
    movementLine: (family, tables, size, rounds, full) =>
      `${capital(family)}: ${tables} table${tables === 1 ? "" : "s"} of ${size}, ${rounds}${rounds < full ? ` of ${full}` : ""} round${full === 1 ? "" : "s"}.`,
    perfect: "Perfect: every player meets every player of the other lines once.",
    notPerfect: (kept, even) => {
      if (kept) return "Not perfect: not every pair from different lines meets exactly once.";
      if (even !== null) return `Players change seats; ${enEven(false, even)}.`;
      return "Not perfect: players change seats, the lines are not kept.";
    },
    alternativesTitle: "Other movements",
    recommend: (line) => `Recommended: ${line}`,
    alternativeLine: (a) => {
      const head = `${a.family}: ${a.tables} table${a.tables === 1 ? "" : "s"} of ${a.tableSize}, ${a.rounds} round${a.rounds === 1 ? "" : "s"}`;
      const three = a.threeHanded > 0 ? `, ${a.threeHanded} tables played 3-handed over the session` : "";
      let q: string;
      if (a.perfect) q = "perfect";
      else if (a.evenMeetings !== null) q = enEven(a.linesKept, a.evenMeetings);
      else q = `${a.share} of pairs meet exactly once${a.everySetOnce && a.linesKept ? ", lines kept" : ""}`;
      const rests = a.rests > 0 ? `, up to ${a.rests} rest${a.rests === 1 ? "" : "s"} a player` : "";
      return `${head}${three} — ${q}${rests}.`;
    },
    choose: "choose",
    variant: "Game costs (preferans variant)",
    variantNames: {
      "": "none — whists typed by hand",
      sochi: "Sochi",
      leningrad: "Leningrad",
      rostov: "Rostov",
    },
    variantHint:
      "With a variant the workbook gets a Cost table sheet and whists that compute themselves from the contract and tricks (a typed number wins).",
    penaltiesNote:
      "Penalties and disqualifications go on the Penalties sheet: player, points (2, or 25% of a top), reason; the results follow by themselves.",
    adjustedNote:
      "Adjusted results go in the whist cell: A+ (60%, or the player's own percentage if higher), A (50%), A- (40%), NN% (that percentage), X — the result is cancelled.",
    metOnce: (share, met, pairs, kept) =>
      `Meeting exactly once: ${share} of pairs${kept ? " from different lines" : ""} (${met} of ${pairs}).`,
    rests: (min, max) =>
      max === 0 ? "Nobody rests." : `Rests per player: ${min === max ? max : `${min}–${max}`}.`,
    threeHanded: (n) => `3-handed tables over the session: ${n}.`,
    repeatedSets: (n) => `Repeated sets: ${n}.`,
    build: "Build session",
    building: "Building…",
    planning: "Preparing the sheets…",
    reading: "Reading the workbook…",
    writing: "Writing the sheets…",
    analysing: (done, total) => `Analysing deals: ${done} of ${total}`,
    clashTitle: "These sheets exist",
    clashText: "The existing sheets will not be changed. Build the session on sheets with new names?",
    clashLine: (existing, data, renamed, why, cell) =>
      `"${existing}"${
        why === "typed"
          ? ` (data typed${cell === undefined ? "" : `, ${cell}`})`
          : why === "foreign"
            ? " (not this session's sheet)"
            : why === "edited"
              ? " (edited since it was built)"
              : data
                ? " (holds data)"
                : " (empty)"
      } → "${renamed}"`,
    clashRename: "Build with new names",
    clashCancel: "Cancel",
    doneTitle: "Session built",
    doneText: (sheets) => `${sheets} sheet${sheets === 1 ? "" : "s"}.`,
    renamedText: "Sheets of the same names are untouched. The session now lives on the new sheets:",
    liveLine: (existing, renamed, why, cell) =>
      `"${renamed}" is live; "${existing}" is the old one, unchanged${
        why === "typed"
          ? `: data was typed in it${cell === undefined ? "" : ` (${cell})`}`
          : why === "foreign"
            ? ": it is not this session's sheet"
            : why === "edited"
              ? ": it was edited since it was built"
              : ""
      }`,
    updatedText: (sheets) =>
      sheets === 1
        ? "The sheet of the earlier build with nothing typed in it, updated in place."
        : `Sheets of the earlier build with nothing typed in them, updated in place: ${sheets}.`,
    removedText: (sheets) =>
      sheets.length === 1
        ? `The blank protocol sheet of the earlier build, for a deal the session no longer has, deleted: "${sheets[0]}".`
        : `Blank protocol sheets of the earlier build, for deals the session no longer has, deleted: ${sheets
            .map((x) => `"${x}"`)
            .join(", ")}.`,
    keptStaleLine: (sheet, cell) =>
      `"${sheet}" is a protocol of the earlier build for a deal the session no longer has; ${
        cell === null ? "it was edited since it was built" : `data was typed in it (${cell})`
      }: it is left as it is and not checked`,
    warningsTitle: "Warnings",
    errorTitle: "It did not work",
    tabBuild: "Session",
    tabCheck: "Check",
    checkIntro:
      "The check reads the protocol sheets and the movement and checks every row: contract, tricks, seats, dealer, the sum of the whists, the players.",
    check: "Check protocols",
    checking: "Checking…",
    cleanTitle: "No problems found",
    checked: (sheets, movement) =>
      `${sheets} protocol${sheets === 1 ? "" : "s"} checked${movement ? "; rows compared with the movement" : "; no movement sheet, rows not compared with it"}.`,
    summary: (errors, warnings) =>
      `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`,
    clickHint: "Click an issue: Excel shows its cell.",
    deal: (d) => `Board ${d}`,
    workbook: "Workbook",
    missing: (n) => `Results not in yet: ${n}`,
    missingNote: "Normal until the session ends.",
    error: "Error",
    warning: "Warning",
    cell: (sheet, address) => `${sheet} · ${address}`,
  },
};
