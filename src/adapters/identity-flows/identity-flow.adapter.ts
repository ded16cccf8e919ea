import { injectable } from 'inversify';
import type { IdentityStep } from '../../core/identity/identity-step';
import type { IdentityFlowService } from '../../core/identity-flows/identity-flow-service.port';
import { LegacyIdentityAdapter } from '../legacy-page/legacy-identity.adapter';
import { parseIdentityFlowPage } from './identity-flow-page.parser';

/**
 * The identity flows' pages: the log-on's adapter (same calls, same origin check, a POST sent once),
 * reading each page with the flow rules too.
 */
@injectable()
export class IdentityFlowAdapter extends LegacyIdentityAdapter implements IdentityFlowService {
  protected override parse(html: string): IdentityStep {
    return parseIdentityFlowPage(html);
  }
}
