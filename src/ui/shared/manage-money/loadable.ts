import { makeAutoObservable, runInAction } from 'mobx';
import { failurePanel, type FailurePanel } from '../../../core/shell/failure-panel';
import type { AppError, Result } from '../../../core/shared/result';
import { RunLifecycle } from '../run-lifecycle';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed'; error: AppError };

/**
 * One request's state for a view model: loading, loaded or failed (with its failure panel). A newer
 * load wins over an older one still out, and `dispose` drops any answer still to come.
 */
export class Loadable<T> {
  state: LoadState<T> = { status: 'loading' };
  private readonly runs = new RunLifecycle();

  constructor() {
    makeAutoObservable<this, 'runs'>(this, { runs: false }, { autoBind: true });
  }

  get value(): T | null {
    return this.state.status === 'loaded' ? this.state.value : null;
  }

  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  async load(request: () => Promise<Result<T>>, options: { quiet?: boolean } = {}): Promise<void> {
    const run = this.runs.begin();
    if (!options.quiet || this.state.status !== 'loaded') this.state = { status: 'loading' };
    const result = await request();
    if (!run.isLatest()) return;
    runInAction(() => {
      this.state = result.ok ? { status: 'loaded', value: result.value } : { status: 'failed', error: result.error };
    });
  }

  dispose(): void {
    this.runs.end();
  }
}
