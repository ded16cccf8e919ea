import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainerWithAreas } from '../../../composition/container';
import { discoverAreaRoutes } from '../../../composition/area-routes';
import { Areas } from '../../../composition/areas';
import { CreditCardsPort } from '../../../core/products/cards/credit-cards.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import { ContentStore } from '../../content/content.store';
import { ContainerProvider } from '../../di/container-context';
import { appRoutes } from '../../shell/app.routes';

export type User = ReturnType<typeof userEvent.setup>;

/** Each step is a lazy page: on a loaded machine its chunk can take longer than the default second. */
export const slow = { timeout: 30_000 };

/**
 * The credit cards page with the fakes, logged on in full; `arrange` sets the cards' fake up before
 * anything is asked of it. Gives the fake the page uses.
 */
export async function openCreditCards(arrange: (cards: CreditCardsPort) => void = () => undefined): Promise<CreditCardsPort> {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const cards = container.get<CreditCardsPort>(CreditCardsPort);
  arrange(cards);
  container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
  await container.get(ContentStore).load();
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/products/credit-cards'], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return cards;
}

/** An Everyday card for a limit of `limit` pounds, employed at £30,000, £800 rent, nothing else owed: Submit application pressed. */
export async function submitApplication(user: User, limit: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'Start your application' }, slow));
  await user.click(await screen.findByRole('radio', { name: 'Everyday Credit Card' }, slow));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/Credit limit for your Everyday Credit Card/, {}, slow), limit);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByLabelText('Employed', { exact: true }, slow));
  await user.type(screen.getByLabelText('What is your yearly income before tax?'), '30000');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/rent or mortgage/, {}, slow), '800');
  await user.type(screen.getByLabelText(/loans and other credit/), '0');
  await user.type(screen.getByLabelText(/depend on you/), '0');
  await user.click(screen.getByLabelText('No, I pay my living costs alone'));
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
}

/** The application of `submitApplication`, offered: no limit increases; on to the repayment options. */
export async function toRepaymentOptions(user: User, limit: string): Promise<void> {
  await submitApplication(user, limit);
  await screen.findByRole('heading', { level: 1, name: 'Your offer' }, slow);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByLabelText(/No, do not raise my limit/, {}, slow));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}
