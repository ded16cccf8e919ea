import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { manageAccountRoutes } from '../../ui/manage-account/manage-account.routes';
import { bindMessagesAdapter, bindMessagesFake, bindSendBankMessage } from './messages-shared';
import { bindChangeAccess, bindIbStatusAdapter, bindIbStatusFake } from './change-access.bindings';

/**
 * Manage account under an account (nested area, parent: the account route): its forms post the
 * messages calls of spec 02 section 7. The account itself comes from the accounts area, loaded first.
 */
export const manageAccountFeature: FeatureModule = {
  name: 'manage-account',
  application: new ContainerModule((options) => {
    bindSendBankMessage(options);
    bindChangeAccess(options);
  }),
  adapters: () =>
    new ContainerModule((options) => {
      bindMessagesAdapter(options);
      bindIbStatusAdapter(options);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          bindMessagesFake(options);
          bindIbStatusFake(options);
        }),
};

export const manageAccountArea: AreaDefinition = { feature: manageAccountFeature, routes: manageAccountRoutes };
