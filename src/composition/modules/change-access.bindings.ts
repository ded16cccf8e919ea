import type { ContainerModuleLoadOptions } from 'inversify';
import { CheckChangeAccess } from '../../core/ib-status/check-change-access.use-case';
import { IbStatusPort } from '../../core/ib-status/ib-status.port';
import { HttpIbStatusAdapter } from '../../adapters/ib-status/http-ib-status.adapter';
import { FakeIbStatus } from '../../adapters/fakes/fake-help.adapter';
import { ChangeAccessViewModel } from '../../ui/shared/change-access/change-access.view-model';

/**
 * The one guard of every change journey (issue 29: ui/shared/change-access) is needed by every area
 * with a route the table flags as a change (change-routes.ts): help, messages, my details, products,
 * loans, cards, open banking, move money, manage money, manage account.
 * Whichever area loads first binds it; the others find it bound.
 */
export function bindChangeAccess({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(CheckChangeAccess)) return;
  bind(CheckChangeAccess).toResolvedValue((port: IbStatusPort) => new CheckChangeAccess(port), [IbStatusPort]);
  bind(ChangeAccessViewModel).toSelf().inTransientScope();
}

export function bindIbStatusAdapter({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(IbStatusPort)) bind(IbStatusPort).to(HttpIbStatusAdapter);
}

/** The fakes: one FakeIbStatus (ACTIVE unless a test sets it), shared by every area. */
export function bindIbStatusFake({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(IbStatusPort)) return;
  bind(FakeIbStatus).toSelf().inSingletonScope();
  bind(IbStatusPort).toService(FakeIbStatus);
}
