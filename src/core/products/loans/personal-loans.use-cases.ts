import type { SigningCodesToSend } from '../../signing/signing-codes';
import { attempt } from '../../shared/attempt';
import { answerOf, type ConfirmAnswer } from '../../journey/confirm-answer';
import type { Result } from '../../shared/result';
import type { PersonalLoansPort } from './personal-loans.port';
import type { ErrorReporter } from '../../shared/error-reporter.port';
import { checkedApr, loanApr } from '../lending/apr';
import type * as Loan from './personal-loan';

/** The bank's limits, rates and representative example, for the splash. */
export class LoadLoanEligibility {
  constructor(private readonly port: Pick<PersonalLoansPort, 'eligibility'>) {}
  execute(): Promise<Result<Loan.LoanEligibility>> {
    return attempt(() => this.port.eligibility());
  }
}

/**
 * A quotation: a soft search that does not affect the customer's credit file. The APR shown is the
 * solver's over the quote's own cash flows (CONC App 1.1); a stated APR that disagrees is reported.
 */
export class GetLoanQuote {
  constructor(
    private readonly port: Pick<PersonalLoansPort, 'quote'>,
    private readonly reporter: ErrorReporter,
  ) {}
  async execute(request: Loan.LoanRequest): Promise<Result<Loan.LoanQuote>> {
    const result = await attempt(() => this.port.quote(request));
    if (!result.ok) return result;
    const quote = result.value;
    const solved = loanApr({ amount: quote.amount, termMonths: quote.termMonths, monthlyRepayment: quote.monthlyRepayment });
    const apr = checkedApr(quote.apr, solved, (stated) =>
      this.reporter.report({
        code: 'APR_DISAGREES',
        message: `The bank states ${stated} bp APR for ${quote.applicationId}; the CONC App 1.1 equation gives ${solved} bp`,
        context: { applicationId: quote.applicationId },
      }),
    );
    return { ok: true, value: { ...quote, apr } };
  }
}

export class SaveLoanCustomerDetails {
  constructor(private readonly port: Pick<PersonalLoansPort, 'customerDetails'>) {}
  execute(applicationId: string, details: Loan.LoanCustomerDetails): Promise<Result<void>> {
    return attempt(() => this.port.customerDetails(applicationId, details));
  }
}

export class CheckLoanAffordability {
  constructor(private readonly port: Pick<PersonalLoansPort, 'affordability'>) {}
  execute(applicationId: string): Promise<Result<Loan.LoanAffordability>> {
    return attempt(() => this.port.affordability(applicationId));
  }
}

export class LoadLoanSummary {
  constructor(private readonly port: Pick<PersonalLoansPort, 'summary'>) {}
  execute(applicationId: string): Promise<Result<Loan.LoanSummary>> {
    return attempt(() => this.port.summary(applicationId));
  }
}

/** The pre-contract credit information (SECCI) as a PDF. */
export class LoadSecci {
  constructor(private readonly port: Pick<PersonalLoansPort, 'secci'>) {}
  execute(applicationId: string): Promise<Result<Blob>> {
    return attempt(() => this.port.secci(applicationId));
  }
}

/** The credit agreement: to read before 'I agree – sign the agreement', and the executed copy after. */
export class LoadLoanAgreement {
  constructor(private readonly port: Pick<PersonalLoansPort, 'agreement'>) {}
  execute(applicationId: string): Promise<Result<Loan.LoanAgreement>> {
    return attempt(() => this.port.agreement(applicationId));
  }
}

/** A loan is paid into a current account: the others are not offered. */
export const canReceiveLoan = (account: Loan.PayoutAccount): boolean => account.category === 'CURRENT';

/** The customer's accounts: those the loan may be paid into, and the loans they hold (what the bank lists after a lost answer). */
export class LoadLoanAccounts {
  constructor(private readonly port: Pick<PersonalLoansPort, 'accounts'>) {}
  async execute(): Promise<Result<{ payout: Loan.PayoutAccount[]; loans: Loan.PayoutAccount[] }>> {
    const result = await attempt(() => this.port.accounts());
    if (!result.ok) return result;
    return {
      ok: true,
      value: { payout: result.value.filter(canReceiveLoan), loans: result.value.filter((a) => a.category === 'LOAN') },
    };
  }
}

export class DecideLoan {
  constructor(private readonly port: Pick<PersonalLoansPort, 'decision'>) {}
  execute(applicationId: string): Promise<Result<Loan.LoanDecided>> {
    return attempt(() => this.port.decision(applicationId));
  }
}

/**
 * Apply: a hard search, and the money paid out. Sent once per reviewed application with its key;
 * the one classifier reads the answer (a lost answer is 'unknown', never 'failed').
 */
export class ApplyForLoan {
  constructor(private readonly port: Pick<PersonalLoansPort, 'apply'>) {}
  execute(application: Loan.LoanApplication, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<Loan.LoanApplied>> {
    return answerOf(() => this.port.apply(application, key, codes));
  }
}
