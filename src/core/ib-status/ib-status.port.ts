import type { IbStatus } from './ib-status';

/** GET ib-status (spec 02 section 7: payload.ibStatus; docs/api/help.md). Rejects on any failure. */
export const IbStatusPort = Symbol('IbStatusPort');
export interface IbStatusPort {
  status(): Promise<IbStatus>;
}
