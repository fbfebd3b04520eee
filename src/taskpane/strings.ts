/* Task pane strings. Russian is the add-in's default language; English is the second one. */
import type { MethodName } from "../core/movement";
import type { Language } from "./language";
import type { VariantChoice } from "./session-form";

export { pickLanguage } from "./language";
export type { Language } from "./language";

/** What an alternative line says (the figures of an Alternative, the family already in words). */
export interface AlternativeWords {
  readonly family: string;
  readonly tables: number;
  readonly tableSize: number;
  readonly rounds: number;
  readonly perfect: boolean;
  readonly linesAndSets: boolean;
  readonly share: string;
  readonly rests: number;
  readonly threeHanded: number;
  readonly everyPairMeets: number | null;
}

const RU_FAMILY: Record<MethodName, string> = {
  cyclic: "простая карусель (§5: N на месте, E +1, S +2, W −2)",
  field: "совершенная карусель по конечному полю",
  mols: "совершенная, по латинским квадратам",
  product: "совершенная, произведение двух рассадок",
  small: "особая схема для малого числа игроков",
  search: "карусель с подобранными пропусками",
  skip: "карусель с пропусками (§5)",
  rooms: "по залам",
  rests: "с отдыхающими",
  regroup: "со столами на троих",
};

const EN_FAMILY: Record<MethodName, string> = {
  cyclic: "the simple rotation (§5: N stays, E +1, S +2, W −2)",
  field: "a perfect rotation over a finite field",
  mols: "a perfect movement from Latin squares",
  product: "a perfect movement, the product of two",
  small: "a special scheme for a small field",
  search: "a rotation with chosen skips",
  skip: "a rotation with skips (§5)",
  rooms: "in rooms",
  rests: "with players resting",
  regroup: "with 3-handed tables",
};

function ruPlural(n: number, one: string, few: string, many: string): string {
  const t = n % 100;
  const u = n % 10;
  if (t >= 11 && t <= 14) return many;
  if (u === 1) return one;
  if (u >= 2 && u <= 4) return few;
  return many;
}

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
  notPerfect: (linesKept: boolean) => string;
  linesAndSets: string;
  alternativesTitle: string;
  recommend: (line: string) => string;
  alternativeLine: (a: AlternativeWords) => string;
  choose: string;
  variant: string;
  variantNames: Record<VariantChoice, string>;
  variantHint: string;
  penaltiesNote: string;
  adjustedNote: string;
  metOnce: (share: string, met: number, pairs: number) => string;
  rests: (min: number, max: number) => string;
  threeHanded: (n: number) => string;
  repeatedSets: (n: number) => string;
  build: string;
  building: string;
  planning: string;
  reading: string;
  writing: (done: number, total: number) => string;
  analysing: (done: number, total: number) => string;
  clashTitle: string;
  clashText: string;
  clashLine: (existing: string, holdsData: boolean, renamedTo: string) => string;
  clashRename: string;
  clashCancel: string;
  doneTitle: string;
  doneText: (sheets: number) => string;
  renamedText: string;
  /** One line of the done message: which sheet is live now, and the old one left as it was. */
  liveLine: (existing: string, renamedTo: string) => string;
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
    deals: "Сдачи",
    dealsNone: "без раскладов",
    dealsRandom: "случайные расклады (с анализом)",
    guides: "Личные карточки маршрутов (стол и место игрока по турам)",
    language: "Язык листов",
    quality: "Качество рассадки",
    qualityWorking: "Считаю рассадку…",
    family: (method, base) =>
      base === undefined ? RU_FAMILY[method] : `${RU_FAMILY[method]} (основа — ${RU_FAMILY[base]})`,
    movementLine: (family, tables, size, rounds, full) =>
      `Рассадка ${family}: ${tables} ${ruPlural(tables, "стол", "стола", "столов")} по ${size}, ` +
      `${rounds}${rounds < full ? ` из ${full}` : ""} ${ruPlural(full, "тур", "тура", "туров")}.`,
    perfect: "Совершенная: каждый игрок встречается с каждым игроком других линий ровно раз.",
    notPerfect: (kept) =>
      kept
        ? "Не совершенная: не все пары из разных линий встречаются ровно раз."
        : "Не совершенная: игроки меняют позиции, линии не сохраняются.",
    linesAndSets: "Линии сохраняются, каждый играет каждый комплект один раз.",
    alternativesTitle: "Другие рассадки",
    recommend: (line) => `Рекомендуем: ${line}`,
    alternativeLine: (a) => {
      const head = `${a.family}: ${a.tables} ${ruPlural(a.tables, "стол", "стола", "столов")} по ${a.tableSize}, ${a.rounds} ${ruPlural(a.rounds, "тур", "тура", "туров")}`;
      const three = a.threeHanded > 0 ? `, на троих ${a.threeHanded} раз за сессию` : "";
      let q: string;
      if (a.perfect) q = "совершенная";
      else if (a.everyPairMeets !== null && a.everyPairMeets > 0)
        q = `каждая пара встречается ${a.everyPairMeets} ${ruPlural(a.everyPairMeets, "раз", "раза", "раз")}`;
      else q = `ровно раз встречаются ${a.share} пар${a.linesAndSets ? ", линии сохраняются" : ""}`;
      const rests = a.rests > 0 ? `, отдых до ${a.rests} ${ruPlural(a.rests, "тура", "туров", "туров")}` : "";
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
    analysing: (done, total) => `Анализирую сдачи: ${done} из ${total}`,
    clashTitle: "Такие листы уже есть",
    clashText: "Существующие листы не будут изменены. Построить сессию на листах с новыми именами?",
    clashLine: (existing, data, renamed) =>
      `«${existing}»${data ? " (с данными)" : " (пустой)"} → «${renamed}»`,
    clashRename: "Построить с новыми именами",
    clashCancel: "Отмена",
    doneTitle: "Сессия построена",
    doneText: (sheets) => `Листов: ${sheets}.`,
    renamedText: "Листы с теми же именами не тронуты. Сессия теперь считается на новых листах:",
    liveLine: (existing, renamed) => `«${renamed}» — действующий; «${existing}» — прежний, не изменён`,
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
    deals: "Deals",
    dealsNone: "no layouts",
    dealsRandom: "random layouts (analysed)",
    guides: "Personal guide cards (each player's table and seat by round)",
    language: "Sheet language",
    quality: "Movement quality",
    qualityWorking: "Working out the movement…",
    family: (method, base) =>
      base === undefined ? EN_FAMILY[method] : `${EN_FAMILY[method]} (over ${EN_FAMILY[base]})`,
    movementLine: (family, tables, size, rounds, full) =>
      `Movement ${family}: ${tables} table${tables === 1 ? "" : "s"} of ${size}, ${rounds}${rounds < full ? ` of ${full}` : ""} round${full === 1 ? "" : "s"}.`,
    perfect: "Perfect: every player meets every player of the other lines once.",
    notPerfect: (kept) =>
      kept
        ? "Not perfect: not every pair from different lines meets exactly once."
        : "Not perfect: players change seats, the lines are not kept.",
    linesAndSets: "Lines kept; everybody plays every set once.",
    alternativesTitle: "Other movements",
    recommend: (line) => `Recommended: ${line}`,
    alternativeLine: (a) => {
      const head = `${a.family}: ${a.tables} table${a.tables === 1 ? "" : "s"} of ${a.tableSize}, ${a.rounds} round${a.rounds === 1 ? "" : "s"}`;
      const three = a.threeHanded > 0 ? `, ${a.threeHanded} played 3-handed over the session` : "";
      let q: string;
      if (a.perfect) q = "perfect";
      else if (a.everyPairMeets !== null && a.everyPairMeets > 0)
        q = `every pair meets ${a.everyPairMeets === 1 ? "once" : `${a.everyPairMeets} times`}`;
      else q = `${a.share} of pairs meet exactly once${a.linesAndSets ? ", lines kept" : ""}`;
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
    analysing: (done, total) => `Analysing deals: ${done} of ${total}`,
    clashTitle: "These sheets exist",
    clashText: "The existing sheets will not be changed. Build the session on sheets with new names?",
    clashLine: (existing, data, renamed) =>
      `"${existing}"${data ? " (holds data)" : " (empty)"} → "${renamed}"`,
    clashRename: "Build with new names",
    clashCancel: "Cancel",
    doneTitle: "Session built",
    doneText: (sheets) => `${sheets} sheets.`,
    renamedText: "Sheets of the same names are untouched. The session now lives on the new sheets:",
    liveLine: (existing, renamed) => `"${renamed}" is live; "${existing}" is the old one, unchanged`,
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
