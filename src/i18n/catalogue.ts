/**
 * Every problem's message in Russian and English: the one catalogue the CLI, the task pane and the
 * custom functions take their texts from. `ProblemParams` is the union of problem codes with the
 * params each carries; the catalogue is a mapped type over it, so the compiler proves every code
 * has both texts, each made from that code's own params. (test/i18n/catalogue.test.ts proves every
 * code the sources emit is in the union.) A text also gets the core's English message, which the
 * English side of a code without params of its own uses as it is.
 */
import type { Seat } from "../core/protocol";
import type { Problem } from "../core/result";
import { DEAL_CATALOGUE, type DealCode, type DealParams } from "./deal-messages";

/** The languages of the messages. */
export type Language = "ru" | "en";

type V = { readonly value: string | number };
type None = Readonly<Record<string, never>>;
type Msg = { readonly message: string; readonly code?: string };

/** The looks Office.js may refuse (src/excel/write-plan.ts), in Russian. */
const COSMETIC_RU: Readonly<Record<string, string>> = {
  chart: "диаграмма",
  print: "параметры печати",
  frozen: "закреплённые области",
  break: "разрывы страниц",
};

/** The deals' codes (src/core/deals, src/workbook/deals-sheet.ts): texts in deal-messages.ts. */
type DealProblemParams = { readonly [K in DealCode]: DealParams };

/** Every problem code with its params. */
export interface ProblemParams extends DealProblemParams {
  // Reading a protocol, the penalties and the names (src/core/protocol-table.ts, src/cli).
  "bad-round": V;
  "bad-table": V;
  "bad-board": V;
  "bad-declarer-tricks": V;
  "bad-defender1-tricks": V;
  "bad-defender2-tricks": V;
  "missing-board": None;
  "bad-whists": V;
  "bad-player": V;
  "player-out-of-range": V & { readonly max: number };
  "unknown-seat": V;
  "whists-without-player": V & { readonly seat: string };
  "extra-cells": V & { readonly cells: number; readonly columns: number };
  "bad-points": V;
  "bad-session": V;
  "duplicate-column": V;
  "unknown-column": V;
  "missing-column": Partial<V>;
  "no-rows": None;
  "file-unreadable": None;
  "empty-file": None;
  "not-csv": None;
  "no-protocols": None;
  // The director's files (src/cli/safe-write.ts, decode.ts, zip-guard.ts; src/workbook/ledger-sheets.ts).
  /** What the file looks like instead (src/xlsx/zip-guard.ts); none when the zip holds no workbook. */
  "not-xlsx": { readonly look?: "empty" | "xls" | "pdf" | "html" | "csv" | "not-zip" | "damaged" };
  "output.no-folder": { readonly file: string };
  "output.is-input": { readonly file: string; readonly input: string; readonly flag: string };
  "output.is-folder": { readonly file: string; readonly flag: string };
  "output.exists": { readonly file: string; readonly flag: string };
  "output.write-failed": { readonly file: string; readonly why: string };
  "encoding-guessed": { readonly encoding: string };
  "xlsx-too-large": {
    readonly entries?: number;
    readonly limit?: number;
    readonly limitMb?: number;
    readonly part?: string;
  };
  "sheet-missing": { readonly sheet: string; readonly role: string; readonly deal: number | "" };
  "duplicate-deal": { readonly board: number; readonly first: string; readonly second: string };
  "stale-protocol": {
    readonly sheet: string;
    readonly deal: number;
    readonly typed: "yes" | "no";
    readonly row: number | "";
  };
  "movement-unreadable": { readonly sheet: string };
  "protocol-sheet-unreadable": { readonly sheet: string; readonly deal: number };
  "protocol-sheet-missing": { readonly sheet: string; readonly deal: number };
  // The protocol checks (src/core/checks).
  "contract-unreadable": V & { readonly why: "level" | "notation" };
  "tricks-missing": None;
  "tricks-sum": { readonly sum: number };
  "seats-repeated": { readonly seat: string; readonly first: string; readonly column: string };
  "seat-empty": { readonly seat: string; readonly column: string };
  "dealer-playing": {
    readonly dealer: string;
    readonly column: string;
    readonly board: number;
    readonly byDefault: number;
  };
  "dealer-differs": { readonly dealer: string; readonly first: string; readonly firstLine: number | "" };
  "whists-not-zero-sum": { readonly sum: number };
  "player-twice-in-row": { readonly player: number; readonly first: string; readonly seat: string };
  "deal-played-twice": { readonly player: number; readonly board: number; readonly firstLine: number | "" };
  "table-not-playing-deal": { readonly board: number; readonly round?: number; readonly table?: number };
  "movement-mismatch": {
    readonly player: number;
    readonly seat: string;
    readonly planned: number | "";
    readonly table: number;
    readonly round: number;
  };
  "missing-result": { readonly table: number; readonly round: number };
  // Scoring (src/core/score.ts).
  "penalty-unknown-player": { readonly player: number };
  "disqualified-unknown-player": { readonly player: number };
  // Filling whists from contracts (src/core/whists).
  "whists.contract": V;
  "whists.not-filled": None;
  "whists.seat": None;
  "whists.players": { readonly argument: string };
  "whists.no-dealer": { readonly argument: string };
  "whists.empty-seat": { readonly argument: string };
  "whists.bad-tricks": { readonly argument: string };
  "whists.dealer-tricks": { readonly argument: string };
  "whists.empty-tricks": { readonly argument: string };
  "whists.dealer-declares": { readonly argument: string };
  "whists.no-declarer": { readonly argument: string };
  "whists.empty-declares": { readonly argument: string };
  "whists.missing-tricks": { readonly argument: string };
  "whists.tricks-sum": { readonly argument: string };
  "whists.no-defence": { readonly argument: string };
  "whists.not-defending": { readonly argument: string };
  "whists.defenders": { readonly argument: string };
  "whists.half-whist-level": { readonly argument: string };
  "whists.half-whist-pass": { readonly argument: string };
  // Movements (src/core/movement).
  "movement.players.not-integer": { readonly players: number | string };
  "movement.players.too-few": { readonly players: number | string };
  "movement.players.too-many": { readonly players: number | string };
  "movement.table-size.invalid": { readonly tableSize: number | string };
  "movement.rounds.invalid": { readonly rounds: number | string };
  "movement.rounds.too-many": { readonly rounds: number; readonly fullRounds: number };
  "movement.method.unknown": { readonly method: string };
  "movement.method.unfit": { readonly method: string; readonly players: number; readonly suggestion: string };
  "movement.empty-seat": {
    readonly round: number;
    readonly table: number;
    readonly set: number;
    readonly empty: string;
    readonly dealer: string;
  };
  "movement.player-placement": None;
  "movement.player-range": None;
  "movement.repeated-set": None;
  "movement.rests-uneven": None;
  "movement.round-number": None;
  "movement.rounds": None;
  "movement.set-copies": None;
  "movement.set-range": None;
  "movement.table-number": None;
  "movement.table-size": None;
  // Building and filling the workbook (src/workbook, src/cli/commands/build.ts).
  "workbook.deals-per-set": None;
  "workbook.language": None;
  "workbook.formulas": None;
  "workbook.variant": None;
  "fill.deal-not-played": { readonly deal: number };
  "fill.no-players": None;
  "fill.row-twice": { readonly deal: number };
  // A protocol row's players as given ("N 1, E 2"), and its round and table when given ("" if not).
  "fill.row-not-in-movement": {
    readonly deal: number;
    readonly seats: string;
    readonly round: number | "";
    readonly table: number | "";
  };
  "fill.row-ambiguous": { readonly deal: number; readonly seats: string; readonly count: number };
  "names.unknown-player": None;
  // Excel and the task pane's form (src/excel, src/taskpane).
  "excel.cancelled": { readonly sheets: string };
  "excel.failed": Msg;
  "excel.partial": Msg & { readonly sheets: string };
  "excel.cosmetic": Msg & { readonly look: string; readonly sheet: string };
  "excel.unsupported": Msg;
  "excel.read-failed": Msg;
  "excel.sheet-missing": { readonly sheet: string };
  "excel.select-failed": Msg & { readonly cell: string; readonly sheet: string };
  "form.players.empty": None;
  "form.rounds": None;
  "form.deals-per-set": None;
  // The custom functions (src/functions): an argument they cannot use, shown as #VALUE!.
  "function.value": None;
  // A command line refused before its options mean anything (src/cli/args.ts parse): `text` is
  // the option, or the stray argument, as typed.
  "cli.usage": {
    readonly kind:
      "unknown-option" | "missing-value" | "ambiguous-value" | "no-value" | "unexpected-argument";
    readonly text: string;
  };
  // A whole-number option out of its range (src/cli/args.ts wholeOption): range "" or "1–8".
  "cli.whole-number": { readonly name: string; readonly value: string; readonly range: string };
}

/** A code of the catalogue. */
export type ProblemCode = keyof ProblemParams;

type Text<P> = (p: P, message: string) => string;
type Catalogue = {
  readonly [K in ProblemCode]: { readonly ru: Text<ProblemParams[K]>; readonly en: Text<ProblemParams[K]> };
};

/** The seat letters in Russian, the workbook's (src/workbook/labels.ts): the CLI's reports use them too. */
export const RU_SEATS: Readonly<Record<Seat, string>> = { N: "С", E: "В", S: "Ю", W: "З" };
const ruSeat = (s: unknown): string => (RU_SEATS as Readonly<Record<string, string>>)[String(s)] ?? String(s);
const RU_COLUMNS: Readonly<Record<string, string>> = {
  declarer: "играющий",
  defender1: "1-й вистующий",
  defender2: "2-й вистующий",
};
const ruColumn = (c: unknown): string => RU_COLUMNS[String(c)] ?? String(c);
const EN_COLUMNS: Readonly<Record<string, string>> = {
  declarer: "declarer",
  defender1: "1st defender",
  defender2: "2nd defender",
};
const enColumn = (c: unknown): string => EN_COLUMNS[String(c)] ?? String(c);
/** The English side of a code whose core message already says everything. */
const asIs = (_p: unknown, message: string): string => message;

/** "N 1, E 2" with the Russian seat letters: "С 1, В 2". */
const ruSeatList = (seats: string): string =>
  seats.replace(/\b([NESW]) (\d+)/g, (_m, seat: Seat, n: string) => `${RU_SEATS[seat]} ${n}`);
const ruTricks = (p: V): string => `«${p.value}» — не число взяток (от 0 до 10).`;
const ruWhists = (what: string) => (): string => `Висты не вычислить: ${what}.`;
/** A movement that fails its own validation: what is wrong with the seating. */
const ruBadSeating = (what: string) => (): string => `Рассадка неверна: ${what}.`;

/** Both texts of every code. */
export const CATALOGUE: Catalogue = {
  ...DEAL_CATALOGUE,
  "bad-round": {
    ru: (p) => `«${p.value}» — не номер тура.`,
    en: (p) => `"${p.value}" is not a round number.`,
  },
  "bad-table": {
    ru: (p) => `«${p.value}» — не номер стола.`,
    en: (p) => `"${p.value}" is not a table number.`,
  },
  "bad-board": {
    ru: (p) => `«${p.value}» — не номер сдачи.`,
    en: (p) => `"${p.value}" is not a deal number.`,
  },
  "bad-declarer-tricks": { ru: ruTricks, en: asIs },
  "bad-defender1-tricks": { ru: ruTricks, en: asIs },
  "bad-defender2-tricks": { ru: ruTricks, en: asIs },
  "missing-board": { ru: () => "Нет номера сдачи.", en: () => "The deal number is missing." },
  "bad-whists": {
    ru: (p) => `«${p.value}» — не висты и не отметка судьи (A+, A, A-, NN%, X — аннулирован).`,
    en: (p) => `"${p.value}" is not whists nor a director's mark (A+, A, A-, NN%, X cancelled).`,
  },
  "bad-player": {
    ru: (p) => `«${p.value}» — не номер игрока.`,
    en: (p) => `"${p.value}" is not a player number.`,
  },
  "player-out-of-range": {
    ru: (p) => `Номер игрока ${p.value} слишком велик: игроки нумеруются от 1 до ${p.max}.`,
    en: (p) => `Player number ${p.value} is too large: players are numbered 1 to ${p.max}.`,
  },
  "unknown-seat": {
    ru: (p) => `«${p.value}» — не позиция (С, В, Ю, З или N, E, S, W).`,
    en: (p) => `"${p.value}" is not a seat (N, E, S, W or С, В, Ю, З).`,
  },
  "whists-without-player": {
    ru: (p) => `Висты на позиции ${ruSeat(p.seat)}, но нет номера игрока.`,
    en: (p) => `Whists "${p.value}" in seat ${p.seat} but no player number.`,
  },
  "extra-cells": {
    ru: (p) =>
      `В строке ${p.cells} ячеек, а граф в заголовке ${p.columns}: «${p.value}» — за пределами заголовка.`,
    en: (p) =>
      `The row has ${p.cells} cells but the header ${p.columns} columns: "${p.value}" is beyond the header.`,
  },
  "bad-points": {
    ru: (p) => `«${p.value}» — не число матчпунктов и не процент от макса («25%»).`,
    en: (p) => `"${p.value}" is not a number of matchpoints nor a percentage of a top ("25%").`,
  },
  "bad-session": { ru: (p) => `«${p.value}» — не номер сессии из данных.`, en: asIs },
  "duplicate-column": { ru: (p) => `Графа «${p.value}» в заголовке дважды.`, en: asIs },
  "unknown-column": { ru: (p) => `Графа «${p.value}» — не графа протокола; пропущена.`, en: asIs },
  "missing-column": {
    ru: (p) =>
      p.value === undefined ? "В заголовке не хватает графы." : `В заголовке нет графы «${p.value}».`,
    en: asIs,
  },
  "no-rows": { ru: () => "Под заголовком нет строк протокола.", en: asIs },
  "file-unreadable": { ru: () => "Файл не читается (его нет или к нему нет доступа).", en: asIs },
  "empty-file": { ru: () => "Файл пуст.", en: asIs },
  "not-csv": { ru: () => "Это не текстовый CSV-файл (UTF-8, UTF-16 или Windows-1251).", en: asIs },
  "not-xlsx": {
    ru: (p) => {
      switch (p.look) {
        case "empty":
          return "Файл пуст: это не книга .xlsx.";
        case "xls":
          return "Это книга старого Excel 97–2003 (.xls) или книга с паролем: откройте её в Excel и сохраните как .xlsx.";
        case "pdf":
          return "Это файл PDF, а не книга .xlsx.";
        case "html":
          return "Это текстовый файл HTML или XML, а не книга .xlsx.";
        case "csv":
          return "Это текстовый файл CSV с именем .xlsx: дайте ему имя .csv или откройте в Excel и сохраните как .xlsx.";
        case "damaged":
          return "Книга .xlsx повреждена (архив не читается); она не прочитана.";
        case "not-zip":
        case undefined:
          return "Это не книга .xlsx.";
      }
    },
    en: asIs,
  },
  "output.no-folder": { ru: (p) => `Не записать ${p.file}: такой папки нет.`, en: asIs },
  "output.is-input": {
    ru: (p) =>
      `${p.flag} ${p.file} — это входной файл ${p.input}: поверх него писать нельзя (укажите другой файл в ${p.flag}).`,
    en: asIs,
  },
  "output.is-folder": { ru: (p) => `${p.file} — папка; укажите файл в ${p.flag}.`, en: asIs },
  "output.exists": {
    ru: (p) =>
      `${p.file} уже есть и не заменён: добавьте --force, чтобы заменить, или укажите другой файл в ${p.flag}.`,
    en: asIs,
  },
  "output.write-failed": { ru: (p) => `Не записать ${p.file}: ${p.why}. Прежний файл не тронут.`, en: asIs },
  "encoding-guessed": {
    ru: (p) =>
      `У файла нет метки кодировки; он прочитан как ${p.encoding.replace("(Cyrillic)", "(кириллица)")}. Если имена выглядят странно, сохраните его как «CSV UTF-8».`,
    en: asIs,
  },
  "xlsx-too-large": {
    ru: (p) =>
      p.limitMb !== undefined
        ? `Книга распаковывается больше чем в ${p.limitMb} МБ; она не прочитана.`
        : p.limit !== undefined
          ? `В книге ${p.entries} частей, больше допустимых ${p.limit}; она не прочитана.`
          : `Часть «${p.part}» книги объявляет невозможные размеры; книга не прочитана.`,
    en: asIs,
  },
  "sheet-missing": {
    ru: (p) =>
      p.role === "protocol"
        ? `Листа протокола сдачи ${p.deal} («${p.sheet}») нет в книге (удалён?): верните его или постройте сессию заново.`
        : `${p.role === "penalties" ? "Листа штрафов" : p.role === "players" ? "Листа игроков" : "Листа"} «${p.sheet}» нет в книге (удалён?): верните его или постройте сессию заново.`,
    en: asIs,
  },
  "no-protocols": {
    ru: () => "В книге нет листов протоколов («Протокол 1» или «Board 1» …). Сначала постройте сессию.",
    en: asIs,
  },
  "duplicate-deal": {
    ru: (p) =>
      `У сдачи ${p.board} два листа протокола, «${p.first}» и «${p.second}»: проверяется «${p.second}».`,
    en: asIs,
  },
  "stale-protocol": {
    ru: (p) =>
      `Лист «${p.sheet}» — протокол сдачи ${p.deal}, которой в этой сессии нет (от прежней сборки): он не читается; ${
        p.typed === "yes"
          ? `в нём введены строки (строка ${p.row}): удалите его или перенесите их`
          : "он пустой, его можно удалить"
      }.`,
    en: asIs,
  },
  "movement-unreadable": {
    ru: (p) => `Лист «${p.sheet}» не читается как рассадка: строки с ней не сверяются.`,
    en: asIs,
  },
  "protocol-sheet-unreadable": {
    ru: (p) =>
      `Лист «${p.sheet}» назван как протокол, но его заголовок не читается: сдача ${p.deal} не посчитана.`,
    en: asIs,
  },
  "protocol-sheet-missing": {
    ru: (p) => `По рассадке играется сдача ${p.deal}, а листа протокола «${p.sheet}» в книге нет.`,
    en: asIs,
  },
  "contract-unreadable": {
    ru: (p) =>
      p.why === "level"
        ? `«${p.value}» — не контракт: игра бывает от 6 до 10 взяток.`
        : `«${p.value}» — не контракт: пишите 6♠, 6S, 6п, 6 пик; 7БК, 7NT; мизер, M; распасы — «-» или «распасы».`,
    en: (p) =>
      p.why === "level"
        ? `"${p.value}" is not a contract: a game is 6 to 10 tricks.`
        : `"${p.value}" is not a contract: write 6♠ 6S 6п, 7NT 7БК, misère or M, and - or pass for all-pass.`,
  },
  "tricks-missing": {
    ru: () => "Не записаны взятки одной из играющих рук.",
    en: () => "The tricks of a playing hand are not written.",
  },
  "tricks-sum": {
    ru: (p) => `Взяток в сумме ${p.sum}, а должно быть 10.`,
    en: (p) => `The tricks add up to ${p.sum}, not 10.`,
  },
  "seats-repeated": {
    ru: (p) => `Позиция ${ruSeat(p.seat)} записана и как ${ruColumn(p.first)}, и как ${ruColumn(p.column)}.`,
    en: (p) => `Seat ${p.seat} is written as both ${enColumn(p.first)} and ${enColumn(p.column)}.`,
  },
  "seat-empty": {
    ru: (p) => `${ruColumn(p.column)} ${ruSeat(p.seat)}: на позиции ${ruSeat(p.seat)} никто не сидит.`,
    en: (p) => `${enColumn(p.column)} ${p.seat}: nobody sits in seat ${p.seat}.`,
  },
  "dealer-playing": {
    ru: (p) =>
      `${ruColumn(p.column)} ${ruSeat(p.dealer)} — сдающий${p.byDefault === 1 ? ` (сдачу ${p.board} сдаёт ${ruSeat(p.dealer)})` : ""}, а сдающий в сдаче не участвует.`,
    en: (p) =>
      `${enColumn(p.column)} ${p.dealer} is the dealer${p.byDefault === 1 ? ` (deal ${p.board} is dealt by ${p.dealer})` : ""}, who sits the deal out.`,
  },
  "dealer-differs": {
    ru: (p) =>
      `Сдающий здесь ${ruSeat(p.dealer)}, а ${p.firstLine !== "" ? `в строке ${p.firstLine}` : "в первой строке"} — ${ruSeat(p.first)}: у сдачи один сдающий.`,
    en: (p) =>
      `The dealer is ${p.dealer} here but ${p.first} ${p.firstLine !== "" ? `at line ${p.firstLine}` : "in the first row"}: one deal has one dealer.`,
  },
  "whists-not-zero-sum": {
    ru: (p) =>
      `Сумма вистов в строке ${p.sum}, а не 0 (если результат оценочный — отметьте графу «Оценочный»).`,
    en: (p) => `The row's whists sum to ${p.sum}, not 0 (mark an assigned result as Assigned).`,
  },
  "player-twice-in-row": {
    ru: (p) => `Игрок ${p.player} записан в одной строке дважды: ${ruSeat(p.first)} и ${ruSeat(p.seat)}.`,
    en: (p) => `Player ${p.player} is in seats ${p.first} and ${p.seat} of one row.`,
  },
  "deal-played-twice": {
    ru: (p) =>
      `Игрок ${p.player} сыграл сдачу ${p.board} повторно${p.firstLine !== "" ? ` (впервые — строка ${p.firstLine})` : ""}: аннулируйте этот результат (X) и назначьте искусственные результаты (§11.6Б).`,
    en: (p) =>
      `Player ${p.player} played deal ${p.board} again${p.firstLine !== "" ? ` (first at line ${p.firstLine})` : ""}: cancel this result (X) and give artificial scores (§11.6B).`,
  },
  "table-not-playing-deal": {
    ru: (p) =>
      p.round !== undefined
        ? `Стол ${p.table} в туре ${p.round} не играет сдачу ${p.board}.`
        : `Ни один стол рассадки не играет сдачу ${p.board} с этими игроками.`,
    en: (p) =>
      p.round !== undefined
        ? `Table ${p.table} does not play deal ${p.board} in round ${p.round}.`
        : `No table of the movement plays deal ${p.board} with these players.`,
  },
  "movement-mismatch": {
    ru: (p) =>
      `Игрок ${p.player} на позиции ${ruSeat(p.seat)}: по рассадке ${p.planned === "" ? `на ${ruSeat(p.seat)} никто не сидит` : `там сидит игрок ${p.planned}`} (стол ${p.table}, тур ${p.round}).`,
    en: (p) =>
      `Player ${p.player} in seat ${p.seat}: by the movement ${p.planned === "" ? `nobody sits ${p.seat}` : `player ${p.planned} sits there`} (table ${p.table}, round ${p.round}).`,
  },
  "missing-result": {
    ru: (p) => `Нет результата стола ${p.table}, тур ${p.round}.`,
    en: (p) => `No result from table ${p.table}, round ${p.round}.`,
  },
  "penalty-unknown-player": {
    ru: (p) => `Штраф игроку ${p.player}, у которого нет результатов.`,
    en: (p) => `A penalty for player ${p.player}, who has no result.`,
  },
  "disqualified-unknown-player": {
    ru: (p) => `Дисквалифицирован игрок ${p.player}, у которого нет результатов.`,
    en: (p) => `Player ${p.player} is disqualified but has no result.`,
  },
  "whists.contract": { ru: (p) => `«${p.value}» — не контракт.`, en: asIs },
  "whists.not-filled": { ru: ruWhists("висты пусты, а взятки не записаны"), en: asIs },
  "whists.seat": { ru: ruWhists("на позиции есть игрок, но он не получал карт"), en: asIs },
  "whists.players": { ru: ruWhists("за столом играют 3 или 4 игрока"), en: asIs },
  "whists.no-dealer": { ru: ruWhists("за столом на четверых нужен сдающий"), en: asIs },
  "whists.empty-seat": { ru: ruWhists("за столом на троих нужны взятки трёх игроков"), en: asIs },
  "whists.bad-tricks": { ru: ruWhists("взятки — целое число от 0 до 10"), en: asIs },
  "whists.dealer-tricks": { ru: ruWhists("сдающий не играет и взяток не берёт"), en: asIs },
  "whists.empty-tricks": { ru: ruWhists("у пустой позиции стола на троих нет взяток"), en: asIs },
  "whists.dealer-declares": { ru: ruWhists("сдающий не может быть играющим"), en: asIs },
  "whists.no-declarer": { ru: ruWhists("не указан играющий"), en: asIs },
  "whists.empty-declares": { ru: ruWhists("играющий — пустая позиция стола на троих"), en: asIs },
  "whists.missing-tricks": { ru: ruWhists("не записаны взятки одного из игроков"), en: asIs },
  "whists.tricks-sum": { ru: ruWhists("взяток в сумме должно быть 10"), en: asIs },
  "whists.no-defence": { ru: ruWhists("не указано, кто вистует и кто пасует"), en: asIs },
  "whists.not-defending": { ru: ruWhists("вист или пас указан не вистующему"), en: asIs },
  "whists.defenders": { ru: ruWhists("вистующие указаны неверно"), en: asIs },
  "whists.half-whist-level": { ru: ruWhists("полвиста на этой игре не объявляют"), en: asIs },
  "whists.half-whist-pass": {
    ru: ruWhists("полвиста объявляет второй вистующий после паса первого"),
    en: asIs,
  },
  "movement.players.not-integer": {
    ru: (p) => `Число игроков должно быть целым, а не ${p.players}.`,
    en: asIs,
  },
  "movement.players.too-few": {
    ru: (p) => `Для рассадки нужно не меньше 3 игроков, а не ${p.players}.`,
    en: asIs,
  },
  "movement.players.too-many": {
    ru: (p) => `Рассадка строится не более чем для 1000 игроков, а не для ${p.players}.`,
    en: asIs,
  },
  "movement.table-size.invalid": {
    ru: (p) => `За столом сидят 4 или 3 игрока, а не ${p.tableSize}.`,
    en: asIs,
  },
  "movement.rounds.invalid": {
    ru: (p) => `Число туров должно быть целым, от 1, а не ${p.rounds}.`,
    en: asIs,
  },
  "movement.rounds.too-many": {
    ru: (p) => `В этой рассадке ${p.fullRounds} туров, поэтому сыграть ${p.rounds} не получится.`,
    en: asIs,
  },
  "movement.method.unknown": { ru: (p) => `Неизвестный метод «${p.method}».`, en: asIs },
  "movement.method.unfit": {
    ru: (p) =>
      `Метод ${p.method} не подходит для ${p.players} игроков; автоматический выбор дал бы ${p.suggestion}.`,
    en: asIs,
  },
  "movement.empty-seat": {
    ru: (p) =>
      `Тур ${p.round}, стол ${p.table}: за столом трое и пустует ${ruSeat(p.empty)}, ` +
      `а комплект ${p.set} сдаёт ${ruSeat(p.dealer)} — пустовать должно место сдающего.`,
    en: asIs,
  },
  "movement.player-placement": { ru: ruBadSeating("игрок посажен в туре не один раз"), en: asIs },
  "movement.player-range": { ru: ruBadSeating("номер отдыхающего игрока вне списка"), en: asIs },
  "movement.repeated-set": { ru: ruBadSeating("игрок получает комплект повторно"), en: asIs },
  "movement.rests-uneven": { ru: ruBadSeating("игроки отдыхают неравномерно"), en: asIs },
  "movement.round-number": { ru: ruBadSeating("туры пронумерованы не по порядку"), en: asIs },
  "movement.rounds": { ru: ruBadSeating("число туров не сходится"), en: asIs },
  "movement.set-copies": {
    ru: ruBadSeating("комплект в туре на слишком многих столах"),
    en: asIs,
  },
  "movement.set-range": { ru: ruBadSeating("номер комплекта вне списка"), en: asIs },
  "movement.table-number": { ru: ruBadSeating("номер стола вне списка или повторён"), en: asIs },
  "movement.table-size": {
    ru: ruBadSeating("за столом на троих занята четвёртая позиция"),
    en: asIs,
  },
  "workbook.deals-per-set": { ru: () => "Сдач в комплекте — целое число от 1 до 8.", en: asIs },
  "workbook.language": { ru: () => "Язык книги — ru или en.", en: asIs },
  "workbook.formulas": { ru: () => "Формулы — надстройки (addin) или переносимые (portable).", en: asIs },
  "workbook.variant": { ru: () => "Вариант — sochi, leningrad или rostov.", en: asIs },
  "fill.deal-not-played": { ru: (p) => `Сдача ${p.deal} в этой сессии не играется.`, en: asIs },
  "fill.no-players": { ru: () => "В строке нет ни одного игрока: её стол не найти.", en: asIs },
  "fill.row-twice": { ru: (p) => `У этого стола результат сдачи ${p.deal} уже есть.`, en: asIs },
  "fill.row-not-in-movement": {
    ru: (p) =>
      `${ruSeatList(p.seats)} не сидят по рассадке за одним столом${p.round === "" ? "" : ` в туре ${p.round}`}${
        p.table === "" ? "" : ` (стол ${p.table})`
      }, играющим сдачу ${p.deal}.`,
    en: asIs,
  },
  "fill.row-ambiguous": {
    ru: (p) => `${ruSeatList(p.seats)} подходят к ${p.count} столам: укажите тур и стол.`,
    en: asIs,
  },
  "names.unknown-player": { ru: () => "Имя для игрока, которого в сессии нет.", en: asIs },
  "excel.cancelled": { ru: (p) => `Ничего не записано: листы уже есть в книге — ${p.sheets}.`, en: asIs },
  "excel.failed": {
    ru: (p) => `Excel не принял изменения${p.code ? ` (${p.code})` : ""}: ${p.message}`,
    en: asIs,
  },
  "excel.partial": {
    ru: (p) =>
      `Excel не принял изменения${p.code ? ` (${p.code})` : ""}: ${p.message}. ` +
      `Новые листы могли добавиться не полностью: ${p.sheets}. Удалите их и постройте снова.`,
    en: asIs,
  },
  "excel.cosmetic": {
    ru: (p) =>
      `Excel не принял оформление (${COSMETIC_RU[p.look] ?? p.look})${p.code ? ` (${p.code})` : ""}: ${p.message}. ` +
      "Данные записаны полностью, не хватает только этого оформления.",
    en: asIs,
  },
  "excel.unsupported": {
    ru: () =>
      "Эта версия Excel не умеет того, что нужно для построения (ExcelApi 1.9): нужен Excel 2019, Microsoft 365 или Excel в браузере.",
    en: asIs,
  },
  "excel.read-failed": {
    ru: (p) => `Excel не смог прочитать книгу${p.code ? ` (${p.code})` : ""}: ${p.message}`,
    en: asIs,
  },
  "excel.sheet-missing": {
    ru: (p) => `Листа «${p.sheet}» в книге больше нет: проверьте протоколы снова.`,
    en: asIs,
  },
  "excel.select-failed": {
    ru: (p) => `Excel не смог показать ячейку ${p.cell} листа «${p.sheet}»: ${p.message}`,
    en: asIs,
  },
  "form.players.empty": {
    ru: () => "Укажите число игроков или вставьте список имён, по одному в строке.",
    en: asIs,
  },
  "form.rounds": { ru: () => "Туров — целое число (пусто — все туры рассадки).", en: asIs },
  "form.deals-per-set": { ru: () => "Сдач в комплекте — целое число от 1 до 8.", en: asIs },
  // Excel shows a custom function's error message as the function made it: in English for now.
  "function.value": { ru: asIs, en: asIs },
  "cli.usage": { ru: ruUsage, en: asIs },
  "cli.whole-number": {
    ru: (p) =>
      `${p.name} — целое число${p.range === "" ? "" : ` от ${p.range.replace("–", " до ")}`}, а не «${p.value}»`,
    en: asIs,
  },
};

/** A refused command line in Russian (src/cli/args.ts parse). */
function ruUsage(p: ProblemParams["cli.usage"]): string {
  switch (p.kind) {
    case "unknown-option":
      return `неизвестный параметр ${p.text}`;
    case "missing-value":
      return `у параметра ${p.text} нет значения`;
    case "ambiguous-value":
      return `у параметра ${p.text}, похоже, нет значения (значение, начинающееся с «-», пишется так: ${p.text}=-…)`;
    case "no-value":
      return `параметр ${p.text} пишется без значения`;
    case "unexpected-argument":
      return `лишний аргумент «${p.text}»: эта команда принимает только параметры (--имя значение)`;
    default: {
      const never: never = p.kind;
      return never;
    }
  }
}

/** Whether a code is in the catalogue. */
export function isProblemCode(code: string): code is ProblemCode {
  return Object.prototype.hasOwnProperty.call(CATALOGUE, code);
}

/**
 * The problem's text in `language` from its code and params, short and without the location.
 * A problem whose params lack what its text needs (a header cell, say) keeps the core's message.
 */
export function catalogueText(p: Problem, language: Language): string | null {
  if (!isProblemCode(p.code)) return null;
  const entry = CATALOGUE[p.code] as { ru: Text<unknown>; en: Text<unknown> };
  const out = entry[language](p.params ?? {}, p.message);
  return out.includes("undefined") ? null : out;
}

/**
 * The problem's message as the CLI prints it after the location: in English the core's own message
 * (it names what the location does not), in Russian the catalogue's text.
 */
export function problemMessage(p: Problem, language: Language): string {
  return language === "en" ? p.message : (catalogueText(p, "ru") ?? p.message);
}
