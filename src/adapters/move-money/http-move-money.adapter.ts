import { inject, injectable } from 'inversify';
import type { CopAnswer } from '../../core/move-money/confirmation-of-payee';
import type { NewPayee, PaymentInstruction, PaymentReceipt, SavedPayee } from '../../core/move-money/move-money';
import type { RecentPayment } from '../../core/move-money/earlier-payment';
import type { ConfirmCodes, InternationalLaunch, MoveMoneyPort } from '../../core/move-money/move-money.port';
import type { TokenType } from '../../core/session/auth-state';
import { genericFailure } from '../../core/http/failure-policy';
import { AppConfig } from '../../core/shared/app-config';
import { ErrorCodes } from '../../core/shared/error-codes';
import { HttpClient, HttpFailure } from '../http/http-client';
import {
  MalformedAnswer,
  toConfirmRequest,
  toCopAnswer,
  toCopRequest,
  toReceipt,
  toRecentPayments,
  toSavedPayees,
  toSecondaryReferenceRequired,
  toTokenType,
  toDataTransferId,
} from './move-money.mapper';
import type { DataTransferRequestDto, SecondaryReferenceRequestDto } from './move-money.dto';

/** The move-money gateway's paths under apiBase (docs/api/move-money.md). */
export const MoveMoneyPaths = {
  tokenType: '/v1/move-money/token-type',
  beneficiaries: '/v1/beneficiaries',
  secondaryReferenceCheck: '/v1/secondary-reference-account-checks',
  confirmationOfPayee: '/v1/confirmation-of-payee',
  transfer: '/v1/transfers',
  payment: '/v1/payments',
  createBeneficiaryAdhoc: '/legacy/create-beneficiary-adhoc',
  createBeneficiaryMajor: '/legacy/create-beneficiary-major',
  createBeneficiaryStandingOrder: '/legacy/create-beneficiary-standing-order',
  internationalSession: '/v1/international/data-transfer/session',
  internationalLaunch: '/v1/international/data-transfer/launch',
  recentPayments: (accountId: string) => `/v1/accounts/${encodeURIComponent(accountId)}/recent-payments`,
} as const;

/** The single-sign-on query flags of the international data-transfer paths (docs/rules/calls.md). */
export const internationalSsoFlags = 'sso=true&dataTransfer=true';

/** The headers the secondary reference check asks for (docs/rules/calls.md). */
export const secondaryReferenceHeaders = {
  'X-Client-Id': 'web-banking',
  'X-Source-System': 'WEB',
  'X-Group': 'RBWM',
  'X-Channel': 'WEB',
} as const;

/** No answer from the bank: no response at all (FD999T), or a 5xx that names no code (a proxy or gateway gave up). */
function noAnswer(error: HttpFailure): boolean {
  const { code, status } = error.error;
  return code === ErrorCodes.connection || (code === ErrorCodes.generic && (status === undefined || status >= 500));
}

/** Where a confirmation goes: by its target, a standing order to its own path (the fake answers on the same). */
export function confirmPath(instruction: PaymentInstruction): string {
  if (instruction.schedule) return MoveMoneyPaths.createBeneficiaryStandingOrder;
  switch (instruction.target.kind) {
    case 'own-account':
      return MoveMoneyPaths.transfer;
    case 'saved-payee':
      return MoveMoneyPaths.payment;
    case 'new-payee':
      return MoveMoneyPaths.createBeneficiaryAdhoc;
    case 'company':
      return MoveMoneyPaths.createBeneficiaryMajor;
  }
}

/**
 * MoveMoneyPort over the JSON gateway. Calls fail as the HTTP client fails them (HttpFailure with a
 * catalogue code and the status; a malformed answer is FD001T). What a confirm's failure means is
 * core's answer classifier's business (core/journey/confirm-answer.ts), not the adapter's.
 */
@injectable()
export class HttpMoveMoneyAdapter implements MoveMoneyPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'apiBase'>,
  ) {}

  private url(path: string): string {
    return `${this.config.apiBase}${path}`;
  }

  tokenType(): Promise<TokenType> {
    return this.read(this.http.get<unknown>(this.url(MoveMoneyPaths.tokenType)), toTokenType);
  }

  savedPayees(): Promise<SavedPayee[]> {
    return this.read(this.http.get<unknown>(this.url(MoveMoneyPaths.beneficiaries)), toSavedPayees);
  }

  needsSecondaryReference(sortCode: string, accountNumber: string): Promise<boolean> {
    return this.read(
      this.http.post<unknown>(this.url(MoveMoneyPaths.secondaryReferenceCheck), { sortCode, accountNumber } satisfies SecondaryReferenceRequestDto, { headers: { ...secondaryReferenceHeaders } }),
      toSecondaryReferenceRequired,
    );
  }

  async checkPayee(payee: NewPayee): Promise<CopAnswer> {
    try {
      return await this.read(this.http.post<unknown>(this.url(MoveMoneyPaths.confirmationOfPayee), toCopRequest(payee)), toCopAnswer);
    } catch (error) {
      // No answer in time (no response, or a gateway failure that names no code) is one of the
      // scheme's outcomes, not a failure of the journey.
      if (error instanceof HttpFailure && noAnswer(error)) return { result: 'unavailable', reason: 'TIMEOUT' };
      throw error;
    }
  }

  /** Rejects with the HttpFailure (its AppError); a receipt we cannot read is FD001T without a status. */
  confirm(instruction: PaymentInstruction, idempotencyKey: string, codes: ConfirmCodes): Promise<PaymentReceipt> {
    return this.read(this.http.post<unknown>(this.url(confirmPath(instruction)), toConfirmRequest(instruction, codes), { idempotencyKey }), toReceipt);
  }

  recentPayments(accountId: string): Promise<RecentPayment[]> {
    return this.read(this.http.get<unknown>(this.url(MoveMoneyPaths.recentPayments(accountId))), toRecentPayments);
  }

  async startInternational(accountId: string): Promise<InternationalLaunch> {
    const id = await this.read(
      this.http.post<unknown>(this.url(`${MoveMoneyPaths.internationalSession}?${internationalSsoFlags}`), { fromAccountId: accountId } satisfies DataTransferRequestDto),
      toDataTransferId,
    );
    return { action: this.url(`${MoveMoneyPaths.internationalLaunch}?${internationalSsoFlags}`), fields: { dataTransferId: id } };
  }

  private async read<T>(call: Promise<unknown>, map: (body: unknown) => T): Promise<T> {
    const body = await call;
    try {
      return map(body);
    } catch (error) {
      if (error instanceof MalformedAnswer) throw new HttpFailure(genericFailure());
      throw error;
    }
  }
}
