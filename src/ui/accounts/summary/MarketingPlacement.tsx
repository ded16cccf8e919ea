import { Link } from 'react-router-dom';
import type { MarketingBanner } from '../../../core/accounts/marketing';
import { Button } from '../../shared/Button';

export interface MarketingPlacementProps {
  label: string;
  banners: readonly MarketingBanner[];
  onClose: (id: string) => void;
  onPopout: (banner: MarketingBanner) => void;
}

function Action({ banner, onPopout }: { banner: MarketingBanner; onPopout: (banner: MarketingBanner) => void }) {
  const { action } = banner;
  switch (action.type) {
    case 'navigate':
      return (
        <Link className="button button--secondary" to={action.path}>
          {banner.ctaText}
        </Link>
      );
    case 'link':
      return (
        <a className="button button--secondary" href={action.url} target="_blank" rel="noopener noreferrer">
          {banner.ctaText}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    case 'popout':
      return (
        <Button variant="secondary" onClick={() => onPopout(banner)}>
          {banner.ctaText}
        </Button>
      );
  }
}

/** A marketing placement (accountsList, accountsListEnd): banners with their action and a close button. */
export function MarketingPlacement({ label, banners, onClose, onPopout }: MarketingPlacementProps) {
  if (banners.length === 0) return null;
  return (
    <aside className="marketing" aria-label={label}>
      {banners.map((banner) => (
        <section key={banner.id} className="marketing__banner" aria-labelledby={`banner-${banner.id}`}>
          {banner.image ? <img className="marketing__image" src={banner.image.src} alt={banner.image.alt} /> : null}
          <h2 id={`banner-${banner.id}`} className="marketing__title">
            {banner.title}
          </h2>
          <p>{banner.body}</p>
          <div className="button-group">
            <Action banner={banner} onPopout={onPopout} />
            {banner.closable ? (
              <Button variant="link" onClick={() => onClose(banner.id)} aria-label={`Close: ${banner.title}`}>
                Close
              </Button>
            ) : null}
          </div>
        </section>
      ))}
    </aside>
  );
}
