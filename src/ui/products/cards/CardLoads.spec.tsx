import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreditCardsPort } from '../../../core/products/cards/credit-cards.port';
import { openCreditCards, slow, submitApplication, toRepaymentOptions, type User } from './card-application-walk.spec-support';

type Loaded = 'repaymentAccounts' | 'preContractInformation' | 'unsignedAgreement' | 'signedAgreement';

/**
 * A load of the card application whose first ask is held open (the loader shows) until the spec fails
 * it; later asks answer as the fake does. A page may show its loader a moment before it asks (on a
 * busy machine, a while): a fail that comes first fails the ask when it comes.
 */
interface Held {
  asked: number;
  fail: () => void;
}

function holdFirst(cards: CreditCardsPort, name: Loaded): Held {
  const real = (cards[name] as (...args: unknown[]) => Promise<unknown>).bind(cards);
  // A code of the bank's own (not the generic panel's): the frame's panel still offers Back.
  const refusal = { code: 'CC500E', description: 'The bank could not answer' };
  let failed = false;
  let rejectFirst: ((reason: unknown) => void) | undefined;
  const held: Held = {
    asked: 0,
    fail: () => {
      failed = true;
      rejectFirst?.(refusal);
    },
  };
  (cards as unknown as Record<Loaded, (...args: unknown[]) => Promise<unknown>>)[name] = (...args) => {
    held.asked += 1;
    if (held.asked > 1) return real(...args);
    return new Promise((_resolve, reject) => {
      if (failed) reject(refusal);
      else rejectFirst = reject;
    });
  };
  return held;
}

async function open(hold: Loaded, prepare: (cards: CreditCardsPort) => void = () => undefined): Promise<Held> {
  let held: Held | undefined;
  await openCreditCards((cards) => {
    held = holdFirst(cards, hold);
    prepare(cards);
  });
  return held as Held;
}

/** Everyday card, £3,000, employed at £30,000, £800 rent: offered £2,500; opt out, minimum; on to the agreement. */
async function toAgreement(user: User) {
  await toRepaymentOptions(user, '3000');
  await user.click(await screen.findByLabelText('The minimum repayment', {}, slow));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 1, name: 'Your credit card agreement' }, slow);
}

/**
 * The product frame's load states on a page (ProductLoad): the loader under its label while the bank
 * has not answered; the one failure panel (its code, Try again, Back, Balances) when it fails; Try
 * again asks again and the page shows.
 */
async function expectFrameLoad(user: User, held: Held, where: () => HTMLElement, label: string, shown: () => Promise<unknown>, titleTag = 'H2') {
  await within(where()).findByText(label, { selector: '.loader .visually-hidden' }, slow);
  act(() => held.fail());
  const buttons = await within(where()).findAllByRole('button', { name: /^(Try again|Back|Balances)$/ }, slow);
  expect(buttons.map((b) => b.textContent)).toEqual(['Try again', 'Back', 'Balances']);
  expect(where().querySelector('[data-error-code="CC500E"]')).not.toBeNull();
  // The panel's title sits under the page's h1 (h2), or under its section's h2 (h3).
  expect(where().querySelector('[data-error-code="CC500E"] .panel__title')?.tagName).toBe(titleTag);
  expect(within(where()).queryByText(label)).toBeNull();
  await user.click(buttons[0]!);
  await shown();
  expect(held.asked).toBe(2);
  expect(where().querySelector('[data-error-code="CC500E"]')).toBeNull();
}

const main = () => screen.getByRole('main');

describe("credit card application: each step's load in the product frame (the shape to leave)", () => {
  it('repayment-options: the accounts to repay from load with the loader, fail with the frame\'s panel, and Try again shows the question', async () => {
    const user = userEvent.setup();
    const held = await open('repaymentAccounts');
    await toRepaymentOptions(user, '3000');
    await expectFrameLoad(user, held, main, 'Loading your accounts', () =>
      screen.findByRole('heading', { level: 1, name: 'How would you like to repay each month?' }, slow),
    );
    expect(screen.getByRole('radio', { name: /Current Account/ })).toBeInTheDocument();
  }, 60_000);

  it('agreement: the pre-contract credit information loads in its section with the loader, fails with the frame\'s panel, and Try again shows it', async () => {
    const user = userEvent.setup();
    const held = await open('preContractInformation');
    await toAgreement(user);
    const section = () => screen.getByRole('region', { name: 'Your pre-contract credit information' });
    await screen.findByRole('region', { name: 'Your pre-contract credit information' }, slow);
    await expectFrameLoad(user, held, section, 'Loading your pre-contract credit information', () =>
      within(section()).findByRole('button', { name: 'Open the pre-contract credit information (PDF)' }, slow),
      'H3',
    );
    // The agreement below it loaded on its own and stays.
    expect(screen.getByRole('button', { name: 'I agree – sign the agreement' })).toBeInTheDocument();
  }, 60_000);

  it('agreement: the unsigned agreement loads with the loader, fails with the frame\'s panel, and Try again shows it with the button that signs', async () => {
    const user = userEvent.setup();
    const held = await open('unsignedAgreement');
    await toAgreement(user);
    await expectFrameLoad(user, held, main, 'Loading your agreement', () =>
      screen.findByRole('region', { name: 'Your credit card agreement' }, slow),
    );
    expect(screen.getByRole('button', { name: 'I agree – sign the agreement' })).toBeInTheDocument();
  }, 60_000);

  it('complete: the signed agreement loads with the loader, fails with the frame\'s panel, and Try again shows its PDF', async () => {
    const user = userEvent.setup();
    const held = await open('signedAgreement');
    await toAgreement(user);
    await user.click(await screen.findByRole('button', { name: 'I agree – sign the agreement' }, slow));
    await screen.findByRole('heading', { level: 1, name: 'Your credit card agreement is signed' }, slow);
    await expectFrameLoad(user, held, main, 'Loading your signed agreement', () =>
      screen.findByRole('button', { name: 'Open the signed agreement (PDF)' }, slow),
      'H3',
    );
  }, 60_000);

  it('your-offer: declined on what the credit file found says what it found, not the general sentence', async () => {
    const user = userEvent.setup();
    // The bank's answer after its hard search found a recent missed payment (demo.senior's file in the demo bank).
    await open('repaymentAccounts', (cards) => {
      cards.decide = async () => ({ kind: 'declined', creditFile: 'missed-payment' });
    });
    await submitApplication(user, '3000');
    await screen.findByRole('heading', { level: 1, name: 'Sorry, we cannot offer you a credit card' }, slow);
    expect(
      within(main()).getByText('Your credit file shows a missed payment to another lender in the last 12 months. We do not offer a credit card while a missed payment that recent is on your file.'),
    ).toBeInTheDocument();
    expect(within(main()).queryByText(/From what you told us and your credit file/)).toBeNull();
    expect(within(main()).getByText(/We searched your credit file with Experian Ltd/)).toBeInTheDocument();
  }, 30_000);
});
