import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { buildContainerWithAreas } from '../../../composition/container';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent } from '../testing/accounts-fixture';

/** AP004T only when the function is off; a failure shows its own code. */
async function openWithUpcomingFailing(code: string) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { accounts } = await logOnWithContent(container);
  accounts.failWith('upcomingTransactions', { code, description: 'x' });
  renderAccountsRoute(container, '/summary');
  await screen.findByRole('heading', { level: 1, name: 'Balances' });
  const section = within(screen.getByRole('region', { name: 'Upcoming transactions' }));
  await section.findByText(/\(|quote error code/);
  return section;
}

describe('Upcoming transactions section failures', () => {
  it.each(['FD999T', 'FD001T', 'TX0500'])('%s shows its own code in the section, not AP004T', async (code) => {
    const section = await openWithUpcomingFailing(code);
    expect(section.getByText(new RegExp(`quote error code ${code}\\.`))).toBeInTheDocument();
    expect(section.queryByText(/AP004T/)).not.toBeInTheDocument();
    // The rest of the page stands.
    expect(screen.getByRole('region', { name: 'Your accounts' })).toBeInTheDocument();
  });

  it('AP004T (the function is off) says the content is unavailable, quoting AP004T', async () => {
    const section = await openWithUpcomingFailing('AP004T');
    expect(section.getByText(/Sorry this content currently unavailable, please try again later\./)).toHaveTextContent('(AP004T)');
    expect(section.queryByText(/quote error code/)).not.toBeInTheDocument();
  });

  it('FD890T (its content is missing) quotes FD890T', async () => {
    const section = await openWithUpcomingFailing('FD890T');
    expect(section.getByText(/Sorry this content currently unavailable, please try again later\./)).toHaveTextContent('(FD890T)');
    expect(section.queryByText(/AP004T/)).not.toBeInTheDocument();
  });
});
