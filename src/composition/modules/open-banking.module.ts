import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { signingBindings } from './signing.bindings';
import { openBankingRoutes } from '../../ui/open-banking/open-banking.routes';
import { OpenBankingPort } from '../../core/open-banking/open-banking.port';
import { LoadConsents } from '../../core/open-banking/load-consents.use-case';
import { RevokeConsent } from '../../core/open-banking/revoke-consent.use-case';
import { AnswerAuthorisation, FindProviderReturn, LoadAuthorisation } from '../../core/open-banking/authorisation.use-cases';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { TransactionSigning } from '../../core/signing/transaction-signing';
import { HttpOpenBankingAdapter } from '../../adapters/open-banking/http-open-banking.adapter';
import { FakeOpenBanking } from '../../adapters/fakes/fake-open-banking.adapter';
import { ConsentsViewModel } from '../../ui/open-banking/consents.view-model';
import { AuthorisationViewModel } from '../../ui/open-banking/authorisation/authorisation.view-model';
import { changeAccessBindings } from './change-access.bindings';
import { journalBindings } from './journal.bindings';

/**
 * Open banking: the access dashboards, each consent, revocation and authorisation.
 * Nothing is kept between pages (every page asks the bank what it lists now), so log-off has nothing
 * of this area's to clear; the re-authentication counter is signing's, one per session.
 */
export const openBankingFeature: FeatureModule = {
  name: 'open-banking',
  needs: [journalBindings, changeAccessBindings, signingBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
    bind(LoadConsents).toResolvedValue(
      (port: OpenBankingPort, reporter: ErrorReporter) => new LoadConsents(port, reporter),
      [OpenBankingPort, ErrorReporter],
    );
    bind(RevokeConsent).toResolvedValue((port: OpenBankingPort) => new RevokeConsent(port), [OpenBankingPort]);
    bind(LoadAuthorisation).toResolvedValue((port: OpenBankingPort) => new LoadAuthorisation(port), [OpenBankingPort]);
    bind(FindProviderReturn).toResolvedValue((port: OpenBankingPort) => new FindProviderReturn(port), [OpenBankingPort]);
    bind(AnswerAuthorisation).toResolvedValue(
      (port: OpenBankingPort, signing: TransactionSigning) => new AnswerAuthorisation(port, signing),
      [OpenBankingPort, TransactionSigning],
    );
    bind(ConsentsViewModel).toSelf().inTransientScope();
    bind(AuthorisationViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      const { bind } = options;
      bind(OpenBankingPort).to(HttpOpenBankingAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          const { bind } = options;
          // One fake per container, so a test sees the revocations it made in the lists.
          bind(FakeOpenBanking).toSelf().inSingletonScope();
          bind(OpenBankingPort).toService(FakeOpenBanking);
        }),
};

export const openBankingArea: AreaDefinition = { feature: openBankingFeature, routes: openBankingRoutes };
