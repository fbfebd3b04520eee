/* Task pane strings. Russian is the add-in's default language; English is the second one. */
import type { Language } from "./language";

export { pickLanguage } from "./language";
export type { Language } from "./language";

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
  language: string;
  quality: string;
  qualityWorking: string;
  movementLine: (method: string, tables: number, rounds: number, fullRounds: number) => string;
  perfect: string;
  notPerfect: string;
  metOnce: (share: string, met: number, pairs: number) => string;
  rests: (min: number, max: number) => string;
  threeHanded: (n: number) => string;
  repeatedSets: (n: number) => string;
  build: string;
  building: string;
  planning: string;
  reading: string;
  writing: (done: number, total: number) => string;
  clashTitle: string;
  clashText: string;
  clashLine: (existing: string, holdsData: boolean, renamedTo: string) => string;
  clashRename: string;
  clashCancel: string;
  doneTitle: string;
  doneText: (sheets: number, syncs: number) => string;
  renamedText: string;
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
    roundsHint: (full) => (full === null ? "Пусто — все туры рассадки." : `Пусто — все ${full} туров.`),
    dealsPerSet: "Сдач в комплекте",
    dealsHint: "От 1 до 8; обычно 1.",
    formulas: "Формулы",
    formulasAddin: "функции надстройки (PREF.MATCHPOINTS)",
    formulasPortable: "переносимые (без надстройки, для LibreOffice)",
    language: "Язык листов",
    quality: "Качество рассадки",
    qualityWorking: "Считаю рассадку…",
    movementLine: (method, tables, rounds, full) =>
      `Метод ${method}: столов ${tables}, туров ${rounds}${rounds < full ? ` из ${full}` : ""}.`,
    perfect: "Совершенная: каждая пара из разных линий встречается ровно раз.",
    notPerfect: "Не совершенная.",
    metOnce: (share, met, pairs) => `Встретились ровно раз: ${share} пар (${met} из ${pairs}).`,
    rests: (min, max) =>
      max === 0 ? "Без отдыха." : `Отдыхов на игрока: ${min === max ? max : `${min}–${max}`}.`,
    threeHanded: (n) => `Столов на троих за сессию: ${n}.`,
    repeatedSets: (n) => `Повторов комплектов: ${n}.`,
    build: "Построить сессию",
    building: "Строю…",
    planning: "Готовлю листы…",
    reading: "Читаю книгу…",
    writing: (done, total) => `Записываю: ${done} из ${total}`,
    clashTitle: "Такие листы уже есть",
    clashText: "Существующие листы не будут изменены. Построить сессию на листах с новыми именами?",
    clashLine: (existing, data, renamed) =>
      `«${existing}»${data ? " (с данными)" : " (пустой)"} → «${renamed}»`,
    clashRename: "Построить с новыми именами",
    clashCancel: "Отмена",
    doneTitle: "Сессия построена",
    doneText: (sheets, syncs) => `Листов: ${sheets}; запросов к Excel: ${syncs}.`,
    renamedText: "Листы с теми же именами не тронуты; новые листы:",
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
    roundsHint: (full) => (full === null ? "Empty: the whole movement." : `Empty: all ${full} rounds.`),
    dealsPerSet: "Deals per set",
    dealsHint: "1 to 8; usually 1.",
    formulas: "Formulas",
    formulasAddin: "add-in functions (PREF.MATCHPOINTS)",
    formulasPortable: "portable (no add-in needed, LibreOffice too)",
    language: "Sheet language",
    quality: "Movement quality",
    qualityWorking: "Working out the movement…",
    movementLine: (method, tables, rounds, full) =>
      `Method ${method}: ${tables} tables, ${rounds}${rounds < full ? ` of ${full}` : ""} rounds.`,
    perfect: "Perfect: every pair from different lines meets exactly once.",
    notPerfect: "Not perfect.",
    metOnce: (share, met, pairs) => `Met exactly once: ${share} of pairs (${met} of ${pairs}).`,
    rests: (min, max) =>
      max === 0 ? "Nobody rests." : `Rests per player: ${min === max ? max : `${min}–${max}`}.`,
    threeHanded: (n) => `3-handed tables over the session: ${n}.`,
    repeatedSets: (n) => `Repeated sets: ${n}.`,
    build: "Build session",
    building: "Building…",
    planning: "Preparing the sheets…",
    reading: "Reading the workbook…",
    writing: (done, total) => `Writing: ${done} of ${total}`,
    clashTitle: "These sheets exist",
    clashText: "The existing sheets will not be changed. Build the session on sheets with new names?",
    clashLine: (existing, data, renamed) =>
      `"${existing}"${data ? " (holds data)" : " (empty)"} → "${renamed}"`,
    clashRename: "Build with new names",
    clashCancel: "Cancel",
    doneTitle: "Session built",
    doneText: (sheets, syncs) => `${sheets} sheets; ${syncs} requests to Excel.`,
    renamedText: "Sheets of the same names are untouched; the new sheets:",
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
      `${sheets} protocols checked${movement ? "; rows compared with the movement" : "; no movement sheet, rows not compared with it"}.`,
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
