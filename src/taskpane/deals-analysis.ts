/**
 * The double-dummy analysis of a session's deals as the pane runs it: off the main thread, in a
 * Web Worker (deals-worker.ts), which answers with a progress message per deal and then the
 * tables. The handler is plain so tests run it without a worker.
 */
import { analyseDeal, type DealAnalysis } from "../core/deals/analyse";
import type { Deal } from "../core/deals/deal";
import { Solver } from "../core/deals/solver";

/** What the pane sends the worker. */
export interface DealsRequest {
  readonly deals: readonly Deal[];
}

/** What the worker sends back: progress after each deal, then every table by deal number. */
export type DealsReply =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly kind: "done"; readonly analyses: readonly (readonly [number, DealAnalysis])[] };

/** Analyses the request's deals with one solver, posting progress and then the result. */
export function handleDealsRequest(request: DealsRequest, post: (reply: DealsReply) => void): void {
  const solver = new Solver();
  const analyses: [number, DealAnalysis][] = [];
  request.deals.forEach((d, i) => {
    analyses.push([d.deal, analyseDeal(d, solver)]);
    post({ kind: "progress", done: i + 1, total: request.deals.length });
  });
  post({ kind: "done", analyses });
}

/** Analyses deals somewhere (a worker in the pane, in-process in tests), reporting progress. */
export type DealsAnalyser = (
  deals: readonly Deal[],
  onProgress: (done: number, total: number) => void,
) => Promise<Map<number, DealAnalysis>>;

/** The analyser that runs in the calling thread (tests, and a fallback where workers are missing). */
export const analyseHere: DealsAnalyser = (deals, onProgress) =>
  new Promise((resolve) => {
    handleDealsRequest({ deals }, (reply) => {
      if (reply.kind === "progress") onProgress(reply.done, reply.total);
      else resolve(new Map(reply.analyses));
    });
  });
