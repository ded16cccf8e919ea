import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { documentYears, documentsOfYear, type BankDocument, type DocumentList } from '../../core/documents/bank-document';
import { LoadDocuments } from '../../core/documents/documents.use-cases';
import { failurePanel, type FailurePanel } from '../../core/shell/failure-panel';
import type { AppError } from '../../core/shared/result';

export type DocumentsState = { status: 'loading' } | { status: 'loaded'; list: DocumentList } | { status: 'failed'; error: AppError };

/** My documents: the last 7 years, newest first, unread marked, filtered by year. */
@injectable()
export class DocumentsViewModel {
  state: DocumentsState = { status: 'loading' };
  /** null: every year. */
  year: number | null = null;

  constructor(@inject(LoadDocuments) private readonly loadDocuments: LoadDocuments) {
    makeAutoObservable<DocumentsViewModel, 'loadDocuments'>(this, { loadDocuments: false }, { autoBind: true });
  }

  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  get years(): number[] {
    return this.state.status === 'loaded' ? documentYears(this.state.list) : [];
  }

  get shown(): BankDocument[] {
    return this.state.status === 'loaded' ? documentsOfYear(this.state.list, this.year) : [];
  }

  setYear(value: string): void {
    this.year = value === '' ? null : Number(value);
  }

  async load(refresh = false): Promise<void> {
    this.state = { status: 'loading' };
    const result = await this.loadDocuments.execute({ refresh });
    runInAction(() => {
      this.state = result.ok ? { status: 'loaded', list: result.value } : { status: 'failed', error: result.error };
    });
  }
}
