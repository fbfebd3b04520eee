/**
 * The one reading rule for every cell a director types in a protocol: whists, tricks, seats,
 * player and deal numbers, markers. Every reader — the CLI's CSV and .xlsx readers, the custom
 * functions, the task pane — goes through here, so one workbook cannot give three totals.
 *
 * Decision table (decided once; docs/READING.md repeats it for directors):
 *
 * | typed                                   | read as                                             |
 * |-----------------------------------------|-----------------------------------------------------|
 * | a number cell                           | that number (thirds kept exact: 33.333… → 100/3)    |
 * | a number cell formatted as a percent    | in a whist cell: the adjusted result v·100 % (0.6 → |
 * |                                         | 60%), never 0.6 whists; elsewhere its plain value   |
 * | a number stored as text `"-18"`         | the number -18                                      |
 * | spaces around or inside `" 14 "`,       | ignored: 14; `1 000` → 1000 (no-break, thin and     |
 * | `"- 6"`, `"1 000"`                      | narrow spaces too)                                  |
 * | decimal comma `22,5`                    | 22.5 (one comma, no point); `22.5` too              |
 * | Unicode minus `−6`, dashes `–6` `‐6`    | -6                                                  |
 * | a leading plus `+7`                     | 7                                                   |
 * | fractions `100/3`, `-33 1/3`            | exact thirds                                        |
 * | `60%`, `60 %`, `60,5%` as text          | in a whist cell: the adjusted result 60%            |
 * | `A+ A A-` (Latin or Cyrillic А)         | average-plus, average, average-minus                |
 * | `X`, `Х` (Cyrillic), `отм`, `cancel`    | the result is cancelled (§11.6B)                    |
 * | Cyrillic look-alikes in numbers: `З`    | the digit 3 (`1З` → 13)                             |
 * | look-alikes in markers: `А`, `Х`, `Е`   | A, X, E                                             |
 * | look-alikes in contracts: `С Т М Е К Н` | C T M E K H, compared after folding both sides      |
 * | and the Latin forms of Russian words    | (`6С` = `6C` clubs, `6T` = `6Т` clubs, `6БK` = 6NT) |
 * | seats `N E S W`, `С В Ю З` (any case),  | N E S W; the Latin look-alikes `C` (С), `B` (В) and |
 * | `C B 3` (look-alikes)                   | the digit `3` (З) mean N, E, W                      |
 * | an empty or all-space cell              | nothing typed                                       |
 * | TRUE/FALSE, a date, anything else       | not readable: an error at that cell, its row only   |
 *
 * Whole-number cells (deal, round, table, tricks, player) take the same number forms and must be
 * whole after reading (`6,0` is 6); a player number is 1–100 000.
 */
import { Adjustment, Entry, Seat } from "./protocol";
import { fromDouble, mul, parseRational, q, Rational } from "./rational";

/** What a spreadsheet or a CSV can hand a reader in one cell. */
export type CellValue = number | string | boolean | null | undefined;

/** Cyrillic letters typed for the Latin (or digit) they look like. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  "\u0421": "C", // С
  "\u0441": "c",
  "\u0412": "B", // В
  "\u0432": "b",
  "\u0415": "E", // Е
  "\u0435": "e",
  "\u0410": "A", // А
  "\u0430": "a",
  "\u0425": "X", // Х
  "\u0445": "x",
  // The rest matter in contracts (`6Т`, `6БK`, `MИЗEР`); no marker or number uses them.
  "\u041A": "K", // К
  "\u043A": "k",
  "\u041C": "M", // М
  "\u043C": "m",
  "\u041D": "H", // Н
  "\u043D": "h",
  "\u041E": "O", // О
  "\u043E": "o",
  "\u0420": "P", // Р
  "\u0440": "p",
  "\u0422": "T", // Т
  "\u0442": "t",
};

/** Any key of LOOKALIKES. */
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join("")}]`, "g");

/** Every dash a keyboard or an autocorrect may put where a minus is meant. */
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2212\uFE63\uFF0D]/g;
/** Every space, the no-break and narrow ones (Excel's digit grouping) included. */
const SPACES = /[\s\u00A0\u2007\u2009\u202F]+/g;

/** The text with its spaces trimmed (all kinds), dashes made "-". */
function tidy(text: string): string {
  return text.replace(SPACES, " ").trim().replace(DASHES, "-");
}

/**
 * Reads a number as a person types it (see the table above), or null. Spaces inside are dropped,
 * the Cyrillic З is the digit 3, the decimal comma is a point.
 */
export function readNumber(text: string): Rational | null {
  let s = tidy(text).replace(/[\u0417\u0437]/g, "3");
  // "-33 1/3": the space separates a whole part from a fraction; elsewhere spaces are grouping.
  const mixed = /^([-+]?)\s*(\d+)\s+(\d+\/\d+)$/.exec(s);
  s = mixed !== null ? `${mixed[1]}${mixed[2]} ${mixed[3]}` : s.replace(/ /g, "");
  s = s.replace(/^\+/, "");
  if ((s.match(/,/g) ?? []).length > 1 || (s.includes(",") && s.includes("."))) return null;
  return parseRational(s);
}

/** A whole number read by the rule, or null (not a number, or not whole). */
export function readWhole(text: string): bigint | null {
  const v = readNumber(text);
  return v === null || v.d !== 1n ? null : v.n;
}

/** Why a whole-number cell was refused. */
export type WholeProblem = "not-number" | "out-of-range";

/** A whole number within [min, max], or why not. */
export function readWholeIn(
  text: string,
  min: number,
  max: number,
): { ok: true; value: number } | { ok: false; why: WholeProblem } {
  const v = readWhole(text);
  if (v === null) return { ok: false, why: "not-number" };
  if (v < BigInt(min) || v > BigInt(max)) return { ok: false, why: "out-of-range" };
  return { ok: true, value: Number(v) };
}

/** The largest player number a protocol may hold. */
export const MAX_PLAYER = 100_000;

const SEAT_BY_LETTER: Readonly<Record<string, Seat>> = {
  N: "N",
  E: "E",
  S: "S",
  W: "W",
  "\u0421": "N", // С(евер)
  C: "N", // the Latin look-alike of С
  "\u0412": "E", // В(осток)
  B: "E", // the Latin look-alike of В
  "\u0415": "E", // Cyrillic Е for the Latin E
  "\u042E": "S", // Ю(г)
  "\u0417": "W", // З(апад)
  "3": "W", // the digit look-alike of З
};

/** A seat letter in English or Russian, any case, look-alikes included; null if it is not one. */
export function readSeat(text: string): Seat | null {
  return SEAT_BY_LETTER[tidy(text).toUpperCase()] ?? null;
}

/** The text with Cyrillic look-alikes made Latin and dashes made "-": how markers are compared. */
export function foldLookalikes(text: string): string {
  return tidy(text).replace(LOOKALIKE, (c) => LOOKALIKES[c]);
}

/**
 * What the director may type in a whist cell to cancel a result (seed §11.6B), compared in upper
 * case after folding look-alikes: `X` (Latin or the Cyrillic Х), `отм`, `отмена`, `аннул`,
 * `cancel`, `cancelled`, `canceled`. The first is the one the tools write.
 */
export const CANCEL_WORDS: readonly string[] = [
  "X",
  "ОТМ",
  "ОТМЕНА",
  "АННУЛ",
  "CANCEL",
  "CANCELLED",
  "CANCELED",
];

/** Whether a cell's text is a cancel marker (any case, Russian or English, look-alikes folded). */
export function readCancel(text: string): boolean {
  const s = tidy(text).toUpperCase();
  return CANCEL_WORDS.includes(s) || foldLookalikes(s) === "X";
}

/** A percentage 0–100 typed as text ("60%", "60,5 %"), or null. */
function readPercentText(text: string): Rational | null {
  const m = /^(.+?)\s*[%\uFF05]$/.exec(tidy(text));
  if (m === null) return null;
  const p = readNumber(m[1]);
  return p !== null && p.n >= 0n && p.n <= 100n * p.d ? p : null;
}

/** Parses an adjusted-result marker (A+, A, A-, NN%), or returns null if the text is not one. */
export function readAdjustment(text: string): Adjustment | null {
  switch (foldLookalikes(text).toUpperCase().replace(/ /g, "")) {
    case "A+":
      return { kind: "avg-plus" };
    case "A":
      return { kind: "avg" };
    case "A-":
      return { kind: "avg-minus" };
    default:
      break;
  }
  const p = readPercentText(text);
  return p === null ? null : { kind: "percent", percent: p };
}

/**
 * Reads a whist cell by the rule. `percent`: the cell's number format is a percentage (the
 * reader knows it; a CSV has none), so the number 0.6 is the adjusted result 60%. Returns null
 * when the cell cannot be read, so the caller reports it with its location.
 */
export function readEntry(value: CellValue, percent = false): Entry | null {
  if (value === null || value === undefined) return { kind: "none" };
  if (typeof value === "boolean") return null;
  if (typeof value === "number") {
    const v = fromDouble(value);
    if (v === null) return null;
    if (!percent) return { kind: "whists", whists: v };
    const p = mul(v, q(100n, 1n));
    return p.n >= 0n && p.n <= 100n * p.d
      ? { kind: "adjusted", adjustment: { kind: "percent", percent: p } }
      : null;
  }
  if (tidy(value) === "") return { kind: "none" };
  if (readCancel(value)) return { kind: "cancelled" };
  const w = readNumber(value);
  if (w !== null) return { kind: "whists", whists: w };
  const a = readAdjustment(value);
  return a === null ? null : { kind: "adjusted", adjustment: a };
}

/**
 * The text of a spreadsheet cell as the rule reads it: a number keeps thirds exact ("100/3"), a
 * percent-formatted number is "60%" (so a whist cell reads it as the adjusted result), text as
 * typed. The .xlsx readers turn cells into this text before the protocol reader sees them.
 */
export function cellText(value: CellValue, percent = false): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "string") return value;
  const v = fromDouble(value);
  if (v === null) return String(value);
  const r = percent ? mul(v, q(100n, 1n)) : v;
  const s = r.d === 1n ? r.n.toString() : `${r.n}/${r.d}`;
  return percent ? `${s}%` : s;
}

/** Whether an Excel number format shows a percentage ("0%", "0.00%"; a quoted "%" is text). */
export function isPercentFormat(numFmt: string | undefined | null): boolean {
  if (numFmt === undefined || numFmt === null) return false;
  return numFmt
    .replace(/"[^"]*"/g, "")
    .replace(/\\%/g, "")
    .includes("%");
}

/**
 * The text of a spreadsheet cell for the protocol reader: a percent-formatted number as "60%",
 * anything else as `plain` (the reader's own text of a cell) gives it. Readers pass their cell.
 */
export function sheetCellText<T>(
  cell: { readonly value: T; readonly numFmt?: string },
  plain: (value: T) => string,
): string {
  const v: unknown = cell.value;
  return typeof v === "number" && isPercentFormat(cell.numFmt) ? cellText(v, true) : plain(cell.value);
}
