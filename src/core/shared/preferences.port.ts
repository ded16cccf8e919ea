/** What the app keeps in browser storage between visits and log-on steps. */
export type TokenTypeValue = 'hard' | 'hard_selected' | 'hard_legacy' | 'soft' | 'soft_selected';
export type RoutingHeader = 'PCF' | 'SHP';

export const PreferencesStore = Symbol('PreferencesStore');
export interface PreferencesStore {
  getRememberedUsername(): string | null;
  setRememberedUsername(username: string | null): void;
  getShowSkInstructions(): boolean;
  setShowSkInstructions(show: boolean): void;
  getLoginUrl(): string | null;
  setLoginUrl(url: string | null): void;
  getTokenType(): TokenTypeValue | null;
  setTokenType(tokenType: TokenTypeValue | null): void;
  getRoutingHeader(): RoutingHeader | null;
  setRoutingHeader(value: RoutingHeader | null): void;
  /** Removes every piece of customer data the app may have stored (log-off). */
  clearCustomerData(): void;
}
