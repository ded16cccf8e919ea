import { attempt } from '../accounts/accounts-failure';
import type { Result } from '../shared/result';
import type { AccountNicknamesPort } from './account-nickname.port';

/** The nicknames as the bank holds them now, by account id: read afresh on every page that shows them. */
export class LoadAccountNicknames {
  constructor(private readonly port: Pick<AccountNicknamesPort, 'nicknames'>) {}

  async execute(): Promise<Result<ReadonlyMap<string, string>>> {
    const result = await attempt(() => this.port.nicknames());
    return result.ok ? { ok: true, value: new Map(result.value.map((n) => [n.accountId, n.nickname])) } : result;
  }
}
