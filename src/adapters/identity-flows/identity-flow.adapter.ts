import { inject, injectable } from 'inversify';
import { AppConfig } from '../../core/shared/app-config';
import type { IdentityStep } from '../../core/identity/identity-step';
import type { IdentityFlowService } from '../../core/identity-flows/identity-flow-service.port';
import { HttpClient } from '../http/http-client';
import { LegacyIdentityAdapter } from '../legacy-page/legacy-identity.adapter';
import { parseIdentityFlowPage } from './identity-flow-page.parser';

/**
 * The identity flows' pages: the log-on's adapter (same calls, same origin check, a POST sent once),
 * reading each page with the flow rules too.
 */
@injectable()
export class IdentityFlowAdapter extends LegacyIdentityAdapter implements IdentityFlowService {
  // Inversify needs each constructor parameter injected on the class it builds.
  constructor(@inject(HttpClient) http: Pick<HttpClient, 'get' | 'post'>, @inject(AppConfig) config: Pick<AppConfig, 'identityBase'>) {
    super(http, config);
  }

  protected override parse(html: string): IdentityStep {
    return parseIdentityFlowPage(html);
  }
}
