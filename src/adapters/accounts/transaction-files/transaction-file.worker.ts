import { transactionFileWorkerHandler, type ToFileWorker } from './transaction-file-worker.protocol';

/*
 * The export worker: writes CSV, OFX and QIF files off the page's thread with the same
 * pure shapes as the on-thread writer. Loaded through the 'transaction-file-worker' Trusted Types
 * policy (open-transaction-file-worker.ts).
 */

/** What this file uses of a dedicated worker's global scope (the project's types are the DOM's). */
interface WorkerScope {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToFileWorker>) => void): void;
}

const scope = self as unknown as WorkerScope;
const handle = transactionFileWorkerHandler((message, transfer) => scope.postMessage(message, transfer));
scope.addEventListener('message', (event) => handle(event.data));
