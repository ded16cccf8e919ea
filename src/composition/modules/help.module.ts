import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { helpRoutes } from '../../ui/help/help.routes';
import { HelpHubPort } from '../../core/help/help-hub.port';
import { LoadHub } from '../../core/help/load-hub.use-case';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import { HttpHelpHubAdapter } from '../../adapters/help/http-help-hub.adapter';
import { FakeHelpHub } from '../../adapters/fakes/fake-help.adapter';
import { HubViewModel } from '../../ui/help/hub.view-model';
import { changeAccessBindings } from './change-access.bindings';
import { messagesBindings } from './messages.bindings';
import { journalBindings } from './journal.bindings';

/**
 * Help and contact's hubs (/travel, /security): their FAQ data from content, and the message a
 * category offers, sent with the messages area's form after the online banking status check.
 * messages.bindings.ts binds the send (SendBankMessage), the send-allowed check with its view model
 * and the inbox port once, for whichever of the inbox, manage-account and help areas loads first.
 */
export const helpFeature: FeatureModule = {
  name: 'help',
  needs: [journalBindings, changeAccessBindings, messagesBindings],
  application: new ContainerModule((options) => {
    const { bind } = options;
    bind(LoadHub).toResolvedValue((port: HelpHubPort, reporter: ErrorReporter) => new LoadHub(port, reporter), [HelpHubPort, ErrorReporter]);
    bind(HubViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule((options) => {
      options.bind(HelpHubPort).to(HttpHelpHubAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule((options) => {
          options.bind(FakeHelpHub).toSelf();
          options.bind(HelpHubPort).toService(FakeHelpHub);
        }),
};

export const helpArea: AreaDefinition = { feature: helpFeature, routes: helpRoutes };
