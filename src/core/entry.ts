/**
 * Reading what a director writes in a whist cell: a number of whists, an adjusted-result marker
 * or nothing. Directors type on Russian keyboards, so the Cyrillic "А" is accepted for "A".
 */
import { Adjustment, Entry } from "./protocol";
import { assertNever } from "./never";
import { CANCEL_WORDS, readAdjustment, readCancel, readEntry } from "./cell-reading";
import { q, Rational } from "./rational";

const NONE: Entry = { kind: "none" };

/**
 * What the director may type in a whist cell to cancel a result (seed §11.6B), compared in upper
 * case after trimming: `X` (Latin or the Cyrillic Х), `отм`, `отмена`, `аннул`, `cancel`,
 * `cancelled`, `canceled`. The first is the one the tools write.
 */
export const CANCEL_MARKERS: readonly string[] = [CANCEL_WORDS[0], "\u0425", ...CANCEL_WORDS.slice(1)];

/** The marker written for a cancelled result. */
export const CANCEL_MARKER = "X";

/** Whether a cell's text is a cancel marker (any case, Russian or English). */
export function isCancelMarker(text: string): boolean {
  return readCancel(text);
}

/** The marker as the director writes it: "A+", "A", "A-", "60%". */
export function formatAdjustment(a: Adjustment): string {
  switch (a.kind) {
    case "avg-minus":
      return "A-";
    case "avg":
      return "A";
    case "avg-plus":
      return "A+";
    case "percent": {
      const p = a.percent;
      return `${p.d === 1n ? p.n.toString() : (Number(p.n) / Number(p.d)).toString()}%`;
    }
    default:
      return assertNever(a);
  }
}

/** Parses an adjusted-result marker, or returns null if the text is not one (cell-reading.ts). */
export function parseAdjustment(text: string): Adjustment | null {
  return readAdjustment(text);
}

/**
 * Reads a whist cell given as text (CSV) by the one reading rule (cell-reading.ts). Empty → not
 * played; a cancel marker → cancelled. Returns null when the text is neither a number nor a
 * marker, so the caller can report it with its location.
 */
export function parseEntry(text: string): Entry | null {
  return readEntry(text);
}

/**
 * Reads a whist cell as a spreadsheet gives it: a double (rationalised so thirds stay exact),
 * text (a marker or a number typed as text), or blank. `percent`: the cell is formatted as a
 * percentage, so 0.6 is the adjusted result 60%. Returns null when it cannot be read.
 */
export function entryFromCell(value: unknown, percent = false): Entry | null {
  if (value === "" || value === null || value === undefined) return NONE;
  if (typeof value === "number" || typeof value === "string") return readEntry(value, percent);
  return null;
}

/** The whists of an entry, or null for a marker or a blank. */
export function entryWhists(e: Entry): Rational | null {
  return e.kind === "whists" ? e.whists : null;
}

/** Display form of an entry: whists as a number string, markers as typed ("X" for cancelled), "" for not played. */
export function formatEntry(e: Entry): string {
  switch (e.kind) {
    case "whists":
      return e.whists.d === 1n ? e.whists.n.toString() : `${e.whists.n}/${e.whists.d}`;
    case "adjusted":
      return formatAdjustment(e.adjustment);
    case "cancelled":
      return CANCEL_MARKER;
    case "none":
      return "";
    default:
      return assertNever(e);
  }
}

/** The share of the top an adjusted result gets, before the average-plus rule looks at the player. */
export function adjustmentShare(a: Adjustment): Rational {
  switch (a.kind) {
    case "avg-minus":
      return q(2, 5);
    case "avg":
      return q(1, 2);
    case "avg-plus":
      return q(3, 5);
    case "percent":
      return q(a.percent.n, a.percent.d * 100n);
    default:
      return assertNever(a);
  }
}
