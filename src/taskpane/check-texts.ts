/**
 * The check's problems in the director's language. English is the core's own message. Russian:
 * the shared translations of src/i18n/problems.ts when they have the code, otherwise the texts
 * here (every check code, the reading of a protocol sheet, and the reader's and selection's own
 * problems), otherwise the English message.
 */
import type { Problem } from "../core/result";
import { problemText } from "../i18n/problems";
import type { Language } from "./language";

type Params = Readonly<Record<string, string | number>>;

const RU_SEAT: Readonly<Record<string, string>> = { N: "С", E: "В", S: "Ю", W: "З" };
const seat = (s: unknown): string => RU_SEAT[String(s)] ?? String(s);

/** The protocol's columns as the Russian sheet names them. */
const RU_COLUMN: Readonly<Record<string, string>> = {
  declarer: "играющий",
  defender1: "1-й вистующий",
  defender2: "2-й вистующий",
};
const column = (c: unknown): string => RU_COLUMN[String(c)] ?? String(c);
const capital = (s: string): string => s.charAt(0).toLocaleUpperCase("ru") + s.slice(1);

/** A number the Russian way: decimal comma. */
const number = (n: unknown): string =>
  typeof n === "number" ? n.toLocaleString("ru-RU", { maximumFractionDigits: 2 }) : String(n);

const TRICKS = (p: Params): string => `«${p.value}» — не число взяток (от 0 до 10).`;

const RU: Readonly<Record<string, (p: Params, at: Problem["at"]) => string>> = {
  // The checks (src/core/checks).
  "contract-unreadable": (p) =>
    p.why === "level"
      ? `«${p.value}» — не контракт: игра бывает от 6 до 10 взяток.`
      : `«${p.value}» — не контракт: пишите 6♠, 6S, 6п или 6 пик; 7БК или 7NT; мизер или M; распасы — «-» или «распасы» (pass).`,
  "tricks-missing": () => "Не записаны взятки одной из играющих рук.",
  "tricks-sum": (p) => `Взяток в сумме ${p.sum}, а должно быть 10.`,
  "seats-repeated": (p) =>
    `Позиция ${seat(p.seat)} записана и как ${column(p.first)}, и как ${column(p.column)}.`,
  "seat-empty": (p) => `${capital(column(p.column))} ${seat(p.seat)}: на этой позиции никто не сидит.`,
  "dealer-playing": (p) =>
    `${capital(column(p.column))} ${seat(p.dealer)} — сдающий` +
    (Number(p.byDefault) === 1 ? ` (сдачу ${p.board} сдаёт ${seat(p.dealer)})` : "") +
    ", а сдающий в сдаче не участвует.",
  "whists-not-zero-sum": (p) => `Висты строки в сумме дают ${number(p.sum)}, а не 0.`,
  "player-twice-in-row": (p) =>
    `Игрок ${p.player} записан в одной строке дважды: на позициях ${seat(p.first)} и ${seat(p.seat)}.`,
  "deal-played-twice": (p) =>
    `Игрок ${p.player} сыграл сдачу ${p.board} повторно` +
    (p.firstLine !== undefined && p.firstLine !== "" ? ` (первый раз — строка ${p.firstLine})` : "") +
    ": аннулируйте этот результат и назначьте искусственные (§11.6Б).",
  "table-not-playing-deal": (p) =>
    p.round !== undefined && p.table !== undefined
      ? `Стол ${p.table} не играет сдачу ${p.board} в туре ${p.round}.`
      : `Ни один стол рассадки не играет сдачу ${p.board} с этими игроками.`,
  "movement-mismatch": (p) =>
    `Игрок ${p.player} на позиции ${seat(p.seat)}: по рассадке ` +
    (p.planned === "" ? "там никто не сидит" : `там сидит игрок ${p.planned}`) +
    ` (стол ${p.table}, тур ${p.round}).`,
  "missing-result": (p) => `Нет результата стола ${p.table}, тур ${p.round}.`,
  // Reading a protocol sheet (src/core/protocol-table.ts).
  "bad-whists": (p) => `«${p.value}» — не висты и не искусственный результат (A+, A, A-, NN%).`,
  "bad-round": (p) => `«${p.value}» — не номер тура.`,
  "bad-table": (p) => `«${p.value}» — не номер стола.`,
  "bad-declarer-tricks": TRICKS,
  "bad-defender1-tricks": TRICKS,
  "bad-defender2-tricks": TRICKS,
  "bad-board": (p) => `«${p.value}» — не номер сдачи.`,
  "missing-board": () => "Нет номера сдачи.",
  "unknown-seat": (p) => `«${p.value}» — не позиция (С, В, Ю или З).`,
  "bad-player": (p) => `«${p.value}» — не номер игрока.`,
  "whists-without-player": (_, at) =>
    `Висты на позиции ${seat(String(at.column ?? "").replace(/_whists$/, ""))}, но нет номера игрока.`,
  // The reader and the selection (src/excel/read-session.ts).
  "duplicate-deal": (p) =>
    `У сдачи ${p.board} два листа протокола, «${p.first}» и «${p.second}»: проверяется «${p.second}».`,
  "movement-unreadable": (p) => `Лист «${p.sheet}» не читается как рассадка: строки с ней не сверяются.`,
  "no-protocols": () =>
    "В книге нет листов протоколов («Протокол 1» или «Board 1» …). Сначала постройте сессию.",
  "excel.read-failed": (p) => `Excel не смог прочитать книгу${p.code ? ` (${p.code})` : ""}: ${p.message}`,
  "excel.sheet-missing": (p) => `Листа «${p.sheet}» в книге больше нет: проверьте протоколы снова.`,
  "excel.select-failed": (p) => `Excel не смог показать ячейку ${p.cell} листа «${p.sheet}»: ${p.message}`,
};

/** The problem's text in `language`. */
export function issueText(p: Problem, language: Language): string {
  if (language === "en") return p.message;
  const shared = problemText(p, "ru");
  if (shared !== p.message) return shared;
  const own = RU[p.code];
  return own === undefined ? p.message : own(p.params ?? {}, p.at);
}

/** The codes with a Russian text here (for tests). */
export const OWN_RUSSIAN_CODES: readonly string[] = Object.keys(RU);
