/**
 * The words of the CLI's text reports — standings, score cards, an event, a movement, the demo's
 * protocol, the "written to" lines — in Russian and English. Both languages implement one
 * interface, so a text missing from either is a compile error. English is what the CLI printed
 * before Russian came (docs/contracts.md and the tests rely on it, to the byte).
 *
 * Numbers in Russian text take the decimal comma and a space before the per cent sign ("73,81 %"),
 * as the task pane and the Russian Movement sheet write them. CSV and JSON are machine contracts
 * and never come here: their headers and keys are English in both languages.
 */
import { correctionText, type Correction } from "../core/corrections";
import {
  alternativesText,
  describeMethod,
  type Alternative,
  type Movement,
  type Room,
} from "../core/movement";
import { SEATS, type Seat } from "../core/protocol";
import { formatRational } from "../core/rational";
import { RU_SEATS } from "./catalogue";
import { ruCount } from "./plural";
import { RU_FAMILY, ruFamily } from "./movement-families";

/** The languages of the reports. */
export type ReportLanguage = "ru" | "en";

/** A player's totals as a score card's heading says them; numbers already written as text. */
export interface CardHeading {
  readonly player: number;
  readonly name?: string;
  readonly mp: string;
  readonly max: number;
  /** "73.81" (the per cent sign is the language's), or null with nothing scored. */
  readonly percent: string | null;
  readonly place: string;
  /** The MP taken off, or null without a penalty. */
  readonly penalty: string | null;
}

/** What `pref build` wrote, for its closing line. */
export interface BuildSummary {
  readonly file: string;
  readonly movement: Movement;
  readonly protocols: number;
  readonly formulas: "portable" | "addin";
  /** Results filled in from --protocols, or null without it. */
  readonly filled: number | null;
}

/** The words of the movement report (`pref movement`, text format). */
export interface MovementTexts {
  /** "Movement for 12 players: 3 tables of 4, 11 rounds, 11 sets — small". */
  readonly heading: (m: Movement) => string;
  readonly room: (r: Room) => string;
  readonly gridTitle: (seats: string) => string;
  readonly round: string;
  readonly table: (t: number) => string;
  readonly rests: string;
  readonly setRowTitle: string;
  readonly cardsTitle: string;
  /** A table card's label: "Table 3", or the resting players' card for null. */
  readonly card: (table: number | null) => string;
  readonly stay: string;
  /** Between two moves of a card: a space in English ("1E–3W 1S–1E"), a comma where the letters stand apart. */
  readonly moveSeparator: string;
  readonly everyRound: (label: string, moves: string) => string;
  readonly afterRound: (round: number, moves: string) => string;
  readonly qualityTitle: string;
  readonly alternatives: (list: readonly Alternative[], tableSize: number) => string;
}

/** Every word of the text reports, with its arguments. */
export interface ReportTexts {
  /** Seat letters, the workbook's (С В Ю З in Russian). */
  readonly seats: Readonly<Record<Seat, string>>;
  /** A decimal number written by formatRational ("73.81") in the language's style. */
  readonly number: (text: string) => string;
  /** A percentage in a sentence: "73.81%" / "73,81 %". */
  readonly percent: (text: string) => string;
  /** The place of a disqualified player. */
  readonly dq: string;
  /** The standings' default title. */
  readonly results: string;
  readonly standingsTitle: (title: string, players: number, protocols: number) => string;
  /** The standings' columns: place, player, name, MP, max, %, penalty (the workbook's Results words). */
  readonly columns: readonly [string, string, string, string, string, string, string];
  /** "player 9 (Иванов)": `who` is the number and the name in brackets. */
  readonly winner: (who: string, percent: string | null) => string;
  readonly winners: (who: readonly string[], percent: string | null) => string;
  readonly correctionsHeading: string;
  readonly correction: (c: Correction) => string;
  readonly cardHeading: (c: CardHeading) => string;
  /** Board, Round, Table, Seat, Contract, Whists, MP, Top. */
  readonly cardColumns: readonly [string, string, string, string, string, string, string, string];
  readonly eventTitle: (players: number, sessions: number) => string;
  /** The column of session i's percentage, and the line naming its file (i from 1). */
  readonly sessionColumn: (i: number) => string;
  readonly sessionLine: (i: number, file: string) => string;
  readonly resultsWritten: (file: string) => string;
  /** `pref score` refusing because a file gave no protocols at all. */
  readonly unread: (files: readonly string[]) => string;
  readonly demoTitle: (m: Movement) => string;
  /** "Protocol of deal 1 (top: N 12, E 12, …)": `tops` already joined. */
  readonly protocolTitle: (board: number, tops: string) => string;
  /** The protocol's columns: round, table, and after each seat its whists and MP (the workbook's words). */
  readonly protocolColumns: readonly [string, string, string, string];
  readonly demoWorkbookWritten: (file: string) => string;
  readonly demoCsvWritten: (file: string) => string;
  readonly buildWritten: (b: BuildSummary) => string;
  /** A progress line of the double-dummy analysis; `seconds` as formatted by toFixed(1). */
  readonly analysed: (deal: number, index: number, count: number, seconds: string) => string;
  readonly movement: MovementTexts;
}

const s = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The seat letters in English: the letters themselves. */
const EN_SEATS = Object.fromEntries(SEATS.map((x) => [x, x])) as Record<Seat, string>;

const EN: ReportTexts = {
  seats: EN_SEATS,
  number: (text) => text,
  percent: (text) => `${text}%`,
  dq: "DQ",
  results: "Results",
  standingsTitle: (title, players, protocols) => `${title}: ${players} players, ${s(protocols, "protocol")}`,
  columns: ["Place", "Player", "Name", "MP", "Max", "%", "Penalty"],
  winner: (who, pct) => `Winner: player ${who}${pct === null ? "" : `, ${pct}`}`,
  winners: (who, pct) =>
    `Winners, sharing first place: players ${who.join(", ")}${pct === null ? "" : `, ${pct}`}`,
  correctionsHeading: "Corrections by the director:",
  correction: correctionText,
  cardHeading: (c) =>
    `Player ${c.player}${c.name === undefined ? "" : ` — ${c.name}`}: ` +
    `${c.mp} MP of ${c.max}, ${c.percent === null ? "—" : `${c.percent}%`}, place ${c.place}` +
    (c.penalty === null ? "" : ` (penalty ${c.penalty})`),
  cardColumns: ["Board", "Round", "Table", "Seat", "Contract", "Whists", "MP", "Top"],
  eventTitle: (players, sessions) =>
    `Event results: ${players} players, ${sessions} sessions (% over all matchpoints possible)`,
  sessionColumn: (i) => `S${i} %`,
  sessionLine: (i, file) => `  S${i}: ${file}`,
  resultsWritten: (file) => `Results workbook written to ${file}`,
  unread: (files) => `pref score: ${files.join(", ")} could not be read (the reason is above): no standings`,
  demoTitle: (m) =>
    `Pref Director demo — ${m.players} players, ${m.tables} tables, ${m.rounds} rounds, ${m.sets} sets, movement "${m.method}".`,
  protocolTitle: (board, tops) => `Protocol of deal ${board} (top: ${tops})`,
  protocolColumns: ["Round", "Table", "whists", "MP"],
  demoWorkbookWritten: (file) =>
    `Session workbook written to ${file}; score it again with: pref score ${file}`,
  demoCsvWritten: (file) => `Protocols written to ${file}; score them again with: pref score ${file}`,
  buildWritten: (b) =>
    `Workbook written to ${b.file}: ${b.movement.players} players, ${b.movement.tables} tables, ${b.movement.rounds} rounds, ` +
    `${b.protocols} protocols, movement "${b.movement.method}", ${b.formulas} formulas` +
    (b.filled === null ? "." : `, ${b.filled} results filled in.`),
  analysed: (deal, index, count, seconds) => `analysed deal ${deal} (${index}/${count}), ${seconds} s`,
  movement: {
    heading: (m) => {
      const stop = m.rounds < m.fullRounds ? ` (stopped early; the full movement has ${m.fullRounds})` : "";
      const copies = m.setCopies > 1 ? `, up to ${m.setCopies} copies of a set in play at once` : "";
      return `Movement for ${m.players} players: ${s(m.tables, "table")} of ${m.tableSize}, ${m.rounds} rounds${stop}, ${m.sets} sets${copies} — ${describeMethod(m)}`;
    },
    room: (r) => `Room ${r.room}: tables ${r.firstTable}–${r.firstTable + r.tables - 1} (${r.method})`,
    gridTitle: (seats) => `Grid — each table: [set] ${seats}`,
    round: "Round",
    table: (t) => `Table ${t}`,
    rests: "Rests",
    setRowTitle:
      "Set row — before each round move the first set to the end of the row; Z = not played, a number = the table that plays it",
    cardsTitle: 'Table cards — "3S–2W": the S player of table 3 goes to table 2, seat W; P = rests',
    card: (t) => (t === null ? "Resting players" : `Table ${t}`),
    stay: "stay",
    moveSeparator: " ",
    everyRound: (label, moves) => `${label}, after every round: ${moves}`,
    afterRound: (round, moves) => `  after round ${round}: ${moves}`,
    qualityTitle: "Quality",
    alternatives: alternativesText,
  },
};

/** "73.81" → "73,81". */
const comma = (text: string): string => text.replace(".", ",");
const ruShare = (share: number): string => `${comma((100 * share).toFixed(1))} %`;
/** "ровно раз", "3 раза", "5 раз". */
const ruTimes = (n: number): string => (n === 1 ? "ровно раз" : ruCount(n, "раз", "раза", "раз"));
const ruTables = (n: number): string => ruCount(n, "стол", "стола", "столов");
const ruRounds = (n: number): string => ruCount(n, "тур", "тура", "туров");
const ruPlayers = (n: number): string => ruCount(n, "игрок", "игрока", "игроков");

/** Where a deal correction is: "протокол 3, тур 2, стол 1". */
function ruWhere(c: { board: number; round?: number; table?: number }): string {
  return [
    `протокол ${c.board}`,
    ...(c.round === undefined ? [] : [`тур ${c.round}`]),
    ...(c.table === undefined ? [] : [`стол ${c.table}`]),
  ].join(", ");
}

/** A correction in Russian, in the words of the workbook's Ledger (src/workbook/labels.ts). */
function ruCorrection(c: Correction): string {
  const reason = (r: string): string => (r === "" ? "" : ` — ${r}`);
  switch (c.kind) {
    case "penalty": {
      const pct = c.percent === undefined ? "" : ` (${comma(formatRational(c.percent, 2))} % от макса)`;
      const session = c.session === undefined ? "" : ` в сессии ${c.session}`;
      return `игрок ${c.player}: штраф ${comma(formatRational(c.mp, 2))} МП${pct}${session}${reason(c.reason)}`;
    }
    case "disqualified":
      return `игрок ${c.player}: дисквалифицирован${reason(c.reason)}; результаты его соперников остаются`;
    case "adjusted":
      return `${ruWhere(c)}, ${RU_SEATS[c.seat]} (игрок ${c.player}): искусственный результат ${c.marker}`;
    case "cancelled":
      return `${ruWhere(c)}, ${RU_SEATS[c.seat]} (игрок ${c.player}): результат аннулирован (§11.6Б)`;
    case "assigned":
      return `${ruWhere(c)}: оценочный результат (висты не обязаны давать в сумме 0)`;
    case "fouled":
      return `протокол ${c.board}: испорченная сдача, группы ${c.groups.join(", ")} считаются отдельно`;
    default: {
      const never: never = c;
      return never;
    }
  }
}

/** One movement the director could have instead, in Russian. */
function ruAlternative(a: Alternative): string {
  const three = a.threeHandedTables > 0 ? ` (столов на троих за сессию: ${a.threeHandedTables})` : "";
  const met = a.linesKept
    ? `ровно раз встречаются ${ruShare(a.metOnceShare)} пар из разных линий (${a.metOnce} из ${a.pairs})`
    : `игроки меняют линии; ровно раз встречаются ${ruShare(a.metOnceShare)} пар (${a.metOnce} из ${a.pairs})`;
  const who = a.linesKept
    ? "каждый игрок встречается с каждым игроком других линий"
    : "каждая пара игроков встречается";
  const quality = a.perfect
    ? "совершенная: каждый игрок встречается с каждым игроком других линий ровно раз"
    : a.evenMeetings !== null
      ? `${who} ${ruTimes(a.evenMeetings)}`
      : a.everySetOnce && a.linesKept
        ? `линии сохраняются, каждый комплект сыгран раз; ${met}`
        : met;
  const rests =
    !a.perfect && a.rests > 0 ? `, отдых до ${ruCount(a.rests, "тура", "туров", "туров")} на игрока` : "";
  return `${ruFamily(a.method, a.base)}, ${ruTables(a.tables)} по ${a.tableSize}${three}, ${ruRounds(a.rounds)}: ${quality}${rests}`;
}

/** The alternatives in Russian: the requested table size best first, then the other size. */
function ruAlternatives(list: readonly Alternative[], tableSize: number): string {
  const lines = [
    "Другие рассадки — по порядку: сначала каждый комплект сыгран раз и никто не отдыхает; затем каждая пара, " +
      "которая может встретиться (из разных линий, если линии сохраняются), встречается одинаково часто; " +
      "затем доля пар, встретившихся ровно раз; затем меньше отдыхов",
  ];
  const other = list.findIndex((a) => a.tableSize !== tableSize);
  list.forEach((a, i) => {
    if (i === other) lines.push(`Столы по ${a.tableSize} (спросите с --table-size ${a.tableSize}):`);
    const marks = [
      ...(a.chosen ? ["показана"] : []),
      ...(a.best && a.tableSize === tableSize ? ["лучшая"] : []),
    ];
    const tail = marks.length === 0 ? "" : ` [${marks.join(", ")}]`;
    lines.push(`  ${a.chosen ? "*" : "-"} ${ruAlternative(a)}${tail}`);
  });
  return lines.join("\n");
}

const RU: ReportTexts = {
  seats: RU_SEATS,
  number: comma,
  percent: (text) => `${comma(text)} %`,
  dq: "дискв.",
  results: "Итоги",
  standingsTitle: (title, players, protocols) =>
    `${title}: ${ruPlayers(players)}, ${ruCount(protocols, "протокол", "протокола", "протоколов")}`,
  columns: ["Место", "Игрок", "Имя", "МП", "Макс", "%", "Штраф"],

  winner: (who, pct) => `Победитель: игрок ${who}${pct === null ? "" : `, ${pct}`}`,
  winners: (who, pct) => `Первое место делят игроки ${who.join(", ")}${pct === null ? "" : `: по ${pct}`}`,
  correctionsHeading: "Поправки судьи:",
  correction: ruCorrection,
  cardHeading: (c) =>
    `Игрок ${c.player}${c.name === undefined ? "" : ` — ${c.name}`}: ` +
    `${comma(c.mp)} МП из ${c.max}${c.percent === null ? "" : ` (${comma(c.percent)} %)`}, место ${c.place}` +
    (c.penalty === null ? "" : ` (штраф ${comma(c.penalty)})`),
  cardColumns: ["Протокол", "Тур", "Стол", "Позиция", "Контракт", "Висты", "МП", "Макс"],
  eventTitle: (players, sessions) =>
    `Итоги турнира: ${ruPlayers(players)}, ${ruCount(sessions, "сессия", "сессии", "сессий")} (% от всех возможных МП)`,
  sessionColumn: (i) => `С${i} %`,
  sessionLine: (i, file) => `  С${i}: ${file}`,
  resultsWritten: (file) => `Книга итогов записана в ${file}`,
  unread: (files) =>
    files.length === 1
      ? `pref score: файл ${files[0]} не прочитан (причина — выше): итогов не будет`
      : `pref score: файлы ${files.join(", ")} не прочитаны (причины — выше): итогов не будет`,
  demoTitle: (m) =>
    `Демонстрация Pref Director — ${ruPlayers(m.players)}, ${ruTables(m.tables)}, ${ruRounds(m.rounds)}, ` +
    `${ruCount(m.sets, "комплект", "комплекта", "комплектов")}; рассадка: ${ruFamily(m.method, m.base)}.`,
  protocolTitle: (board, tops) => `Протокол ${board} (макс: ${tops})`,
  protocolColumns: ["Тур", "Стол", "висты", "МП"],

  demoWorkbookWritten: (file) => `Книга сессии записана в ${file}; посчитать её снова: pref score ${file}`,
  demoCsvWritten: (file) => `Протоколы записаны в ${file}; посчитать их снова: pref score ${file}`,
  buildWritten: (b) =>
    `Книга сессии записана в ${b.file}: ${ruPlayers(b.movement.players)}, ${ruTables(b.movement.tables)}, ` +
    `${ruRounds(b.movement.rounds)}, ${ruCount(b.protocols, "протокол", "протокола", "протоколов")}, ` +
    `${b.formulas === "portable" ? "переносимые формулы" : "формулы надстройки"}; ` +
    `рассадка: ${ruFamily(b.movement.method, b.movement.base)}` +
    (b.filled === null ? "." : `; внесено результатов: ${b.filled}.`),
  analysed: (deal, index, count, seconds) =>
    `сдача ${deal} проанализирована (${index}/${count}), ${comma(seconds)} с`,
  movement: {
    heading: (m) => {
      const stop = m.rounds < m.fullRounds ? ` (сокращена; в полной ${ruRounds(m.fullRounds)})` : "";
      // «до 2 копий», but «до 21 копии»: the genitive after «до» still follows the number.
      const copies =
        m.setCopies > 1
          ? `, до ${ruCount(m.setCopies, "копии", "копий", "копий")} комплекта в игре одновременно`
          : "";
      return (
        `Рассадка: ${ruPlayers(m.players)}, ${ruTables(m.tables)} по ${m.tableSize}, ${ruRounds(m.rounds)}${stop}, ` +
        `${ruCount(m.sets, "комплект", "комплекта", "комплектов")}${copies} — ${ruFamily(m.method, m.base)}`
      );
    },
    room: (r) =>
      `Зал ${r.room}: столы ${r.firstTable}–${r.firstTable + r.tables - 1} — ${RU_FAMILY[r.method]}`,
    gridTitle: (seats) => `Сетка — за каждым столом: [комплект] ${seats}`,
    round: "Тур",
    table: (t) => `Стол ${t}`,
    rests: "Отдыхают",
    setRowTitle:
      "Ряд комплектов — перед каждым туром первый комплект ряда переносится в конец; Z — комплект не играется, число — стол, который его играет",
    cardsTitle: "Карточки столов — «3 Ю–2 З»: игрок Ю стола 3 идёт за стол 2 на место З; P — отдыхает",
    card: (t) => (t === null ? "Отдыхающие" : `Стол ${t}`),
    stay: "все остаются",
    moveSeparator: ", ",
    everyRound: (label, moves) => `${label}, после каждого тура: ${moves}`,
    afterRound: (round, moves) => `  после тура ${round}: ${moves}`,
    qualityTitle: "Качество движения",
    alternatives: ruAlternatives,
  },
};

/** The report texts of a language. */
export function reportTexts(lang: ReportLanguage): ReportTexts {
  return lang === "ru" ? RU : EN;
}
