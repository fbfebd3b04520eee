/** The Ledger's record used by both readers: sheets gone, two sheets of one deal, typed cells. */
import {
  firstTypedCell,
  missingRecordedSheets,
  twoProtocolSheets,
  type RecordedSheet,
} from "../../src/workbook/ledger-sheets";
import { PROTOCOL_COLUMNS, PROTOCOL_ROWS } from "../../src/workbook/protocol-columns";
import type { CellGrid } from "../../src/workbook/read-back";
import { plan } from "./sessions";

const recorded: RecordedSheet[] = [
  { role: "players", deal: null, built: "Игроки", current: "Игроки" },
  { role: "penalties", deal: null, built: "Штрафы", current: "Штрафы (судья)" },
  { role: "results", deal: null, built: "Итоги", current: null },
  { role: "protocol", deal: 1, built: "Протокол 1", current: "Протокол 1" },
  { role: "protocol", deal: 2, built: "Протокол 2", current: null },
];

/** A grid of texts from a map of "row:col" → text. */
function grid(name: string, cells: Record<string, string>, lastRow: number): CellGrid {
  return { name, text: (r, c) => cells[`${r}:${c}`] ?? "", lastRow, lastCol: 40 };
}

test("a recorded sheet that is gone is named; a renamed one is there; the Results are not needed", () => {
  const there = new Set(["Игроки", "Штрафы (судья)", "Протокол 1"]);
  const m = missingRecordedSheets(recorded, (n) => there.has(n), "s.xlsx");
  expect(m.problems.map((p) => [p.code, p.severity, p.at.sheet, p.params?.deal])).toEqual([
    ["sheet-missing", "error", "Протокол 2", 2],
  ]);
  expect([...m.deals]).toEqual([2]);
});

test("two protocol sheets of a deal: the Ledger's is read, even the earlier; without a record, the later", () => {
  const ledgers = twoProtocolSheets(1, "Протокол 1", "Протокол 1 (2)", recorded);
  expect(ledgers.read).toBe("Протокол 1");
  expect(ledgers.problem.params).toEqual({ board: 1, first: "Протокол 1 (2)", second: "Протокол 1" });
  expect(ledgers.problem.severity).toBe("warning");
  expect(twoProtocolSheets(7, "Протокол 7", "Протокол 7 (2)", recorded).read).toBe("Протокол 7 (2)");
});

test("typed cells: a protocol row's contract, not the given players nor the deal's layout below", () => {
  const p = plan({ players: 12, directorSheets: true });
  const protocol = p.sheets.find((s) => s.name === "Протокол 1");
  const players = p.sheets.find((s) => s.role === "players");
  if (protocol === undefined || players === undefined) throw new Error("no sheets");
  const cells: Record<string, string> = {};
  for (const c of protocol.cells)
    if (c.value?.kind === "text") cells[`${c.row}:${c.col}`] = c.value.text;
    else if (c.value?.kind === "number") cells[`${c.row}:${c.col}`] = String(c.value.value);
  // As built: nothing typed. Below the rows, an older build's layout area: not typed either.
  expect(firstTypedCell(grid("Протокол 1", cells, 30), protocol)).toBeNull();
  const layout = {
    ...cells,
    "12:1": "Расклад сдачи (руки при сдаче; у сдающего карт нет)",
    [`13:${PROTOCOL_COLUMNS.contract}`]: "♠AK",
  };
  expect(firstTypedCell(grid("Протокол 1", layout, 30), protocol)).toBeNull();
  const row = PROTOCOL_ROWS.first + 1;
  const typed = { ...cells, [`${row}:${PROTOCOL_COLUMNS.contract}`]: "6♠" };
  expect(firstTypedCell(grid("Протокол 1", typed, 30), protocol)).toEqual({
    row,
    col: PROTOCOL_COLUMNS.contract,
  });
  // Players: a name the plan does not write is a changed name.
  expect(firstTypedCell(grid("Игроки", { "1:1": "Игрок", "5:2": "Сидоров" }, 13), players)).toEqual({
    row: 5,
    col: 2,
  });
});
