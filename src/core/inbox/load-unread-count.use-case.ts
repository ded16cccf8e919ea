import type { RaiseLevelOnSuccess } from '../session/raise-level-on-success.use-case';
import type { SessionScope } from '../session/session-scope';
import type { Result } from '../shared/result';
import { attempt } from './attempt';
import type { InboxPort } from './inbox.port';
import type { UnreadCountState } from './unread-count';

type Raise = Pick<RaiseLevelOnSuccess, 'execute'>;
type Scope = Pick<SessionScope, 'join'>;

/**
 * The unread count for the sidebar and the inbox (GET unread count; docs/api/inbox.md). A file of its
 * own, apart from the inbox's other use cases: the sidebar's count loads this, the port and nothing of
 * the inbox's pages or journeys (composition/modules/unread-count.module.ts).
 */
export class LoadUnreadCount {
  constructor(
    private readonly inbox: Pick<InboxPort, 'unreadCount'>,
    private readonly count: UnreadCountState,
    private readonly raise: Raise,
    private readonly scope: Scope,
  ) {}

  /** A call already out is joined: the sidebar and the inbox page may ask at the same moment. */
  async execute(): Promise<Result<number>> {
    const result = await this.scope.join('inbox:unread', () => attempt(() => this.inbox.unreadCount()));
    if (result.ok) {
      this.count.set(Math.max(0, result.value));
      this.raise.execute('messages');
    }
    return result;
  }
}
