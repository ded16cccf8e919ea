import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { Modal } from '../../shared/Modal';
import { AccountsContent } from '../accounts-content';
import { SummarySplashStore } from './summary-splash.store';

/** The summary splash (spec 01 section 2): content's interstitial over the Balances home, once a visit. */
export const SummarySplash = observer(function SummarySplash() {
  const content = useInjection<AccountsContent>(AccountsContent);
  const store = useInjection(SummarySplashStore);
  const splash = content.splash('summary');
  return (
    <Modal
      open={splash !== null && !store.dismissed}
      title={splash?.title ?? ''}
      onClose={store.dismiss}
      actions={<Button onClick={store.dismiss}>Continue to Balances</Button>}
    >
      {splash?.paragraphs.map((p) => <p key={p}>{p}</p>)}
    </Modal>
  );
});
