import { ContainerModule } from 'inversify';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { PersonalLoansPort } from '../../core/products/loans/personal-loans.port';
import {
  ApplyForLoan,
  CheckLoanAffordability,
  DecideLoan,
  GetLoanQuote,
  LoadLoanAgreement,
  LoadLoanAccounts,
  LoadLoanEligibility,
  LoadLoanSummary,
  LoadSecci,
  SaveLoanCustomerDetails,
} from '../../core/products/loans/personal-loans.use-cases';
import { HttpPersonalLoansAdapter } from '../../adapters/products/loans/http-personal-loans.adapter';
import { FakePersonalLoans } from '../../adapters/products/loans/fake-personal-loans.adapter';
import { LoanSplashViewModel } from '../../ui/products/loans/loan-splash.view-model';
import { LoanRequestViewModel } from '../../ui/products/loans/loan-request.view-model';
import { LoanCustomerDetailsViewModel } from '../../ui/products/loans/loan-customer-details.view-model';
import { LoanAffordabilityViewModel } from '../../ui/products/loans/loan-affordability.view-model';
import { LoanSummaryViewModel } from '../../ui/products/loans/loan-summary.view-model';
import { LoanAccountsViewModel } from '../../ui/products/loans/loan-account.view-model';
import { LoanDecisionViewModel } from '../../ui/products/loans/loan-decision.view-model';
import { personalLoansRoutes } from '../../ui/products/loans/personal-loans.routes';
import { changeAccessBindings } from './change-access.bindings';
import { journalBindings } from './journal.bindings';

/** The personal loan: quotation to apply, on the journey kit, against the loan calls of docs/rules/calls.md. */
export const personalLoansFeature: FeatureModule = {
  name: 'personal-loans',
  needs: [journalBindings, changeAccessBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
    bind(LoadLoanEligibility).toResolvedValue((port: PersonalLoansPort) => new LoadLoanEligibility(port), [PersonalLoansPort]);
    bind(GetLoanQuote).toResolvedValue((port: PersonalLoansPort, r: ErrorReporter) => new GetLoanQuote(port, r), [PersonalLoansPort, ErrorReporter]);
    bind(SaveLoanCustomerDetails).toResolvedValue((port: PersonalLoansPort) => new SaveLoanCustomerDetails(port), [PersonalLoansPort]);
    bind(CheckLoanAffordability).toResolvedValue((port: PersonalLoansPort) => new CheckLoanAffordability(port), [PersonalLoansPort]);
    bind(LoadLoanSummary).toResolvedValue((port: PersonalLoansPort) => new LoadLoanSummary(port), [PersonalLoansPort]);
    bind(LoadLoanAgreement).toResolvedValue((port: PersonalLoansPort) => new LoadLoanAgreement(port), [PersonalLoansPort]);
    bind(LoadSecci).toResolvedValue((port: PersonalLoansPort) => new LoadSecci(port), [PersonalLoansPort]);
    bind(LoadLoanAccounts).toResolvedValue((port: PersonalLoansPort) => new LoadLoanAccounts(port), [PersonalLoansPort]);
    bind(DecideLoan).toResolvedValue((port: PersonalLoansPort) => new DecideLoan(port), [PersonalLoansPort]);
    bind(ApplyForLoan).toResolvedValue((port: PersonalLoansPort) => new ApplyForLoan(port), [PersonalLoansPort]);
    bind(LoanSplashViewModel).toSelf().inTransientScope();
    bind(LoanRequestViewModel).toSelf().inTransientScope();
    bind(LoanCustomerDetailsViewModel).toSelf().inTransientScope();
    bind(LoanAffordabilityViewModel).toSelf().inTransientScope();
    bind(LoanSummaryViewModel).toSelf().inTransientScope();
    bind(LoanAccountsViewModel).toSelf().inTransientScope();
    bind(LoanDecisionViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      const { bind } = options;
      bind(PersonalLoansPort).to(HttpPersonalLoansAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          const { bind } = options;
          bind(FakePersonalLoans).toSelf().inSingletonScope();
          bind(PersonalLoansPort).toService(FakePersonalLoans);
        }),
};

/** The personal-loans area (composition/areas.ts). */
export const personalLoansArea: AreaDefinition = { feature: personalLoansFeature, routes: personalLoansRoutes };
