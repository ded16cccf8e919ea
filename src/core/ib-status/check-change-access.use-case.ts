import { changeAccess, type IbAccess } from './ib-status';
import type { IbStatusPort } from './ib-status.port';

/**
 * Asks the bank for the customer's online banking status before a function that changes something
 * is offered, and answers what the customer may do (ib-status.ts). Asked afresh each time: the
 * status can change during a session (a Secure Key activated elsewhere).
 */
export class CheckChangeAccess {
  constructor(private readonly port: Pick<IbStatusPort, 'status'>) {}

  async execute(): Promise<IbAccess> {
    try {
      return changeAccess(await this.port.status());
    } catch {
      return changeAccess('unknown');
    }
  }
}
