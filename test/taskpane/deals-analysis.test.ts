/**
 * The pane's deal analysis without a worker: the worker's handler posts a progress message per
 * deal and then the same tables analyseDeal gives; a build with deals writes the Deals sheet, with
 * the analysis reported as a phase of its own.
 */
import { analyseDeal } from "../../src/core/deals/analyse";
import { generateDeals } from "../../src/core/deals/generate";
import { seededRandom } from "../../src/core/random";
import { FakeExcel } from "../excel-fake/fake-excel";
import { buildSession, type BuildProgress } from "../../src/taskpane/build-session";
import { analyseHere, type DealsReply, handleDealsRequest } from "../../src/taskpane/deals-analysis";
import { unwrap } from "../../src/core/result";

jest.setTimeout(120_000);

describe("deals analysed for the pane", () => {
  test("the worker's handler: progress after each deal, then every table", () => {
    const deals = generateDeals(2, 1, seededRandom(3));
    const replies: DealsReply[] = [];
    handleDealsRequest({ deals }, (r) => replies.push(r));
    expect(replies.slice(0, 2)).toEqual([
      { kind: "progress", done: 1, total: 2 },
      { kind: "progress", done: 2, total: 2 },
    ]);
    const last = replies[2];
    expect(last.kind).toBe("done");
    if (last.kind === "done") expect(last.analyses).toEqual(deals.map((d) => [d.deal, analyseDeal(d)]));
  });

  test("a build with deals: the analysis is a phase of its own, and the workbook has the Deals sheet", async () => {
    const fake = new FakeExcel();
    const phases: BuildProgress["phase"][] = [];
    unwrap(
      await buildSession(
        fake,
        { players: 8, language: "en" },
        { onProgress: (p) => phases.push(p.phase), deals: { seed: 5, analyse: analyseHere } },
      ),
    );
    expect(phases.slice(0, 2)).toEqual(["planning", "analysing"]);
    expect(fake.sheetNames()).toContain("Deals");
    expect(String(fake.sheet("Deals")?.data("A4"))).toBe("1");
  });
});
