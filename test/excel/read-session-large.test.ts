/**
 * Reading back the largest session the pane builds (100 players) through the recording fake:
 * still three syncs. Building it takes seconds, so it runs with the integration tests.
 */
import { readSessionSheets, writeWorkbookPlan } from "../../src/excel";
import { unwrap } from "../../src/core/result";
import { FakeExcel } from "../excel-fake/fake-excel";
import { plan } from "../workbook/sessions";

test("100 players: every protocol sheet and the movement, still in 3 syncs", async () => {
  const p = plan({ players: 100, language: "en" });
  const fake = new FakeExcel();
  unwrap(await writeWorkbookPlan(fake, p));
  const session = unwrap(await readSessionSheets(fake));
  expect(session.syncs).toBe(3);
  expect(session.problems).toEqual([]);
  expect([...session.dealSheets]).toEqual(p.session.deals.map((d) => [d.deal, d.sheet]));
  expect(session.protocols.length).toBe(p.session.deals.length);
  expect(session.movement?.players).toBe(100);
  expect(session.movement?.schedule).toEqual(p.session.movement.schedule);
});
