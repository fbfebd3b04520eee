/**
 * Evidence for the printed session (issue 12): a 28- and a 100-player Russian workbook, as
 * `pref build` writes them, printed to A4 PDF by LibreOffice headless (ONE run for both, fresh
 * profile), then read back with pdftotext: one page per protocol, every protocol header whole,
 * one page per table card with its legend, Results with one place column, no page holding only a
 * repeated header row, page counts per sheet as designed. A PNG of the first page of each printed
 * sheet goes to test-output/print/ to be looked at.
 *
 * Needs `soffice` and `pdftotext`/`pdftoppm` (poppler-utils). Without them the suite FAILS, unless
 * PREF_SKIP_LIBREOFFICE=1 says to skip it.
 */
import { execFileSync, spawnSync } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { planToXlsx } from "../../src/xlsx/writer";
import { tableCards } from "../../src/core/movement";
import { buildWorkbookPlan, type WorkbookPlan } from "../../src/workbook";
import { unwrap } from "../../src/core/result";

const skip = process.env.PREF_SKIP_LIBREOFFICE === "1";
const has = (cmd: string): boolean => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
const OUTPUT = path.join(__dirname, "../../test-output/print");

/**
 * The headers a protocol page must show whole: the title, seed §6's eight column groups (the
 * defenders' "1-й" / "вистующий" on two lines of their header; "поз." the seat, "№" the player's
 * number, as the seed calls it) and the layout area. The check, the assigned mark and the double
 * dummy stay on screen (print area): the paper travels with the box.
 */
const PROTOCOL_WORDS = [
  "Протокол",
  "Комплект",
  "Сдающий",
  "Тур",
  "Стол",
  "Контракт",
  "Играющий",
  "1-й",
  "2-й",
  "вистующий",
  "поз.",
  "взятки",
  "№",
  "висты",
  "МП",
  "Макс",
  "Группа",
  "Расклад сдачи",
  "Прикуп",
];

/** The smallest type that prints, in points (body text is 11 pt: a page may shrink it to 91%). */
const MIN_POINTS = 10;

interface Printed {
  readonly plan: WorkbookPlan;
  /** The text of each page, in order. */
  readonly pages: readonly string[];
  /** The height of each page's smallest word box, in PDF points. */
  readonly smallest: readonly number[];
  readonly pdf: string;
}

const printed = new Map<number, Printed>();

const lines = (page: string): string[] =>
  page
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");

(skip ? describe.skip : describe)("the Russian session workbook printed to A4 by LibreOffice", () => {
  beforeAll(async () => {
    for (const cmd of ["soffice", "pdftotext", "pdftoppm"])
      if (!has(cmd))
        throw new Error(
          `${cmd} is not on the PATH: install LibreOffice and poppler-utils, or set PREF_SKIP_LIBREOFFICE=1`,
        );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-print-"));
    const profile = path.join(dir, "profile");
    const files: string[] = [];
    const plans = new Map<number, WorkbookPlan>();
    for (const players of [28, 100]) {
      const plan = unwrap(
        buildWorkbookPlan({
          players,
          language: "ru",
          formulas: "portable",
          directorSheets: true,
          // The personal guide cards of the smaller session (100 would add 25 pages of the same).
          guides: players === 28,
        }),
      );
      plans.set(players, plan);
      const file = path.join(dir, `ru-${players}.xlsx`);
      fs.writeFileSync(file, await planToXlsx(plan));
      files.push(file);
    }
    execFileSync(
      "soffice",
      [
        `-env:UserInstallation=file://${profile}`,
        "--headless",
        "--norestore",
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        ...files,
      ],
      { stdio: "pipe", timeout: 900_000 },
    );
    fs.mkdirSync(OUTPUT, { recursive: true });
    for (const [players, plan] of plans) {
      const pdf = path.join(dir, `ru-${players}.pdf`);
      const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8", maxBuffer: 1 << 28 });
      const pages = text.split("\f");
      if (pages[pages.length - 1].trim() === "") pages.pop();
      const boxes = execFileSync("pdftotext", ["-bbox-layout", pdf, "-"], {
        encoding: "utf8",
        maxBuffer: 1 << 28,
      });
      const smallest = boxes
        .split("<page ")
        .slice(1)
        .map((page) =>
          Math.min(
            ...[...page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">/g)].map(
              (m) => Number(m[2]) - Number(m[1]),
            ),
          ),
        );
      printed.set(players, { plan, pages, pdf, smallest });
    }
  }, 1_200_000);

  describe.each([28, 100])("%i players", (players) => {
    const get = (): Printed => {
      const p = printed.get(players);
      if (p === undefined) throw new Error("not printed");
      return p;
    };

    test("one page per protocol, every header of the protocol whole on it", () => {
      const { plan, pages } = get();
      const deals = plan.session.deals.map((d) => d.deal);
      const protocolPages = pages
        .map((page, i) => ({ i, m: /^\s*Протокол\s+(\d+)\s+Комплект\s+(\d+)/m.exec(page), page }))
        .filter((x) => x.m !== null);
      expect(protocolPages.map((x) => Number(x.m?.[1]))).toEqual(deals);
      for (const { page } of protocolPages)
        for (const word of PROTOCOL_WORDS)
          expect({ word, whole: page.includes(word) }).toEqual({ word, whole: true });
    });

    test(`every page prints its text at ${MIN_POINTS} pt or more`, () => {
      const { pages, smallest } = get();
      expect(smallest).toHaveLength(pages.length);
      // A word's box is the font's height, a fixed multiple of its size: measured on the Players
      // sheet, two columns that print at 100% in 11 pt (LibreOffice's stand-in for Calibri).
      const players = pages.findIndex((p) => /^\s*Игрок\s+Имя/.test(p));
      const perPoint = smallest[players] / 11;
      expect(perPoint).toBeGreaterThan(1.1);
      expect(perPoint).toBeLessThan(1.5);
      const small = pages
        .map((p, i) => ({ page: i + 1, first: lines(p)[0] ?? "", points: smallest[i] / perPoint }))
        .filter((x) => x.points < MIN_POINTS - 0.05)
        .map((x) => `page ${x.page} (${x.first.slice(0, 40)}): ${x.points.toFixed(1)} pt`);
      expect(small).toEqual([]);
    });

    test("one page per table card, the legend and round 1 on every card", () => {
      const { plan, pages } = get();
      const cards = pages.filter((p) => /^\s*(Стол \d+|Отдыхающие)\s*$/m.test(lines(p)[0] ?? ""));
      expect(cards).toHaveLength(tableCards(plan.session.movement).length);
      for (const card of cards) {
        expect(card).toContain("«3 Ю–2 З»: игрок Ю стола 3 идёт за стол 2 на место З.");
        expect(card).toContain("После тура — переходы");
        // Moves in the Russian seat letters, never the Latin ones.
        expect(card).not.toMatch(/\d[NESW]–/);
      }
      expect(cards.filter((c) => c.includes("Тур 1: комплект"))).toHaveLength(plan.session.movement.tables);
    });

    test("guide cards (28 players): four players to a page, each round's table, seat and set", () => {
      const { plan, pages } = get();
      const guides = pages.filter((p) => /^\s*Игрок \d+: стол и место по турам/.test(lines(p)[0] ?? ""));
      if (players !== 28) return expect(guides).toEqual([]);
      expect(guides).toHaveLength(Math.ceil(plan.session.players / 4));
      const titles = guides.join("\n").match(/Игрок \d+: стол и место по турам/g) ?? [];
      expect(titles).toHaveLength(plan.session.players);
      // Player 1 of the cyclic 28 sits N at table 1 all session, set r in round r.
      expect(
        lines(guides[0])
          .slice(1, 4)
          .map((l) => l.split(/\s+/)),
      ).toEqual([
        ["Тур", "Стол", "Место", "Комплект"],
        ["1", "1", "С", "1"],
        ["2", "1", "С", "2"],
      ]);
    });

    test("Results: one place column; Places, Penalties and score cards print their titles whole", () => {
      const { plan, pages } = get();
      const results = pages.filter((p) => /Игрок\s+Имя\s+МП\s+Макс\s+%/.test(p));
      expect(results.length).toBeGreaterThan(0);
      const header = lines(results[0])[0];
      expect(header.match(/Место/g)).toHaveLength(1);
      // The corrections' list prints on a page of its own after the standings, the header above it.
      const corrections = pages.filter((p) => p.includes("Поправки судьи"));
      expect(corrections).toHaveLength(1);
      expect(lines(corrections[0]).slice(1)).toEqual(["Поправки судьи", "Всего: 0"]);
      expect(pages.some((p) => p.includes("Итоги по местам"))).toBe(true);
      expect(pages.some((p) => p.includes("Штрафы и дисквалификации"))).toBe(true);
      // Score cards: one page per player.
      const cards = pages.filter((p) => /^\s*Игрок \d+\b(?!:)/.test(lines(p)[0] ?? ""));
      expect(cards).toHaveLength(plan.session.players);
      for (const word of ["Протокол", "Тур", "Стол", "Позиция", "Контракт", "Висты", "МП", "Макс", "Место"])
        expect({ word, whole: cards[0].includes(word) }).toEqual({ word, whole: true });
    });

    test("no page holds only a header row, no cell shows ### for a number too wide", () => {
      const { pages } = get();
      const firstLines = new Set(pages.map((p) => lines(p)[0]).filter((l) => l !== undefined));
      const headerOnly = pages
        .map((p, i) => ({ i: i + 1, l: lines(p) }))
        .filter(({ l }) => l.length === 0 || (l.length === 1 && firstLines.has(l[0])));
      expect(headerOnly.map((x) => `page ${x.i}: ${x.l.join(" | ")}`)).toEqual([]);
      expect(pages.filter((p) => p.includes("###"))).toEqual([]);
    });

    test("a PNG of the first page of every printed sheet, in test-output/print", () => {
      const { pages, pdf } = get();
      const firsts: [string, RegExp][] = [
        ["players", /^\s*Игрок\s+Имя/],
        ["movement", /^\s*Движение:/],
        ["table-card", /^\s*Стол 1\s*$/m],
        ["set-row", /^\s*Ряд комплектов/],
        ["protocol", /^\s*Протокол\s+1\s+Комплект/],
        ["penalties", /^\s*Штрафы и дисквалификации/],
        ["results", /Игрок\s+Имя\s+МП\s+Макс\s+%/],
        ["places", /^\s*Итоги по местам/],
        ["score-card", /^\s*Игрок 1\b(?!:)/],
        ...(players === 28
          ? [["guide-cards", /^\s*Игрок 1: стол и место по турам/] as [string, RegExp]]
          : []),
        ["corrections", /Поправки судьи/],
      ];
      for (const [name, re] of firsts) {
        const page = pages.findIndex((p) => re.test(p)) + 1;
        expect({ name, found: page > 0 }).toEqual({ name, found: true });
        const prefix = path.join(OUTPUT, `ru-${players}-${name}`);
        execFileSync("pdftoppm", [
          "-png",
          "-r",
          "50",
          "-singlefile",
          "-f",
          String(page),
          "-l",
          String(page),
          pdf,
          prefix,
        ]);
        expect(fs.existsSync(`${prefix}.png`)).toBe(true);
      }
    });
  });
});
