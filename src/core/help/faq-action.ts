import { safeLinkHref, type LinkPolicy } from '../content/link-policy';
import { toInAppRoute } from '../shell/in-app-route';
import type { FeatureToggle } from '../content/feature-toggles';
import type { FaqAction, HubId } from './faq';

/** A content key for a popout: the copy file's keys are words, digits, '-', '_' and '.'. */
const contentKeyShape = /^[A-Za-z0-9_.-]{1,100}$/;

/** What a question's action does once judged: the view only renders it. */
export type ResolvedAction =
  | { kind: 'navigate'; to: string; text: string; label: string }
  | { kind: 'link'; href: string; external: boolean; text: string; label: string }
  | { kind: 'popout'; contentKey: string; text: string; label: string };

/**
 * The action rules (docs/rules/customer-entities.md, action type, value, ctaText, ctaLabel; the marketing actions
 * navigate, link, popout):
 * - navigate: only to a route of this app (the post-log-on rule: no scheme, no '//', no dot segment,
 *   no log-on page); anything else is dropped rather than sent somewhere unexpected.
 * - link: through the content link policy (the bank's domains and the regulators; any other
 *   address becomes the bank's home); an address (http/https) opens in a new tab, an in-app path does not.
 * - popout: a content key whose rich text the modal shows ('content by key').
 * An action without call-to-action text has nothing to press and is dropped.
 */
export function resolveAction(action: FaqAction | null, policy: LinkPolicy): ResolvedAction | null {
  if (!action) return null;
  const text = action.ctaText.trim();
  if (!text) return null;
  const label = action.ctaLabel.trim();
  switch (action.type) {
    case 'navigate': {
      const to = toInAppRoute(action.value.trim());
      return to ? { kind: 'navigate', to, text, label } : null;
    }
    case 'link': {
      const href = safeLinkHref(action.value.trim(), policy);
      return { kind: 'link', href, external: /^https?:/i.test(href), text, label };
    }
    case 'popout': {
      const contentKey = action.value.trim();
      return contentKeyShape.test(contentKey) ? { kind: 'popout', contentKey, text, label } : null;
    }
    default:
      return null;
  }
}

/** The content toggle behind each hub (docs/rules/customer-features.md): the security hub is content's 'tech hub'. */
export const hubToggles: Readonly<Record<HubId, FeatureToggle>> = { travel: 'travelHub', security: 'techHub' };

export const hubTitles: Readonly<Record<HubId, string>> = { travel: 'Travel hub', security: 'Security hub' };
