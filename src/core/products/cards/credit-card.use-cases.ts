import type { SigningCodesToSend } from '../../signing/signing-codes';
import { attempt } from '../../shared/attempt';
import { answerOf, type ConfirmAnswer } from '../../journey/confirm-answer';
import type { Result } from '../../shared/result';
import type { ApplicationStatus, ListedApplication, CardDecision, CardEligibility, CardApplicationInput, CardOptions, CardProduct, PreEligibility, RepaymentAccount, SignedCard, UnsignedAgreement } from './credit-card';
import type { CreditCardsPort } from './credit-cards.port';
import type { ErrorReporter } from '../../shared/error-reporter.port';
import { cardApr, checkedApr } from '../lending/apr';

/**
 * The keys of one reviewed application's three calls (applications, applicant-details, decisions),
 * derived from the journey's one key: each call is its own change at the bank, so each needs its own
 * key, and a retry of the application (after a lost answer) derives the same three, so every call the
 * bank already carried out answers again from its record and nothing is applied twice.
 */
export const applicationKeys = (key: string) => ({ application: key, details: `${key}.details`, decision: `${key}.decision` });

/**
 * Whether the customer may apply, and the cards on offer. Each card's representative APR is the
 * solver's (CONC App 1.1); a figure the bank states that disagrees is reported, not shown.
 */
export class LoadCardProducts {
  constructor(
    private readonly port: Pick<CreditCardsPort, 'preEligibility' | 'products'>,
    private readonly reporter: ErrorReporter,
  ) {}
  execute(): Promise<Result<{ preEligibility: PreEligibility; products: CardProduct[] }>> {
    return attempt(async () => {
      const [preEligibility, products] = await Promise.all([this.port.preEligibility(), this.port.products()]);
      return { preEligibility, products: products.map((p) => this.withSolvedApr(p)) };
    });
  }

  private withSolvedApr(product: CardProduct): CardProduct {
    const solved = cardApr({ purchaseRate: product.purchaseRate, annualFee: product.annualFee });
    const representativeApr = checkedApr(product.representativeApr, solved, (stated) =>
      this.reporter.report({
        code: 'APR_DISAGREES',
        message: `The bank states ${stated} bp APR for ${product.id}; the CONC App 1.1 equation gives ${solved} bp`,
        context: { productId: product.id },
      }),
    );
    return { ...product, representativeApr };
  }
}

/** The soft check of the limit asked for: it does not touch the customer's credit file. */
export class CheckCardEligibility {
  constructor(private readonly port: Pick<CreditCardsPort, 'eligibility'>) {}
  execute(productId: string, requestedLimit: number): Promise<Result<CardEligibility>> {
    return attempt(() => this.port.eligibility(productId, requestedLimit));
  }
}

/**
 * Sends the application (applications → applicant-details → decisions) and, when accepted, reads the
 * offer. One answer for the whole: accepted with the decision, refused with the bank's code, or
 * unknown when any answer was lost (then the customer retries with the same key).
 */
export class SubmitCardApplication {
  constructor(private readonly port: Pick<CreditCardsPort, 'startApplication' | 'applicantDetails' | 'decide' | 'offer'>) {}
  execute(input: CardApplicationInput, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<CardDecision>> {
    const keys = applicationKeys(key);
    return answerOf(async (): Promise<CardDecision> => {
      // The bank may hold the application itself for re-authentication (0004): the code goes with it.
      const { applicationId } = await this.port.startApplication(input.productId, input.requestedLimit, keys.application, codes);
      const { employmentStatus, annualIncome, monthlyHousingCosts, monthlyCreditCommitments, dependants, sharesLivingCosts, monthlyLivingCosts } = input;
      const own = monthlyLivingCosts === undefined ? {} : { monthlyLivingCosts };
      const shares = sharesLivingCosts === undefined ? {} : { sharesLivingCosts };
      await this.port.applicantDetails(applicationId, { employmentStatus, annualIncome, monthlyHousingCosts, monthlyCreditCommitments, dependants, ...shares, ...own }, keys.details);
      const { kind, creditFile } = await this.port.decide(applicationId, keys.decision);
      if (kind !== 'accepted') return { kind, applicationId, creditFile };
      return { kind, offer: await this.port.offer(applicationId) };
    });
  }
}

export class LoadRepaymentAccounts {
  constructor(private readonly port: Pick<CreditCardsPort, 'repaymentAccounts'>) {}
  execute(): Promise<Result<RepaymentAccount[]>> {
    return attempt(() => this.port.repaymentAccounts());
  }
}

/** The customer's choices on the offer: future limit increases, and the Direct Debit. */
export class ChooseCardOptions {
  constructor(private readonly port: Pick<CreditCardsPort, 'chooseOptions'>) {}
  execute(applicationId: string, options: CardOptions, key: string): Promise<ConfirmAnswer<CardOptions>> {
    return answerOf(() => this.port.chooseOptions(applicationId, options, key).then(() => options));
  }
}

/** The card's own pre-contract credit information, made for this offer by the bank, read before the agreement. */
export class LoadCardPreContractInformation {
  constructor(private readonly port: Pick<CreditCardsPort, 'preContractInformation'>) {}
  execute(applicationId: string): Promise<Result<UnsignedAgreement>> {
    return attempt(() => this.port.preContractInformation(applicationId));
  }
}

export class LoadUnsignedAgreement {
  constructor(private readonly port: Pick<CreditCardsPort, 'unsignedAgreement'>) {}
  execute(applicationId: string): Promise<Result<UnsignedAgreement>> {
    return attempt(() => this.port.unsignedAgreement(applicationId));
  }
}

/**
 * 'I agree – sign the agreement': once per key; a lost answer is unknown, never failed. The bank may
 * hold the signing for re-authentication (0004): the code goes with the same key.
 */
export class SignCardAgreement {
  constructor(private readonly port: Pick<CreditCardsPort, 'sign'>) {}
  execute(applicationId: string, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<SignedCard>> {
    return answerOf(() => this.port.sign(applicationId, key, codes));
  }
}

export class LoadSignedAgreement {
  constructor(private readonly port: Pick<CreditCardsPort, 'signedAgreement'>) {}
  execute(applicationId: string): Promise<Result<Blob>> {
    return attempt(() => this.port.signedAgreement(applicationId));
  }
}

/** After a lost answer on signing: whether the bank lists the agreement as signed, and the card. */
export class LoadCardApplicationStatus {
  constructor(private readonly port: Pick<CreditCardsPort, 'applicationStatus'>) {}
  execute(applicationId: string): Promise<Result<ApplicationStatus>> {
    return attempt(() => this.port.applicationStatus(applicationId));
  }
}

/** After a lost answer on apply: the applications the bank lists now, so the customer sees whether it arrived. */
export class LoadCardApplications {
  constructor(private readonly port: Pick<CreditCardsPort, 'applications'>) {}
  execute(): Promise<Result<ListedApplication[]>> {
    return attempt(() => this.port.applications());
  }
}
