/**
 * The Web Worker that analyses deals for the pane (webpack bundles it from the `new Worker(new
 * URL(…))` in analyse-in-worker.ts), so the pane stays responsive during the seconds it takes.
 */
import { type DealsReply, type DealsRequest, handleDealsRequest } from "./deals-analysis";

// The worker's global scope, typed by what this file uses (the DOM lib has no WorkerGlobalScope).
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DealsRequest>) => void) | null;
  postMessage(reply: DealsReply): void;
};

scope.onmessage = (e) => handleDealsRequest(e.data, (reply) => scope.postMessage(reply));
