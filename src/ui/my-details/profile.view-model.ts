import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerProfile } from '../../core/my-details/customer-profile';
import { LoadProfile } from '../../core/my-details/my-details.use-cases';
import type { AppError } from '../../core/shared/result';
import { RunLifecycle } from '../shared/run-lifecycle';

/** The customer's details as the bank holds them now (fetched on every mount: nothing is kept). */
@injectable()
export class ProfileViewModel {
  profile: CustomerProfile | null = null;
  error: AppError | null = null;
  loading = false;
  private readonly runs = new RunLifecycle();

  constructor(@inject(LoadProfile) private readonly load: LoadProfile) {
    makeAutoObservable<this, 'load' | 'runs'>(this, { load: false, runs: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    const run = this.runs.begin();
    this.loading = true;
    this.error = null;
    const result = await this.load.execute();
    if (!run.isLatest()) return;
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.profile = result.value;
      else this.error = result.error;
    });
  }

  dispose(): void {
    this.runs.end();
  }
}
