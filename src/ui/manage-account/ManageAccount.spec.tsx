import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Container } from 'inversify';
import { buildContainer } from '../../composition/container';
import { discoverAreaRoutes } from '../../composition/area-routes';
import { Areas } from '../../composition/areas';
import { MessagesPort } from '../../core/messages/messages.port';
import type { FakeMessages } from '../../adapters/fakes/fake-messages.adapter';
import { appRoutes } from '../shell/app.routes';
import { ContainerProvider } from '../di/container-context';
import { SessionStatePort } from '../../core/session/auth-state';
import { ContentStore } from '../content/content.store';

async function open(path: string): Promise<{ container: Container }> {
  const container = buildContainer({ kind: 'fake' });
  container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
  await container.get(ContentStore).load();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { container };
}

describe('manage account (nested under the account)', () => {
  it('lists what can be managed on the account, the message forms included', async () => {
    await open('/summary/0/manage-account');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Manage account' }, { timeout: 5000 });
    const list = heading.parentElement as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Statements' })).toHaveAttribute('href', '/summary/0/transactions/statements');
    expect(within(list).getByRole('link', { name: 'Download transactions' })).toHaveAttribute('href', '/summary/0/transactions/download');
    expect(within(list).getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/summary/0/manage-account/travel');
  });

  it('sends a travel notice: details checked, review, one send with its key, then what happens next', async () => {
    const user = userEvent.setup();
    const { container } = await open('/summary/0/manage-account/travel/message/travel');
    await screen.findByRole('heading', { level: 1, name: 'Tell us you are travelling' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link', { name: 'This field requires a value' }).map((a) => a.getAttribute('href'))).toEqual(['#field-destinations', '#field-departureDate', '#field-returnDate']);
    await user.type(screen.getByLabelText('Where are you going?'), 'France, Spain');
    await user.type(screen.getByLabelText('Date you leave'), '2026-12-14');
    await user.type(screen.getByLabelText('Date you come back'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('End date must be after start date.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Where are you going?')).toHaveValue('France, Spain');
    await user.clear(screen.getByLabelText('Date you come back'));
    await user.type(screen.getByLabelText('Date you come back'), '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your travel notice' });
    expect(screen.getByText('14 December 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { level: 1, name: 'Your travel notice has been sent' });
    expect(screen.getByText(/We have noted your travel/)).toBeInTheDocument();
    expect(screen.getByText(/within 2 working days/)).toBeInTheDocument();
    const sent = (container.get(MessagesPort) as FakeMessages).sent;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.message).toMatchObject({ kind: 'travel', destinations: 'France, Spain', departureDate: '2026-12-14', returnDate: '2026-12-20' });
    expect(sent[0]?.key).toMatch(/\S/);
  });

  it('sends a deep link into the review back to the details', async () => {
    await open('/summary/0/manage-account/payments/message/dispute-transaction/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question a payment' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
