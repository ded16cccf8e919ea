import type { PreferencesStore } from '../shared/preferences.port';
import type { SessionStatePort } from './auth-state';
import type { CustomerDataRegistry } from './customer-data-registry';
import type { IdentityStepStore } from './identity-step-store';

/**
 * Wipes every piece of the customer's data: the auth state, every store registered with the
 * CustomerDataRegistry, the current log-on step, and browser storage (the stored log-on URL and token
 * type included). Used by log-off and by every path that ends a session. Returns the names of
 * registered stores whose clear() failed (the rest are cleared regardless).
 */
export class ClearCustomerData {
  constructor(
    private readonly session: SessionStatePort,
    private readonly registry: CustomerDataRegistry,
    private readonly steps: IdentityStepStore,
    private readonly preferences: Pick<PreferencesStore, 'setLoginUrl' | 'setTokenType' | 'clearCustomerData'>,
  ) {}

  execute(): string[] {
    const failed = this.registry.clearAll();
    this.steps.set(null);
    this.preferences.setLoginUrl(null);
    this.preferences.setTokenType(null);
    this.preferences.clearCustomerData();
    this.session.reset();
    return failed;
  }
}
