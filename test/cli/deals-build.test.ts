/**
 * `pref build --deal-seed N` and `--deals FILE.csv`: the workbook gets the Deals sheet and each
 * protocol its layout — read back from the .xlsx, and seen in the text of the PDF LibreOffice
 * prints (`soffice --convert-to pdf`, then pdftotext). Without soffice the PDF test FAILS unless
 * PREF_SKIP_LIBREOFFICE=1 says to skip it.
 */
import { spawnSync } from "child_process";
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { pref, tempFile } from "./capture";

jest.setTimeout(300_000);

const skipPdf = process.env.PREF_SKIP_LIBREOFFICE === "1";

function cellText(ws: ExcelJS.Worksheet, row: number, col: number): string {
  const v = ws.getCell(row, col).value;
  return v === null || v === undefined ? "" : String(v);
}

describe("pref build with deals", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-deals-"));
  const out = path.join(dir, "session.xlsx");
  let built: { code: number; out: string; err: string };

  beforeAll(async () => {
    built = await pref("build", "--players", "8", "--deal-seed", "2026", "--out", out, "--lang", "ru");
  });

  test("the workbook has the Deals sheet and the layout in each protocol's area below its rows", async () => {
    expect(built.code).toBe(0);
    expect(built.err).toMatch(/сдача 1 проанализирована \(1\/\d+\)/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const deals = wb.getWorksheet("Сдачи");
    expect(deals).toBeDefined();
    if (deals === undefined) return;
    // Deal 1: N deals, so his cell is blank and E, S, W hold ten cards each.
    expect(cellText(deals, 4, 1)).toBe("1");
    expect(cellText(deals, 4, 4)).toBe("");
    for (const col of [5, 6, 7]) expect(cellText(deals, 4, col)).toMatch(/^♠\S* ♣\S* ♦\S* ♥\S*$/);
    const p1 = wb.getWorksheet("Протокол 1");
    expect(p1).toBeDefined();
    if (p1 === undefined) return;
    // The area's label row ends the protocol's rows; then N (the dealer, empty), E, S, W, talon.
    const top = [...Array(80).keys()].map((r) => r + 1).find((r) => cellText(p1, r, 1).startsWith("Расклад"));
    expect(top).toBeDefined();
    const t = top ?? 0;
    expect([1, 2, 3, 4, 5].map((k) => cellText(p1, t + k, 1))).toEqual(["С", "В", "Ю", "З", "Прикуп"]);
    expect([1, 2, 3, 4].map((k) => cellText(p1, t + k, 3))).toEqual([
      "—",
      cellText(deals, 4, 5),
      cellText(deals, 4, 6),
      cellText(deals, 4, 7),
    ]);
    expect(cellText(p1, t + 5, 3)).toBe(cellText(deals, 4, 8));
    expect(cellText(p1, t + 5, 3)).toMatch(/^♠\S* ♣\S* ♦\S* ♥\S*$/);
    // The title row keeps only the deal, its set and dealer.
    const title = [...Array(40).keys()].map((c) => cellText(p1, 1, c + 1)).filter((x) => x !== "");
    expect(title).toEqual(["Протокол", "1", "Комплект", "1", "Сдающий", "С"]);
  });

  test("the same seed gives the same deals; a deals file with a wrong dealer is refused", async () => {
    const again = path.join(dir, "again.xlsx");
    expect(
      (await pref("build", "--players", "8", "--deal-seed", "2026", "--out", again, "--lang", "ru")).code,
    ).toBe(0);
    const a = new ExcelJS.Workbook();
    await a.xlsx.readFile(out);
    const b = new ExcelJS.Workbook();
    await b.xlsx.readFile(again);
    expect(cellText(b.getWorksheet("Сдачи")!, 4, 5)).toBe(cellText(a.getWorksheet("Сдачи")!, 4, 5));
    const file = tempFile(
      "deals.csv",
      "deal,dealer,N,E,S,W,talon\n1,W,♠AKQJ10987 ♣7 ♦7,♦AKQJ1098 ♥AKQ,♣QJ1098 ♥J10987,,♣AK\n",
    );
    const r = await pref(
      "build",
      "--players",
      "8",
      "--deals",
      file,
      "--out",
      path.join(dir, "x.xlsx"),
      "--lang",
      "en",
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain("deal 1: the session's dealer is N, the file says W");
  });

  (skipPdf ? test.skip : test)("the layout is on the printed protocol (PDF text)", () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pref-lo-"));
    const conv = spawnSync(
      "soffice",
      [`-env:UserInstallation=file://${profile}`, "--headless", "--convert-to", "pdf", "--outdir", dir, out],
      { encoding: "utf8", timeout: 240_000 },
    );
    expect(conv.status).toBe(0);
    const pdf = path.join(dir, "session.pdf");
    const text = spawnSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).stdout;
    expect(text).toContain("Расклад сдачи");
    expect(text).toMatch(/Прикуп\s+♠\S* ♣\S* ♦\S* ♥\S*/);
    expect(text).toMatch(/В\s+♠\S* ♣\S* ♦\S* ♥\S*/);
  });
});
