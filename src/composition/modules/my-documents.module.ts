import { ContainerModule } from 'inversify';
import { fakesExcludedFromProduction, type AreaDefinition, type FeatureModule } from '../feature-module';
import { myDocumentsRoutes } from '../../ui/my-documents/my-documents.routes';
import { DocumentsPort } from '../../core/documents/documents.port';
import { DocumentsState, LoadDocuments, OpenDocument } from '../../core/documents/documents.use-cases';
import { CustomerDataRegistry } from '../../core/session/customer-data-registry';
import { SessionScope } from '../../core/session/session-scope';
import { RaiseLevelOnSuccess } from '../../core/session/raise-level-on-success.use-case';
import { Clock } from '../../core/shared/clock.port';
import { HttpDocumentsAdapter } from '../../adapters/documents/http-documents.adapter';
import { FakeDocuments } from '../../adapters/fakes/fake-documents.adapter';
import { DocumentsViewModel } from '../../ui/my-documents/documents.view-model';
import { DocumentViewModel } from '../../ui/my-documents/document.view-model';
import { DocumentUrls } from '../../ui/my-documents/document-urls';

/** My documents: the list of the last 7 years and each document as a PDF; log-off clears the list. */
export const myDocumentsFeature: FeatureModule = {
  name: 'my-documents',
  application: new ContainerModule(({ bind }) => {
    bind(DocumentsState).toResolvedValue(
      (registry: CustomerDataRegistry) => {
        const state = new DocumentsState();
        registry.register('my-documents', () => state.reset());
        return state;
      },
      [CustomerDataRegistry],
    );
    bind(LoadDocuments).toResolvedValue(
      (port: DocumentsPort, state: DocumentsState, clock: Clock, raise: RaiseLevelOnSuccess, scope: SessionScope) =>
        new LoadDocuments(port, state, clock, raise, scope),
      [DocumentsPort, DocumentsState, Clock, RaiseLevelOnSuccess, SessionScope],
    );
    bind(OpenDocument).toResolvedValue(
      (load: LoadDocuments, port: DocumentsPort, state: DocumentsState) => new OpenDocument(load, port, state),
      [LoadDocuments, DocumentsPort, DocumentsState],
    );
    bind(DocumentUrls).toSelf();
    bind(DocumentsViewModel).toSelf().inTransientScope();
    bind(DocumentViewModel).toSelf().inTransientScope();
  }),
  adapters: () =>
    new ContainerModule(({ bind }) => {
      bind(DocumentsPort).to(HttpDocumentsAdapter);
    }),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () =>
        new ContainerModule(({ bind }) => {
          bind(FakeDocuments).toSelf();
          bind(DocumentsPort).toService(FakeDocuments);
        }),
};

export const myDocumentsArea: AreaDefinition = { feature: myDocumentsFeature, routes: myDocumentsRoutes };
