/**
 * `pref build` and `pref score FILE.xlsx`, run in-process: the workbook's sheets and cells, and the
 * errors. Workbooks written, typed into and scored back are in build-roundtrip.test.ts.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as path from "path";
import { openWorkbook, pref, tempFile } from "./capture";

describe("pref build", () => {
  test("writes the Russian session workbook: sheets, names as text, formulas in the file dialect without cached values", async () => {
    const names = tempFile("names.csv", "player,name\n1,=1+1\n2,@SUM(A1)\n3,Иванов И.\n");
    const out = path.join(path.dirname(names), "session.xlsx");
    const r = await pref("build", "--players", "20", "--names", names, "--out", out, "--lang", "ru");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Книга сессии записана в .*session\.xlsx: 20 игроков, 5 столов, 5 туров, 5 протоколов, переносимые формулы; рассадка: простая карусель \(§5: С на месте, В \+1, Ю \+2, З −2\)\.\n$/,
    );
    const wb = await openWorkbook(out);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      "Игроки",
      "Движение",
      "Карточки столов",
      "Ряд комплектов",
      "Протокол 1",
      "Протокол 2",
      "Протокол 3",
      "Протокол 4",
      "Протокол 5",
      "Штрафы",
      "Итоги",
      "Места",
      "Карточки игроков",
      "Журнал",
    ]);
    const players = wb.getWorksheet("Игроки") as ExcelJS.Worksheet;
    expect([2, 3, 4].map((r) => players.getCell(r, 2).value)).toEqual(["=1+1", "@SUM(A1)", "Иванов И."]);
    expect(players.getCell(2, 2).type).toBe(ExcelJS.ValueType.String);
    const results = wb.getWorksheet("Итоги") as ExcelJS.Worksheet;
    const rank = results.getCell("F2");
    expect(rank.formula).toBe('IF(ISNUMBER(K2),_xlfn.RANK.EQ(K2,$K$2:$K$21),"")');
    expect(rank.result).toBeUndefined();
    expect((wb.getWorksheet("Журнал") as ExcelJS.Worksheet).state).toBe("hidden");
    const board = wb.getWorksheet("Протокол 1") as ExcelJS.Worksheet;
    expect(board.getCell("D5").dataValidation).toMatchObject({ type: "list", formulae: ['"С,В,Ю,З"'] });
    expect(board.views[0]).toMatchObject({ state: "frozen", xSplit: 2, ySplit: 4 });
  });

  test("a row that does not fit the movement: exit 1, its line, nothing written", async () => {
    const csv = tempFile(
      "p.csv",
      "board,N,N_whists,E,E_whists,S,S_whists,W,W_whists\n1,1,10,6,-10,11,0,16,0\n1,1,5,2,-5,3,0,4,0\n9,1,1,6,-1,11,0,16,0\n",
    );
    const out = path.join(path.dirname(csv), "never.xlsx");
    const r = await pref("build", "--players", "20", "--protocols", csv, "--out", out, "--lang", "en");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      `pref build: ${csv}, board 1, line 3: N 1, E 2, S 3, W 4 do not sit at one table playing this deal in the movement\n` +
        `pref build: ${csv}, board 9, line 4: deal 9 is not played in this session (deals 1–5)\n`,
    );
    expect(fs.existsSync(out)).toBe(false);
    // In the build's own language, seat letters and all.
    const ru = await pref("build", "--players", "20", "--protocols", csv, "--out", out, "--lang", "ru");
    expect(ru.err).toBe(
      `pref build: ${csv}, сдача 1, строка 3: С 1, В 2, Ю 3, З 4 не сидят по рассадке за одним столом, играющим сдачу 1.\n` +
        `pref build: ${csv}, сдача 9, строка 4: Сдача 9 в этой сессии не играется.\n`,
    );
  });

  test("bad options", async () => {
    expect((await pref("build", "--lang", "en")).err).toMatch(/--players is required/);
    expect((await pref("build", "--lang", "ru")).err).toMatch(
      /^pref build: --players обязателен: число игроков, от 3 до 1000\n/,
    );
    expect((await pref("build", "--players", "20", "--lang", "de")).err).toMatch(/--lang must be ru or en/);
    expect((await pref("build", "--players", "20", "--formulas", "xl", "--lang", "en")).err).toMatch(
      /--formulas must be portable or addin/,
    );
    expect((await pref("build", "--players", "20", "--formulas", "xl", "--lang", "ru")).err).toMatch(
      /^pref build: --formulas — portable или addin, а не «xl»\nиспользование: pref build --players P/,
    );
    const r = await pref("build", "--players", "2", "--out", tempFile("x.xlsx", ""), "--lang", "en");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/at least 3 players/);
    // The output is checked first, before any work: a folder that does not exist is named.
    const nowhere = await pref("build", "--players", "20", "--out", "/nonexistent/x.xlsx", "--lang", "en");
    expect(nowhere.code).toBe(1);
    expect(nowhere.err).toBe(
      "pref build: /nonexistent/x.xlsx: cannot write /nonexistent/x.xlsx: its folder does not exist\n",
    );
  });
});

describe("pref score FILE.xlsx", () => {
  test("not a workbook", async () => {
    const file = tempFile("x.xlsx", "board,N\n");
    const r = await pref("score", file);
    expect(r.code).toBe(1);
    expect(r.err.split("\n")[0]).toBe(
      `${file}: this is a text (CSV) file with an .xlsx name: give it a .csv name, or open it in Excel and save as .xlsx`,
    );
  });
});
