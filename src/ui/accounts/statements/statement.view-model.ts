import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { OpenStatement } from '../../../core/accounts/load-statements.use-case';
import type { Statement } from '../../../core/accounts/statement';
import { failurePanel, type FailurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { ObjectUrls } from '../shared/object-urls';
import { RunLifecycle } from '../../shared/run-lifecycle';

export type StatementState =
  | { status: 'loading' }
  | { status: 'loaded'; statement: Statement; pdf: Blob; url: string; fileName: string }
  | { status: 'failed'; error: AppError };

/**
 * One statement shown in the browser: its PDF arrives as a blob and is shown through an object URL
 * (CSP allows frames from blob:), which is revoked when the page closes.
 */
@injectable()
export class StatementViewModel {
  state: StatementState = { status: 'loading' };
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(OpenStatement) private readonly openStatement: OpenStatement,
    @inject(ObjectUrls) private readonly urls: ObjectUrls,
  ) {
    makeAutoObservable<StatementViewModel, 'openStatement' | 'urls' | 'runs'>(
      this,
      { openStatement: false, urls: false, runs: false },
      { autoBind: true },
    );
  }

  /** The panel shown instead of the statement when it failed, or null. */
  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  async open(accountIndex: number, statementKey: string): Promise<void> {
    this.release();
    const run = this.runs.begin();
    this.state = { status: 'loading' };
    const result = await this.openStatement.execute({ accountIndex, statementKey });
    if (!run.isLatest()) return;
    runInAction(() => {
      if (!result.ok) {
        this.state = { status: 'failed', error: result.error };
        return;
      }
      const { statement, pdf, fileName } = result.value;
      this.state = { status: 'loaded', statement, pdf, url: this.urls.create(pdf), fileName };
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
