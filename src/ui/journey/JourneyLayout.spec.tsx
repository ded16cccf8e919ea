import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Container } from 'inversify';
import { buildContainer } from '../../composition/container';
import { ContainerProvider } from '../di/container-context';
import { LeaveGuardStore } from '../shell/leave-guard.store';
import { JourneyLayout } from './JourneyLayout';
import { JourneyStep } from './JourneyStep';
import { JourneyStore } from './journey.store';
import { useJourney } from './journey-context';
import { useJourneyNavigate } from './use-journey-navigate';
import { ConfirmButton } from './ConfirmButton';
import type { ConfirmAnswer } from '../../core/journey/confirm-answer';

type Flow = JourneyStore<{ amount: string }, string>;
const sent: string[] = [];
let answer: () => Promise<ConfirmAnswer<string>> = async () => ({ kind: 'accepted', outcome: 'REF-1' });

const Details = observer(function Details() {
  const journey = useJourney<Flow>();
  const go = useJourneyNavigate();
  return (
    <>
      <h1>Details</h1>
      <label htmlFor="amount">Amount</label>
      <input id="amount" value={journey.details.amount} onChange={(e) => journey.update({ amount: e.target.value })} />
      <button
        type="button"
        onClick={() => {
          const next = journey.pass('details');
          journey.beginReview({ ...journey.details });
          go(next);
        }}
      >
        Continue
      </button>
    </>
  );
});

const Review = observer(function Review() {
  const journey = useJourney<Flow>();
  const go = useJourneyNavigate();
  return (
    <>
      <h1>Review</h1>
      <p>Key {journey.idempotencyKey}</p>
      <ConfirmButton
        sending={journey.sending}
        onConfirm={() => {
          void journey
            .confirm(async (key) => {
              sent.push(key);
              return answer();
            })
            .then((a) => a.kind === 'accepted' && go(journey.pass('review')));
        }}
      />
    </>
  );
});

function Done() {
  return <h1>Done</h1>;
}

function open(container: Container, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      {
        path: '/flow',
        element: (
          <JourneyLayout
            create={(keys) => new JourneyStore({ steps: ['details', 'review', 'confirm'], initial: { amount: '' }, keys })}
            trackerLabels={{ details: 'Payment details', review: 'Review', confirm: 'Confirmation' }}
          />
        ),
        children: [
          { index: true, element: <JourneyStep step="details"><Details /></JourneyStep> },
          { path: 'review', element: <JourneyStep step="review"><Review /></JourneyStep> },
          { path: 'confirm', element: <JourneyStep step="confirm"><Done /></JourneyStep> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

describe('a journey (details → review → confirm)', () => {
  it('sends a deep link into review or confirm back to details', async () => {
    const router = open(buildContainer({ kind: 'fake' }), '/flow/confirm');
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/flow');
  });

  it('keeps what the customer typed on Back, shows the step tracker, and asks before leaving the flow', async () => {
    const container = buildContainer({ kind: 'fake' });
    const router = open(container, '/flow');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '12.50');
    expect(screen.getByText('Payment details').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByText('Review', { selector: '.step-tracker__label' }).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    const guard = container.get(LeaveGuardStore);
    expect(guard.shouldPrompt('/flow/review', '/flow')).toBe(false);
    expect(guard.shouldPrompt('/flow/review', '/elsewhere')).toBe(true);
    expect(guard.shouldPrompt('/flow/review', '/logoff/user')).toBe(false);
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('Amount')).toHaveValue('12.50');
  });

  it('sends one request with one key on a double press, then only the outcome stays open', async () => {
    sent.length = 0;
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve({ kind: 'accepted', outcome: 'REF-1' })));
    const container = buildContainer({ kind: 'fake' });
    const router = open(container, '/flow');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await user.click(confirm);
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(container.get(LeaveGuardStore).active).toBe(false);
    await act(() => router.navigate('/flow/review'));
    expect(router.state.location.pathname).toBe('/flow/confirm');
  });

  it('retries a lost answer with the same key', async () => {
    sent.length = 0;
    const answers: Array<ConfirmAnswer<string>> = [{ kind: 'unknown', reason: 'no-answer', code: 'FD999T' }, { kind: 'accepted', outcome: 'REF-2' }];
    answer = vi.fn(async () => answers.shift() as ConfirmAnswer<string>);
    open(buildContainer({ kind: 'fake' }), '/flow');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(sent).toEqual(['key-1', 'key-1']);
  });
});
