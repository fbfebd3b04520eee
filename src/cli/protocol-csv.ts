/** Writing protocols as the protocol CSV of DESIGN.md (the same columns `pref score` reads). */
import { formatEntry } from "../core/entry";
import { Protocol, SEATS } from "../core/protocol";
import { OPTIONAL_COLUMNS } from "../core/protocol-table";
import { csvField, csvNumberOrText } from "./csv-write";

const HEADER = [
  "board",
  ...OPTIONAL_COLUMNS.filter((c) => c !== "group"),
  ...SEATS.flatMap((s) => [s, `${s}_whists`]),
  "group",
];

function cell(v: string | number | null | undefined): string {
  return typeof v === "string" ? csvNumberOrText(v) : csvField(v);
}

/** The protocols as CSV text, one row per table result. */
export function protocolsToCsv(protocols: readonly Protocol[]): string {
  // The `assigned` column is written only when a row needs it, so plain files keep DESIGN.md's header.
  const anyAssigned = protocols.some((p) => p.rows.some((r) => r.assigned === true));
  const lines = [(anyAssigned ? [...HEADER, "assigned"] : HEADER).join(",")];
  for (const p of protocols) {
    for (const r of p.rows) {
      const seats = SEATS.flatMap((s) => {
        const c = r.seats[s];
        return c === undefined ? ["", ""] : [String(c.player), formatEntry(c.entry)];
      });
      lines.push(
        [
          p.board,
          r.round,
          r.table,
          r.dealer,
          r.contract,
          r.declarer,
          r.declarerTricks,
          r.defender1,
          r.defender1Tricks,
          r.defender2,
          r.defender2Tricks,
          ...seats,
          r.group,
          ...(anyAssigned ? [r.assigned === true ? "1" : ""] : []),
        ]
          .map(cell)
          .join(","),
      );
    }
  }
  return lines.join("\n") + "\n";
}
