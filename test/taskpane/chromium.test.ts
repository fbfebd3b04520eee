/**
 * The built task pane in headless Chromium (Debian `chromium`, driven by playwright-core) against
 * an in-memory workbook: office.js is answered by a test stub whose `Excel.run` is the recording
 * fake (test/excel-fake, bundled for the browser by webpack). The test fills the form,
 * sees the movement's quality before building, clicks Build, answers the question about a sheet
 * that already holds data, and checks the sheets written; then types mistakes into the protocol
 * sheets of the in-memory workbook, clicks Check protocols, reads the issues in Russian and clicks
 * one to select its cell; screenshots go to test-output/.
 *
 * It serves the production build: dist/ when it is newer than the sources, otherwise a fresh
 * `webpack --mode production` into test-output/taskpane-build (dist/ is left alone).
 * Needs /usr/bin/chromium: without it the suite FAILS, unless PREF_SKIP_CHROMIUM=1.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as http from "http";
import type { AddressInfo } from "net";
import * as path from "path";
import { chromium, type Browser, type Page } from "playwright-core";
import webpack from "webpack";
import { SEATS } from "../../src/core/protocol";
import { buildWorkbookPlan, PROTOCOL_COLUMNS as C, seatColumns } from "../../src/workbook";
import { address } from "../../src/workbook/formula";
import { unwrap } from "../../src/core/result";

const ROOT = path.join(__dirname, "..", "..");
const CHROMIUM = "/usr/bin/chromium";
const OUTPUT = path.join(ROOT, "test-output");
const skip = process.env.PREF_SKIP_CHROMIUM === "1";
/** How long a step may take before it counts as hung: long, for a machine loaded by other work. */
const WAIT = 300_000;
const OFFICE_JS = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

/** Newest modification time under `dir` (files only). */
function newest(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), 0);
}

/** The production build to serve: dist/ if it is up to date, else a fresh one of our own. */
function productionBuild(): string {
  const dist = path.join(ROOT, "dist");
  const outputs = ["taskpane.html", "taskpane.js", "functions.js"].map((f) => path.join(dist, f));
  const sources = Math.max(
    newest(path.join(ROOT, "src")),
    newest(path.join(ROOT, "webpack.config.js")),
    newest(path.join(ROOT, "package.json")),
    newest(path.join(ROOT, "manifest.xml")),
  );
  const built = outputs.every((f) => fs.existsSync(f))
    ? Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs))
    : 0;
  if (built > sources) return dist;
  const own = path.join(OUTPUT, "taskpane-build");
  execFileSync(
    process.execPath,
    [require.resolve("webpack-cli/bin/cli.js"), "--mode", "production", "--output-path", own],
    { cwd: ROOT, stdio: "pipe", timeout: 600_000 },
  );
  return own;
}

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".xml": "application/xml",
};

/** A static server for `dir` on a random localhost port. */
function serve(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * The fake Excel (test/excel-fake) bundled for the browser by webpack, as the pane is: one script
 * that sets window.PrefFake. Made once, in beforeAll.
 */
let fakeBundle = "";

function bundleFake(): Promise<string> {
  const dir = path.join(OUTPUT, "excel-fake-bundle");
  const config: webpack.Configuration = {
    mode: "development",
    devtool: false,
    target: "web",
    context: ROOT,
    entry: path.join(ROOT, "test", "excel-fake", "browser.ts"),
    output: { path: dir, filename: "fake.js", library: { name: "PrefFake", type: "window" } },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: "ts-loader",
          options: { transpileOnly: true, compilerOptions: { module: "esnext", sourceMap: false } },
        },
      ],
    },
  };
  return new Promise((resolve, reject) =>
    webpack(config, (err, stats) => {
      if (err !== null && err !== undefined) reject(err);
      else if (stats?.hasErrors()) reject(new Error(stats.toString("errors-only")));
      else resolve(fs.readFileSync(path.join(dir, "fake.js"), "utf8"));
    }),
  );
}

/** office.js for the page: Office.onReady, the display language, CustomFunctions, and Excel.run on the fake. */
function officeStub(displayLanguage: string, existingSheets: unknown): string {
  return `
${fakeBundle}
window.__fake = new window.PrefFake.FakeExcel({ sheets: ${JSON.stringify(existingSheets)} });
window.Excel = { run: function (batch) { return window.__fake.run(batch); } };
window.CustomFunctions = {
  associate: function () {},
  Error: function (code, message) { this.code = code; this.message = message; },
  ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A" },
};
window.Office = {
  context: {
    displayLanguage: ${JSON.stringify(displayLanguage)},
    requirements: { isSetSupported: function (name, version) { return name === "ExcelApi" && Number(version) <= 1.9; } },
  },
  onReady: function (callback) {
    var info = { host: "Excel", platform: "PC" };
    return new Promise(function (resolve) {
      setTimeout(function () { if (callback) callback(info); resolve(info); }, 0);
    });
  },
};
`;
}

async function openPane(
  browser: Browser,
  base: string,
  displayLanguage: string,
  existing: unknown,
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 420, height: 1400 } });
  page.setDefaultTimeout(WAIT);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url === OFFICE_JS)
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: officeStub(displayLanguage, existing),
      });
    if (url.startsWith(base)) return route.continue();
    return route.abort(); // nothing leaves the machine
  });
  await page.goto(`${base}taskpane.html`);
  await page.getByTestId("players").waitFor({ timeout: WAIT });
  expect(errors).toEqual([]);
  return page;
}

const NAMES = [
  "=1+1",
  "@SUM(A1)",
  "1-2",
  "Анна Петрова",
  ...Array.from({ length: 24 }, (_, i) => `Игрок ${i + 5}`),
];

(skip ? describe.skip : describe)("the task pane in headless Chromium", () => {
  let browser: Browser | undefined;
  let server: http.Server | undefined;
  let base = "";

  beforeAll(async () => {
    if (!fs.existsSync(CHROMIUM)) {
      throw new Error(
        `${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium), or set PREF_SKIP_CHROMIUM=1 to skip these tests`,
      );
    }
    fs.mkdirSync(OUTPUT, { recursive: true });
    const dir = productionBuild();
    fakeBundle = await bundleFake();
    server = await serve(dir);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)));
  });

  test("Russian pane: quality before building, Build, a sheet with data kept, the session in the workbook", async () => {
    if (browser === undefined) throw new Error("no browser");
    // The workbook already has a sheet named like the English Results, holding data.
    const page = await openPane(browser, base, "ru-RU", [{ name: "Results", cells: { A1: "old", B2: 42 } }]);
    await expect(page.locator("h1").textContent()).resolves.toBe("Pref Director");

    // A count first: the movement's quality shows before building.
    await page.getByTestId("players").fill("28");
    await page.getByTestId("perfect").waitFor();
    await expect(page.getByTestId("perfect").textContent()).resolves.toMatch(/^Совершенная/);
    await expect(page.getByTestId("met-once").textContent()).resolves.toContain("100,0 %");
    // The movement in words, never a method id; the alternatives; variant, penalties, adjusted results.
    await expect(page.getByTestId("movement-words").textContent()).resolves.toBe(
      "Простая карусель (§5: С на месте, В +1, Ю +2, З −2): 7 столов по 4, 7 туров.",
    );
    await expect(page.getByTestId("quality").textContent()).resolves.not.toMatch(
      /Метод|cyclic|[NESW] на месте/,
    );
    // The other constructions of the same 7-table movement are not offered as alternatives.
    const alternatives = await page.getByTestId("alternatives").locator("li").allTextContents();
    expect(alternatives.some((a) => a.includes("по 3"))).toBe(true);
    expect(alternatives.filter((a) => a.includes("7 столов по 4"))).toEqual([]);
    await page.screenshot({ path: path.join(OUTPUT, "taskpane-quality.png"), fullPage: true });
    await expect(page.getByTestId("variant").locator("option").allTextContents()).resolves.toEqual([
      "нет — висты пишутся вручную",
      "Сочи",
      "Ленинград",
      "Ростов",
    ]);
    await expect(page.getByTestId("penalties-note").textContent()).resolves.toContain("«Штрафы»");
    await expect(page.getByTestId("adjusted-note").textContent()).resolves.toContain("A+");
    // 26 players: regroup is recommended over nothing else — it is the one shown, in words.
    await page.getByTestId("players").fill("26");
    await page
      .getByTestId("movement-words")
      .getByText(/со столами на троих/)
      .waitFor();

    // Then the names, pasted one per line; English sheets; build.
    await page.getByTestId("players").fill(NAMES.join("\n"));
    // Let the 28 players' movement be worked out first: the page is busy while it is.
    await page
      .getByTestId("movement-words")
      .getByText(/7 столов по 4/)
      .waitFor();
    await page.getByTestId("language-en").check();
    await page.getByTestId("build").click();

    // "Results" holds data: the pane asks, the director builds under new names.
    await page.getByTestId("clash").waitFor();
    await expect(page.getByTestId("clash").textContent()).resolves.toContain("Results (2)");
    await page.screenshot({ path: path.join(OUTPUT, "taskpane-clash.png"), fullPage: true });
    await page.getByTestId("clash-rename").click();

    await page.getByTestId("result").waitFor({ timeout: WAIT });
    const result = (await page.getByTestId("result").textContent()) ?? "";
    expect(result).toContain("Сессия построена");
    expect(result).not.toContain("запросов");
    await page.waitForTimeout(400); // let the button's colour transition end
    await page.screenshot({ path: path.join(OUTPUT, "taskpane.png"), fullPage: true });

    const workbook = await page.evaluate(() => {
      type Sheet = {
        name: string;
        visibility: string;
        mutations: number;
        data(a: string): unknown;
        row(r: number): unknown[];
        value(a: string): unknown;
      };
      const fake = (
        window as unknown as { __fake: { sheets: Sheet[]; syncs: unknown[]; sheet(n: string): Sheet } }
      ).__fake;
      const board = fake.sheet("Board 1");
      return {
        names: fake.sheets.map((s) => s.name),
        hidden: fake.sheets.filter((s) => s.visibility !== "Visible").map((s) => s.name),
        old: { mutations: fake.sheet("Results").mutations, a1: fake.sheet("Results").data("A1") },
        header: fake.sheet("Results (2)").row(1).slice(0, 6),
        players: [2, 3, 4, 5].map((r) => fake.sheet("Players").value(`B${r}`)),
        board: Array.from({ length: 40 }, (_, i) => board.row(i + 1)),
        syncs: fake.syncs.length,
      };
    });
    expect(workbook.names).toEqual([
      "Results",
      "Players",
      "Movement",
      "Table cards",
      "Set row",
      ...Array.from({ length: 7 }, (_, i) => `Board ${i + 1}`),
      "Penalties",
      "Results (2)",
      "Places",
      "Score cards",
      "Ledger",
    ]);
    expect(workbook.hidden).toEqual(["Ledger"]);
    expect(workbook.old).toEqual({ mutations: 0, a1: "old" });
    expect(workbook.header).toEqual(["Player", "Name", "MP", "Max", "%", "Rank"]);
    expect(workbook.players).toEqual(
      NAMES.slice(0, 4).map((text) => ({ kind: "text", text, quotePrefix: expect.any(Boolean) })),
    );
    // The names, the used range of the sheet already there, the data, the looks (issue 11: print
    // settings, panes and the chart in a last request of their own).
    expect(workbook.syncs).toBeLessThanOrEqual(4);

    // Board 1's player numbers are the movement's.
    const plan = unwrap(
      buildWorkbookPlan({ players: 28, language: "en", formulas: "addin", directorSheets: true }),
    );
    const deal = plan.session.deals[0];
    for (const r of deal.rows) {
      for (const seat of SEATS) {
        const col = seatColumns(seat).player;
        expect({ at: address(r.sheetRow, col), player: workbook.board[r.sheetRow - 1][col - 1] }).toEqual({
          at: address(r.sheetRow, col),
          player: r.players[seat],
        });
      }
    }

    // Built again: this session's sheets (its Ledger records them), nothing typed in them, are
    // updated in place — "Results (2)", the live one, not a "Results (3)"; nothing is asked.
    await page.getByTestId("build").click();
    await page.getByTestId("updated").waitFor({ timeout: WAIT });
    await expect(page.getByTestId("updated").textContent()).resolves.toContain("обновлены на месте: 16");
    await expect(page.getByTestId("clash").count()).resolves.toBe(0);
    const again = await page.evaluate(() => {
      type Sheet = { name: string; mutations: number; data(a: string): unknown };
      const fake = (window as unknown as { __fake: { sheets: Sheet[]; sheet(n: string): Sheet } }).__fake;
      return {
        names: fake.sheets.map((s) => s.name),
        old: { mutations: fake.sheet("Results").mutations, a1: fake.sheet("Results").data("A1") },
      };
    });
    expect(again).toEqual({ names: workbook.names, old: { mutations: 0, a1: "old" } });

    // Built again for 20 of the players: the blank boards 6 and 7 of the 28-player session are
    // deleted and the pane names them (the Players sheet, its names not the new ones, is kept).
    await page.getByTestId("players").fill(NAMES.slice(0, 20).join("\n"));
    await page
      .getByTestId("movement-words")
      .getByText(/5 столов по 4/)
      .waitFor();
    await page.getByTestId("build").click();
    await page.getByTestId("clash").waitFor({ timeout: WAIT });
    await page.getByTestId("clash-rename").click();
    await page.getByTestId("removed").waitFor({ timeout: WAIT });
    await expect(page.getByTestId("removed").textContent()).resolves.toContain(
      "Пустые листы протоколов прежней сборки, сдач которых в сессии больше нет, удалены: «Board 6», «Board 7».",
    );
    const fewer = await page.evaluate(() =>
      (window as unknown as { __fake: { sheets: { name: string }[] } }).__fake.sheets
        .map((s) => s.name)
        .filter((n) => n.startsWith("Board")),
    );
    expect(fewer).toEqual(["Board 1", "Board 2", "Board 3", "Board 4", "Board 5"]);
    await page.screenshot({ path: path.join(OUTPUT, "taskpane-rebuilt.png"), fullPage: true });
    await page.close();
  });

  test("Russian pane, Check protocols: the mistakes typed are listed in Russian, a click selects the cell", async () => {
    if (browser === undefined) throw new Error("no browser");
    const page = await openPane(browser, base, "ru-RU", []);
    await page.getByTestId("players").fill("28");
    await page.getByTestId("build").click();
    await page.getByTestId("result").waitFor({ timeout: WAIT });

    // The director types deal 1's results, with three mistakes.
    const plan = unwrap(buildWorkbookPlan({ players: 28 }));
    const rows = plan.session.deals[0].rows.map((r) => r.sheetRow);
    const W = (seat: "N" | "E" | "S" | "W"): number => seatColumns(seat).whists;
    const good: Record<number, string | number> = {
      [C.contract]: "6♠",
      [C.declarer]: "В",
      [C.declarerTricks]: 6,
      [C.defender1]: "Ю",
      [C.defender1Tricks]: 2,
      [C.defender2]: "З",
      [C.defender2Tricks]: 2,
      [W("N")]: 0,
      [W("E")]: 20,
      [W("S")]: -10,
      [W("W")]: -10,
    };
    const typed: [number, Record<number, string | number>][] = [
      [rows[0], { ...good, [C.contract]: "6ю" }], // an unreadable contract
      [rows[1], { ...good, [C.defender2Tricks]: 3 }], // tricks 6 + 2 + 3 = 11
      [rows[2], { ...good, [W("W")]: -5 }], // whists that do not sum to zero
      [rows[3], good],
    ];
    await page.evaluate((entries) => {
      type Fake = {
        sheet(n: string): unknown;
        writeCell(s: unknown, r: number, c: number, v: unknown): void;
      };
      const fake = (window as unknown as { __fake: Fake }).__fake;
      const sheet = fake.sheet("Протокол 1");
      for (const [row, cells] of entries)
        for (const [col, v] of Object.entries(cells)) fake.writeCell(sheet, row, Number(col), v);
    }, typed);

    await page.getByTestId("tab-check").click();
    await page.getByTestId("check").click();
    await page.getByTestId("check-result").waitFor({ timeout: WAIT });
    await expect(page.getByTestId("check-result").textContent()).resolves.toContain(
      "Ошибок: 2, предупреждений: 1",
    );
    const issues = await page
      .getByTestId("issue-group")
      .getByTestId("issue")
      .evaluateAll((items) =>
        items.map((b) => ({
          code: b.getAttribute("data-code"),
          cell: b.getAttribute("data-cell"),
          text: b.querySelector("[data-testid=issue-text]")?.textContent,
        })),
      );
    expect(issues).toEqual([
      {
        code: "contract-unreadable",
        cell: `Протокол 1!C${rows[0]}`,
        text: expect.stringMatching(/^«6ю» — не контракт: пишите 6♠/),
      },
      { code: "tricks-sum", cell: `Протокол 1!E${rows[1]}`, text: "Взяток в сумме 11, а должно быть 10." },
      {
        code: "whists-not-zero-sum",
        cell: `Протокол 1!J${rows[2]}:U${rows[2]}`,
        text: expect.stringMatching(/^Сумма вистов в строке 5, а не 0/),
      },
    ]);
    // The tables not in yet are listed apart: every row of every deal but the 4 typed.
    const all = plan.session.deals.reduce((n, d) => n + d.rows.length, 0);
    await expect(page.getByTestId("missing").locator("summary").textContent()).resolves.toBe(
      `Ещё нет результатов: ${all - 4}`,
    );

    // A click on the tricks selects the tricks cell in Excel.
    await page.getByTestId("issue").nth(1).click();
    await page.locator("[data-testid=issue][aria-current=true]").waitFor();
    const selection = await page.evaluate(() => {
      type Fake = { selection: unknown; sheets: { name: string; active: boolean }[] };
      const fake = (window as unknown as { __fake: Fake }).__fake;
      return { selection: fake.selection, active: fake.sheets.filter((s) => s.active).map((s) => s.name) };
    });
    expect(selection).toEqual({
      selection: { sheet: "Протокол 1", address: `E${rows[1]}` },
      active: ["Протокол 1"],
    });
    await page.waitForTimeout(400); // let the colour transitions end
    await page.screenshot({ path: path.join(OUTPUT, "taskpane-check.png"), fullPage: true });
    await page.close();
  });

  test("English pane, Check protocols on a fresh session: no problems, results not in yet", async () => {
    if (browser === undefined) throw new Error("no browser");
    const page = await openPane(browser, base, "en-US", []);
    await page.getByTestId("tab-check").click();
    await page.getByTestId("check").click();
    // No session yet: the problem is shown, not thrown.
    await page
      .getByTestId("check-result")
      .getByText(/has no protocol sheets/)
      .waitFor({ timeout: WAIT });
    await page.getByTestId("tab-build").click();
    await page.getByTestId("players").fill("12");
    await page.getByTestId("build").click();
    await page.getByTestId("result").waitFor({ timeout: WAIT });
    await page.getByTestId("tab-check").click();
    await page.getByTestId("check").click();
    await page.getByTestId("check-result").getByText("No problems found").waitFor({ timeout: WAIT });
    await expect(page.getByTestId("issue-group").count()).resolves.toBe(0);
    await expect(page.getByTestId("missing").locator("summary").textContent()).resolves.toMatch(
      /^Results not in yet: \d+$/,
    );
    await page.screenshot({ path: path.join(OUTPUT, "taskpane-check-clean.png"), fullPage: true });
    await page.close();
  });

  test("English pane: a bad field is shown beside it, nothing is written", async () => {
    if (browser === undefined) throw new Error("no browser");
    const page = await openPane(browser, base, "en-US", []);
    await expect(page.getByTestId("build").textContent()).resolves.toBe("Build session");
    await page.getByTestId("players").fill("2");
    await page
      .getByTestId("quality")
      .getByText(/at least 3 players/)
      .waitFor();
    await page.getByTestId("players").fill("12");
    await page.getByTestId("deals-per-set").fill("0");
    await page.getByTestId("build").click();
    await page.getByText("deals per set: a whole number from 1 to 8").waitFor();
    const syncs = await page.evaluate(
      () => (window as unknown as { __fake: { syncs: unknown[] } }).__fake.syncs.length,
    );
    expect(syncs).toBe(0);
    await page.close();
  });
});
