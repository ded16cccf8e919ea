/** Where a banner sits on the Balances home (docs/rules/customer-entities.md, Marketing config). */
export type MarketingPlacementId = 'accountsList' | 'accountsListEnd';

export const marketingPlacements: readonly MarketingPlacementId[] = ['accountsList', 'accountsListEnd'];

/** What the banner's button does: go to an app route, open a URL, or open the popout modal. */
export type MarketingAction =
  | { type: 'navigate'; path: string }
  | { type: 'link'; url: string }
  | { type: 'popout'; popout: MarketingPopout };

export interface MarketingPopout {
  title: string;
  /** Plain text paragraphs (no HTML: nothing to sanitise). */
  paragraphs: string[];
  /** Optional button inside the modal. */
  ctaText: string | null;
  ctaUrl: string | null;
}

export interface MarketingBanner {
  id: string;
  placement: MarketingPlacementId;
  title: string;
  body: string;
  ctaText: string;
  action: MarketingAction;
  /** The customer may close (dismiss) the banner. */
  closable: boolean;
  image: { src: string; alt: string } | null;
}

export type MarketingConfig = Record<MarketingPlacementId, MarketingBanner[]>;

export const emptyMarketing = (): MarketingConfig => ({ accountsList: [], accountsListEnd: [] });
