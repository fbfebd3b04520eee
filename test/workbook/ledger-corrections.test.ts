/**
 * The Ledger's corrections in words, evaluated from the plan's formulas: every kind (adjusted,
 * cancelled, assigned, fouled-deal group, and two on one protocol row) with its place, in Ledger
 * order, and the running count. The formulas were shortened for big sessions (issue 10): the texts
 * they give must not change.
 */
import { buildWorkbookPlan, LEDGER_COLUMNS as L } from "../../src/workbook";
import { unwrap } from "../../src/core/result";
import { PlanEvaluator } from "./evaluate";
import { testSessions } from "./sessions";

test("director-20 with a fouled deal: the Ledger's texts and count", () => {
  const base = testSessions().find((s) => s.name === "director-20")!;
  // Deal 4's first two protocol rows fouled, group "a" (deal 3's third row is assigned already).
  const protocols = base.protocols.map((p) =>
    p.board !== 4 ? p : { ...p, rows: p.rows.map((row, r) => (r < 2 ? { ...row, group: "a" } : row)) },
  );
  const plan = unwrap(buildWorkbookPlan(base.settings, protocols));
  const ev = new PlanEvaluator(plan);
  const ledger = plan.sheets.find((s) => s.role === "ledger")!.name;
  const deals = plan.session.deals;
  const at = (deal: number, r: number): string => {
    const row = deals.find((d) => d.deal === deal)!.rows[r];
    return `Протокол ${deal}, тур ${row.round}, стол ${row.table}: `;
  };
  const player = (deal: number, r: number, seat: "N" | "E" | "S" | "W"): number =>
    deals.find((d) => d.deal === deal)!.rows[r].players[seat]!;
  const want = [
    `${at(1, 0)}С (игрок ${player(1, 0, "N")}): искусственный результат A+`,
    `${at(1, 0)}В (игрок ${player(1, 0, "E")}): искусственный результат A-`,
    `${at(2, 1)}С (игрок ${player(2, 1, "N")}): искусственный результат 60%`,
    `${at(2, 1)}В (игрок ${player(2, 1, "E")}): искусственный результат 60%`,
    `${at(2, 1)}Ю (игрок ${player(2, 1, "S")}): результат аннулирован (§11.6Б)`,
    `${at(2, 1)}З (игрок ${player(2, 1, "W")}): искусственный результат 60%`,
    `${at(3, 2)}оценочный результат`,
    `${at(4, 0)}испорченная сдача, группа a`,
    `${at(4, 1)}испорченная сдача, группа a`,
  ];
  const rows = deals.reduce((n, d) => n + d.rows.length * 4, 0);
  const texts: string[] = [];
  for (let row = 2; row <= rows + 1; row++) {
    const t = ev.value(ledger, row, L.text);
    expect(typeof t).toBe("string");
    if (t !== "") texts.push(String(t));
  }
  expect(texts).toEqual(want);
  expect(ev.value(ledger, rows + 1, L.count)).toBe(want.length);
});

test("an assigned row with an adjusted North and a group: the parts joined on the N row", () => {
  const base = testSessions().find((s) => s.name === "director-20")!;
  const protocols = base.protocols.map((p) =>
    p.board !== 1
      ? p
      : { ...p, rows: p.rows.map((row, r) => (r === 0 ? { ...row, assigned: true, group: "b" } : row)) },
  );
  const plan = unwrap(buildWorkbookPlan(base.settings, protocols));
  const ev = new PlanEvaluator(plan);
  const ledger = plan.sheets.find((s) => s.role === "ledger")!.name;
  const row = plan.session.deals.find((d) => d.deal === 1)!.rows[0];
  expect(ev.value(ledger, 2, L.text)).toBe(
    `Протокол 1, тур ${row.round}, стол ${row.table}: С (игрок ${row.players.N}): искусственный результат A+; ` +
      "оценочный результат; испорченная сдача, группа b",
  );
});
