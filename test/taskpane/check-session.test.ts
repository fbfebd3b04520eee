/** The Check protocols button's work in Node: read, check, cells, sorting, and the texts in Russian and English. */
import { CHECKS } from "../../src/core/checks";
import { unwrap, type Problem } from "../../src/core/result";
import { writeWorkbookPlan } from "../../src/excel";
import { FakeExcel } from "../excel-fake/fake-excel";
import { checkSession } from "../../src/taskpane/check-session";
import { issueText } from "../../src/taskpane/check-texts";
import { CHECK_MESSAGES_EN } from "../../src/i18n/check-messages";
import {
  buildWorkbookPlan,
  PROTOCOL_COLUMNS as C,
  seatColumns,
  type SessionSettings,
} from "../../src/workbook";

async function session(settings: SessionSettings): Promise<{ fake: FakeExcel; rows: number[][] }> {
  const plan = unwrap(buildWorkbookPlan(settings));
  const fake = new FakeExcel();
  unwrap(await writeWorkbookPlan(fake, plan));
  return { fake, rows: plan.session.deals.map((d) => d.rows.map((r) => r.sheetRow)) };
}

function type(fake: FakeExcel, sheet: string, row: number, cells: Record<number, string | number>): void {
  const s = fake.sheet(sheet);
  if (s === undefined) throw new Error(`no sheet ${sheet}`);
  for (const [col, v] of Object.entries(cells)) fake.writeCell(s, row, Number(col), v);
}

const W = (seat: "N" | "E" | "S" | "W"): number => seatColumns(seat).whists;
/** Deal 2 is dealt by E: N declares, S and W defend. */
const GOOD2 = {
  [C.contract]: "7 б/к",
  [C.declarer]: "С",
  [C.declarerTricks]: 7,
  [C.defender1]: "Ю",
  [C.defender1Tricks]: 2,
  [C.defender2]: "З",
  [C.defender2Tricks]: 1,
  [W("N")]: 30,
  [W("E")]: 0,
  [W("S")]: -15,
  [W("W")]: -15,
};

describe("checkSession", () => {
  test("issues by deal and row with their cells, missing results apart, 2 syncs", async () => {
    const { fake, rows } = await session({ players: 16 });
    type(fake, "Протокол 2", rows[1][1], { ...GOOD2, [C.declarer]: "В" }); // the dealer declares
    type(fake, "Протокол 2", rows[1][0], GOOD2);
    type(fake, "Протокол 1", rows[0][0], { [C.contract]: "распасы", [W("N")]: "A+" }); // fine: all-pass, adjusted
    type(fake, "Протокол 3", rows[2][0], { [C.declarerTricks]: 12 }); // not a number of tricks
    const report = unwrap(await checkSession(fake));
    // Names; used ranges and title rows; values and whist formats.
    expect(report.syncs).toBe(3);
    expect(report.withMovement).toBe(true);
    expect(report.issues.map((i) => [i.problem.code, i.problem.at.board, i.cell?.address])).toEqual([
      ["dealer-playing", 2, `D${rows[1][1]}`],
      ["bad-declarer-tricks", 3, `E${rows[2][0]}`],
    ]);
    expect(report.issues.map((i) => issueText(i.problem, "ru"))).toEqual([
      "Играющий В — сдающий, а сдающий в сдаче не участвует.",
      "«12» — не число взяток (от 0 до 10).",
    ]);
    expect(report.issues.map((i) => issueText(i.problem, "en"))).toEqual([
      "Declarer E is the dealer, who sits the deal out.",
      '"12" is not a number of tricks (0–10)',
    ]);
    const total = rows.reduce((n, d) => n + d.length, 0);
    // Rows typed on deals 1 and 2 count as in; deal 3's sheet did not read, so its rows are not listed.
    expect(report.missing.length).toBe(total - 3 - rows[2].length);
    expect(report.missing.every((i) => i.cell?.address === `C${i.problem.at.line}`)).toBe(true);
  });

  test("no session in the workbook: a problem in Russian, not an exception", async () => {
    const r = await checkSession(new FakeExcel());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(issueText(r.problems[0], "ru")).toMatch(/^В книге нет листов протоколов/);
  });
});

describe("issueText", () => {
  const problem = (code: string, params: Record<string, string | number>, column?: string): Problem => ({
    code,
    severity: "error",
    message: `The core says ${code}`,
    at: { board: 1, line: 5, column },
    params,
  });
  const samples: Problem[] = [
    problem("contract-unreadable", { value: "5♠", why: "level" }),
    problem("contract-unreadable", { value: "6ю", why: "notation" }),
    problem("tricks-missing", {}),
    problem("tricks-sum", { sum: 11 }),
    problem("seats-repeated", { seat: "E", first: "declarer", column: "defender1" }),
    problem("seat-empty", { seat: "W", column: "defender2" }),
    problem("dealer-playing", { dealer: "N", column: "declarer", board: 1, byDefault: 0 }),
    problem("whists-not-zero-sum", { sum: 3.5 }),
    problem("player-twice-in-row", { player: 4, first: "N", seat: "S" }),
    problem("deal-played-twice", { player: 4, board: 1, firstLine: 6 }),
    problem("table-not-playing-deal", { board: 1, round: 2, table: 3 }),
    problem("table-not-playing-deal", { board: 1 }),
    problem("movement-mismatch", { player: 4, seat: "E", planned: "", table: 1, round: 1 }),
    problem("missing-result", { table: 2, round: 3 }),
    problem("bad-whists", { value: "x" }),
    problem("whists-without-player", { seat: "W", value: "5" }, "W_whists"),
    problem("duplicate-deal", { board: 1, first: "Протокол 1", second: "Протокол 1 (2)" }),
    problem("dealer-differs", { dealer: "W", first: "E", firstLine: 6 }),
  ];

  test("every check of the core has a sample here, so each is tried below", () => {
    for (const c of CHECKS) expect(samples.map((p) => p.code)).toContain(c.code);
  });

  test.each(samples.map((p) => [p.code, p] as const))("%s in Russian and English", (_, p) => {
    const ru = issueText(p, "ru");
    expect(ru).not.toMatch(/undefined|core says/);
    expect(ru).toMatch(/[а-яё]/i);
    expect(ru.charAt(0)).toBe(ru.charAt(0).toLocaleUpperCase());
    const en = issueText(p, "en");
    expect(en).not.toMatch(/undefined|[а-яё]{4}/i);
    // Codes without an English text of their own show the core's message.
    if (CHECK_MESSAGES_EN[p.code] === undefined)
      expect(en).toBe(p.message.charAt(0).toUpperCase() + p.message.slice(1));
  });

  test("seats and columns the Russian way; the reader's own texts", () => {
    expect(issueText(samples[4], "ru")).toBe("Позиция В записана и как играющий, и как 1-й вистующий.");
    expect(issueText(samples[15], "ru")).toBe("Висты на позиции З, но нет номера игрока.");
    expect(issueText(samples[16], "ru")).toBe(
      "У сдачи 1 два листа протокола, «Протокол 1» и «Протокол 1 (2)»: проверяется «Протокол 1 (2)».",
    );
  });

  test("a code without a text keeps the core's message", () => {
    expect(issueText(problem("something-new", {}), "ru")).toBe("The core says something-new");
  });
});
