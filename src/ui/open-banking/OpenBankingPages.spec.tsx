import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainer } from '../../composition/container';
import { OpenBankingPort } from '../../core/open-banking/open-banking.port';
import type { FakeOpenBanking } from '../../adapters/fakes/fake-open-banking.adapter';
import { FakeNavigator } from '../../adapters/fakes/fake-system.adapter';
import { LeaveGuardStore } from '../shell/leave-guard.store';
import { setToggle } from '../accounts/testing/accounts-fixture';
import { openLoggedOn } from '../../composition/testing/open-logged-on';

async function open(path: string, arrange: (fake: FakeOpenBanking) => void = () => {}, openBankingOn = true) {
  const container = buildContainer({ kind: 'fake' });
  if (!openBankingOn) setToggle(container, 'openBanking', false);
  let fake: FakeOpenBanking | null = null;
  const { router } = await openLoggedOn(container, path, {
    // The area binds its port on the first navigation; the fake is a singleton, so arrange it then.
    beforeRender: async (router) => {
      await router.navigate(path);
      fake = container.get<FakeOpenBanking>(OpenBankingPort);
      arrange(fake);
    },
  });
  return { fake: fake as unknown as FakeOpenBanking, router, container };
}

describe('open banking pages', () => {
  it('shows a provider name with markup as text, and says when a consent had to be left out', async () => {
    await open('/open-banking', (fake) => {
      fake.consents[0] = { ...fake.consents[0]!, provider: { name: '<img src=x onerror="alert(1)">Evil <b>Ltd</b>', onBehalfOf: null } };
      fake.leftOut = [{ id: 'BAD', problem: 'consents[3].grantedAt is not a date' }];
    });
    const link = await screen.findByRole('link', { name: '<img src=x onerror="alert(1)">Evil <b>Ltd</b>' });
    expect(link.querySelector('img, b')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/1 item of your open banking access could not be shown/)).toHaveTextContent('(OB_MALFORMED)');
  });

  it('keeps the dashboard usable when a list fails: the code, Try again, Back and Balances', async () => {
    await open('/open-banking', (fake) => {
      fake.failLists = true;
    });
    const panel = await screen.findByRole('heading', { level: 2, name: "It's us, not you." });
    const box = panel.closest('[data-error-code]')!;
    expect(box.getAttribute('data-error-code')).toBe('FD001T');
    expect(within(box as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Try again', 'Back', 'Balances']);
  });

  it('revokes with one key on a double press, then lists the consent as revoked', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/open-banking/information-sharing/F-AIS-1/revoke');
    await screen.findByRole('heading', { level: 1, name: "Stop Moneybox's access" });
    expect(screen.getByTestId('revocation-warning')).toHaveTextContent('You may want to tell Moneybox that you have stopped their access.');
    await user.dblClick(screen.getByRole('button', { name: 'Stop access' }));
    await screen.findByRole('heading', { level: 1, name: "Moneybox's access has stopped" });
    expect(fake.revoked).toEqual([{ id: 'F-AIS-1', key: expect.any(String) }]);
    expect(await screen.findByTestId('consent-now')).toHaveTextContent("The bank lists Moneybox's access as revoked on 23 Nov 2026.");
  });

  it('stopping a sweeping payment consent the bank answers 0004: the Re-authentication field, then the code under the same key', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/open-banking/recurring-payments/F-VRP-1/revoke');
    await screen.findByRole('heading', { level: 1, name: "Stop Plum's access" });
    expect(screen.queryByLabelText('Re-authentication Security Code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop access' }));
    const code = await screen.findByLabelText('Re-authentication Security Code');
    await user.click(screen.getByRole('button', { name: 'Stop access' }));
    expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
    expect(fake.revokeTries).toHaveLength(1);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Stop access' }));
    await screen.findByRole('heading', { level: 1, name: "Plum's access has stopped" });
    expect(fake.revokeTries.map((t) => t.codes)).toEqual([{}, { reauthenticationCode: '246810' }]);
    expect(fake.revokeTries[1]?.key).toBe(fake.revokeTries[0]?.key);
    expect(fake.revoked).toEqual([{ id: 'F-VRP-1', key: fake.revokeTries[0]?.key }]);
  });

  it('a request opened under another section is not found; authorisation/{authState}/{id} is the request page', async () => {
    await open('/open-banking/recurring-payments/authorisation/AIS-DEMO-1');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    document.body.innerHTML = '';
    await open('/open-banking/information-sharing/authorisation/AIS-DEMO-1/C-1');
    await screen.findByRole('heading', { level: 1, name: 'Moneybox is asking for access' });
  });

  it('never follows an address that is not https, even from the bank, and ignores the page\'s own redirect_uri', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/open-banking/information-sharing/authorisation/AIS-DEMO-1?redirect_uri=https://evil.example/', (f) => {
      f.redirectTemplate = 'http://tpp.example/callback?state={state}&{outcome}';
    });
    await screen.findByRole('heading', { level: 1, name: 'Moneybox is asking for access' });
    await user.click(screen.getByRole('checkbox', { name: 'Current Account, 40-12-76 41234567' }));
    await user.type(screen.getByRole('textbox', { name: 'Re-authentication Security Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('heading', { level: 1, name: 'We cannot send you back to the provider' });
    expect(document.querySelector('[data-error-code="OB_REDIRECT_REFUSED"]')).not.toBeNull();
    expect(fake.answers).toEqual([{ authState: 'AIS-DEMO-1', decision: { decision: 'approve', accountIds: ['F-CUR'], reauthenticationCode: '123456' }, key: expect.any(String) }]);
  });

  it('says open banking is not available while content switches it off, and calls nothing', async () => {
    let calls = 0;
    await open(
      '/open-banking',
      (fake) => {
        const page = fake.consentPage.bind(fake);
        fake.consentPage = (list, next) => ((calls += 1), page(list, next));
      },
      false,
    );
    expect(await screen.findByText('This service is not available at the moment. Please try again later.', {})).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Open banking' })).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('declines without a code', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/open-banking/information-sharing/authorisation/AIS-DEMO-1');
    await screen.findByRole('heading', { level: 1, name: 'Moneybox is asking for access' });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByRole('heading', { level: 1, name: 'Taking you back to Moneybox' });
    expect(fake.answers.map((a) => a.decision)).toEqual([{ decision: 'decline' }]);
  });

  it('leaving asks while an answer is lost; back on the request it is unknown, and the accepted retry leaves for the provider unasked', async () => {
    const user = userEvent.setup();
    const path = '/open-banking/information-sharing/authorisation/AIS-DEMO-1';
    const { fake, router, container } = await open(path, (f) => {
      f.loseAnswers = 1;
    });
    const guard = container.get(LeaveGuardStore);
    await screen.findByRole('heading', { level: 1, name: 'Moneybox is asking for access' });
    await user.click(screen.getByRole('checkbox', { name: 'Current Account, 40-12-76 41234567' }));
    await user.type(screen.getByRole('textbox', { name: 'Re-authentication Security Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'We did not get an answer from the bank' })).toBeInTheDocument();
    expect(guard.shouldPrompt(path, '/summary')).toBe(true);
    expect(guard.words).toBe('We have not had an answer from the bank yet. Your answer to this request may have gone through. If you leave now, check what the bank lists before you make it again.');

    // The customer leaves (the warning's Leave) and comes back to the request.
    void router.navigate('/open-banking');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { level: 1, name: 'Open banking' });
    await router.navigate(path);
    expect(await screen.findByRole('heading', { name: 'We did not get an answer from the bank' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Current Account, 40-12-76 41234567' })).toBeChecked();

    // The bank's answer leaves for the provider at once: the unload warning must not stand in the way.
    const navigator = container.get(FakeNavigator);
    const unloadPrevented: boolean[] = [];
    navigator.leaveTo = (url: string) => {
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      unloadPrevented.push(unload.defaultPrevented);
      navigator.left.push(url);
    };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Taking you back to Moneybox' });
    expect(navigator.left).toHaveLength(1);
    expect(unloadPrevented).toEqual([false]);
    expect(fake.answers.map((a) => a.key)).toEqual([fake.answers[0]!.key, fake.answers[0]!.key]);
    expect(fake.answers[1]!.decision).toEqual({ decision: 'approve', accountIds: ['F-CUR'], reauthenticationCode: '123456' });
  });
});
