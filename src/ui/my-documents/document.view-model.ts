import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { BankDocument } from '../../core/documents/bank-document';
import { OpenDocument } from '../../core/documents/documents.use-cases';
import { failurePanel, type FailurePanel } from '../../core/shell/failure-panel';
import type { AppError } from '../../core/shared/result';
import { DocumentUrls } from './document-urls';
import { RunLifecycle } from '../shared/run-lifecycle';

export type DocumentState =
  | { status: 'loading' }
  | { status: 'loaded'; document: BankDocument; pdf: Blob; url: string; fileName: string }
  | { status: 'failed'; error: AppError };

/**
 * One document: fetched as a blob (opening an unread one marks it read and lowers the count), shown
 * by pdf.js, downloadable through an object URL that is revoked when the page closes.
 */
@injectable()
export class DocumentViewModel {
  state: DocumentState = { status: 'loading' };
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(OpenDocument) private readonly openDocument: OpenDocument,
    @inject(DocumentUrls) private readonly urls: DocumentUrls,
  ) {
    makeAutoObservable<DocumentViewModel, 'openDocument' | 'urls' | 'runs'>(
      this,
      { openDocument: false, urls: false, runs: false },
      { autoBind: true },
    );
  }

  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  async open(id: string): Promise<void> {
    this.release();
    const run = this.runs.begin();
    this.state = { status: 'loading' };
    const result = await this.openDocument.execute(id);
    if (!run.isLatest()) return;
    runInAction(() => {
      if (!result.ok) {
        this.state = { status: 'failed', error: result.error };
        return;
      }
      const { document, pdf, fileName } = result.value;
      this.state = { status: 'loaded', document, pdf, url: this.urls.create(pdf), fileName };
    });
  }

  dispose(): void {
    this.runs.end();
    this.release();
  }

  private release(): void {
    if (this.state.status === 'loaded') this.urls.revoke(this.state.url);
  }
}
