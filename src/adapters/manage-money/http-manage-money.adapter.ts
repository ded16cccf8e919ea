import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import { inject, injectable } from 'inversify';
import type { StandingOrderAmendment } from '../../core/manage-money/change-rules';
import type { FuturePayment } from '../../core/manage-money/future-payment';
import type { ManageMoneyPort } from '../../core/manage-money/manage-money.port';
import type { Payee } from '../../core/manage-money/payee';
import type { Mandate } from '../../core/manage-money/regular-payment';
import { AppConfig } from '../../core/shared/app-config';
import { HttpClient } from '../http/http-client';
import { requireDoneEnvelope } from '../http/confirmation-answer';
import type { TransferStandingOrderDto } from './manage-money.dto';
import { reauthenticationHeader, toAmendBody, toFuturePayments, toPayees, toRegularPayments } from './manage-money.mapper';
import { idSegment } from '../http/id-segment';
import { reauthenticationOf } from '../http/reauthentication-field';

/** The manage-money gateway's paths under apiBase (docs/api/manage-money.md). */
export const ManageMoneyPaths = {
  regularPayments: (accountId: string) => `/v1/accounts/${idSegment(accountId)}/regular-payments`,
  standingOrder: (id: string) => `/v1/standing-orders/${idSegment(id)}`,
  transfer: (id: string) => `/v1/standing-orders/${idSegment(id)}/transfer`,
  directDebit: (id: string) => `/v1/direct-debits/${idSegment(id)}`,
  beneficiaries: '/v1/beneficiaries',
  beneficiary: (id: string) => `/v1/beneficiaries/${idSegment(id)}`,
  futurePayments: (accountId: string) => `/v1/accounts/${idSegment(accountId)}/future-payments`,
  futurePayment: (id: string) => `/v1/future-payments/${idSegment(id)}`,
} as const;

/**
 * ManageMoneyPort over the JSON gateway. Reads retry as every GET does (the HttpClient's rule);
 * changes are sent once, with the review's Idempotency-Key, and a lost answer rejects with FD999T.
 */
@injectable()
export class HttpManageMoneyAdapter implements ManageMoneyPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  async regularPayments(accountId: string): Promise<Mandate[]> {
    return toRegularPayments(await this.http.get<unknown>(this.url(ManageMoneyPaths.regularPayments(accountId))));
  }

  async payees(): Promise<Payee[]> {
    return toPayees(await this.http.get<unknown>(this.url(ManageMoneyPaths.beneficiaries)));
  }

  async futurePayments(accountId: string): Promise<FuturePayment[]> {
    return toFuturePayments(await this.http.get<unknown>(this.url(ManageMoneyPaths.futurePayments(accountId))));
  }

  async amendStandingOrder(id: string, amendment: StandingOrderAmendment, idempotencyKey: string, codes: SigningCodesToSend): Promise<void> {
    requireDoneEnvelope(await this.http.patch<unknown>(this.url(ManageMoneyPaths.standingOrder(id)), toAmendBody(amendment, codes), { idempotencyKey }), 'PATCH standing order');
  }

  async transferStandingOrder(id: string, toAccountId: string, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    const body: TransferStandingOrderDto = { toAccountId, ...reauthenticationOf(codes) };
    requireDoneEnvelope(await this.http.post<unknown>(this.url(ManageMoneyPaths.transfer(id)), body, { idempotencyKey }), 'POST standing order transfer');
  }

  async cancelRegularPayment(mandate: Pick<Mandate, 'id' | 'type'>, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    const path = mandate.type === 'direct-debit' ? ManageMoneyPaths.directDebit(mandate.id) : ManageMoneyPaths.standingOrder(mandate.id);
    requireDoneEnvelope(await this.http.delete<unknown>(this.url(path), { idempotencyKey, headers: reauthenticationHeader(codes) }), `DELETE ${mandate.type}`);
  }

  async deletePayee(id: string, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    requireDoneEnvelope(await this.http.delete<unknown>(this.url(ManageMoneyPaths.beneficiary(id)), { idempotencyKey, headers: reauthenticationHeader(codes) }), 'DELETE beneficiary');
  }

  async stopFuturePayment(id: string, idempotencyKey: string, codes: SigningCodesToSend = {}): Promise<void> {
    requireDoneEnvelope(await this.http.delete<unknown>(this.url(ManageMoneyPaths.futurePayment(id)), { idempotencyKey, headers: reauthenticationHeader(codes) }), 'DELETE future payment');
  }
}
