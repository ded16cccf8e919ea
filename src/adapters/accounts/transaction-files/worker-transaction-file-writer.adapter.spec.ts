// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../fakes/fake-accounts.data';
import { toCsv } from './csv-transactions.writer';
import { toOfx } from './ofx-transactions.writer';
import { toQif } from './qif-transactions.writer';
import {
  rowsPerMessage,
  transactionFileWorkerHandler,
  type FromFileWorker,
} from './transaction-file-worker.protocol';
import { WorkerTransactionFileWriter } from './worker-transaction-file-writer.adapter';
import { blobText, fileGeneratedAt, fileRange, manyRows, turnCounter } from './testing/transaction-files-fixture';
import { FakeFileWorker, fileText } from './testing/fake-file-worker';

/*
 * The export worker's message protocol, without a browser: a fake Worker runs the worker's
 * own handler (transaction-file.worker.ts is those three lines around it) and, like a real one,
 * clones every message (structuredClone) and answers in a later task.
 */
const range = fileRange;
const rows = manyRows;
const account = anAccount({ sharedealingAuthToken: 'SECRET-TOKEN' });
const generatedAt = fileGeneratedAt;



describe('WorkerTransactionFileWriter (files written in a Web Worker)', () => {
  it('writes each format in the worker, the same bytes as the whole-file writers, handed back as a Blob made in the worker', async () => {
    const worker = new FakeFileWorker();
    const writer = new WorkerTransactionFileWriter(() => worker);
    const many = rows(5000);
    const request = { account, transactions: many, range, generatedAt };
    const csv = await writer.write({ ...request, format: 'csv' });
    const ofx = await writer.write({ ...request, format: 'ofx' });
    const qif = await writer.write({ ...request, format: 'qif' });
    expect(csv.content).toBeUndefined();
    expect(csv.blob).toBeInstanceOf(Blob);
    expect(await fileText(csv)).toBe(toCsv(many));
    expect(await fileText(ofx)).toBe(toOfx(account, many, range, '20261122120000'));
    expect(await fileText(qif)).toBe(toQif(account, many));
    expect([csv.mimeType, ofx.mimeType, qif.mimeType]).toEqual(['text/csv;charset=utf-8', 'application/x-ofx', 'application/qif']);
  });

  it('sends a start, the rows in order in batches of at most rowsPerMessage, then the end', async () => {
    const worker = new FakeFileWorker();
    const many = rows(2 * rowsPerMessage + 17);
    await new WorkerTransactionFileWriter(() => worker).write({ format: 'csv', account, transactions: many, range, generatedAt });
    expect(worker.received.map((m) => m.kind)).toEqual(['start', 'rows', 'rows', 'rows', 'end']);
    const batches = worker.received.flatMap((m) => (m.kind === 'rows' ? [m.rows] : []));
    expect(batches.map((b) => b.length)).toEqual([rowsPerMessage, rowsPerMessage, 17]);
    expect(batches.flat().map((t) => t.id)).toEqual(many.map((t) => t.id));
    expect(new Set(worker.received.map((m) => m.id)).size).toBe(1);
  });

  it('lets the page run between batches: each batch is posted in a task of its own', async () => {
    const worker = new FakeFileWorker();
    const many = rows(3 * rowsPerMessage);
    const postedAt: number[] = [];
    const counter = turnCounter();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message) => {
      if (message.kind === 'rows') postedAt.push(counter.turns);
      post(message);
    };
    await new WorkerTransactionFileWriter(() => worker).write({ format: 'qif', account, transactions: many, range, generatedAt });
    counter.stop();
    expect(postedAt).toHaveLength(3);
    expect(new Set(postedAt).size).toBe(3);
  });

  it('sends an account that cannot be cloned as it is (MobX keeps it as an observable proxy) as plain data', async () => {
    const worker = new FakeFileWorker();
    // As MobX's deep observables: every object within is a proxy too.
    const deepProxy = <T,>(value: T): T =>
      typeof value === 'object' && value !== null
        ? (new Proxy(Array.isArray(value) ? value.map(deepProxy) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepProxy(v)])), {}) as T)
        : value;
    const observable = deepProxy(account);
    expect(() => structuredClone(observable.summary)).toThrow(/could not be cloned/);
    const file = await new WorkerTransactionFileWriter(() => worker).write({ format: 'ofx', account: observable, transactions: rows(3), range, generatedAt });
    expect(worker.received.map((m) => m.kind)).toEqual(['start', 'rows', 'end']);
    expect(file.content).toBeUndefined();
    expect(await fileText(file)).toBe(toOfx(account, rows(3), range, '20261122120000'));
  });

  it('never sends the share-dealing token to the worker', async () => {
    const worker = new FakeFileWorker();
    await new WorkerTransactionFileWriter(() => worker).write({ format: 'ofx', account, transactions: rows(3), range, generatedAt });
    expect(JSON.stringify(worker.received)).not.toContain('SECRET-TOKEN');
  });

  it('writes on the page where the worker fails or cannot start, and stops asking the worker', async () => {
    const failing = new FakeFileWorker(0, 'worker script refused');
    let opened = 0;
    const writer = new WorkerTransactionFileWriter(() => {
      opened += 1;
      return failing;
    });
    const many = rows(rowsPerMessage + 1);
    const first = await writer.write({ format: 'csv', account, transactions: many, range, generatedAt });
    expect(first.content).toBe(toCsv(many));
    expect(failing.terminated).toBe(true);
    const second = await writer.write({ format: 'qif', account, transactions: many, range, generatedAt });
    expect(second.content).toBe(toQif(account, many));
    expect(opened).toBe(1);

    const refused = new WorkerTransactionFileWriter(() => {
      throw new TypeError('This document requires TrustedScriptURL assignment.');
    });
    expect(await fileText(await refused.write({ format: 'csv', account, transactions: many, range, generatedAt }))).toBe(toCsv(many));
    const noWorkers = new WorkerTransactionFileWriter(() => null);
    expect((await noWorkers.write({ format: 'csv', account, transactions: many, range, generatedAt })).content).toBe(toCsv(many));
  });
});

describe('transactionFileWorkerHandler (the worker side)', () => {
  it('answers the end of a file with a Blob of its UTF-8 slices (its clone shares the data: the page copies nothing)', async () => {
    const answers: { message: FromFileWorker; transfer: Transferable[] }[] = [];
    const handle = transactionFileWorkerHandler((message, transfer) => answers.push({ message, transfer }));
    const many = rows(20);
    handle({ kind: 'start', id: 7, format: 'csv', account, range, generatedAt });
    handle({ kind: 'rows', id: 7, rows: many.slice(0, 10) });
    handle({ kind: 'rows', id: 7, rows: many.slice(10) });
    expect(answers).toEqual([]);
    handle({ kind: 'end', id: 7 });
    const [answer] = answers;
    expect(answer?.message.kind).toBe('written');
    if (answer?.message.kind !== 'written') return;
    expect(answer.message.id).toBe(7);
    expect(await blobText(answer.message.blob)).toBe(toCsv(many));
    expect(answer.message.blob.type).toBe('text/csv;charset=utf-8');
  });

  it('answers failed for rows or an end of a file never started', () => {
    const answers: FromFileWorker[] = [];
    const handle = transactionFileWorkerHandler((message) => answers.push(message));
    handle({ kind: 'rows', id: 3, rows: rows(1) });
    handle({ kind: 'end', id: 4 });
    expect(answers).toEqual([
      { kind: 'failed', id: 3, message: 'No file 3 was started' },
      { kind: 'failed', id: 4, message: 'No file 4 was started' },
    ]);
  });
});
