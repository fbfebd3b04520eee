/**
 * The protocol checks' messages in Russian and English, keyed by the Problem's code and made from
 * its params (src/core/checks, the reading of protocols and penalties, the director's corrections).
 * The core's own English message stays what the CLI prints; `checkMessage(p, "en")` is a shorter
 * text without the location, for lists that show the location apart (the task pane). A code
 * without a text here falls back to the core's message.
 */
import type { Problem } from "../core/result";

type Params = Readonly<Record<string, string | number>>;
type Texts = Readonly<Record<string, (p: Params) => string>>;

const RU_SEATS: Readonly<Record<string, string>> = { N: "С", E: "В", S: "Ю", W: "З" };
const ruSeat = (s: unknown): string => RU_SEATS[String(s)] ?? String(s);
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

/** Russian texts by code. */
export const CHECK_MESSAGES_RU: Texts = {
  // Reading a protocol (src/core/protocol-table.ts).
  "bad-round": (p) => `«${p.value}» — не номер тура.`,
  "bad-table": (p) => `«${p.value}» — не номер стола.`,
  "bad-declarer-tricks": (p) => `«${p.value}» — не число взяток (от 0 до 10).`,
  "bad-defender1-tricks": (p) => `«${p.value}» — не число взяток (от 0 до 10).`,
  "bad-defender2-tricks": (p) => `«${p.value}» — не число взяток (от 0 до 10).`,
  "bad-board": (p) => `«${p.value}» — не номер сдачи.`,
  "missing-board": () => "Нет номера сдачи.",
  "whists-without-player": (p) => `Висты на позиции ${ruSeat(p.seat)}, но нет номера игрока.`,
  "contract-unreadable": (p) =>
    p.why === "level"
      ? `«${p.value}» — не контракт: игра бывает от 6 до 10 взяток.`
      : `«${p.value}» — не контракт: пишите 6♠, 6S, 6п, 6 пик; 7БК, 7NT; мизер, M; распасы — «-» или «распасы».`,
  "tricks-missing": () => "Не записаны взятки одной из играющих рук.",
  "tricks-sum": (p) => `Взяток в сумме ${p.sum}, а должно быть 10.`,
  "seats-repeated": (p) =>
    `Позиция ${ruSeat(p.seat)} записана и как ${ruColumn(p.first)}, и как ${ruColumn(p.column)}.`,
  "seat-empty": (p) =>
    `${ruColumn(p.column)} ${ruSeat(p.seat)}: на позиции ${ruSeat(p.seat)} никто не сидит.`,
  "dealer-playing": (p) =>
    `${ruColumn(p.column)} ${ruSeat(p.dealer)} — сдающий${p.byDefault === 1 ? ` (сдачу ${p.board} сдаёт ${ruSeat(p.dealer)})` : ""}, а сдающий в сдаче не участвует.`,
  "whists-not-zero-sum": (p) =>
    `Сумма вистов в строке ${p.sum}, а не 0 (если результат оценочный — отметьте графу «Оценочный»).`,
  "player-twice-in-row": (p) =>
    `Игрок ${p.player} записан в одной строке дважды: ${ruSeat(p.first)} и ${ruSeat(p.seat)}.`,
  "deal-played-twice": (p) =>
    `Игрок ${p.player} сыграл сдачу ${p.board} повторно${p.firstLine !== "" && p.firstLine !== undefined ? ` (впервые — строка ${p.firstLine})` : ""}: аннулируйте этот результат (X) и назначьте искусственные результаты (§11.6Б).`,
  "table-not-playing-deal": (p) =>
    p.round !== undefined
      ? `Стол ${p.table} в туре ${p.round} не играет сдачу ${p.board}.`
      : `Ни один стол рассадки не играет сдачу ${p.board} с этими игроками.`,
  "movement-mismatch": (p) =>
    `Игрок ${p.player} на позиции ${ruSeat(p.seat)}: по рассадке ${p.planned === "" ? `на ${ruSeat(p.seat)} никто не сидит` : `там сидит игрок ${p.planned}`} (стол ${p.table}, тур ${p.round}).`,
  "missing-result": (p) => `Нет результата стола ${p.table}, тур ${p.round}.`,
  "dealer-differs": (p) =>
    `Сдающий здесь ${ruSeat(p.dealer)}, а ${p.firstLine !== "" ? `в строке ${p.firstLine}` : "в первой строке"} — ${ruSeat(p.first)}: у сдачи один сдающий.`,
  "extra-cells": (p) =>
    `В строке ${p.cells} ячеек, а граф в заголовке ${p.columns}: «${p.value}» — за пределами заголовка.`,
  "player-out-of-range": (p) => `Номер игрока ${p.value} слишком велик: игроки нумеруются от 1 до ${p.max}.`,
  "bad-whists": (p) => `«${p.value}» — не висты и не отметка судьи (A+, A, A-, NN%, X — аннулирован).`,
  "bad-player": (p) => `«${p.value}» — не номер игрока.`,
  "unknown-seat": (p) => `«${p.value}» — не позиция (С, В, Ю, З или N, E, S, W).`,
  "bad-points": (p) => `«${p.value}» — не число матчпунктов и не процент от макса («25%»).`,
  "bad-session": (p) => `«${p.value}» — не номер сессии.`,
  "penalty-unknown-player": (p) => `Штраф игроку ${p.player}, у которого нет результатов.`,
  "disqualified-unknown-player": (p) => `Дисквалифицирован игрок ${p.player}, у которого нет результатов.`,
};

/** English texts by code (short, without the location). */
export const CHECK_MESSAGES_EN: Texts = {
  "contract-unreadable": (p) =>
    p.why === "level"
      ? `"${p.value}" is not a contract: a game is 6 to 10 tricks.`
      : `"${p.value}" is not a contract: write 6♠ 6S 6п, 7NT 7БК, misère or M, and - or pass for all-pass.`,
  "tricks-missing": () => "The tricks of a playing hand are not written.",
  "tricks-sum": (p) => `The tricks add up to ${p.sum}, not 10.`,
  "seats-repeated": (p) =>
    `Seat ${p.seat} is written as both ${enColumn(p.first)} and ${enColumn(p.column)}.`,
  "seat-empty": (p) => `${enColumn(p.column)} ${p.seat}: nobody sits in seat ${p.seat}.`,
  "dealer-playing": (p) =>
    `${enColumn(p.column)} ${p.dealer} is the dealer${p.byDefault === 1 ? ` (deal ${p.board} is dealt by ${p.dealer})` : ""}, who sits the deal out.`,
  "whists-not-zero-sum": (p) =>
    `The row's whists sum to ${p.sum}, not 0 (mark an assigned result as Assigned).`,
  "player-twice-in-row": (p) => `Player ${p.player} is in seats ${p.first} and ${p.seat} of one row.`,
  "deal-played-twice": (p) =>
    `Player ${p.player} played deal ${p.board} again${p.firstLine !== "" && p.firstLine !== undefined ? ` (first at line ${p.firstLine})` : ""}: cancel this result (X) and give artificial scores (§11.6B).`,
  "table-not-playing-deal": (p) =>
    p.round !== undefined
      ? `Table ${p.table} does not play deal ${p.board} in round ${p.round}.`
      : `No table of the movement plays deal ${p.board} with these players.`,
  "movement-mismatch": (p) =>
    `Player ${p.player} in seat ${p.seat}: by the movement ${p.planned === "" ? `nobody sits ${p.seat}` : `player ${p.planned} sits there`} (table ${p.table}, round ${p.round}).`,
  "missing-result": (p) => `No result from table ${p.table}, round ${p.round}.`,
  "dealer-differs": (p) =>
    `The dealer is ${p.dealer} here but ${p.first} ${p.firstLine !== "" ? `at line ${p.firstLine}` : "in the first row"}: one deal has one dealer.`,
  "extra-cells": (p) => `The row has ${p.cells} cells but the header ${p.columns} columns: "${p.value}" is beyond the header.`,
  "player-out-of-range": (p) => `Player number ${p.value} is too large: players are numbered 1 to ${p.max}.`,
  "bad-whists": (p) => `"${p.value}" is not whists nor a director's mark (A+, A, A-, NN%, X cancelled).`,
  "bad-player": (p) => `"${p.value}" is not a player number.`,
  "unknown-seat": (p) => `"${p.value}" is not a seat (N, E, S, W or С, В, Ю, З).`,
  "bad-points": (p) => `"${p.value}" is not a number of matchpoints nor a percentage of a top ("25%").`,
  "bad-session": (p) => `"${p.value}" is not a session number.`,
  "penalty-unknown-player": (p) => `A penalty for player ${p.player}, who has no result.`,
  "disqualified-unknown-player": (p) => `Player ${p.player} is disqualified but has no result.`,
};

/** The problem's message in the director's language, from its code and params (else the core's). */
export function checkMessage(p: Problem, language: "ru" | "en"): string {
  const text = (language === "ru" ? CHECK_MESSAGES_RU : CHECK_MESSAGES_EN)[p.code];
  if (text === undefined) return p.message;
  const out = text(p.params ?? {});
  // A problem without the params its text needs (e.g. a header cell) keeps the core's message.
  return out.includes("undefined") ? p.message : out;
}
