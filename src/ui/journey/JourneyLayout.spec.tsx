import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Container } from 'inversify';
import { buildContainer, loadFeature } from '../../composition/container';
import { journalBindings } from '../../composition/modules/journal.bindings';
import { ContainerProvider } from '../di/container-context';
import { LeaveGuardStore } from '../shell/leave-guard.store';
import { JourneyLayout } from './JourneyLayout';
import { JourneyStep } from './JourneyStep';
import { JourneyStore } from './journey.store';
import { useJourney } from './journey-context';
import { useJourneyNavigate } from './use-journey-navigate';
import { ConfirmButton } from './ConfirmButton';
import type { ConfirmAnswer } from '../../core/journey/confirm-answer';
import { leaveGuardUnsavedWords } from '../../core/shell/leave-guard';

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

/** The start-up container with the request journal every confirming area loads (journal.bindings.ts). */
function journeyContainer(): Container {
  const container = buildContainer({ kind: 'fake' });
  loadFeature(container, journalBindings);
  return container;
}

function open(container: Container, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      {
        path: '/flow',
        element: (
          <JourneyLayout
            create={(keys, outcomes) =>
              new JourneyStore({ steps: ['details', 'review', 'confirm'], initial: { amount: '' }, keys, journal: { journal: outcomes, scope: 'test' } })
            }
            confirms={{ subject: 'payment' }}
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
    const router = open(journeyContainer(), '/flow/confirm');
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/flow');
  });

  it('keeps what the customer typed on Back, shows the step tracker, and asks before leaving the flow', async () => {
    const container = journeyContainer();
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
    const container = journeyContainer();
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

  it('a customer who left while the confirmation was out stays where they went when it is accepted', async () => {
    sent.length = 0;
    let release!: () => void;
    answer = () => new Promise((resolve) => (release = () => resolve({ kind: 'accepted', outcome: 'REF-1' })));
    const router = open(journeyContainer(), '/flow');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The Back link, a shell link and 'Leave': the flow's pages are gone.
    await act(() => router.navigate('/elsewhere'));
    await act(async () => release());
    expect(sent).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('retries a lost answer with the same key', async () => {
    sent.length = 0;
    const answers: Array<ConfirmAnswer<string>> = [{ kind: 'unknown', reason: 'no-answer', code: 'FD999T' }, { kind: 'accepted', outcome: 'REF-2' }];
    answer = vi.fn(async () => answers.shift() as ConfirmAnswer<string>);
    open(journeyContainer(), '/flow');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('with nothing typed (a cancel), the leave warning stands while the answer is out or unknown and says it may have gone through', async () => {
    sent.length = 0;
    let release!: (a: ConfirmAnswer<string>) => void;
    answer = () => new Promise((resolve) => (release = resolve));
    const container = journeyContainer();
    open(container, '/flow');
    const guard = container.get(LeaveGuardStore);
    const user = userEvent.setup();
    // Nothing typed: Continue straight to the review, as a cancel, delete or stop does.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    // The send is out: leaving asks, with the words of an instruction that may have gone through.
    expect(guard.shouldPrompt('/flow/review', '/elsewhere')).toBe(true);
    expect(guard.words).toContain('Your payment may have gone through.');
    await act(async () => release({ kind: 'unknown', reason: 'no-answer', code: 'FD999T' }));
    // The answer is lost: still asks, still the same words; never the unsaved-entries words.
    expect(guard.shouldPrompt('/flow/review', '/elsewhere')).toBe(true);
    expect(guard.words).toBe('We have not had an answer from the bank yet. Your payment may have gone through. If you leave now, check what the bank lists before you make it again.');
    expect(guard.words).not.toBe(leaveGuardUnsavedWords);
    expect(guard.shouldPrompt('/flow/review', '/logoff/user')).toBe(false);
  });

  it('a new flow for the same instruction after a lost answer and Leave is unknown, and its retry keeps the key', async () => {
    sent.length = 0;
    const answers: Array<ConfirmAnswer<string>> = [{ kind: 'unknown', reason: 'no-answer', code: 'FD999T' }, { kind: 'accepted', outcome: 'REF-3' }];
    answer = vi.fn(async () => answers.shift() as ConfirmAnswer<string>);
    const container = journeyContainer();
    const first = open(container, '/flow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    expect(sent).toEqual(['key-1']);
    // Leave: the flow's layout (and its store) goes; the session keeps the lost answer.
    await act(() => first.navigate('/elsewhere'));
    cleanup();
    open(container, '/flow');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Key key-1')).toBeInTheDocument();
    expect(container.get(LeaveGuardStore).words).toContain('may have gone through');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(sent).toEqual(['key-1', 'key-1']);
  });
});

describe('a journey with a form on more than one step', () => {
  const steps = ['one', 'two', 'three', 'four', 'five'] as const;
  type Five = JourneyStore<{ note: string }, string>;

  const Page = observer(function Page({ step }: { step: string }) {
    const journey = useJourney<Five>();
    const go = useJourneyNavigate();
    return (
      <>
        <h1>Step {step}</h1>
        <label htmlFor={`note-${step}`}>Note</label>
        <input id={`note-${step}`} value={journey.details.note} onChange={(e) => journey.update({ note: e.target.value })} />
        <button type="button" onClick={() => go(journey.pass(step))}>
          Continue
        </button>
      </>
    );
  });

  it('changing step 2 of 5 keeps step 1 passed and step 2 on screen, and closes steps 3 to 5', async () => {
    let store!: Five;
    const router = createMemoryRouter(
      [
        {
          path: '/five',
          element: (
            <JourneyLayout
              create={(keys) => (store = new JourneyStore({ steps, initial: { note: '' }, keys })) as never}
            />
          ),
          children: steps.map((step, i) => ({
            ...(i === 0 ? { index: true as const } : { path: step }),
            element: <JourneyStep step={step}><Page step={step} /></JourneyStep>,
          })),
        },
      ],
      { initialEntries: ['/five'] },
    );
    render(
      <ContainerProvider container={journeyContainer()}>
        <RouterProvider router={router} />
      </ContainerProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Note'), 'a');
    for (const step of ['two', 'three', 'four', 'five']) {
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByRole('heading', { name: `Step ${step}` })).toBeInTheDocument();
    }
    await act(() => router.navigate('/five/two'));
    await user.type(await screen.findByLabelText('Note'), 'b');
    expect(screen.getByRole('heading', { name: 'Step two' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/five/two');
    expect(steps.map((s) => store.canOpen(s))).toEqual([true, true, false, false, false]);
    await act(() => router.navigate('/five/four'));
    expect(await screen.findByRole('heading', { name: 'Step two' })).toBeInTheDocument();
  });
});
