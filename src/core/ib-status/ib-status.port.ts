import type { IbStatus } from './ib-status';

/** GET ib-status (docs/rules/calls.md: payload.ibStatus; docs/api/help.md). Rejects on any failure. */
export const IbStatusPort = Symbol('IbStatusPort');
export interface IbStatusPort {
  status(): Promise<IbStatus>;
}
