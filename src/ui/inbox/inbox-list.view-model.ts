import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadMessages } from '../../core/inbox/inbox.use-cases';
import type { InboxTab, MessageSummary } from '../../core/inbox/secure-message';
import { UnreadCountState } from '../../core/inbox/unread-count';
import { failurePanel, type FailurePanel } from '../../core/shell/failure-panel';
import type { AppError } from '../../core/shared/result';
import { RunLifecycle } from '../shared/run-lifecycle';

export type ListState = { status: 'loading' } | { status: 'loaded'; messages: MessageSummary[] } | { status: 'failed'; error: AppError };

/** One inbox tab: its list (newest first), with the unread ones marked. */
@injectable()
export class InboxListViewModel {
  state: ListState = { status: 'loading' };
  private readonly runs = new RunLifecycle();

  constructor(
    @inject(LoadMessages) private readonly loadMessages: LoadMessages,
    @inject(UnreadCountState) private readonly unread: UnreadCountState,
  ) {
    makeAutoObservable<InboxListViewModel, 'loadMessages' | 'unread' | 'runs'>(
      this,
      { loadMessages: false, unread: false, runs: false },
      { autoBind: true },
    );
  }

  get unreadCount(): number | null {
    return this.unread.count;
  }

  get failure(): FailurePanel | null {
    return this.state.status === 'failed' ? failurePanel(this.state.error) : null;
  }

  async load(tab: InboxTab, refresh = false): Promise<void> {
    const run = this.runs.begin();
    this.state = { status: 'loading' };
    const result = await this.loadMessages.execute(tab, { refresh });
    if (!run.isLatest()) return;
    runInAction(() => {
      this.state = result.ok ? { status: 'loaded', messages: result.value } : { status: 'failed', error: result.error };
    });
  }

  dispose(): void {
    this.runs.end();
  }
}
