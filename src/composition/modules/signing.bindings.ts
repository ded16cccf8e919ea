import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { AppConfig } from '../../core/shared/app-config';
import { Clock, Scheduler } from '../../core/shared/clock.port';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import { LoadSigningDevice, TokenTypePort } from '../../core/signing/load-signing-device.use-case';
import type { TokenType } from '../../core/session/auth-state';
import { HttpTokenTypeAdapter } from '../../adapters/move-money/http-token-type.adapter';

/**
 * Signing, shared by every area that asks for a code (move money, manage money, open banking): its
 * counters must be one per session, so it is one shared feature that each such area names in `needs`
 * and the container loads once. Log-off clears it through the customer data registry.
 */
export const signingBindings: FeatureModule = {
  name: 'shared:signing',
  application: new ContainerModule(({ bind }) => {
    bind(TransactionSigning)
      .toResolvedValue(
        (clock: Clock, scheduler: Scheduler, config: AppConfig, registry: CustomerDataRegistry) => {
          const signing = new TransactionSigning(clock, scheduler, config.helpPhone);
          registry.register('signing', () => signing.reset());
          return signing;
        },
        [Clock, Scheduler, AppConfig, CustomerDataRegistry],
      )
      .inSingletonScope();
    bind(LoadSigningDevice).toResolvedValue((port: TokenTypePort) => new LoadSigningDevice(port), [TokenTypePort]);
  }),
  // The one source of the token type (GET token-type), with or without move money loaded.
  adapters: () => new ContainerModule(({ bind }) => void bind(TokenTypePort).to(HttpTokenTypeAdapter)),
  // The fakes' token type: a Secure Key, as demo.hardkey's.
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () => new ContainerModule(({ bind }) => void bind(TokenTypePort).toConstantValue({ tokenType: (): Promise<TokenType> => Promise.resolve('hard_selected') })),
};
