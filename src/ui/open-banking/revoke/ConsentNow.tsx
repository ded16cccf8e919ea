import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Consent } from '../../../core/open-banking/consent';
import { useViewModel } from '../../di/container-context';
import { LoadedContent } from '../../manage-money/shared/ListStates';
import { ConsentsViewModel } from '../consents.view-model';
import { formatDate } from '../format';

/** What the bank lists now for a consent: after a revocation, and after a lost answer. */
export const ConsentNow = observer(function ConsentNow({ consent }: { consent: Consent }) {
  const vm = useViewModel(ConsentsViewModel);
  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);
  return (
    <LoadedContent data={vm.data} loadingLabel="Checking what the bank lists now" onRetry={() => void vm.load()}>
      {() => {
        const now = vm.consent(consent.kind, consent.id);
        const status = now ? vm.statusOf(now) : null;
        const text =
          now === null
            ? `The bank no longer lists ${consent.provider.name}'s access.`
            : status === 'revoked'
              ? `The bank lists ${consent.provider.name}'s access as revoked${now.revokedOn ? ` on ${formatDate(now.revokedOn)}` : ''}.`
              : status === 'expired'
                ? `The bank lists ${consent.provider.name}'s access as expired.`
                : `The bank still lists ${consent.provider.name}'s access as active.`;
        return (
          <p className="mm-note" data-testid="consent-now" data-status={status ?? 'none'}>
            {text}
          </p>
        );
      }}
    </LoadedContent>
  );
});
