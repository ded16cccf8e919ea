import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { AccountsContent } from '../accounts-content';
import { SummarySplashStore } from './summary-splash.store';

/**
 * The summary splash (docs/rules/log-on-screens.md): content's welcome over the Balances home, once a visit.
 * A dismissible panel rather than a modal, so it never stands between the customer and the balances.
 */
export const SummarySplash = observer(function SummarySplash() {
  const content = useInjection<AccountsContent>(AccountsContent);
  const store = useInjection(SummarySplashStore);
  const splash = content.splash('summary');
  if (!splash || store.dismissed) return null;
  return (
    <section className="splash" aria-labelledby="summary-splash-title">
      <h2 id="summary-splash-title" className="splash__title">
        {splash.title}
      </h2>
      {splash.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <Button variant="secondary" onClick={store.dismiss}>
        Close this message
      </Button>
    </section>
  );
});
