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

/** A page's number in its footer: "стр. 3 из 212" (LibreOffice counts the pages of the whole PDF). */
const PAGE_NUMBER = /^стр\. (\d+) из (\d+)$/;

/** The standings' page headers (the sheets' names). */
const PAGE_TITLES = new Set(["Итоги", "Места"]);

/** A page's lines without its header (a standings sheet's name) and footer (the page's number). */
const body = (page: string): string[] => {
  const l = lines(page);
  const from = PAGE_TITLES.has(l[0]) ? 1 : 0;
  const to = l.length > 0 && PAGE_NUMBER.test(l[l.length - 1]) ? l.length - 1 : l.length;
  return l.slice(from, to);
};

/** Whether the page's footer numbers it `index + 1` of `total`, as LibreOffice counts them. */
const numbered = (page: string, index: number, total: number): boolean => {
  const m = PAGE_NUMBER.exec(lines(page).pop() ?? "");
  return m !== null && Number(m[1]) === index + 1 && Number(m[2]) === total;
};

/**
 * The sessions printed: 28 and 100 players (one page per protocol, the guide cards for 28), and
 * 140 (35 tables: every protocol on two pages) without score cards, which would add 140 pages.
 */
const SESSIONS = [28, 100, 140] as const;

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
    for (const players of SESSIONS) {
      const plan = unwrap(
        buildWorkbookPlan({
          players,
          language: "ru",
          formulas: "portable",
          directorSheets: true,
          // The personal guide cards of the smaller session (100 would add 25 pages of the same).
          guides: players === 28,
          ...(players === 140 ? { scoreCards: false } : {}),
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
      // The whole PDF beside the PNGs, to be looked at page by page.
      fs.copyFileSync(pdf, path.join(OUTPUT, `ru-${players}.pdf`));
    }
  }, 1_200_000);

  describe.each(SESSIONS)("%i players", (players) => {
    const get = (): Printed => {
      const p = printed.get(players);
      if (p === undefined) throw new Error("not printed");
      return p;
    };

    test("each protocol on its pages: one up to 26 tables, two for 35; the title and headers on each", () => {
      const { plan, pages } = get();
      const protocolPages = pages
        .map((page, i) => ({ i, m: /^\s*Протокол\s+(\d+)\s+Комплект\s+(\d+)/m.exec(page), page }))
        .filter((x) => x.m !== null);
      // 28 and 100 players: 7 and 25 tables, one page a protocol; 140: 35 tables, two pages.
      const perProtocol = players === 140 ? 2 : 1;
      expect(protocolPages.map((x) => Number(x.m?.[1]))).toEqual(
        plan.session.deals.flatMap((d) => Array<number>(perProtocol).fill(d.deal)),
      );
      const layoutWords = ["Расклад сдачи", "Прикуп"];
      plan.session.deals.forEach((deal, k) => {
        const own = protocolPages.slice(k * perProtocol, (k + 1) * perProtocol);
        own.forEach(({ page, i }, j) => {
          const lastPage = j === own.length - 1;
          for (const word of PROTOCOL_WORDS)
            expect({ deal: deal.deal, page: j + 1, word, whole: page.includes(word) }).toEqual({
              deal: deal.deal,
              page: j + 1,
              word,
              whole: !layoutWords.includes(word) || lastPage,
            });
          // A protocol on several pages is numbered on each (LibreOffice counts the whole PDF).
          if (perProtocol > 1)
            expect({ page: i + 1, numbered: numbered(page, i, pages.length) }).toEqual({
              page: i + 1,
              numbered: true,
            });
        });
        // Every table's row once, in the protocol's order, across its pages: "round table" starts it.
        const rows = own.flatMap(({ page }) =>
          lines(page)
            .map((l) => /^(\d+)\s+(\d+)\s/.exec(l))
            .filter((m): m is RegExpExecArray => m !== null)
            .map((m) => `${m[1]}/${m[2]}`),
        );
        expect(rows).toEqual(deal.rows.map((r) => `${r.round}/${r.table}`));
      });
      if (players === 140) {
        // 35 rows: 20 on the first page, 15 and the layout area on the second, 23 pt (protocolPages).
        const first = protocolPages[0].page;
        expect(lines(first).filter((l) => /^\d+\s+\d+\s/.test(l))).toHaveLength(20);
      }
    });

    test("Results and Places: each page titled and numbered; the Movement and cards numbered", () => {
      const { plan, pages } = get();
      const titled = (title: string): number[] => pages.flatMap((p, i) => (lines(p)[0] === title ? [i] : []));
      const results = titled("Итоги");
      const places = titled("Места");
      // 30 players a page; Results has the corrections' page after its standings.
      const standings = Math.ceil(players / 30);
      expect(results).toHaveLength(standings + 1);
      expect(places).toHaveLength(standings);
      // Each a run of pages, the standings' header row on each (not the corrections' page).
      expect(results).toEqual(Array.from({ length: standings + 1 }, (_, k) => results[0] + k));
      expect(places).toEqual(Array.from({ length: standings }, (_, k) => places[0] + k));
      for (const i of [...results.slice(0, -1), ...places])
        expect(pages[i]).toMatch(/Игрок\s+Имя\s+МП\s+Макс\s+%/);
      for (const i of [...results, ...places])
        expect({ page: i + 1, numbered: numbered(pages[i], i, pages.length) }).toEqual({
          page: i + 1,
          numbered: true,
        });
      // The Players sheet, the Movement, the table cards and the score cards number their pages.
      const numberedPages = pages.filter((p, i) => numbered(p, i, pages.length)).length;
      const movementToCards = pages.findIndex((p) => /^\s*Стол 1\s*$/.test(lines(p)[0] ?? ""));
      const cards = plan.sheets.some((s) => s.role === "score-cards") ? players : 0;
      expect(numberedPages).toBeGreaterThanOrEqual(movementToCards + plan.session.movement.tables + cards);
      for (let i = 0; i < movementToCards; i++)
        expect({ page: i + 1, numbered: numbered(pages[i], i, pages.length) }).toEqual({
          page: i + 1,
          numbered: true,
        });
    });

    test("the Movement: the title on its first page only, every later page headed by its tables, all rounds on each", () => {
      const { plan, pages } = get();
      const first = pages.findIndex((p) => /^\s*Движение:/.test(p));
      const end = pages.findIndex((p) => /^\s*Стол 1\s*$/.test(lines(p)[0] ?? ""));
      expect(first).toBeGreaterThan(0);
      const movement = pages.slice(first, end).map((p) => body(p));
      expect(movement[0][0]).toBe("Движение: [комплект] С В Ю З по столам и турам");
      // The pages to the right repeat the round column only: no cut title ("Движ"), and never a
      // page of the round column alone (a text run on past the last table's column).
      for (const [k, page] of movement.entries()) {
        const header = page[k === 0 ? 1 : 0];
        expect({ k, header: /^Тур\s+Стол \d+/.test(header) }).toEqual({ k, header: true });
        if (k > 0) expect({ k, cut: page.some((l) => l.includes("Движ")) }).toEqual({ k, cut: false });
      }
      const tables = new Set(
        movement.flatMap((page, k) =>
          [...page[k === 0 ? 1 : 0].matchAll(/Стол (\d+)/g)].map((m) => Number(m[1])),
        ),
      );
      expect([...tables].sort((a, b) => a - b)).toEqual(
        Array.from({ length: plan.session.movement.tables }, (_, i) => i + 1),
      );
      // Every page holds every round (35 for 140 players: no page of two rounds below a band).
      const rounds = plan.session.movement.schedule.map((_, r) => r + 1);
      for (const [k, page] of movement.entries())
        expect({ k, rounds: page.flatMap((l) => /^(\d+)\s*\[/.exec(l)?.[1] ?? []).map(Number) }).toEqual({
          k,
          rounds,
        });
      // No table's text runs into its neighbour's: "[10] 10 45 80 115[11]" would print as one word.
      expect(movement.flat().filter((l) => /\d\[\d/.test(l))).toEqual([]);
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
      const header = body(results[0])[0];
      expect(header.match(/Место/g)).toHaveLength(1);
      // The corrections' list prints on a page of its own after the standings, the header above it.
      const corrections = pages.filter((p) => p.includes("Поправки судьи"));
      expect(corrections).toHaveLength(1);
      expect(body(corrections[0]).slice(1)).toEqual(["Поправки судьи", "Всего: 0"]);
      expect(pages.some((p) => p.includes("Итоги по местам"))).toBe(true);
      expect(pages.some((p) => p.includes("Штрафы и дисквалификации"))).toBe(true);
      // Score cards: one page per player.
      const cards = pages.filter((p) => /^\s*Игрок \d+\b(?!:)/.test(lines(p)[0] ?? ""));
      // 140 players are printed without score cards (140 pages more).
      if (!plan.sheets.some((s) => s.role === "score-cards")) return expect(cards).toEqual([]);
      expect(cards).toHaveLength(plan.session.players);
      for (const word of ["Протокол", "Тур", "Стол", "Позиция", "Контракт", "Висты", "МП", "Макс", "Место"])
        expect({ word, whole: cards[0].includes(word) }).toEqual({ word, whole: true });
    });

    test("no page holds only a header row, no cell shows ### for a number too wide", () => {
      const { pages } = get();
      // The page's header and footer (title, number) do not count: what is between them does.
      const firstLines = new Set(pages.map((p) => body(p)[0]).filter((l) => l !== undefined));
      const headerOnly = pages
        .map((p, i) => ({ i: i + 1, l: body(p) }))
        .filter(({ l }) => l.length === 0 || (l.length === 1 && firstLines.has(l[0])));
      expect(headerOnly.map((x) => `page ${x.i}: ${x.l.join(" | ")}`)).toEqual([]);
      expect(pages.filter((p) => p.includes("###"))).toEqual([]);
    });

    test("a PNG of the first page of every printed sheet (and of a few second pages), in test-output/print", () => {
      const { pages, pdf } = get();
      const firsts: [string, RegExp][] = [
        ["players", /^\s*Игрок\s+Имя/],
        ["movement", /^\s*Движение:/],
        ["table-card", /^\s*Стол 1\s*$/m],
        ["set-row", /^\s*Ряд комплектов/],
        ["protocol", /^\s*Протокол\s+1\s+Комплект/],
        ["penalties", /^\s*Штрафы и дисквалификации/],
        ["results", /Игрок\s+Имя\s+МП\s+Макс\s+%/],
        ["places", /^\s*Итоги по местам/m],
        ...(players === 140 ? [] : [["score-card", /^\s*Игрок 1\b(?!:)/] as [string, RegExp]]),
        ...(players === 28
          ? [["guide-cards", /^\s*Игрок 1: стол и место по турам/] as [string, RegExp]]
          : []),
        ["corrections", /Поправки судьи/],
      ];
      // And the later pages that repeat a sheet's headers: the Movement's second (to the right, or
      // below for 35 rounds), a long protocol's second.
      const later: [string, RegExp][] = [
        // (28 players: 7 tables and 7 rounds, one page.)
        ...(players === 28 ? [] : [["movement-2", /^\s*Движение:/] as [string, RegExp]]),
        ...(players === 140 ? [["protocol-2", /^\s*Протокол\s+1\s+Комплект/] as [string, RegExp]] : []),
      ];
      for (const [name, re, next] of [
        ...firsts.map(([n, r]) => [n, r, 0] as const),
        ...later.map(([n, r]) => [n, r, 1] as const),
      ]) {
        const page = pages.findIndex((p) => re.test(p)) + 1 + next;
        expect({ name, found: page > next }).toEqual({ name, found: true });
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
