import { fillDate } from '../shared/date-input.spec-support';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { buildContainer, loadArea } from '../../composition/container';
import { areasFor } from '../../composition/area-routes';
import { Areas } from '../../composition/areas';
import { MessagesPort } from '../../core/messages/messages.port';
import type { FakeMessages } from '../../adapters/fakes/fake-messages.adapter';
import { FakeInbox } from '../../adapters/fakes/fake-inbox.adapter';
import { openLoggedOn } from '../../composition/testing/open-logged-on';

async function open(path: string, arrange?: (container: Container) => void) {
  const container = buildContainer({ kind: 'fake' });
  if (arrange) {
    // The area's fakes are bound when it loads: load it first, then arrange them.
    for (const area of areasFor(path, Areas)) await loadArea(container, area);
    arrange(container);
  }
  return openLoggedOn(container, path);
}

describe('manage account (nested under the account)', () => {
  it('lists what can be managed on the account, the message forms included', async () => {
    await open('/summary/0/manage-account');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Manage account' });
    const list = heading.parentElement as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Statements' })).toHaveAttribute('href', '/summary/0/transactions/statements');
    expect(within(list).getByRole('link', { name: 'Download transactions' })).toHaveAttribute('href', '/summary/0/transactions/download');
    expect(within(list).getByRole('link', { name: 'Travel' })).toHaveAttribute('href', '/summary/0/manage-account/travel');
  });

  it('sends a travel notice: details checked, review, one send with its key, then what happens next', async () => {
    const user = userEvent.setup();
    const { container } = await open('/summary/0/manage-account/travel/message/travel');
    // The form shows once send-allowed has answered (docs/rules/customer-states.md).
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us you are travelling' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link', { name: 'This field requires a value' }).map((a) => a.getAttribute('href'))).toEqual(['#field-destinations', '#field-departureDate', '#field-returnDate']);
    await user.type(screen.getByLabelText('Where are you going?'), 'France, Spain');
    fillDate('Date you leave', { day: '14', month: 'Dec', year: '2026' });
    fillDate('Date you come back', '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('End date must be after start date.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Where are you going?')).toHaveValue('France, Spain');
    fillDate('Date you come back', { day: '20', month: '', year: '2026' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Date you come back must include a month')).not.toHaveLength(0);
    fillDate('Date you come back', '2026-12-20');
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
  }, 15_000);

  it('sends a deep link into the review back to the details', async () => {
    await open('/summary/0/manage-account/payments/message/dispute-transaction/review');
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByRole('heading', { level: 1, name: 'Question a payment' })).toBeInTheDocument();
  });

  it('offers a form only once send-allowed succeeds: failing, back to Manage account, which says why, and nothing sent', async () => {
    const { container, router } = await open('/summary/0/manage-account/travel/message/travel', (c) => {
      c.get(FakeInbox).sendAllowedAnswer = false;
    });
    await screen.findByRole('heading', { level: 1, name: 'Manage account' });
    expect(router.state.location.pathname).toBe('/summary/0/manage-account');
    expect(screen.getByText('Sorry, you cannot send us a secure message at the moment. Please call us instead.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(container.get(FakeInbox).calls).toContain('sendAllowed');
    expect((container.get(MessagesPort) as FakeMessages).sent).toHaveLength(0);
  });
});
