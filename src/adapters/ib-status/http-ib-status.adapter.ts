import { inject, injectable } from 'inversify';
import { BankAnswerFailure, malformedAnswerCode } from '../../core/inbox/attempt';
import { isIbStatus, type IbStatus } from '../../core/ib-status/ib-status';
import type { IbStatusPort } from '../../core/ib-status/ib-status.port';
import { AppConfig } from '../../core/shared/app-config';
import { HttpClient } from '../http/http-client';
import { fieldsOf } from '../http/wire-types';
import { inboxHeaders } from '../inbox/http-inbox.adapter';
import type { IbStatusDto } from '../messages/messages.dto';

/** Under apiBase, beside send-allowed (docs/rules/calls.md, the messages calls). */
export const ibStatusPath = '/v1/messages/ib-status';

/** `GET ib-status`: `{ payload: { ibStatus: 'ACTIVE' | 'READONLY' | 'INVALID' } }` (docs/api/help.md). */
@injectable()
export class HttpIbStatusAdapter implements IbStatusPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  async status(): Promise<IbStatus> {
    return toIbStatus(await this.http.get<unknown>(`${this.config.apiBase}${ibStatusPath}`, { headers: inboxHeaders }));
  }
}

/** Reads the answer's ibStatus; anything but ACTIVE, READONLY or INVALID is a malformed answer. */
export function toIbStatus(answer: unknown): IbStatus {
  const status = fieldsOf<IbStatusDto['payload']>(fieldsOf<IbStatusDto>(answer)?.payload)?.ibStatus;
  if (!isIbStatus(status)) throw new BankAnswerFailure({ code: malformedAnswerCode, description: `${ibStatusPath}: ibStatus is not ACTIVE, READONLY or INVALID` });
  return status;
}
