import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadStatements } from '../../../core/accounts/load-statements.use-case';
import type { Statement } from '../../../core/accounts/statement';
import { failurePanel, type FailurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { RunLifecycle } from '../../shared/run-lifecycle';

export type StatementsState =
  | { status: 'loading' }
  | { status: 'loaded'; statements: Statement[] }
  | { status: 'failed'; error: AppError };

/** /summary/{accountIndex}/transactions/statements: the account's statements, newest first. */
@injectable()
export class StatementsViewModel {
  state: StatementsState = { status: 'loading' };
  private readonly runs = new RunLifecycle();

  constructor(@inject(LoadStatements) private readonly loadStatements: LoadStatements) {
    makeAutoObservable<StatementsViewModel, 'loadStatements' | 'runs'>(
      this,
      { loadStatements: false, runs: false },
      { autoBind: true },
    );
  }

  /** The panel shown instead of the list when the statements failed, or null. */
  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  async load(accountIndex: number): Promise<void> {
    const run = this.runs.begin();
    this.state = { status: 'loading' };
    const result = await this.loadStatements.execute(accountIndex);
    if (!run.isLatest()) return;
    runInAction(() => {
      this.state = result.ok ? { status: 'loaded', statements: result.value.statements } : { status: 'failed', error: result.error };
    });
  }

  dispose(): void {
    this.runs.end();
  }
}
