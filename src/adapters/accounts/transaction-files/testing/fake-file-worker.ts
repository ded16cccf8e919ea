import type { WrittenTransactionFile } from '../../../../core/accounts/transaction-file-writer.port';
import { transactionFileWorkerHandler, type FromFileWorker, type ToFileWorker } from '../transaction-file-worker.protocol';
import type { FileWorker } from '../worker-transaction-file-writer.adapter';
import { blobText, utf8Text } from './transaction-files-fixture';

/**
 * A Worker without a browser, for the export specs: it runs the worker's own handler
 * (transaction-file.worker.ts is those three lines around it) and, like a real one, clones every
 * message (structuredClone, transferring what is transferred) and answers in a later task. After
 * `failAfter` messages it reports `failure` instead (0: a worker the browser refuses at once).
 */
export class FakeFileWorker implements FileWorker {
  onmessage: FileWorker['onmessage'] = null;
  onerror: FileWorker['onerror'] = null;
  readonly received: ToFileWorker[] = [];
  terminated = false;
  private readonly handle = transactionFileWorkerHandler((message, transfer) => {
    const copy = structuredClone(message, { transfer });
    setTimeout(() => this.onmessage?.({ data: copy } as MessageEvent<FromFileWorker>), 0);
  });

  constructor(
    private readonly failAfter = Infinity,
    private readonly failure = 'worker lost',
  ) {}

  postMessage(message: ToFileWorker): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    setTimeout(() => {
      if (this.received.length > this.failAfter) this.onerror?.({ message: this.failure } as ErrorEvent);
      else this.handle(copy);
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** The file's text: a worker's Blob read back, or the on-page writer's text ('no file' for none). */
export const fileText = async (file: WrittenTransactionFile | null): Promise<string> =>
  file?.blob ? blobText(file.blob) : file ? (file.content ?? utf8Text(file.bytes)) : 'no file';
