import type { HubContent, HubId } from './faq';

/**
 * A hub's FAQ data from content (docs/rules/calls.md, 'FAQ'; docs/api/help.md). Rejects when the
 * content is missing, unreachable or of the wrong shape.
 */
export const HelpHubPort = Symbol('HelpHubPort');
export interface HelpHubPort {
  hub(id: HubId): Promise<HubContent>;
}
