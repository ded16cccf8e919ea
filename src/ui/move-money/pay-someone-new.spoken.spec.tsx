import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainerWithAreas } from '../../composition/container';
import { discoverAreaRoutes } from '../../composition/area-routes';
import { Areas } from '../../composition/areas';
import { Navigator } from '../../core/shared/navigator.port';
import { logOnWithContent } from '../accounts/testing/accounts-fixture';
import { ContainerProvider } from '../di/container-context';
import { appRoutes } from '../shell/app.routes';
import { listen, type Listener } from '../shared/testing/spoken-output';

let listener: Listener | null = null;
afterEach(async () => {
  await listener?.stop();
  listener = null;
});

async function openNewPayment() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  await logOnWithContent(container);
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/summary/0/move-money/new-payment'], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
  container.unbind(Navigator);
  container.bind(Navigator).toConstantValue({
    goTo: (to, options) => void router.navigate(to, { replace: options?.replace }),
    leaveTo: () => undefined,
    here: () => `${router.state.location.key} ${router.state.location.pathname}`,
  } satisfies Navigator);
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Pay someone new' }, { timeout: 30_000 });
  return { router, user: userEvent.setup() };
}

const codeField = () => document.getElementById('transaction-security-code') as HTMLInputElement;

function enter(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('paying someone new, as a screen reader says it', () => {
  it('reads the name check, the digits to sign one by one, and the payment sent with its reference', async () => {
    const { router, user } = await openNewPayment();
    enter("Payee's name", 'Jane Smyth');
    await user.click(screen.getByLabelText('Personal'));
    enter('Sort code', '20-00-00');
    enter('Account number', '55779911');
    enter('Amount', '25');
    enter('Reference', 'DINNER');
    listener = await listen();

    // The Confirmation of Payee answer takes focus and is read with what it means.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/name-check$/), { timeout: 30_000 });
    expect(await listener.heard()).toEqual([
      'button, Checking the name…, disabled',
      "region, The name doesn't quite match, The name you entered, Jane Smyth, is close to the name on the account: Jane Smith. If Jane Smith is who you mean to pay, use that name. If not, check the details before you pay.",
    ]);

    await user.click(screen.getByRole('button', { name: 'Use the name on the account' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/review$/), { timeout: 30_000 });
    await screen.findByRole('heading', { level: 1, name: /Check and confirm/ });
    expect(await listener.heard()).toEqual(['main, Check and confirm: pay someone new']);

    // The code field is described by the digits to key in, one digit at a time.
    await user.click(codeField());
    expect(await listener.heard()).toEqual([
      'textbox, Transaction Security Code, Key in these digits: 9 9 1 1, last 4 digits of the account number; then 2 5 0 0, amount in pence. The 6 digits your Secure Key shows',
    ]);

    // The receipt takes focus and is read with its reference.
    fireEvent.change(codeField(), { target: { value: '123456' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/confirm$/), { timeout: 30_000 });
    await screen.findByRole('heading', { level: 1, name: 'Your payment has been sent' });
    expect(await listener.heard()).toEqual(['button, Confirm', 'polite: Sending your payment', 'polite: ', 'region, Your payment has been sent, Reference MM000001']);
  }, 120_000);
});
