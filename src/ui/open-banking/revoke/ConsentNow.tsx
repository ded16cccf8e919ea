import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Consent } from '../../../core/open-banking/consent';
import type { ConsentStatus } from '../../../core/open-banking/consent-status';
import { useViewModel } from '../../di/container-context';
import { LoadedContent } from '../../shared/manage-money/ListStates';
import { ConsentsViewModel } from '../consents.view-model';
import { formatDate } from '../format';

/** What the line says: the consent as the bank lists it now (null: not listed at all). */
function nowText(provider: string, status: ConsentStatus | null, revokedOn?: string | null): string {
  if (status === null) return `The bank no longer lists ${provider}'s access.`;
  if (status === 'revoked') return `The bank lists ${provider}'s access as revoked${revokedOn ? ` on ${formatDate(revokedOn)}` : ''}.`;
  if (status === 'expired') return `The bank lists ${provider}'s access as expired.`;
  return `The bank still lists ${provider}'s access as active.`;
}

/**
 * The longest thing the line may say for this provider (a revocation date of the longest form), kept
 * as its room while the bank is asked: the links under it stay where they are when the answer comes.
 */
function roomFor(provider: string): string {
  const texts = [nowText(provider, null), nowText(provider, 'revoked', '2026-05-28'), nowText(provider, 'expired'), nowText(provider, 'active')];
  return texts.reduce((longest, text) => (text.length > longest.length ? text : longest));
}

/** A loader no taller than one line of the note, so it fits in the line's room (and never grows: docs/rules/constants.md's slow message is for loaders over 40 px). */
const loaderSize = 24;

/** What the bank lists now for a consent: after a revocation, and after a lost answer. */
export const ConsentNow = observer(function ConsentNow({ consent }: { consent: Consent }) {
  const vm = useViewModel(ConsentsViewModel);
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  // the loader, then the line, in one grid cell with the longest text hidden
  // (open-banking.css .consent-now), as the payment receipt's balances line does.
  return (
    <div className="consent-now" data-room={roomFor(consent.provider.name)}>
      <LoadedContent data={vm.data} loadingLabel="Checking what the bank lists now" loaderSize={loaderSize} onRetry={() => void vm.load()}>
        {() => {
          const now = vm.consent(consent.kind, consent.id);
          const status = now ? vm.statusOf(now) : null;
          return (
            <p className="mm-note" data-testid="consent-now" data-status={status ?? 'none'}>
              {nowText(consent.provider.name, status, now?.revokedOn)}
            </p>
          );
        }}
      </LoadedContent>
    </div>
  );
});
