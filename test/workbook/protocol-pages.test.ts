/**
 * How a protocol prints (protocolPages): one page while its rows fit at 14 pt, else several at
 * 92% with the title and header rows on each and the layout area on the last. The figures: 565 pt
 * of sheet on a shrunk single page, 550 pt a page at 92%, 81 pt of title and header rows, 112 pt
 * of layout area at its least (7 rows of 16 pt).
 */
import * as fc from "fast-check";
import { protocolPages } from "../../src/workbook/protocol-sheet";
import { PROTOCOL_ROWS as R, protocolLayoutRow } from "../../src/workbook/protocol-columns";
import { buildWorkbookPlan, type WorkbookPlan } from "../../src/workbook";
import { unwrap } from "../../src/core/result";
import JSZip from "jszip";
import { planToXlsx } from "../../src/xlsx/writer";
import { writeWorkbookPlan } from "../../src/excel";
import { FakeExcel } from "../excel-fake/fake-excel";

/** The height of the table's rows and of the hands' rows in a protocol's print plan. */
const heights = (rows: number) => {
  const p = protocolPages(rows);
  const at = (row: number) => p.rowHeights.find((h) => h.from <= row && row <= h.to)?.points;
  return { ...p, row: at(R.first), hands: at(protocolLayoutRow(rows) + 1) };
};

/** The 140-player session (35 tables, every protocol on two pages), made once. */
let made: WorkbookPlan | undefined;
const session140 = (): WorkbookPlan =>
  (made ??= unwrap(buildWorkbookPlan({ players: 140, language: "ru", scoreCards: false })));

describe("protocolPages", () => {
  test("one page up to 26 rows: (565 - 81 - 112) / n pt a row, at most 30; the rest to the hands", () => {
    // 7 tables: 372 / 7 = 53 → 30; the hands get (372 - 210) / 6 + 16 = 43 → 30.
    expect(heights(7)).toMatchObject({ onePage: true, breaksAfter: [], row: 30, hands: 30 });
    // 25 tables (100 players): 372 / 25 = 14.9 → 14; (372 - 350) / 6 = 3 → 19.
    expect(heights(25)).toMatchObject({ onePage: true, breaksAfter: [], row: 14, hands: 19 });
    // 26: 372 / 26 = 14.3 → 14; (372 - 364) / 6 = 1 → 17.
    expect(heights(26)).toMatchObject({ onePage: true, breaksAfter: [], row: 14, hands: 17 });
  });

  test("27 and 35 rows on two pages, 100 on four: the split that gives the rows the most height", () => {
    // 469 pt a page for rows (550 - 81), 357 on the last (less the layout area).
    // 27: 15 + 12 rows: min(469 / 15, 357 / 12) = min(31.3, 29.75) → 29 pt; break after row 4 + 15;
    // hands (357 - 348) / 6 + 16 → 17.
    expect(heights(27)).toMatchObject({ onePage: false, breaksAfter: [19], row: 29, hands: 17 });
    // 35 (140 players): 20 + 15: min(23.45, 23.8) → 23 pt (18 + 17: 21, 21 + 14: 22); hands
    // (357 - 345) / 6 + 16 → 18.
    expect(heights(35)).toMatchObject({ onePage: false, breaksAfter: [24], row: 23, hands: 18 });
    // 100 (400 players): 3 pages cannot hold them at 14 pt (469 / 34 = 13.8); 27 + 27 + 27 + 19:
    // min(17.4, 18.8) → 17 pt; hands (357 - 323) / 6 + 16 → 21.
    expect(heights(100)).toMatchObject({ onePage: false, breaksAfter: [31, 58, 85], row: 17, hands: 21 });
  });

  test("every page holds its rows: the title and headers, its table rows, the layout area on the last", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250 }), (rows) => {
        const p = protocolPages(rows);
        const height = (row: number): number =>
          p.rowHeights.find((h) => h.from <= row && row <= h.to)?.points ?? 15;
        const sum = (from: number, to: number): number => {
          let n = 0;
          for (let r = from; r <= to; r++) n += height(r);
          return n;
        };
        const head = sum(R.title, R.header);
        const area = protocolLayoutRow(rows);
        const last = area + 5;
        if (p.onePage) {
          expect(p.breaksAfter).toEqual([]);
          expect(sum(R.title, last)).toBeLessThanOrEqual(565);
        } else {
          // Pages end after table rows, never inside the layout area.
          const ends = [R.header, ...p.breaksAfter, last];
          for (let k = 1; k < ends.length; k++) {
            expect(ends[k]).toBeGreaterThan(ends[k - 1]);
            expect(head + sum(ends[k - 1] + 1, ends[k])).toBeLessThanOrEqual(550);
          }
          expect(p.breaksAfter[p.breaksAfter.length - 1]).toBeLessThan(R.first + rows - 1);
        }
        expect(height(R.first)).toBeGreaterThanOrEqual(14);
        expect(height(R.first)).toBeLessThanOrEqual(30);
      }),
    );
  });

  test("the plan: a 35-row protocol prints its title rows on each page, a page footer, breaks", () => {
    const plan = session140();
    const sheet = plan.sheets.find((s) => s.role === "protocol");
    expect(sheet?.print).toMatchObject({
      onePage: false,
      fitToWidth: false,
      scale: 92,
      titleRows: [1, 4],
      breaksAfter: [24],
      footer: "стр. &P из &N",
    });
    const small = unwrap(buildWorkbookPlan({ players: 100, language: "ru", scoreCards: false }));
    const one = small.sheets.find((s) => s.role === "protocol");
    expect(one?.print).toMatchObject({ onePage: true, titleRows: [3, 4] });
    expect(one?.print.footer).toBeUndefined();
    expect(small.sheets.find((s) => s.role === "results")?.print).toMatchObject({
      header: "&B&14 Итоги",
      footer: "стр. &P из &N",
    });
  });

  test("the file: a long protocol's breaks, print titles and footer; Results' header (on the direct row path)", async () => {
    const plan = session140();
    const zip = await JSZip.loadAsync(await planToXlsx(plan));
    const xml = async (sheet: string): Promise<string> => {
      const i = plan.sheets.findIndex((s) => s.name === sheet);
      const file = zip.file(`xl/worksheets/sheet${i + 1}.xml`);
      if (file === null) throw new Error(`no ${sheet}`);
      return file.async("string");
    };
    const protocol = await xml("Протокол 1");
    expect(protocol).toContain('<brk id="24" max="16383" man="1"/>');
    expect(protocol).toContain("<oddFooter>&amp;Cстр. &amp;P из &amp;N</oddFooter>");
    // At 92%: Excel ignores the page breaks of a sheet fitted to pages.
    expect(protocol).toMatch(/<pageSetup [^>]*scale="92"/);
    expect(protocol).not.toMatch(/<pageSetUpPr fitToPage="1"/);
    // The rows after the break still share their formulas (the direct path writes them).
    expect(protocol).toMatch(/<row r="30"[^>]*>.*<f t="shared"/);
    const results = await xml("Итоги");
    expect(results).toContain("<oddHeader>&amp;C&amp;B&amp;14 Итоги</oddHeader>");
    expect(results).toMatch(/<pageSetUpPr fitToPage="1"/);
    const workbook = await zip.file("xl/workbook.xml")?.async("string");
    expect(workbook).toContain("&apos;Протокол 1&apos;!$1:$4");
  });

  test("Office.js: the header and footer of every page, in Excel's codes", async () => {
    const fake = new FakeExcel();
    unwrap(await writeWorkbookPlan(fake, unwrap(buildWorkbookPlan({ players: 28, language: "ru" }))));
    expect(fake.sheet("Итоги")?.pageLayout).toMatchObject({
      centerHeader: "&B&14 Итоги",
      centerFooter: "стр. &P из &N",
    });
    expect(fake.sheet("Движение")?.pageLayout.centerFooter).toBe("стр. &P из &N");
    expect(fake.sheet("Протокол 1")?.pageLayout.centerFooter).toBeUndefined();
  });

  test("Office.js: a protocol printed at a scale, with page breaks, print titles and footer", async () => {
    // A 28-player plan whose first protocol prints as a 140-player one does (the writer applies
    // what the plan says; 140 players take the fake several seconds).
    const fake = new FakeExcel();
    const plan = unwrap(buildWorkbookPlan({ players: 28, language: "ru" }));
    const long = session140();
    const print = long.sheets.find((s) => s.role === "protocol")?.print;
    if (print === undefined) throw new Error("no protocol");
    const sheets = plan.sheets.map((s) => (s.name === "Протокол 1" ? { ...s, print } : s));
    unwrap(await writeWorkbookPlan(fake, { ...plan, sheets }));
    const sheet = fake.sheet("Протокол 1");
    expect(sheet?.pageLayout).toMatchObject({
      zoom: { scale: 92 },
      printTitleRows: "$1:$4",
      centerFooter: "стр. &P из &N",
    });
    expect(sheet?.pageBreaks).toEqual(["A25"]);
  });

  test("in English: the page's title and number", () => {
    const plan = unwrap(buildWorkbookPlan({ players: 28, language: "en", directorSheets: true }));
    const print = (role: string) => plan.sheets.find((s) => s.role === role)?.print;
    expect(print("results")).toMatchObject({ header: "&B&14 Results", footer: "page &P of &N" });
    expect(print("places")).toMatchObject({ header: "&B&14 Places", footer: "page &P of &N" });
    expect(print("movement")?.footer).toBe("page &P of &N");
  });
});
