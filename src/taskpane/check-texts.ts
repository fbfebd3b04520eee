/**
 * The check's problems in the director's language: the shared texts of every check code
 * (src/i18n/check-messages.ts, short, without the location: the list shows it apart), then the
 * shared Excel and form texts (src/i18n/problems.ts), then the texts here — what only the task
 * pane's reading meets (a round, table or tricks cell that does not read, a second sheet of a
 * deal, the Movement sheet, Excel refusing the read or the selection) — and else the core's
 * English message.
 */
import type { Problem } from "../core/result";
import { checkMessage } from "../i18n/check-messages";
import { problemText } from "../i18n/problems";
import type { Language } from "./language";

type Params = Readonly<Record<string, string | number>>;

const RU_SEAT: Readonly<Record<string, string>> = { N: "С", E: "В", S: "Ю", W: "З" };
const seat = (s: unknown): string => RU_SEAT[String(s)] ?? String(s);

const TRICKS = (p: Params): string => `«${p.value}» — не число взяток (от 0 до 10).`;

const RU: Readonly<Record<string, (p: Params, at: Problem["at"]) => string>> = {
  // Reading a protocol sheet (src/core/protocol-table.ts).
  "bad-round": (p) => `«${p.value}» — не номер тура.`,
  "bad-table": (p) => `«${p.value}» — не номер стола.`,
  "bad-declarer-tricks": TRICKS,
  "bad-defender1-tricks": TRICKS,
  "bad-defender2-tricks": TRICKS,
  "bad-board": (p) => `«${p.value}» — не номер сдачи.`,
  "missing-board": () => "Нет номера сдачи.",
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
  return capitalFirst(textOf(p, language));
}

function textOf(p: Problem, language: Language): string {
  const checked = checkMessage(p, language);
  if (checked !== p.message) return checked;
  if (language === "en") return p.message;
  const shared = problemText(p, "ru");
  if (shared !== p.message) return shared;
  const own = RU[p.code];
  return own === undefined ? p.message : own(p.params ?? {}, p.at);
}

/** Each issue is a sentence of its own: "играющий В — сдающий…" shows as "Играющий В — сдающий…". */
function capitalFirst(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** The codes with a Russian text here (for tests). */
export const OWN_RUSSIAN_CODES: readonly string[] = Object.keys(RU);
