/**
 * Deals in the session workbook: the Deals sheet (layouts, the double-dummy table, the pocket
 * lists), the layout in each protocol's layout area below its rows, and the two double-dummy columns beside each
 * protocol row, evaluated for contracts typed in later (Russian and English spellings).
 */
import { analyseDeal, DealAnalysis } from "../../src/core/deals/analyse";
import { formatHand } from "../../src/core/deals/cards";
import { Deal } from "../../src/core/deals/deal";
import { Solver } from "../../src/core/deals/solver";
import { seededRandom } from "../../src/core/random";
import { buildWorkbookPlan, type SessionSettings, type WorkbookPlan } from "../../src/workbook";
import {
  DEALS_COLUMNS as DC,
  DEALS_ROWS as DR,
  dealsForSession,
  layoutBySeat,
} from "../../src/workbook/deals-sheet";
import {
  PROTOCOL_COLUMNS as PC,
  PROTOCOL_LAYOUT_AREA as LA,
  PROTOCOL_ROWS as PR,
  PROTOCOL_TABLE,
  protocolLayoutRow,
} from "../../src/workbook/protocol-columns";
import { PlanEvaluator } from "./evaluate";
import { unwrap } from "../../src/core/result";

jest.setTimeout(120_000);

const settings: SessionSettings = { players: 8, language: "ru", directorSheets: true };

function withDeals(): { plan: WorkbookPlan; deals: Deal[]; analyses: Map<number, DealAnalysis> } {
  const bare = unwrap(buildWorkbookPlan(settings));
  const deals = unwrap(dealsForSession(bare.session, { random: seededRandom(99) }));
  const solver = new Solver();
  const analyses = new Map(deals.map((d) => [d.deal, analyseDeal(d, solver)]));
  const plan = unwrap(buildWorkbookPlan({ ...settings, deals: { deals, analyses } }));
  return { plan, deals, analyses };
}

/** The plan with some text cells typed over (as the director would type them). */
function typed(plan: WorkbookPlan, sheet: string, cells: [number, number, string][]): WorkbookPlan {
  return {
    ...plan,
    sheets: plan.sheets.map((s) =>
      s.name !== sheet
        ? s
        : {
            ...s,
            cells: [
              ...s.cells.filter((c) => !cells.some(([r, k]) => r === c.row && k === c.col)),
              ...cells.map(([row, col, text]) => ({ row, col, value: { kind: "text" as const, text } })),
            ],
          },
    ),
  };
}

describe("deals in the workbook", () => {
  const { plan, deals, analyses } = withDeals();
  const sheet = (name: string) => plan.sheets.find((s) => s.name === name);
  const text = (name: string, row: number, col: number): unknown => {
    const c = sheet(name)?.cells.find((x) => x.row === row && x.col === col);
    return c?.value?.kind === "text" ? c.value.text : c?.value?.kind === "number" ? c.value.value : undefined;
  };

  it("the Deals sheet holds every deal's layout and double-dummy table, dealers by the session's rule", () => {
    expect(sheet("Сдачи")).toBeDefined();
    expect(deals.map((d) => d.dealer)).toEqual(deals.map((d) => ["N", "E", "S", "W"][(d.deal - 1) % 4]));
    deals.forEach((d, i) => {
      const row = DR.first + i;
      expect(text("Сдачи", row, DC.deal)).toBe(d.deal);
      expect(text("Сдачи", row, DC.hand[d.dealer])).toBeUndefined();
      for (const s of ["N", "E", "S", "W"] as const)
        if (s !== d.dealer) expect(text("Сдачи", row, DC.hand[s])).toBe(formatHand(d.hands[s] ?? 0, "ru"));
      expect(text("Сдачи", row, DC.talon)).toBe(formatHand(d.talon, "ru"));
      const a = analyses.get(d.deal);
      // N's ♠ … misère, E's, S's, W's: six columns each; the dealer's blank.
      ["N", "E", "S", "W"].forEach((s, k) => {
        const t = a?.tricks[s as "N"];
        const got = [0, 1, 2, 3, 4, 5].map((j) => text("Сдачи", row, DC.dd + 6 * k + j));
        if (t === undefined)
          expect(got).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
        else expect(got).toEqual([t.S, t.C, t.D, t.H, t.NT, a?.misere[s as "N"]]);
      });
    });
  });

  it("the pocket lists put each playing hand in its pocket and the talon in the dealer's", () => {
    const cells = sheet("Сдачи")?.cells ?? [];
    const rows = cells.filter(
      (c) => c.col === 3 && c.value?.kind === "text" && c.row > DR.first + deals.length,
    );
    const d = deals[0];
    const dealerRow = rows.find((c) => c.value?.kind === "text" && c.value.text === "С (сдающий): прикуп");
    expect(dealerRow).toBeDefined();
    expect(text("Сдачи", dealerRow?.row ?? 0, 4)).toBe(formatHand(d.talon, "ru"));
    expect(text("Сдачи", (dealerRow?.row ?? 0) + 1, 3)).toBe("В");
    expect(text("Сдачи", (dealerRow?.row ?? 0) + 1, 4)).toBe(formatHand(d.hands.E ?? 0, "ru"));
  });

  it("each protocol's layout area below its rows shows the layout seat by seat; the title row has none", () => {
    const d = deals[1];
    const cells = sheet("Протокол 2")?.cells ?? [];
    const layout = plan.session.deals.find((x) => x.deal === d.deal);
    const tableRows = layout?.rows.length ?? 0;
    expect(tableRows).toBeGreaterThan(0);
    const top = protocolLayoutRow(tableRows);
    const at = (row: number, col: number): unknown => text("Протокол 2", row, col);
    // Deal 2 is dealt by E: his hand is empty, the others hold ten cards each.
    expect(d.dealer).toBe("E");
    expect([0, 1, 2, 3, 4, 5].map((k) => at(top + k, LA.labelColumn))).toEqual([
      "Расклад сдачи (руки при сдаче; у сдающего карт нет)",
      "С",
      "В",
      "Ю",
      "З",
      "Прикуп",
    ]);
    expect([1, 2, 3, 4, 5].map((k) => at(top + k, LA.firstColumn))).toEqual([
      formatHand(d.hands.N ?? 0, "ru"),
      "—",
      formatHand(d.hands.S ?? 0, "ru"),
      formatHand(d.hands.W ?? 0, "ru"),
      formatHand(d.talon, "ru"),
    ]);
    expect(formatHand(d.hands.N ?? 0, "ru")).toMatch(/^♠\S* ♣\S* ♦\S* ♥\S*$/);
    expect(PROTOCOL_TABLE[LA.firstColumn - 1].hidden).toBe(false);
    // The title row keeps the deal, set and dealer only.
    const title = cells
      .filter((c) => c.row === PR.title)
      .map((c) =>
        c.value?.kind === "text" ? c.value.text : c.value?.kind === "number" ? c.value.value : null,
      );
    expect(title).toEqual(["Протокол", 2, "Комплект", layout?.set, "Сдающий", "В"]);
    expect(layoutBySeat(d, "ru")).toEqual({
      N: formatHand(d.hands.N ?? 0, "ru"),
      E: "—",
      S: formatHand(d.hands.S ?? 0, "ru"),
      W: formatHand(d.hands.W ?? 0, "ru"),
      talon: formatHand(d.talon, "ru"),
    });
  });

  it("beside a protocol row: the double-dummy tricks of the contract played and its margin", () => {
    const d = deals[0];
    const a = analyses.get(d.deal);
    const row = PR.first;
    const cases: [string, string, number | string, number | string][] = [
      ["6♠", "В", a?.tricks.E?.S ?? -1, (a?.tricks.E?.S ?? -1) - 6],
      ["7 бк", "Ю", a?.tricks.S?.NT ?? -1, (a?.tricks.S?.NT ?? -1) - 7],
      ["8H", "W", a?.tricks.W?.H ?? -1, (a?.tricks.W?.H ?? -1) - 8],
      ["мизер", "З", a?.misere.W ?? -1, -(a?.misere.W ?? -1)],
      ["распасы", "", "", ""],
      ["", "В", "", ""],
    ];
    for (const [contract, declarer, tricks, margin] of cases) {
      const p = typed(plan, "Протокол 1", [
        [row, PC.contract, contract],
        [row, PC.declarer, declarer],
      ]);
      const e = new PlanEvaluator(p);
      expect([contract, e.value("Протокол 1", row, PC.ddTricks)]).toEqual([contract, tricks]);
      expect([contract, e.value("Протокол 1", row, PC.ddMargin)]).toEqual([contract, margin]);
    }
  });

  it("deals read from a file must be the session's: another dealer or an unknown deal is an error", () => {
    const bare = unwrap(buildWorkbookPlan(settings));
    const wrong = dealsForSession(bare.session, {
      deals: [{ ...deals[0], dealer: "E" }],
      file: "d.csv",
    });
    expect(!wrong.ok && wrong.problems.map((p) => p.code)).toEqual(["deals-wrong-dealer"]);
    const unknown = dealsForSession(bare.session, { deals: [{ ...deals[0], deal: 99 }] });
    expect(!unknown.ok && unknown.problems.map((p) => p.code)).toEqual(["deals-not-in-session"]);
    const some = dealsForSession(bare.session, { deals: [deals[0]] });
    expect(some.ok && some.warnings.length).toBe(deals.length - 1);
  });
});
