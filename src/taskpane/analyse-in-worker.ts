/**
 * The pane's deals analyser: a Web Worker per run, ended when it answers. Where the page cannot
 * start a worker it falls back to the calling thread (slower to paint, same figures).
 */
import { analyseHere, type DealsAnalyser, type DealsReply } from "./deals-analysis";

/** Analyses deals in a Web Worker, reporting progress after each deal. */
export const analyseInWorker: DealsAnalyser = (deals, onProgress) => {
  let worker: Worker;
  try {
    // The chunk's name is what bench-addin.js counts in the pane's bundle size.
    worker = new Worker(
      /* webpackChunkName: "taskpane-deals-worker" */ new URL("./deals-worker.ts", import.meta.url),
    );
  } catch {
    return analyseHere(deals, onProgress);
  }
  return new Promise((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<DealsReply>) => {
      const reply = e.data;
      if (reply.kind === "progress") onProgress(reply.done, reply.total);
      else {
        worker.terminate();
        resolve(new Map(reply.analyses));
      }
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(new Error(e.message));
    };
    worker.postMessage({ deals });
  });
};
