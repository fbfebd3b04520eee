/** The CLI names the same cell of a workbook problem as the task pane selects (problemCell). */
import type { Problem } from "../../src/core/result";
import { error, unwrap } from "../../src/core/result";
import { problemLine, sheetCell } from "../../src/cli/problem-text";
import { layoutSession, problemCell } from "../../src/workbook";
import { address } from "../../src/workbook/formula";
import { PROTOCOL_ROWS, PROTOCOL_TITLE, protocolColumnOf } from "../../src/workbook/protocol-columns";

const layout = unwrap(layoutSession({ players: 20 }));

const onSheet = (code: string, line: number | undefined, column?: string): Problem =>
  error(code, "the message", { file: "s.xlsx", board: 2, sheet: "Протокол 2", line, column });

describe("sheetCell", () => {
  test.each([
    // The dealer is written once, in the title row, whatever row the problem was found on.
    [onSheet("dealer-differs", 6, "dealer"), "J1"],
    [onSheet("bad-whists", 7, "E_whists"), "N7"],
    [onSheet("player-twice-in-row", 8, "W"), "S8"],
    [onSheet("contract-unreadable", 5, "contract"), "C5"],
    // No column: the row's seats, where one of the whists is wrong.
    [onSheet("whists-not-zero-sum", 9), "J9:U9"],
  ])("%#: %j is at %s, the cell the pane selects", (p, cell) => {
    expect(sheetCell(p)).toBe(cell);
    expect(problemCell(layout, p)).toEqual({ sheet: "Протокол 2", address: cell });
  });

  test("the dealer's cell and a row's cell come from the one column table", () => {
    const dealer = onSheet("dealer-differs", 6, "dealer");
    expect(sheetCell(dealer)).toBe(address(PROTOCOL_ROWS.title, PROTOCOL_TITLE.dealer));
    expect(sheetCell(onSheet("bad-whists", 7, "E_whists"))).toBe(
      address(7, protocolColumnOf("whists:E").col),
    );
  });

  test("a problem of no sheet row names no cell: the sheet alone, or the CSV line and column", () => {
    expect(sheetCell(onSheet("sheet-missing", undefined))).toBeNull();
    expect(problemLine(onSheet("sheet-missing", undefined), "en")).toBe("s.xlsx, Протокол 2: the message");
    const csv = error("bad-whists", "the message", { file: "p.csv", board: 2, line: 4, column: "E_whists" });
    expect(sheetCell(csv)).toBeNull();
    expect(problemLine(csv, "ru")).toMatch(/^p\.csv, сдача 2, строка 4, графа E_whists: /);
    expect(problemLine(onSheet("bad-whists", 7, "E_whists"), "en")).toBe(
      "s.xlsx, Протокол 2!N7: the message",
    );
  });
});
