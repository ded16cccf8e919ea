import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerProfile } from '../../core/my-details/customer-profile';
import { LoadProfile } from '../../core/my-details/my-details.use-cases';
import type { AppError } from '../../core/shared/result';

/** The customer's details as the bank holds them now (fetched on every mount: nothing is kept). */
@injectable()
export class ProfileViewModel {
  profile: CustomerProfile | null = null;
  error: AppError | null = null;
  loading = false;
  private disposed = false;

  constructor(@inject(LoadProfile) private readonly load: LoadProfile) {
    makeAutoObservable<this, 'load' | 'disposed'>(this, { load: false, disposed: false }, { autoBind: true });
  }

  async start(): Promise<void> {
    this.loading = true;
    this.error = null;
    const result = await this.load.execute();
    if (this.disposed) return;
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.profile = result.value;
      else this.error = result.error;
    });
  }

  dispose(): void {
    this.disposed = true;
  }
}
