/**
 * `pref build`, `pref demo --out` and `pref score FILE.xlsx` end to end, in-process: a workbook
 * written, read back (and typed into with ExcelJS), and scored to the same standings as the CSV.
 * Each writes and reads whole workbooks, so they run with the integration tests.
 */
import ExcelJS from "exceljs";
import * as path from "path";
import { openWorkbook, pref, tempFile } from "./capture";

describe("a session workbook written and read back", () => {
  test("--protocols fills the typed cells; pref score on the workbook equals pref score on the CSV", async () => {
    const csv = tempFile("demo.csv", "");
    expect((await pref("demo", "--players", "20", "--seed", "7", "--out", csv)).code).toBe(0);
    const out = path.join(path.dirname(csv), "filled.xlsx");
    const r = await pref(
      "build",
      "--players",
      "20",
      "--protocols",
      csv,
      "--lang",
      "en",
      "--formulas",
      "addin",
      "--out",
      out,
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/addin formulas, 25 results filled in\.$/m);
    for (const format of ["text", "json", "csv"]) {
      const fromCsv = await pref("score", csv, "--format", format);
      const fromXlsx = await pref("score", out, "--format", format);
      expect(fromXlsx.err).toBe("");
      expect(fromXlsx.code).toBe(0);
      if (format === "json") {
        // The workbook knows each deal's dealer, which the demo CSV leaves out; the numbers are the same.
        expect(JSON.parse(fromXlsx.out).standings).toEqual(JSON.parse(fromCsv.out).standings);
        expect(JSON.parse(fromXlsx.out).boards).toEqual(JSON.parse(fromCsv.out).boards);
      } else expect(fromXlsx.out).toBe(fromCsv.out);
    }
  });

  test("the demo writes the whole session workbook and its standings come from reading it back", async () => {
    const file = tempFile("demo.xlsx", "");
    const withFile = await pref("demo", "--players", "13", "--out", file);
    const plain = await pref("demo", "--players", "13");
    expect(withFile.code).toBe(0);
    expect(withFile.err).toBe("");
    expect(withFile.out).toBe(
      `${plain.out}\nSession workbook written to ${file}; score it again with: pref score ${file}\n`,
    );
    const again = await pref("score", file);
    expect(again.code).toBe(0);
    const standings = plain.out.slice(plain.out.indexOf("Results:"));
    expect(again.out).toBe(standings);
  });

  test("a hand-filled workbook: a blank whist is not played, a marker is read, a bad cell is located", async () => {
    const file = tempFile("hand.xlsx", "");
    expect((await pref("build", "--players", "20", "--lang", "en", "--out", file)).code).toBe(0);
    const wb = await openWorkbook(file);
    const ws = wb.getWorksheet("Board 1") as ExcelJS.Worksheet;
    ws.getCell("K5").value = 12;
    ws.getCell("N5").value = -12;
    ws.getCell("Q5").value = "A+";
    ws.getCell("K6").value = 4;
    await wb.xlsx.writeFile(file);
    const r = await pref("score", file, "--format", "json");
    expect(r.code).toBe(0);
    const board = JSON.parse(r.out).boards[0];
    // Two results of five expected: 12 beats 4, factored by Neuberg: (2 + 1)·5/2 − 1.
    expect(board.rows[0].N).toEqual({ player: 1, whists: 12, mp: 6.5 });
    expect(board.rows[0].S.whists).toBe("A+");
    expect(board.rows[2].N).toEqual({ player: board.rows[2].N.player, whists: null, mp: null });

    ws.getCell("T7").value = "seven";
    await wb.xlsx.writeFile(file);
    const bad = await pref("score", file);
    expect(bad.code).toBe(1);
    // Rows still to be typed are warnings (the workbook's own movement expects them); the bad cell is the error.
    expect(bad.err.split("\n").filter((l) => l !== "" && !l.includes("warning:"))).toEqual([
      `${file}, Board 1!T7: "seven" is not a number of whists nor an adjusted result (A+, A, A-, NN%)`,
      "pref score: 1 error in the protocols: no standings until they are mended (or score with --provisional)",
    ]);
  });
});
