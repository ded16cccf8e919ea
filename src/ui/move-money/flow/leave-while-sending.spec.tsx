import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { RefreshBalances } from '../../../core/move-money/refresh-balances.use-case';
import { logOnWithContent } from '../../accounts/testing/accounts-fixture';
import { renderMoveMoney } from '../testing/render-move-money';

/**
 * A customer who leaves the receipt before the app has finished behind it (the balances refresh after
 * a payment) stays where they went. Before, Confirm's handler navigated to the receipt once the refresh
 * came back, wherever the customer was by then, and the closed journey sent them on to a fresh payment
 * form (seen on CI: Move money showed, then 'Pay a company' took its place).
 */
describe('leaving a payment while the app finishes behind it', () => {
  it('after the receipt shows, Move money stays Move money when the balances refresh comes back', async () => {
    const user = userEvent.setup();
    const container = await buildContainerWithAreas({ kind: 'fake' });
    await logOnWithContent(container);
    let finishRefresh: (ok: boolean) => void = () => undefined;
    container.unbind(RefreshBalances);
    container.bind(RefreshBalances).toConstantValue({
      execute: () => new Promise<boolean>((resolve) => (finishRefresh = resolve)),
    } as unknown as RefreshBalances);
    const { router } = renderMoveMoney(container, '/summary/0/move-money/transfers/payee/BEN-1');

    await screen.findByRole('heading', { level: 1, name: 'Pay a saved payee' });
    await user.type(screen.getByLabelText('Amount'), '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: /Check and confirm/ });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 1, name: 'Your payment has been sent' });

    await router.navigate('/summary/0/move-money');
    await screen.findByRole('heading', { level: 1, name: 'Move money' });
    finishRefresh(true);
    // The refresh's answer is handled (the confirmation's last step) and nothing moves the customer.
    await new Promise((r) => setTimeout(r, 50));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/0/move-money'));
    expect(screen.getByRole('heading', { level: 1, name: 'Move money' })).toBeInTheDocument();
  });
});
