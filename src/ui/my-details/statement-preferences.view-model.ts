import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadStatementPreferences } from '../../core/my-details/my-details.use-cases';
import type { AccountStatementPreference } from '../../core/my-details/statement-preferences';
import type { AppError } from '../../core/shared/result';

/** The statement preferences the bank holds now, for each account that has statements. */
@injectable()
export class StatementPreferencesViewModel {
  held: AccountStatementPreference[] | null = null;
  error: AppError | null = null;
  private disposed = false;

  constructor(@inject(LoadStatementPreferences) private readonly load: LoadStatementPreferences) {
    makeAutoObservable<this, 'load' | 'disposed'>(this, { load: false, disposed: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    this.error = null;
    const result = await this.load.execute();
    if (this.disposed) return;
    runInAction(() => {
      if (result.ok) this.held = result.value;
      else this.error = result.error;
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
