/**
 * Problems (errors as values) in the director's language. The core writes English messages with
 * a stable code and parameters; Russian text is made here from the code and parameters, and a
 * code without a Russian text keeps its English message.
 */
import type { Problem } from "../core/result";

export type MessageLanguage = "ru" | "en";

type Params = Readonly<Record<string, string | number>>;

const RU: Readonly<Record<string, (p: Params, message: string) => string>> = {
  "movement.players.not-integer": (p) => `Число игроков должно быть целым, а не ${p.players}.`,
  "movement.players.too-few": (p) => `Для рассадки нужно не меньше 3 игроков, а не ${p.players}.`,
  "movement.players.too-many": (p) =>
    `Рассадка строится не более чем для 1000 игроков, а не для ${p.players}.`,
  "movement.table-size.invalid": (p) => `За столом сидят 4 или 3 игрока, а не ${p.tableSize}.`,
  "movement.rounds.invalid": (p) => `Число туров должно быть целым, от 1, а не ${p.rounds}.`,
  "movement.rounds.too-many": (p) =>
    `В этой рассадке ${p.fullRounds} туров, поэтому сыграть ${p.rounds} не получится.`,
  "movement.method.unknown": (p) => `Неизвестный метод «${p.method}».`,
  "movement.method.unfit": (p) =>
    `Метод ${p.method} не подходит для ${p.players} игроков; автоматический выбор дал бы ${p.suggestion}.`,
  "workbook.deals-per-set": () => "Сдач в комплекте — целое число от 1 до 8.",
  "workbook.language": () => "Язык книги — ru или en.",
  "workbook.formulas": () => "Формулы — надстройки (addin) или переносимые (portable).",
  "excel.cancelled": (p) => `Ничего не записано: листы уже есть в книге — ${p.sheets}.`,
  "excel.failed": (p) => `Excel не принял изменения${p.code ? ` (${p.code})` : ""}: ${p.message}`,
  "excel.partial": (p) =>
    `Excel не принял изменения${p.code ? ` (${p.code})` : ""}: ${p.message}. ` +
    `Новые листы могли добавиться не полностью: ${p.sheets}. Удалите их и постройте снова.`,
  "excel.cosmetic": (p) =>
    `Excel не принял оформление (${({ chart: "диаграмма", print: "параметры печати", frozen: "закреплённые области", break: "разрывы страниц" } as Record<string, string>)[String(p.look)] ?? p.look})${p.code ? ` (${p.code})` : ""}: ${p.message}. Данные записаны полностью, не хватает только этого оформления.`,
  "excel.unsupported": () =>
    "Эта версия Excel не умеет того, что нужно для построения (ExcelApi 1.9): нужен Excel 2019, Microsoft 365 или Excel в браузере.",
  // Reading the session through Office.js and showing a cell (src/excel/read-session.ts).
  "duplicate-deal": (p) =>
    `У сдачи ${p.board} два листа протокола, «${p.first}» и «${p.second}»: проверяется «${p.second}».`,
  "movement-unreadable": (p) => `Лист «${p.sheet}» не читается как рассадка: строки с ней не сверяются.`,
  "no-protocols": () =>
    "В книге нет листов протоколов («Протокол 1» или «Board 1» …). Сначала постройте сессию.",
  "excel.read-failed": (p) => `Excel не смог прочитать книгу${p.code ? ` (${p.code})` : ""}: ${p.message}`,
  "excel.sheet-missing": (p) => `Листа «${p.sheet}» в книге больше нет: проверьте протоколы снова.`,
  "excel.select-failed": (p) => `Excel не смог показать ячейку ${p.cell} листа «${p.sheet}»: ${p.message}`,
  "form.players.empty": () => "Укажите число игроков или вставьте список имён, по одному в строке.",
  "form.rounds": () => "Туров — целое число (пусто — все туры рассадки).",
  "form.deals-per-set": () => "Сдач в комплекте — целое число от 1 до 8.",
};

/** The problem's message in `language` (English: the core's own message). */
export function problemText(p: Problem, language: MessageLanguage): string {
  if (language === "en") return p.message;
  const ru = RU[p.code];
  return ru === undefined ? p.message : ru(p.params ?? {}, p.message);
}
