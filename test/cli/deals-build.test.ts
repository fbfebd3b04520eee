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
    built = await pref("build", "--players", "8", "--deal-seed", "2026", "--out", out);
  });

  test("the workbook has the Deals sheet and the layout in each protocol's title row", async () => {
    expect(built.code).toBe(0);
    expect(built.err).toMatch(/analysed deal 1 \(1\/\d+\)/);
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
    const title =
      p1 === undefined
        ? []
        : [...Array(40).keys()].map((c) => cellText(p1, 1, c + 1)).filter((t) => t !== "");
    expect(title).toContain("Расклад:");
    expect(title).toContain(`В: ${cellText(deals, 4, 5)}`);
  });

  test("the same seed gives the same deals; a deals file with a wrong dealer is refused", async () => {
    const again = path.join(dir, "again.xlsx");
    expect((await pref("build", "--players", "8", "--deal-seed", "2026", "--out", again)).code).toBe(0);
    const a = new ExcelJS.Workbook();
    await a.xlsx.readFile(out);
    const b = new ExcelJS.Workbook();
    await b.xlsx.readFile(again);
    expect(cellText(b.getWorksheet("Сдачи")!, 4, 5)).toBe(cellText(a.getWorksheet("Сдачи")!, 4, 5));
    const file = tempFile(
      "deals.csv",
      "deal,dealer,N,E,S,W,talon\n1,W,♠AKQJ10987 ♣7 ♦7,♦AKQJ1098 ♥AKQ,♣QJ1098 ♥J10987,,♣AK\n",
    );
    const r = await pref("build", "--players", "8", "--deals", file, "--out", path.join(dir, "x.xlsx"));
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
    expect(text).toContain("Расклад:");
    expect(text).toMatch(/Прикуп: ♠\S* ♣\S* ♦\S* ♥\S*/);
    expect(text).toMatch(/В: ♠\S* ♣\S* ♦\S* ♥\S*/);
  });
});
