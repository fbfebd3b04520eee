/**
 * The pane's deals analyser: a Web Worker per run, ended when it answers. Where the page cannot
 * start a worker it falls back to the calling thread (slower to paint, same figures).
 */
import { analyseHere, type DealsAnalyser, type DealsReply } from "./deals-analysis";

/** Analyses deals in a Web Worker, reporting progress after each deal. */
export const analyseInWorker: DealsAnalyser = (deals, onProgress) => {
  let worker: Worker;
  try {
    worker = new Worker(new URL("./deals-worker.ts", import.meta.url));
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
