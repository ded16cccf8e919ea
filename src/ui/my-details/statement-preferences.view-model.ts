import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadStatementPreferences } from '../../core/my-details/my-details.use-cases';
import type { AccountStatementPreference } from '../../core/my-details/statement-preferences';
import type { AppError } from '../../core/shared/result';
import { RunLifecycle } from '../shared/run-lifecycle';

/** The statement preferences the bank holds now, for each account that has statements. */
@injectable()
export class StatementPreferencesViewModel {
  held: AccountStatementPreference[] | null = null;
  error: AppError | null = null;
  private readonly runs = new RunLifecycle();

  constructor(@inject(LoadStatementPreferences) private readonly load: LoadStatementPreferences) {
    makeAutoObservable<this, 'load' | 'runs'>(this, { load: false, runs: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    const run = this.runs.begin();
    this.error = null;
    const result = await this.load.execute();
    if (!run.isLatest()) return;
    runInAction(() => {
      if (result.ok) this.held = result.value;
      else this.error = result.error;
    });
  }

  dispose(): void {
    this.runs.end();
  }
}
