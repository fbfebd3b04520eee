/**
 * The Build button's work, without React: the plan from the settings, then the Office.js writer
 * on a WorkbookTarget (the open workbook, or an in-memory one in tests).
 */
import { fail, ok, type Result } from "../core/result";
import { writeWorkbookPlan, type WorkbookTarget, type WriteOptions, type WriteReport } from "../excel";
import { buildWorkbookPlan } from "../workbook/build-plan";
import { seededRandom } from "../core/random";
import { dealsForSession } from "../workbook/deals-sheet";
import type { SessionSettings } from "../workbook/types";
import type { DealsAnalyser } from "./deals-analysis";

/** Progress of a build: the plan, then the writer's read and writes. */
export type BuildProgress =
  | { readonly phase: "planning" }
  | { readonly phase: "analysing"; readonly done: number; readonly total: number }
  | { readonly phase: "reading" }
  | { readonly phase: "writing"; readonly done: number; readonly total: number }
  | { readonly phase: "done" };

export interface BuildOptions {
  readonly onProgress?: (p: BuildProgress) => void;
  readonly onClash?: WriteOptions["onClash"];
  /**
   * Random deals from this seed for every deal of the session, analysed double-dummy by
   * `analyse` (in the pane: a Web Worker, analyse-in-worker.ts), for the Deals sheet and the
   * protocols' layouts and double-dummy columns.
   */
  readonly deals?: { readonly seed: number; readonly analyse: DealsAnalyser };
}

/** Lets the page paint (the progress) before a long synchronous step. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Builds the session workbook in `target`. Never throws for the director's or Excel's problems. */
export async function buildSession(
  target: WorkbookTarget,
  settings: SessionSettings,
  options: BuildOptions = {},
): Promise<Result<WriteReport>> {
  options.onProgress?.({ phase: "planning" });
  await nextFrame();
  let plan = buildWorkbookPlan(settings);
  if (!plan.ok) return plan;
  if (options.deals !== undefined) {
    const deals = dealsForSession(plan.value.session, { random: seededRandom(options.deals.seed) });
    if (!deals.ok) return fail(deals.problems);
    const analyses = await options.deals.analyse(deals.value, (done, total) =>
      options.onProgress?.({ phase: "analysing", done, total }),
    );
    plan = buildWorkbookPlan({ ...settings, deals: { deals: deals.value, analyses } });
    if (!plan.ok) return plan;
  }
  const written = await writeWorkbookPlan(target, plan.value, {
    onClash: options.onClash,
    onProgress: (p) =>
      options.onProgress?.(
        p.phase === "writing" ? { phase: "writing", done: p.done, total: p.total } : { phase: p.phase },
      ),
  });
  if (!written.ok) return fail(written.problems);
  return ok(written.value, [...plan.warnings, ...written.warnings]);
}
