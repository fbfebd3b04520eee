/** Each problem of the checks maps to its cell of the session workbook. */
import { unwrap, type Problem } from "../../src/core/result";
import { layoutSession, problemCell, protocolColumn, seatColumns } from "../../src/workbook";

const layout = unwrap(layoutSession({ players: 20 }));

const problem = (code: string, at: Problem["at"], params?: Problem["params"]): Problem => ({
  code,
  severity: "error",
  message: "",
  at,
  params,
});

describe("problemCell", () => {
  test.each([
    // A problem read from the sheet: its sheet, row and column.
    [
      problem("bad-whists", { board: 2, sheet: "Протокол 2", line: 7, column: "E_whists" }),
      "Протокол 2",
      "N7",
    ],
    [
      problem("contract-unreadable", { board: 1, sheet: "Протокол 1", line: 5, column: "contract" }),
      "Протокол 1",
      "C5",
    ],
    [
      problem("tricks-sum", { board: 1, sheet: "Протокол 1", line: 6, column: "declarer_tricks" }),
      "Протокол 1",
      "E6",
    ],
    [
      problem("player-twice-in-row", { board: 3, sheet: "Протокол 3", line: 8, column: "W" }),
      "Протокол 3",
      "S8",
    ],
    // No column: the row's seats (the zero sum: one of the whists is wrong).
    [problem("whists-not-zero-sum", { board: 3, sheet: "Протокол 3", line: 9 }), "Протокол 3", "J9:U9"],
    // The title's cells.
    [
      problem("dealer-differs", { board: 2, sheet: "Протокол 2", line: 6, column: "dealer" }),
      "Протокол 2",
      "J1",
    ],
    [problem("bad-board", { board: 2, column: "board" }), "Протокол 2", "D1"],
  ])("%#: %j", (p, sheet, address) => {
    expect(problemCell(layout, p)).toEqual({ sheet, address });
  });

  test("a missing result (no row of its own) points at the contract in its round and table's row", () => {
    const deal = layout.deals[1];
    const r = deal.rows[2];
    const cell = problemCell(
      layout,
      problem("missing-result", { board: deal.deal }, { round: r.round, table: r.table }),
    );
    expect(cell).toEqual({ sheet: deal.sheet, address: `C${r.sheetRow}` });
    expect(seatColumns("N").whists).toBe(11);
  });

  test("a CSV problem without a sheet row goes to the deal's sheet; an unknown deal to nothing", () => {
    expect(problemCell(layout, problem("x", { board: 4, file: "p.csv", line: 9 }))).toEqual({
      sheet: layout.deals[3].sheet,
      address: "A1",
    });
    expect(problemCell(layout, problem("x", { board: 99 }))).toBeNull();
    expect(protocolColumn("nonsense")).toBeNull();
  });
});
