/**
 * Protocol sheets that fill themselves: with a variant, the whist cells look the row's contract
 * and tricks up in the Cost table sheet (native functions only). The plan's formulas, evaluated,
 * give the core's whists for every row, and the Results equal the core's standings of the
 * protocols whose blank whists the core filled; a typed whist overrides and is marked.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { planToXlsx } from "../../src/xlsx/writer";
import { generateMovement } from "../../src/core/movement";
import type { Protocol, ProtocolRow, Seat } from "../../src/core/protocol";
import { SEATS } from "../../src/core/protocol";
import { seededRandom } from "../../src/core/random";
import { fromInt, toNumber } from "../../src/core/rational";
import { defaultDealer, simulateProtocols } from "../../src/core/simulate";
import { costTable, fillWhists, SOCHI, ROSTOV, whistsOfRow } from "../../src/core/whists";
import {
  buildWorkbookPlan,
  functionsUsed,
  PORTABLE_FUNCTIONS,
  RESULTS_COLUMNS as RC,
  seatColumns,
  type FormulaStyle,
  type SessionSettings,
  type WorkbookPlan,
} from "../../src/workbook";
import { autoColumn, COST_ROWS } from "../../src/workbook/cost-table-sheet";
import { PlanEvaluator } from "./evaluate";
import { coreStandings, expectSameStandings, type StandingNumbers } from "./sessions";
import { recalculateToXlsx, SKIP_LIBREOFFICE, soffice } from "../libreoffice/soffice";
import { unwrap } from "../../src/core/result";

/** Deals by role: the contract and the tricks in the declarer / 1st / 2nd defender columns. */
const DEALS: readonly [string, number | null, number | null, number | null][] = [
  ["6♠", 6, 2, 2],
  ["7 б/к", 5, 3, 2],
  ["8S", 10, 0, 0],
  ["6п", 8, 1, 1],
  ["7♥", 6, 4, null], // the 2nd defender passed
  ["9ч", 9, null, 1], // the 1st defender passed
  ["10NT", 10, null, null], // both passed
  ["мизер", 0, null, null],
  ["M", 2, null, null],
  ["-", 5, 3, 2],
  ["распасы", 6, 4, 0],
];

/** The next playing seat clockwise. */
function leftOf(s: Seat, playing: readonly Seat[]): Seat {
  for (let k = 1; k <= 4; k++) {
    const x = SEATS[(SEATS.indexOf(s) + k) % 4];
    if (playing.includes(x)) return x;
  }
  return s;
}

/** Simulated protocols whose rows get a contract and tricks; whists blank except every 7th row. */
function session(players: number, tableSize: 3 | 4, seed: number): Protocol[] {
  const m = unwrap(generateMovement(players, { tableSize }));
  const rnd = seededRandom(seed);
  let n = 0;
  return simulateProtocols(m, rnd).map((p) => ({
    board: p.board,
    rows: p.rows.map((row): ProtocolRow => {
      n++;
      const seated = SEATS.filter((s) => row.seats[s] !== undefined);
      const dealer = seated.length === 4 ? defaultDealer(p.board) : null;
      const playing = seated.filter((s) => s !== dealer);
      const [contract, t0, t1, t2] = DEALS[n % DEALS.length];
      const declarer = playing[n % 3];
      const d1 = leftOf(declarer, playing);
      const d2 = leftOf(d1, playing);
      const typed = n % 7 === 0;
      const seats = Object.fromEntries(
        seated.map((s) => [
          s,
          {
            player: row.seats[s]!.player,
            entry: typed ? row.seats[s]!.entry : ({ kind: "none" } as const),
          },
        ]),
      );
      return {
        ...row,
        dealer: dealer ?? undefined,
        contract,
        declarer,
        declarerTricks: t0 ?? undefined,
        defender1: d1,
        defender1Tricks: t1 ?? undefined,
        defender2: d2,
        defender2Tricks: t2 ?? undefined,
        seats,
      };
    }),
  }));
}

function plan(settings: SessionSettings, protocols: readonly Protocol[]): WorkbookPlan {
  return unwrap(buildWorkbookPlan(settings, protocols));
}

function evaluatedResults(p: WorkbookPlan, ev: PlanEvaluator): StandingNumbers[] {
  const results = p.sheets.find((s) => s.role === "results")!;
  const num = (row: number, col: number): number | null => {
    const v = ev.value(results.name, row, col);
    if (typeof v === "number") return v;
    if (v === "" || v === null) return null;
    throw new Error(`Results row ${row} col ${col}: ${JSON.stringify(v)}`);
  };
  return Array.from({ length: p.session.players }, (_, i) => ({
    player: num(i + 2, RC.player) ?? -1,
    mp: num(i + 2, RC.mp) ?? NaN,
    max: num(i + 2, RC.max) ?? NaN,
    percent: num(i + 2, RC.percent),
    rank: num(i + 2, RC.rank),
  }));
}

const CASES = [
  [
    "sochi, 20 players, portable",
    { players: 20, variant: "sochi", formulas: "portable" as FormulaStyle },
    4,
    1,
  ],
  [
    "rostov, 20 players, add-in, English",
    { players: 20, variant: "rostov", formulas: "addin" as FormulaStyle, language: "en" as const },
    4,
    2,
  ],
  ["sochi, 15 players 3-handed", { players: 15, tableSize: 3, variant: "сочинка" }, 3, 3],
] as const;

describe("whist cells that compute themselves", () => {
  test.each(CASES)(
    "%s: every whist cell equals the core, and the Results its standings",
    (_, settings, size, seed) => {
      const protocols = session(settings.players, size, seed);
      const p = plan(settings, protocols);
      const rules = settings.variant === "rostov" ? ROSTOV : SOCHI;
      const ev = new PlanEvaluator(p);
      let computed = 0;
      for (const sheet of p.sheets.filter((s) => s.role === "protocol")) {
        const proto = protocols.find((x) => x.board === sheet.deal)!;
        const layout = p.session.deals.find((d) => d.deal === sheet.deal)!;
        layout.rows.forEach((lr) => {
          const row = proto.rows.find((r) => r.round === lr.round && r.table === lr.table)!;
          const typed = SEATS.some((s) => row.seats[s]?.entry.kind === "whists");
          const want = whistsOfRow(rules, row, proto.board);
          if (want === null || !want.ok)
            throw new Error(`deal ${proto.board}: the core cannot compute the row`);
          for (const s of SEATS) {
            if (row.seats[s] === undefined) continue;
            const got = ev.value(sheet.name, lr.sheetRow, seatColumns(s).whists);
            const auto = ev.value(sheet.name, lr.sheetRow, autoColumn(s));
            const exact = want.value[s]!;
            expect([
              sheet.name,
              lr.sheetRow,
              s,
              typeof auto === "number" && Math.abs(auto - toNumber(exact)) < 1e-9,
            ]).toEqual([sheet.name, lr.sheetRow, s, true]);
            if (!typed) {
              expect(got).toBe(auto);
              computed++;
            } else {
              expect(got).toBe(toNumber((row.seats[s]!.entry as { whists: typeof exact }).whists));
            }
          }
        });
      }
      expect(computed).toBeGreaterThan(40);
      const filled = unwrap(fillWhists(rules, protocols));
      expectSameStandings(
        evaluatedResults(p, ev),
        coreStandings({ name: "filled", settings, protocols: filled }),
      );
    },
  );

  test("a Cost table sheet per table size, printable, with the worked rows", () => {
    const p = plan({ players: 20, variant: "sochi", language: "en" }, session(20, 4, 1));
    const cost = p.sheets.filter((s) => s.role === "cost-table");
    expect(cost.map((s) => s.name)).toEqual(["Cost table"]);
    const sheet = cost[0];
    const text = (row: number, col: number): unknown => {
      const c = sheet.cells.find((x) => x.row === row && x.col === col)?.value;
      return c == null ? null : c.kind === "text" ? c.text : c.kind === "number" ? c.value : "formula";
    };
    expect(text(1, 1)).toBe("Sochi: whists of one deal, 4 players");
    const rows = costTable(SOCHI, 4);
    const i = rows.findIndex((r) => r.key === "6|6|2|2");
    const row = COST_ROWS.first + i;
    expect([text(row, 1), text(row, 2), text(row, 3), text(row, 4), text(row, 5)]).toEqual([
      "6",
      "whist, whist",
      6,
      2,
      2,
    ]);
    expect([text(row, 6), text(row, 7), text(row, 8), text(row, 9)]).toEqual([7, -1, -1, -5]);
    expect(sheet.print.breaksAfter?.length).toBeGreaterThan(10);
    expect(sheet.columns.filter((c) => c.hidden).length).toBeGreaterThanOrEqual(4);
    // Russian names, and a 3-handed session gets its own table with thirds.
    const three = plan({ players: 15, tableSize: 3, variant: "sochi" }, session(15, 3, 3));
    const ru = three.sheets.filter((s) => s.role === "cost-table");
    expect(ru.map((s) => s.name)).toEqual(["Таблица стоимости 3"]);
    const t3 = ru[0].cells.find(
      (c) =>
        c.row === COST_ROWS.first + costTable(SOCHI, 3).findIndex((r) => r.key === "6|6|2|2") && c.col === 6,
    );
    expect(t3?.value).toEqual({ kind: "number", value: toNumber(fromInt(16)) / 3 });
  });

  test("the portable style uses native functions only; without a variant nothing changes", () => {
    const protocols = session(20, 4, 1);
    const p = plan({ players: 20, variant: "leningrad" }, protocols);
    for (const s of p.sheets)
      for (const c of s.cells)
        if (c.value?.kind === "formula")
          for (const f of functionsUsed(c.value.expr))
            expect([s.name, f, PORTABLE_FUNCTIONS.has(f)]).toEqual([s.name, f, true]);
    const plain = plan({ players: 20 }, protocols);
    expect(plain.sheets.some((s) => s.role === "cost-table")).toBe(false);
    expect(plain.session.variant).toBeUndefined();
  });

  test("a typed whist overrides the computed one and is marked by a conditional format", () => {
    const p = plan({ players: 20, variant: "sochi", language: "en" }, session(20, 4, 1));
    const sheet = p.sheets.find((s) => s.role === "protocol")!;
    const whistCol = seatColumns("N").whists;
    const cf = sheet.conditionalFormats.find((c) => c.range.col === whistCol && c.range.col2 === whistCol);
    expect(cf).toBeDefined();
    // Type 99 over N's computed whists on the first row: the mark is TRUE there, FALSE elsewhere.
    const first = p.session.deals[0].rows[0].sheetRow;
    const typed: WorkbookPlan = {
      ...p,
      sheets: p.sheets.map((s) =>
        s !== sheet
          ? s
          : {
              ...s,
              cells: s.cells.map((c) =>
                c.row === first && c.col === whistCol ? { ...c, value: { kind: "number", value: 99 } } : c,
              ),
            },
      ),
    };
    const ev = new PlanEvaluator(typed);
    expect(ev.eval(cf!.formula, sheet.name)).toBe(true);
    expect(ev.value(sheet.name, first, whistCol)).toBe(99);
    const untouched = new PlanEvaluator(p);
    expect(untouched.eval(cf!.formula, sheet.name)).toBe(false);
  });

  test("an unknown variant is refused", () => {
    const r = buildWorkbookPlan({ players: 20, variant: "vint" });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems[0].message).toMatch(/variant must be one of sochi, leningrad, rostov, not "vint"/);
  });
});

/** soffice, unless the LibreOffice tests are skipped. */
const lo = SKIP_LIBREOFFICE ? null : soffice;

(lo === null ? describe.skip : describe)("LibreOffice computes the whist cells", () => {
  test("a Sochi workbook written without cached values: every computed whist equals the core", async () => {
    const protocols = session(20, 4, 1);
    const p = plan({ players: 20, variant: "sochi", language: "en" }, protocols);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-whists-lo-"));
    const input = path.join(dir, "whists.xlsx");
    fs.writeFileSync(input, await planToXlsx(p));
    recalculateToXlsx([input], path.join(dir, "out"), path.join(dir, "profile"));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path.join(dir, "out", "whists.xlsx"));
    let checked = 0;
    for (const sheet of p.sheets.filter((s) => s.role === "protocol")) {
      const ws = wb.getWorksheet(sheet.name)!;
      const proto = protocols.find((x) => x.board === sheet.deal)!;
      for (const lr of p.session.deals.find((d) => d.deal === sheet.deal)!.rows) {
        const row = proto.rows.find((r) => r.round === lr.round && r.table === lr.table)!;
        if (SEATS.some((s) => row.seats[s]?.entry.kind === "whists")) continue;
        const want = whistsOfRow(SOCHI, row, proto.board);
        if (want === null || !want.ok) throw new Error("the core cannot compute the row");
        for (const s of SEATS) {
          const v = ws.getCell(lr.sheetRow, seatColumns(s).whists).value as { result?: unknown } | null;
          // ExcelJS reads a formula whose cached value is 0 without a result.
          const got = typeof v === "object" && v !== null ? (v.result ?? 0) : v;
          expect([sheet.name, lr.sheetRow, s, got]).toEqual([
            sheet.name,
            lr.sheetRow,
            s,
            toNumber(want.value[s]!),
          ]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
