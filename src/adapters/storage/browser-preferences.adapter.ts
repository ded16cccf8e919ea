import { injectable } from 'inversify';
import type { PreferencesStore, RoutingHeader, TokenTypeValue } from '../../core/shared/preferences.port';

const Keys = {
  rememberMe: 'ob.rememberMe',
  showSkInstructions: 'SHOW_SK_INSTRUCTIONS',
  loginUrl: 'ob.loginUrl',
  tokenType: 'ob.tokenType',
  routingHeader: 'ob.routingHeader',
} as const;

const tokenTypes: readonly TokenTypeValue[] = ['hard', 'hard_selected', 'hard_legacy', 'soft', 'soft_selected'];

/**
 * Remember-me and the Secure Key instructions flag outlive the session (localStorage); the log-on URL,
 * token type and routing header belong to one session (sessionStorage). Storage may be unavailable
 * (private mode, quota): every access degrades to "nothing stored" rather than throwing.
 */
@injectable()
export class BrowserPreferences implements PreferencesStore {
  getRememberedUsername(): string | null {
    return read(localStore(), Keys.rememberMe);
  }
  setRememberedUsername(username: string | null): void {
    write(localStore(), Keys.rememberMe, username);
  }
  getShowSkInstructions(): boolean {
    return read(localStore(), Keys.showSkInstructions) !== 'false';
  }
  setShowSkInstructions(show: boolean): void {
    write(localStore(), Keys.showSkInstructions, String(show));
  }
  getLoginUrl(): string | null {
    return read(sessionStore(), Keys.loginUrl);
  }
  setLoginUrl(url: string | null): void {
    write(sessionStore(), Keys.loginUrl, url);
  }
  getTokenType(): TokenTypeValue | null {
    const value = read(sessionStore(), Keys.tokenType)?.toLowerCase();
    return tokenTypes.find((t) => t === value) ?? null;
  }
  setTokenType(tokenType: TokenTypeValue | null): void {
    write(sessionStore(), Keys.tokenType, tokenType);
  }
  getRoutingHeader(): RoutingHeader | null {
    const value = read(localStore(), Keys.routingHeader);
    return value === 'PCF' || value === 'SHP' ? value : null;
  }
  setRoutingHeader(value: RoutingHeader | null): void {
    write(localStore(), Keys.routingHeader, value);
  }
  clearCustomerData(): void {
    // Everything session-scoped goes; remember-me and the instructions flag are the customer's own
    // device choices and stay, as the customer asked for them.
    try {
      sessionStore()?.clear();
    } catch {
      /* storage unavailable: nothing to clear */
    }
    write(localStore(), Keys.routingHeader, null);
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
function read(store: Storage | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function write(store: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    /* quota or privacy mode: the preference is simply not kept */
  }
}
