import { ContainerModule } from 'inversify';
import { bindFakeSingleton, fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { AccountNicknamesPort } from '../../core/account-nickname/account-nickname.port';
import { ChangeAccountNickname } from '../../core/account-nickname/change-account-nickname.use-case';
import { LoadAccountNicknames } from '../../core/account-nickname/load-account-nicknames.use-case';
import { HttpAccountNicknamesAdapter } from '../../adapters/account-nickname/http-account-nickname.adapter';
import { FakeAccountNicknames } from '../../adapters/fakes/fake-account-nicknames.adapter';

/**
 * Account nicknames, read by Balances (the accounts area) and changed by the manage-account area's
 * journey: each names this in `needs` while the flag is on (account-nicknames.flag.ts). One fake per
 * container, so a nickname changed on one page shows on the next.
 */
export const accountNicknameBindings: FeatureModule = {
  name: 'shared:account-nicknames',
  application: new ContainerModule(({ bind }) => {
    bind(LoadAccountNicknames).toResolvedValue((port: AccountNicknamesPort) => new LoadAccountNicknames(port), [AccountNicknamesPort]);
    bind(ChangeAccountNickname).toResolvedValue((port: AccountNicknamesPort) => new ChangeAccountNickname(port), [AccountNicknamesPort]);
  }),
  adapters: () => new ContainerModule(({ bind }) => void bind(AccountNicknamesPort).to(HttpAccountNicknamesAdapter)),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () => new ContainerModule(({ bind }) => bindFakeSingleton(bind, AccountNicknamesPort, FakeAccountNicknames)),
};
