/**
 * The CLI's own texts (usage, help, option errors, headings) in Russian and English. Both
 * languages implement one interface, so the compiler proves every text exists in both with the
 * same arguments.
 */
import { ruCount } from "./plural";

/** Every text of the CLI with its arguments. */
export interface CliTexts {
  readonly "bad-lang": (value: string) => string;
  readonly "bad-format": (allowed: string) => string;
  readonly "bad-deals-per-set": () => string;
  readonly "bad-players": (value: string) => string;
  readonly "one-file": () => string;
  readonly "no-problems": (file: string) => string;
  readonly "error-count": (errors: number, warnings: number) => string;
  readonly "unknown-command": (name: string) => string;
  readonly "internal-error": (command: string, message: string) => string;
  readonly "score-refused": (errors: number) => string;
  readonly "provisional-heading": (problems: number) => string;
  readonly "provisional-csv": (problems: number) => string;
  readonly "tables-from-rows": () => string;
  readonly "usage-check": () => string;
  readonly "usage-score": () => string;
  readonly help: () => string;
  readonly "help-movement": () => string;
  readonly "help-score": () => string;
  readonly "help-build": () => string;
  readonly "help-check": () => string;
  readonly "help-demo": () => string;
  readonly "help-whists": () => string;
  readonly "help-deals": () => string;
  // pref score's and pref movement's own option messages.
  readonly "give-file": () => string;
  readonly "bad-variant": (allowed: string) => string;
  readonly "out-not-xlsx": (file: string) => string;
  readonly "cards-one-file": () => string;
  readonly "bad-disqualify": (value: string) => string;
  readonly "players-required": () => string;
  // pref build's, demo's and deals' own option messages.
  readonly "bad-formulas": (value: string) => string;
  readonly "bad-variant-value": (allowed: string, value: string) => string;
  readonly "deals-or-seed": () => string;
  readonly "bad-seed": (value: string) => string;
  readonly "in-no-sets": () => string;
  readonly "sets-required": () => string;
  /** An option that takes one of a few words: "--format must be text, json or csv, not "xml"". */
  readonly "format-not": (allowed: readonly string[], value: string) => string;
  // pref whists' own option messages.
  readonly "bad-rounding": (allowed: string) => string;
  readonly "variant-missing": (allowed: string) => string;
  readonly "variant-not": (allowed: string, value: string) => string;
  readonly "players-3-or-4": (value: string) => string;
  readonly "bad-all-pass-run": () => string;
  readonly "contract-missing": () => string;
  readonly "bad-seat": (option: string, value: string) => string;
  /** A "SEAT=VALUE" list's item: `what` is what the option takes after the sign. */
  readonly "bad-seat-item": (option: string, item: string, what: SeatValue) => string;
  readonly "seat-twice": (option: string, seat: string) => string;
  readonly "bad-seat-value": (option: string, value: string, what: SeatValue, seat: string) => string;
  /** The heading of pref whists' text: the declarer, the dealer, a 3-handed deal, an empty seat. */
  readonly "whists-declarer": (seat: string) => string;
  readonly "whists-dealer": (seat: string) => string;
  readonly "whists-3-handed": () => string;
  readonly "whists-empty-seat": () => string;
  /** The variant's name ("Sochi") and the contract as the core writes it ("7NT", "misère"). */
  readonly "whists-variant": (name: string) => string;
  readonly "whists-contract": (text: string) => string;
  /**
   * A command's usage after a refused command line. English keeps each command's own layout (its
   * USAGE constant, printed as it always was); Russian is the help's line.
   */
  readonly usage: (command: UsageCommand) => string;
}

/** What a "SEAT=VALUE" option of pref whists takes after the sign. */
export type SeatValue = "tricks" | "defence";

/** The commands with a usage line. */
export type UsageCommand = "movement" | "score" | "build" | "check" | "demo" | "whists" | "deals";

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "text, json or csv". */
const enList = (words: readonly string[]): string =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
/** "text, json или csv". */
const ruList = (words: readonly string[]): string =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} или ${words[words.length - 1]}`;

const EN_SEAT_VALUE: Readonly<Record<SeatValue, string>> = {
  tricks: "a number of tricks",
  defence: "whist, pass or half-whist",
};
const RU_SEAT_VALUE: Readonly<Record<SeatValue, string>> = {
  tricks: "число взяток",
  defence: "вист, пас или полвиста",
};

/** The variants' names in Russian, as the pane's list says them. */
const RU_VARIANT: Readonly<Record<string, string>> = {
  Sochi: "Сочи",
  Leningrad: "Ленинград",
  Rostov: "Ростов",
};

const USAGE_EN = {
  movement:
    "pref movement --players P [--table-size 4|3] [--rounds R] [--method auto|NAME] [--format text|json|csv] [--lang ru|en]",
  score:
    "pref score FILE.csv|FILE.xlsx [MORE FILES: an event] [--players P] [--deals-per-set D] [--penalties FILE.csv]\n" +
    "           [--disqualify 7,12] [--names FILE.csv] [--variant V] [--cards] [--provisional]\n" +
    "           [--format text|json|csv] [--out RESULTS.xlsx] [--force] [--lang ru|en]",
  build:
    "pref build --players P [--names FILE.csv] [--protocols FILE.csv] [--lang ru|en] [--formulas portable|addin]\n" +
    "           [--table-size 4|3] [--rounds R] [--method auto|NAME] [--deals-per-set K]\n" +
    "           [--variant V] [--penalties FILE.csv] [--disqualify 7,12] [--no-cards] [--guides] [--out FILE.xlsx] [--force]\n" +
    "           [--deals FILE.csv | --deal-seed N]",
  check:
    "pref check FILE.csv|FILE.xlsx [--players P] [--deals-per-set D] [--format text|json] [--lang ru|en]",
  demo: "pref demo [--players P] [--seed N] [--out FILE.xlsx|FILE.csv] [--force] [--lang ru|en]",
  whists:
    "pref whists --variant sochi|leningrad|rostov --contract C [--declarer SEAT] --dealer SEAT --tricks N=5,E=3,S=2\n" +
    "            [--defence E=whist,S=pass] [--players 4|3] [--rounding exact|nearest] [--format text|json] [--lang ru|en]",
  deals:
    "pref deals --sets S [--deals-per-set K] [--seed N] | --in FILE.csv   [--analyse] [--format text|json|csv] [--lang ru|en]",
} as const;

const EN: CliTexts = {
  "bad-lang": (v) => `--lang must be ru or en, not "${v}"`,
  "bad-format": (allowed) => `--format must be one of ${allowed}`,
  "bad-deals-per-set": () => "--deals-per-set must be a whole number from 1",
  "bad-players": (v) => `--players must be a whole number, not "${v}"`,
  "one-file": () => "give exactly one protocol file",
  "no-problems": (file) => `${file}: no problems found`,
  "error-count": (e, w) => `${plural(e, "error", "errors")}, ${plural(w, "warning", "warnings")}`,
  "unknown-command": (name) => `pref: unknown command "${name}"`,
  "internal-error": (command, message) => `pref ${command}: internal error: ${message}`,
  "score-refused": (e) =>
    `pref score: ${plural(e, "error", "errors")} in the protocols: no standings until they are mended (or score with --provisional)`,
  "provisional-heading": (n) =>
    `PROVISIONAL STANDINGS: ${plural(n, "open problem", "open problems")} (pref check lists them)`,
  "provisional-csv": (n) => `# provisional: ${plural(n, "open problem", "open problems")}`,
  "tables-from-rows": () =>
    "without --players the number of tables that play each deal is taken from the protocol's rows: a table whose row is absent is not counted",
  "usage-check": () => `usage: ${USAGE_EN.check}`,
  "usage-score": () => `usage: ${USAGE_EN.score}`,
  help: () =>
    [
      "pref — Pref Director, for directors of duplicate preferans",
      "",
      ...Object.values(USAGE_EN).map((u) => `  ${u}`),
      "",
      "pref COMMAND --help explains a command. --lang ru|en: the language of every message and report, and of the",
      "workbook and deals pref build and pref deals write. The same default for every command: the locale (LC_ALL,",
      "LC_MESSAGES, LANG) — Russian when it is ru_*, English for any other; Russian when none is set.",
      "Exit 0 on success, 1 on bad input (with a message naming the file, line and column).",
    ].join("\n"),
  "help-movement": () =>
    `usage: ${USAGE_EN.movement}\n\nThe movement (seating) of an individual session for P players: who sits where, which set each table plays.`,
  "help-score": () =>
    `usage: ${USAGE_EN.score}\n\n` +
    "Scores a session (one file) or an event (several). Every check runs first: with an error no standings are\n" +
    "printed and the exit code is 1, unless --provisional (then the standings say they are provisional).\n" +
    "--players P: the movement says which tables play each deal (an absent row is a table that did not play).",
  "help-build": () =>
    `usage: ${USAGE_EN.build}\n\nBuilds the session workbook: movement, protocols, results.\n--guides: personal guide cards after the table cards (each player's table and seat, round by round).`,
  "help-check": () =>
    `usage: ${USAGE_EN.check}\n\n` +
    "Lists every problem of a protocol file in one run: cells that cannot be read and every protocol check;\n" +
    'with --players, also against the movement. --format json gives {"issues":[…]}. Exit 1 on any error.',
  "help-demo": () => `usage: ${USAGE_EN.demo}\n\nA simulated session, to try the tools.`,
  "help-whists": () =>
    `usage: ${USAGE_EN.whists}\n\nThe whists of one deal from the contract and the tricks.`,
  "help-deals": () => `usage: ${USAGE_EN.deals}\n\nDeals for the session's sets.`,
  "give-file": () => "give a protocol file (or several: the sessions of one event)",
  "bad-variant": (allowed) => `--variant must be one of ${allowed}`,
  "out-not-xlsx": (file) => `--out must name an .xlsx file, not "${file}"`,
  "cards-one-file": () => "--cards is for one session; give one file",
  "bad-disqualify": (v) => `--disqualify takes player numbers separated by commas, not "${v}"`,
  "players-required": () => "--players is required (the number of players, 3 to 1000)",
  "bad-formulas": (v) => `--formulas must be portable or addin, not "${v}"`,
  "bad-variant-value": (allowed, v) => `--variant must be one of ${allowed}, not "${v}"`,
  "deals-or-seed": () => "give --deals FILE.csv or --deal-seed N, not both",
  "bad-seed": (v) => `--seed must be a whole number, not "${v}"`,
  "in-no-sets": () => "--in reads deals from a file: --sets and --seed do not apply",
  "sets-required": () => "--sets (or --in FILE.csv) is required",
  "format-not": (allowed, v) => `--format must be ${enList(allowed)}, not "${v}"`,
  "bad-rounding": (allowed) => `--rounding must be one of ${allowed}`,
  "variant-missing": (allowed) => `--variant is missing: ${allowed}`,
  "variant-not": (allowed, v) => `--variant: "${v}" is not ${allowed}`,
  "players-3-or-4": (v) => `--players must be 3 or 4, not "${v}"`,
  "bad-all-pass-run": () => "--all-pass-run must be a whole number from 1",
  "contract-missing": () => "--contract is missing (6♠, 7NT, мизер, - for all-pass …)",
  "bad-seat": (option, v) => `${option}: "${v}" is not a seat (N, E, S, W or С, В, Ю, З)`,
  "bad-seat-item": (option, item, what) =>
    `${option}: "${item}" is not SEAT=${EN_SEAT_VALUE[what]} (seats N E S W or С В Ю З)`,
  "seat-twice": (option, seat) => `${option}: ${seat} is given twice`,
  "bad-seat-value": (option, v, what, seat) =>
    `${option}: "${v}" is not ${EN_SEAT_VALUE[what]} (for ${seat})`,
  "whists-declarer": (seat) => `declarer ${seat}`,
  "whists-dealer": (seat) => `dealer ${seat}`,
  "whists-3-handed": () => "3-handed",
  "whists-empty-seat": () => "(empty seat)",
  "whists-variant": (name) => name,
  "whists-contract": (text) => text,
  usage: (command) => `usage: ${USAGE_EN[command]}`,
};

const USAGE_RU = {
  movement:
    "pref movement --players P [--table-size 4|3] [--rounds R] [--method auto|ИМЯ] [--format text|json|csv] [--lang ru|en]",
  score:
    "pref score ФАЙЛ.csv|ФАЙЛ.xlsx [ЕЩЁ ФАЙЛЫ: турнир] [--players P] [--deals-per-set D] [--penalties ФАЙЛ.csv]\n" +
    "           [--disqualify 7,12] [--names ФАЙЛ.csv] [--variant V] [--cards] [--provisional]\n" +
    "           [--format text|json|csv] [--out ИТОГИ.xlsx] [--force] [--lang ru|en]",
  build:
    "pref build --players P [--names ФАЙЛ.csv] [--protocols ФАЙЛ.csv] [--lang ru|en] [--formulas portable|addin]\n" +
    "           [--table-size 4|3] [--rounds R] [--method auto|ИМЯ] [--deals-per-set K]\n" +
    "           [--variant V] [--penalties ФАЙЛ.csv] [--disqualify 7,12] [--no-cards] [--guides] [--out ФАЙЛ.xlsx] [--force]\n" +
    "           [--deals ФАЙЛ.csv | --deal-seed N]",
  check:
    "pref check ФАЙЛ.csv|ФАЙЛ.xlsx [--players P] [--deals-per-set D] [--format text|json] [--lang ru|en]",
  demo: "pref demo [--players P] [--seed N] [--out ФАЙЛ.xlsx|ФАЙЛ.csv] [--force] [--lang ru|en]",
  whists:
    "pref whists --variant sochi|leningrad|rostov --contract C [--declarer ПОЗИЦИЯ] --dealer ПОЗИЦИЯ --tricks N=5,E=3,S=2\n" +
    "            [--defence E=whist,S=pass] [--players 4|3] [--rounding exact|nearest] [--format text|json] [--lang ru|en]",
  deals:
    "pref deals --sets S [--deals-per-set K] [--seed N] | --in ФАЙЛ.csv   [--analyse] [--format text|json|csv] [--lang ru|en]",
} as const;

const RU: CliTexts = {
  "bad-lang": (v) => `--lang — ru или en, а не «${v}»`,
  "bad-format": (allowed) => `--format — одно из: ${allowed}`,
  "bad-deals-per-set": () => "--deals-per-set — целое число от 1",
  "bad-players": (v) => `--players — целое число, а не «${v}»`,
  "one-file": () => "укажите ровно один файл протоколов",
  "no-problems": (file) => `${file}: ошибок не найдено`,
  "error-count": (e, w) =>
    `${ruCount(e, "ошибка", "ошибки", "ошибок")}, ${ruCount(w, "предупреждение", "предупреждения", "предупреждений")}`,
  "unknown-command": (name) => `pref: неизвестная команда «${name}»`,
  "internal-error": (command, message) => `pref ${command}: внутренняя ошибка: ${message}`,
  "score-refused": (e) =>
    `pref score: в протоколах ${ruCount(e, "ошибка", "ошибки", "ошибок")}: итогов не будет, пока их не исправят (или считайте с --provisional)`,
  "provisional-heading": (n) =>
    `ПРЕДВАРИТЕЛЬНЫЕ ИТОГИ: ${ruCount(n, "открытая проблема", "открытые проблемы", "открытых проблем")} (их перечисляет pref check)`,
  "provisional-csv": (n) =>
    `# предварительные: ${ruCount(n, "открытая проблема", "открытые проблемы", "открытых проблем")}`,
  "tables-from-rows": () =>
    "без --players число столов, играющих сдачу, берётся по строкам протокола: стол, чьей строки нет, не считается",
  "usage-check": () => `использование: ${USAGE_RU.check}`,
  "usage-score": () => `использование: ${USAGE_RU.score}`,
  help: () =>
    [
      "pref — Pref Director, для судей спортивного преферанса (дубликат)",
      "",
      ...Object.values(USAGE_RU).map((u) => `  ${u}`),
      "",
      "pref КОМАНДА --help — о команде. --lang ru|en — язык всех сообщений и отчётов, а также книги и сдач,",
      "которые пишут pref build и pref deals. По умолчанию — одинаково для всех команд: по локали (LC_ALL,",
      "LC_MESSAGES, LANG) — русский для ru_*, английский для любой другой; русский, если локаль не задана.",
      "Код выхода 0 — успех, 1 — ошибка во входных данных (с указанием файла, строки и графы).",
    ].join("\n"),
  "help-movement": () =>
    `использование: ${USAGE_RU.movement}\n\nРассадка индивидуальной сессии на P игроков: кто где сидит, какой комплект играет каждый стол.`,
  "help-score": () =>
    `использование: ${USAGE_RU.score}\n\n` +
    "Считает сессию (один файл) или турнир (несколько). Сначала выполняются все проверки: при ошибке итоги\n" +
    "не печатаются и код выхода 1, если не указан --provisional (тогда итоги помечены как предварительные).\n" +
    "--players P: рассадка говорит, какие столы играют сдачу (стол без строки — не сыгравший).",
  "help-build": () =>
    `использование: ${USAGE_RU.build}\n\nСтроит книгу сессии: рассадка, протоколы, итоги.\n--guides: личные карточки маршрутов после карточек столов (стол и место каждого игрока по турам).`,
  "help-check": () =>
    `использование: ${USAGE_RU.check}\n\n` +
    "Перечисляет за один запуск все проблемы файла протоколов: нечитаемые ячейки и все проверки протоколов;\n" +
    'с --players — и сверку с рассадкой. --format json даёт {"issues":[…]}. Код выхода 1 при любой ошибке.',
  "help-demo": () =>
    `использование: ${USAGE_RU.demo}\n\nСмоделированная сессия, чтобы попробовать инструменты.`,
  "help-whists": () => `использование: ${USAGE_RU.whists}\n\nВисты одной сдачи по контракту и взяткам.`,
  "help-deals": () => `использование: ${USAGE_RU.deals}\n\nСдачи для комплектов сессии.`,
  "give-file": () => "укажите файл протоколов (или несколько: сессии одного турнира)",
  "bad-variant": (allowed) => `--variant — одно из: ${allowed}`,
  "out-not-xlsx": (file) => `--out — файл .xlsx, а не «${file}»`,
  "cards-one-file": () => "--cards — для одной сессии; укажите один файл",
  "bad-disqualify": (v) => `--disqualify — номера игроков через запятую, а не «${v}»`,
  "players-required": () => "--players обязателен: число игроков, от 3 до 1000",
  "bad-formulas": (v) => `--formulas — portable или addin, а не «${v}»`,
  "bad-variant-value": (allowed, v) => `--variant — одно из: ${allowed}, а не «${v}»`,
  "deals-or-seed": () => "укажите --deals ФАЙЛ.csv или --deal-seed N, но не оба сразу",
  "bad-seed": (v) => `--seed — целое число, а не «${v}»`,
  "in-no-sets": () => "--in берёт сдачи из файла: --sets и --seed к нему не относятся",
  "sets-required": () => "укажите --sets (или --in ФАЙЛ.csv)",
  "format-not": (allowed, v) => `--format — ${ruList(allowed)}, а не «${v}»`,
  "bad-rounding": (allowed) => `--rounding — одно из: ${allowed}`,
  "variant-missing": (allowed) => `укажите --variant: ${allowed}`,
  "variant-not": (allowed, v) => `--variant — одно из: ${allowed}, а не «${v}»`,
  "players-3-or-4": (v) => `--players — 3 или 4, а не «${v}»`,
  "bad-all-pass-run": () => "--all-pass-run — целое число от 1",
  "contract-missing": () => "укажите --contract (6♠, 7БК, мизер, - для распасов …)",
  "bad-seat": (option, v) => `${option}: «${v}» — не позиция (С, В, Ю, З или N, E, S, W)`,
  "bad-seat-item": (option, item, what) =>
    `${option}: «${item}» — не ПОЗИЦИЯ=${RU_SEAT_VALUE[what]} (позиции С В Ю З или N E S W)`,
  "seat-twice": (option, seat) => `${option}: позиция ${seat} указана дважды`,
  "bad-seat-value": (option, v, what, seat) =>
    `${option}: «${v}» — не ${RU_SEAT_VALUE[what]} (у позиции ${seat})`,
  "whists-declarer": (seat) => `разыгрывающий ${seat}`,
  "whists-dealer": (seat) => `сдающий ${seat}`,
  "whists-3-handed": () => "игра втроём",
  "whists-empty-seat": () => "(место пустое)",
  "whists-variant": (name) => RU_VARIANT[name] ?? name,
  "whists-contract": (text) => (text === "misère" ? "мизер" : text.replace(/NT$/, "БК")),
  usage: (command) => `использование: ${USAGE_RU[command]}`,
};

/** The text `key` in `lang` with its arguments. */
export function cliText<K extends keyof CliTexts>(
  lang: "ru" | "en",
  key: K,
  ...args: Parameters<CliTexts[K]>
): string {
  const f = (lang === "ru" ? RU : EN)[key] as (...a: Parameters<CliTexts[K]>) => string;
  return f(...args);
}

/** The help of a command (`pref COMMAND --help`), or null for a command without one. */
export function commandHelp(lang: "ru" | "en", command: string): string | null {
  const key = `help-${command}`;
  const texts = lang === "ru" ? RU : EN;
  return key in texts ? (texts[key as keyof CliTexts] as () => string)() : null;
}
