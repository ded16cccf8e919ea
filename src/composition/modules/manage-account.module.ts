import { ContainerModule } from 'inversify';
import type { AreaDefinition, FeatureModule } from '../feature-module';
import { manageAccountRoutesWith } from '../../ui/manage-account/manage-account.routes';
import { nicknameRoutes } from '../../ui/manage-account/nickname/nickname.routes';
import { accountNicknamesOn } from '../account-nicknames.flag';
import { accountNicknameBindings } from './account-nicknames.bindings';
import { messagesBindings } from './messages.bindings';
import { changeAccessBindings } from './change-access.bindings';
import { journalBindings } from './journal.bindings';

/**
 * Manage account under an account (nested area, parent: the account route): its forms post the
 * messages calls of docs/rules/calls.md, and the account's nickname while that is on. The account itself
 * comes from the accounts area, loaded first.
 */
export const manageAccountFeature: FeatureModule = {
  name: 'manage-account',
  needs: [journalBindings, messagesBindings, changeAccessBindings, ...(accountNicknamesOn ? [accountNicknameBindings] : [])],
  application: new ContainerModule(() => {}),
  adapters: () => new ContainerModule(() => {}),
  fakes: () => new ContainerModule(() => {}),
};

export const manageAccountArea: AreaDefinition = { feature: manageAccountFeature, routes: manageAccountRoutesWith(accountNicknamesOn ? nicknameRoutes : []) };
