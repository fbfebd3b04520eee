/**
 * The one read-back over a grid of cell texts: a planned session workbook's sheets, turned into
 * grids the way an adapter would, read back into the title, the protocols and the movement.
 */
import { fromInt } from "../../src/core/rational";
import { unwrap } from "../../src/core/result";
import type { SheetPlan } from "../../src/workbook";
import {
  type CellGrid,
  movementOf,
  numberText,
  protocolOf,
  protocolTitle,
} from "../../src/workbook/read-back";
import { plan } from "./sessions";

/** A planned sheet as text: text and number cells as typed, formulas blank (not computed here). */
function gridOf(s: SheetPlan, typed: Readonly<Record<string, string>> = {}): CellGrid {
  const texts = new Map<string, string>();
  for (const c of s.cells) {
    if (c.value?.kind === "text") texts.set(`${c.row},${c.col}`, c.value.text);
    if (c.value?.kind === "number") texts.set(`${c.row},${c.col}`, numberText(c.value.value));
  }
  for (const [k, v] of Object.entries(typed)) texts.set(k, v);
  const rows = s.cells.map((c) => c.row);
  const cols = s.cells.map((c) => c.col);
  return {
    name: s.name,
    text: (row, col) => (texts.get(`${row},${col}`) ?? "").trim(),
    lastRow: Math.max(...rows),
    lastCol: Math.max(...cols),
  };
}

const sheet = (p: ReturnType<typeof plan>, role: SheetPlan["role"], n = 0): SheetPlan => {
  const s = p.sheets.filter((x) => x.role === role)[n];
  if (s === undefined) throw new Error(`no ${role} sheet`);
  return s;
};

describe("read-back", () => {
  const p = plan({ players: 8, dealsPerSet: 2 });

  test("knows a protocol sheet by its title: deal, set and dealer", () => {
    expect(protocolTitle(gridOf(sheet(p, "protocol", 2)))).toEqual({ deal: 3, set: 2, dealer: "Ю" });
    expect(protocolTitle(gridOf(sheet(p, "movement")))).toBeNull();
  });

  test("reads a typed row under the CSV's names, with the sheet row; blank rows are not read", () => {
    const s = sheet(p, "protocol");
    const row = p.session.deals[0].rows[0];
    const g = gridOf(s, {
      [`${row.sheetRow},3`]: "6♠",
      [`${row.sheetRow},11`]: "4",
      [`${row.sheetRow},14`]: "-2",
      [`${row.sheetRow},17`]: "-2",
      [`${row.sheetRow},20`]: "0",
    });
    const title = protocolTitle(g);
    if (title === null) throw new Error("no title");
    const protocols = unwrap(protocolOf(g, title, "s.xlsx"));
    expect(protocols).toHaveLength(1);
    expect(protocols[0].board).toBe(1);
    expect(protocols[0].rows).toHaveLength(p.session.deals[0].rows.length);
    const first = protocols[0].rows[0];
    expect(first.contract).toBe("6♠");
    expect(first.dealer).toBe("N");
    expect(first.source).toEqual({ file: "s.xlsx", sheet: s.name, line: row.sheetRow });
    expect(first.seats.N).toEqual({ player: row.players.N, entry: { kind: "whists", whists: fromInt(4) } });
    expect(first.seats.E?.entry).toEqual({ kind: "whists", whists: fromInt(-2) });
  });

  test("reads the Movement sheet back to the movement it was written from", () => {
    const m = movementOf(gridOf(sheet(p, "movement")));
    expect(m?.schedule).toEqual(p.session.movement.schedule);
    expect(m?.players).toBe(8);
    expect(m?.tableSize).toBe(4);
    expect(movementOf(gridOf(sheet(p, "protocol")))).toBeNull();
  });

  test("writes numbers read from cells exactly", () => {
    expect([numberText(7), numberText(100 / 3), numberText(-2.5), numberText(0.1)]).toEqual([
      "7",
      "100/3",
      "-5/2",
      "1/10",
    ]);
  });
});
