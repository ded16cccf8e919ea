import type { TokenType } from '../session/auth-state';
import { signingDevice, type SigningDevice } from './signing-device';

/**
 * Where the token type comes from (docs/rules/calls.md: the move-money GET token-type call). The ONE
 * source for every signing view: move money and manage money word the device
 * the same way, whatever the log-on session remembered.
 */
export const TokenTypePort = Symbol('TokenTypePort');
export interface TokenTypePort {
  tokenType(): Promise<TokenType>;
}

/** The device that makes the customer's codes; null when the bank did not say (the view says so). */
export class LoadSigningDevice {
  constructor(private readonly port: TokenTypePort) {}

  async execute(): Promise<SigningDevice | null> {
    try {
      return signingDevice(await this.port.tokenType());
    } catch {
      return null;
    }
  }
}
