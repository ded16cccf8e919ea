import type { SigningCodesToSend } from '../../signing/signing-codes';
import { answerOf, type ConfirmAnswer } from '../../journey/confirm-answer';
import { attempt } from '../../shared/attempt';
import type { Result } from '../../shared/result';
import type { SavingsPort, SavingsProductKind } from './savings.port';
import type * as Savings from './savings';
import { normaliseNationalInsurance } from './cash-isa.rules';

/** Whether this customer may apply, and the product's terms (asked afresh on every visit). */
export class LoadRegularSaverOffer {
  constructor(private readonly port: Pick<SavingsPort, 'regularSaverEligibility'>) {}
  execute(): Promise<Result<Savings.RegularSaverEligibility>> {
    return attempt(() => this.port.regularSaverEligibility());
  }
}

/** What the details form needs: the accounts it may be paid from, the countries and nationalities. */
export interface RegularSaverChoices {
  accounts: Savings.SourceAccount[];
  countries: Savings.Country[];
  nationalities: Savings.Nationality[];
}

export class LoadRegularSaverChoices {
  constructor(private readonly port: Pick<SavingsPort, 'sourceAccounts' | 'countryCodes' | 'nationalityCodes'>) {}
  execute(): Promise<Result<RegularSaverChoices>> {
    return attempt(async () => {
      const [accounts, countries, nationalities] = await Promise.all([this.port.sourceAccounts('regular-saver'), this.port.countryCodes(), this.port.nationalityCodes()]);
      return { accounts, countries, nationalities };
    });
  }
}

/** Sends the reviewed application under its key; the one classifier reads the answer. */
export class ApplyForRegularSaver {
  constructor(private readonly port: Pick<SavingsPort, 'applyForRegularSaver'>) {}
  execute(application: Savings.RegularSaverApplication, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<Savings.RegularSaverOpened>> {
    return answerOf(() => this.port.applyForRegularSaver(application, key, codes));
  }
}

export interface CashIsaOffer {
  product: Savings.CashIsaProduct;
  standing: Savings.CashIsaStanding;
  applicant: Savings.ApplicantDetails;
  accounts: Savings.SourceAccount[];
}

/** The Cash ISA's product information, the customer's standing this tax year, their details and accounts. */
export class LoadCashIsaOffer {
  constructor(private readonly port: Pick<SavingsPort, 'cashIsaProduct' | 'cashIsaEligibility' | 'applicantDetails' | 'sourceAccounts'>) {}
  execute(): Promise<Result<CashIsaOffer>> {
    return attempt(async () => {
      const [product, standing, applicant, accounts] = await Promise.all([
        this.port.cashIsaProduct(),
        this.port.cashIsaEligibility(),
        this.port.applicantDetails(),
        this.port.sourceAccounts('cash-isa' satisfies SavingsProductKind),
      ]);
      return { product, standing, applicant, accounts };
    });
  }
}

/** What the bank lists as paid into ISAs this tax year now (after a lost answer, to see whether it went through). */
export class LoadIsaStanding {
  constructor(private readonly port: Pick<SavingsPort, 'cashIsaEligibility'>) {}
  execute(): Promise<Result<Savings.CashIsaStanding>> {
    return attempt(() => this.port.cashIsaEligibility());
  }
}

/** The eligibility check with the National Insurance number, sent as the rule reads it (no spaces, capitals). */
export class CheckIsaDetails {
  constructor(private readonly port: Pick<SavingsPort, 'checkIsaDetails'>) {}
  execute(nationalInsuranceNumber: string): Promise<Result<Savings.IsaDetailsCheck>> {
    return attempt(() => this.port.checkIsaDetails(normaliseNationalInsurance(nationalInsuranceNumber)));
  }
}

/** The summary box, terms, FSCS information sheet and right to cancel, given before Apply (BCOBS 4.1.1R). */
export class LoadProductDocuments {
  constructor(private readonly port: Pick<SavingsPort, 'productDocuments'>) {}
  execute(product: SavingsProductKind): Promise<Result<Savings.ProductDocument[]>> {
    return attempt(() => this.port.productDocuments(product));
  }
}

export class ApplyForCashIsa {
  constructor(private readonly port: Pick<SavingsPort, 'applyForCashIsa'>) {}
  execute(application: Savings.CashIsaApplication, key: string, codes: SigningCodesToSend = {}): Promise<ConfirmAnswer<Savings.CashIsaOpened>> {
    return answerOf(() => this.port.applyForCashIsa({ ...application, nationalInsuranceNumber: normaliseNationalInsurance(application.nationalInsuranceNumber) }, key, codes));
  }
}
