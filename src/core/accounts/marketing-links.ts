import { safeLinkHref, type LinkPolicy } from '../content/link-policy';
import type { MarketingAction, MarketingBanner, MarketingConfig } from './marketing';

/*
 * Marketing banners are content too: every address a banner's call to action can carry passes the
 * link rule rich text uses (content/link-policy.ts, docs/rules/field-validation.md): links only to the bank's own
 * domains and the regulators, anything else the bank's home address. One rule, so a banner can never
 * send a customer where a content page could not.
 */

/** An app route kept by the link rule: a path on our own origin ('/...'), never '//host' or '/\host'. */
const isAppRoute = (path: string, policy: LinkPolicy): boolean => path.startsWith('/') && safeLinkHref(path, policy) === path;

function safeAction(action: MarketingAction, policy: LinkPolicy): MarketingAction {
  switch (action.type) {
    case 'navigate':
      // A route the rule would not keep is no route of ours: the call to action goes to the bank home.
      return isAppRoute(action.path, policy) ? action : { type: 'link', url: policy.bankHomeUrl };
    case 'link':
      return { type: 'link', url: safeLinkHref(action.url, policy) };
    case 'popout': {
      const { ctaUrl } = action.popout;
      return { type: 'popout', popout: { ...action.popout, ctaUrl: ctaUrl === null ? null : safeLinkHref(ctaUrl, policy) } };
    }
  }
}

const safeBanner = (banner: MarketingBanner, policy: LinkPolicy): MarketingBanner => ({
  ...banner,
  action: safeAction(banner.action, policy),
});

/** The banners with every call to action's address through the link rule. */
export function withSafeLinks(config: MarketingConfig, policy: LinkPolicy): MarketingConfig {
  return {
    accountsList: config.accountsList.map((b) => safeBanner(b, policy)),
    accountsListEnd: config.accountsListEnd.map((b) => safeBanner(b, policy)),
  };
}
