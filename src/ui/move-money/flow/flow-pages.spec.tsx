import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { logOnWithContent } from '../../accounts/testing/accounts-fixture';
import { renderMoveMoney } from '../testing/render-move-money';

async function open(path: string) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  await logOnWithContent(container);
  return { di: container, ...renderMoveMoney(container, path) };
}

describe('the standing order details', () => {
  it('chooses how the payments end, and shows the number of payments field', async () => {
    const user = userEvent.setup();
    await open('/summary/0/move-money/pay-person-regular');
    await screen.findByRole('heading', { level: 1, name: 'Set up a standing order to a person' });
    expect(screen.getByLabelText('Until I cancel them')).toBeChecked();
    await user.click(screen.getByLabelText('After a number of payments'));
    expect(screen.getByLabelText('After a number of payments')).toBeChecked();
    expect(screen.getByLabelText('Number of payments')).toBeInTheDocument();
  });

  it('sends a deep link into the review back to the details', async () => {
    const { router } = await open('/summary/0/move-money/new-payment/review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/0/move-money/new-payment'));
  });
});
