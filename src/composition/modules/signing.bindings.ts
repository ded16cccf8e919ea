import type { ContainerModuleLoadOptions } from 'inversify';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { AppConfig } from '../../core/shared/app-config';
import { Clock, Scheduler } from '../../core/shared/clock.port';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import { LoadSigningDevice, TokenTypePort } from '../../core/signing/load-signing-device.use-case';
import type { TokenType } from '../../core/session/auth-state';
import { HttpTokenTypeAdapter } from '../../adapters/move-money/http-token-type.adapter';

/**
 * Signing is shared by every area that asks for a code (move money, manage money ...), and its
 * counters must be one per session: whichever of those areas loads first binds it, the others find
 * it bound. Log-off clears it through the customer data registry.
 */
export function bindSigning({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (isBound(TransactionSigning)) return;
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
}

/** The one source of the token type (GET token-type), for whichever signing area loads first. */
export function bindTokenTypeAdapter({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(TokenTypePort)) bind(TokenTypePort).to(HttpTokenTypeAdapter);
}

/** The fakes' token type: a Secure Key, as demo.hardkey's. */
export function bindFakeTokenType({ bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>): void {
  if (!isBound(TokenTypePort)) bind(TokenTypePort).toConstantValue({ tokenType: (): Promise<TokenType> => Promise.resolve('hard_selected') });
}
