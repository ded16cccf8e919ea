import { ContainerModule } from 'inversify';
import { bindFakeSingleton, fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { CheckChangeAccess } from '../../core/ib-status/check-change-access.use-case';
import { IbStatusPort } from '../../core/ib-status/ib-status.port';
import { HttpIbStatusAdapter } from '../../adapters/ib-status/http-ib-status.adapter';
import { FakeIbStatus } from '../../adapters/fakes/fake-help.adapter';
import { ChangeAccessViewModel } from '../../ui/shared/change-access/change-access.view-model';

/**
 * The one guard of every change journey (ui/shared/change-access), needed by every area with one
 * (every area with a route the table flags as a change, change-routes.ts: help, messages, my details,
 * products, loans, cards, open banking, move money, manage money, manage account): each names it in
 * `needs` and the container loads it once.
 */
export const changeAccessBindings: FeatureModule = {
  name: 'shared:change-access',
  application: new ContainerModule(({ bind }) => {
    bind(CheckChangeAccess).toResolvedValue((port: IbStatusPort) => new CheckChangeAccess(port), [IbStatusPort]);
    bind(ChangeAccessViewModel).toSelf().inTransientScope();
  }),
  adapters: () => new ContainerModule(({ bind }) => void bind(IbStatusPort).to(HttpIbStatusAdapter)),
  // One FakeIbStatus (ACTIVE unless a test sets it), shared by every area.
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () => new ContainerModule(({ bind }) => bindFakeSingleton(bind, IbStatusPort, FakeIbStatus)),
};
