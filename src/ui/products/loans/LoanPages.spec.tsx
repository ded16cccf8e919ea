import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { PersonalLoansPort } from '../../../core/products/loans/personal-loans.port';
import type { FakePersonalLoans } from '../../../adapters/products/loans/fake-personal-loans.adapter';
import { openLoggedOn } from '../../../composition/testing/open-logged-on';

async function open(path: string) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { router } = await openLoggedOn(container, path);
  return { fake: container.get(PersonalLoansPort) as FakePersonalLoans, router };
}

type User = ReturnType<typeof userEvent.setup>;
/** Each step is a lazy page: on a loaded machine its chunk can take a while (the page specs' one bound, test/setup/unit.setup.ts). */
const slow = { timeout: 30_000 };

async function toSummary(user: User, income: string, amount = '7500') {
  await user.click(await screen.findByRole('button', { name: 'Get your personal quote' }));
  await user.type(await screen.findByLabelText('How much would you like to borrow?', {}, slow), amount);
  await user.type(screen.getByLabelText('Over how many months?'), '36');
  await user.click(screen.getByLabelText('A car or other vehicle'));
  await user.click(screen.getByRole('button', { name: 'Get my quote' }));
  expect(await screen.findByText(amount === '7500' ? '£230.52 a month for 36 months' : /a month for 36 months$/, {}, slow)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Continue with this quote' }));
  await user.click(await screen.findByLabelText('Employed', {}, slow));
  await user.type(screen.getByLabelText('What is your annual income before tax?'), income);
  await user.type(screen.getByLabelText('How much do you pay each month for your home?'), '900');
  await user.type(screen.getByLabelText('How much do you pay each month for other borrowing?'), '100');
  await user.type(screen.getByLabelText('How many people depend on you financially?'), '0');
  await user.click(screen.getByLabelText('No, I pay my living costs alone'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // Affordability on income after tax and essential spending (CONC 5.2A.12R to 5.2A.20).
  expect(await screen.findByText('Income each month, after tax', {}, slow)).toBeInTheDocument();
  expect(screen.getByText('Left each month, after tax and essential spending')).toBeInTheDocument();
  // £45,000: (45,000 − 32,430 × 28%) ÷ 12 = £2,993.30; £15,000: (15,000 − 2,430 × 28%) ÷ 12 = £1,193.30.
  // Essentials £900 + £100 + £946.83 living costs for a household of one (core living-costs.rules) = £1,946.83.
  const afterTax = { '45000': '£2,993.30', '15000': '£1,193.30' }[income];
  expect(screen.getByText(afterTax ?? 'no figure for this income')).toBeInTheDocument();
  expect(screen.getByText('£1,946.83')).toBeInTheDocument();
  // CONC 5.2A.20: the page says the living costs are an estimate, and that a higher own figure is used.
  expect(screen.getByText('Of which living costs (our estimate)')).toBeInTheDocument();
  expect(screen.getByText('£946.83')).toBeInTheDocument();
  expect(screen.getByText(/Living costs are an estimate, not your own figures: what a household of one typically spends/)).toBeInTheDocument();
  await user.click(await screen.findByLabelText(/I can afford these repayments/, {}, slow));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' }, slow)).toBeInTheDocument();
  await screen.findByText('Annual income before tax', {}, slow);
}

async function agreeAndChooseAccount(user: User) {
  const agree = screen.getByLabelText(/I have read the pre-contract credit information/);
  expect(agree).toBeDisabled();
  expect(screen.getByText('Open the pre-contract credit information before you agree')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open the pre-contract credit information' }));
  await waitFor(() => expect(agree).toBeEnabled(), slow);
  // This application's own document, to read and to keep.
  expect(screen.getByRole('link', { name: 'Download the pre-contract credit information (PDF)' })).toHaveAttribute('download', expect.stringMatching(/^pre-contract-credit-information-.+\.pdf$/));
  expect(screen.queryByText(/the same for every customer/)).toBeNull();
  await user.click(agree);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByLabelText(/Current Account, 40-12-76 41234567/, {}, slow));
  // Search before decision (CCA s55B): the hard search is declared before the submit that does it.
  expect(screen.getByText(/When you submit your application, we do a hard search of your credit file/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
}

describe('personal loan pages', () => {
  it('the splash shows the representative example: £10,000 over 48 months, £238.03 a month, £11,425.44', async () => {
    await open('/products/personal-loans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal loan' })).toBeInTheDocument();
    const example = await screen.findByRole('region', { name: 'Representative example' });
    for (const text of ['£10,000.00', '48 months', '£238.03', '6.9% APR', '6.69% (fixed)', '£1,425.44', '£11,425.44']) {
      expect(within(example).getByText(text, { exact: true })).toBeInTheDocument();
    }
  }, 20_000);

  it('the splash as CONC 3.5 has it: the representative APR leads, the example once with its range, the postal address', async () => {
    await open('/products/personal-loans');
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Personal loan' });
    const main = h1.parentElement as HTMLElement;
    await screen.findByRole('heading', { name: 'Representative example' });
    // The lead: one figure, the representative APR, before any other rate on the page (CONC 3.5.5R(3)).
    const leads = main.querySelectorAll('.rep-apr__figure');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toHaveTextContent(/^6\.9% APR$/);
    expect(leads[0]?.closest('.rep-apr')).toHaveTextContent(/^6\.9% APR representative$/);
    const rates = Array.from(main.querySelectorAll('p, li, dd, strong')).filter((el) => /\d%/.test(el.textContent ?? ''));
    expect(rates[0]).toBe(leads[0]?.closest('.rep-apr'));
    // The example once: one heading, each of its figures once, its range said (CONC 3.5.5R).
    expect(screen.getAllByText(/Representative example/)).toHaveLength(1);
    for (const figure of [/£238\.03/, /£11,425\.44/, /6\.69%/]) expect(screen.getAllByText(figure)).toHaveLength(1);
    expect(screen.getByText('This example is for loans of £7,500 to £25,000.')).toBeInTheDocument();
    // A postal address at which the bank can be contacted (CONC 3.5.3R(1)(b)).
    expect(screen.getByText('Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA').closest('address')).not.toBeNull();
  }, 20_000);

  it('a deep link into a later step goes back to the splash; an unknown fallback is not found', async () => {
    const first = await open('/products/personal-loans/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal loan' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/products/personal-loans');
    const second = await open('/products/personal-loans/approved');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/not-found'));
  }, 20_000);

  it('bad input: the summary on Continue, nothing typed lost', async () => {
    const user = userEvent.setup();
    await open('/products/personal-loans');
    await user.click(await screen.findByRole('button', { name: 'Get your personal quote' }));
    const amount = await screen.findByLabelText('How much would you like to borrow?', {}, slow);
    await user.type(amount, '7500.50');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get my quote' }));
    expect(await screen.findByRole('link', { name: 'Enter an amount in whole pounds, like 7500' })).toHaveAttribute('href', '#loan-amount');
    expect(screen.getByRole('link', { name: 'This field requires a value' })).toHaveAttribute('href', '#loan-term');
    expect(screen.getByRole('link', { name: 'This field requires a selection' })).toBeInTheDocument();
    expect(amount).toHaveValue('7500.50');
  }, 20_000);

  it('About you asks whether a partner or another adult shares the living costs: unanswered, the error summary links to it; Yes estimates a household of 2 people', async () => {
    const user = userEvent.setup();
    await open('/products/personal-loans');
    await user.click(await screen.findByRole('button', { name: 'Get your personal quote' }));
    await user.type(await screen.findByLabelText('How much would you like to borrow?', {}, slow), '7500');
    await user.type(screen.getByLabelText('Over how many months?'), '36');
    await user.click(screen.getByLabelText('A car or other vehicle'));
    await user.click(screen.getByRole('button', { name: 'Get my quote' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with this quote' }, slow));
    await user.click(await screen.findByLabelText('Employed', {}, slow));
    await user.type(screen.getByLabelText('What is your annual income before tax?'), '45000');
    await user.type(screen.getByLabelText('How much do you pay each month for your home?'), '900');
    await user.type(screen.getByLabelText('How much do you pay each month for other borrowing?'), '100');
    await user.type(screen.getByLabelText('How many people depend on you financially?'), '0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Select yes if you share your living costs with a partner or another adult' }, slow);
    expect(link).toHaveAttribute('href', '#loan-shares-living-costs-yes');
    const question = screen.getByRole('group', { name: 'Do you share your living costs with a partner or another adult?' });
    expect(within(question).getByText('Select yes if you share your living costs with a partner or another adult', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('What is your annual income before tax?')).toHaveValue('45000');
    await user.click(within(question).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // £600 + £400 everyday, £190.00 council tax without the single-adult discount, £154.08 energy, £50.25 water.
    expect(await screen.findByText('Of which living costs (our estimate)', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('£1,394.33')).toBeInTheDocument();
    expect(screen.getByText('£2,394.33')).toBeInTheDocument();
    expect(screen.getByText(/Living costs are an estimate, not your own figures: what a household of 2 people typically spends/)).toBeInTheDocument();
  }, 60_000);

  it('a changed answer on your details keeps that page open and closes the pages after it; the other answers are kept', async () => {
    const user = userEvent.setup();
    const { router } = await open('/products/personal-loans');
    await toSummary(user, '45000');
    await act(() => router.navigate('/products/personal-loans/your-details'));
    const income = await screen.findByLabelText('What is your annual income before tax?', {}, slow);
    await user.clear(income);
    await user.type(income, '46000');
    expect(router.state.location.pathname).toBe('/products/personal-loans/your-details');
    // The summary (and affordability) answered the old income: they open again only after Continue.
    await act(() => router.navigate('/products/personal-loans/summary'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/personal-loans/your-details'), slow);
    expect(await screen.findByLabelText('How much do you pay each month for your home?', {}, slow)).toHaveValue('900');
  }, 60_000);

  it('accepted: the SECCI must be opened before agreeing; a double press applies once; complete says the 14 days', async () => {
    const user = userEvent.setup();
    const { fake, router } = await open('/products/personal-loans');
    await toSummary(user, '45000');
    await agreeAndChooseAccount(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Good news: we can offer you this loan' }, slow)).toBeInTheDocument();
    // Decided once, at submission, after the hard search; the page carries the decision out and asks nothing again.
    expect(fake.decisionCalls).toBe(1);
    expect(screen.getByText(/We did a hard search of your credit file when you submitted your application/)).toBeInTheDocument();
    await router.navigate('/products/personal-loans/summary');
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' }, slow);
    await router.navigate('/products/personal-loans/decision');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good news: we can offer you this loan' }, slow)).toBeInTheDocument();
    expect(fake.decisionCalls).toBe(1);
    // The adequate explanation (CCA s55A) comes before the agreement: missed payments, unsuitability, questions.
    const explanation = await screen.findByRole('region', { name: 'Before you sign: what this loan means for you' }, slow);
    expect(explanation).toHaveTextContent(/If you miss a payment.*default notice.*court/);
    expect(explanation).toHaveTextContent(/consolidating over a longer term can cost more in total/);
    expect(explanation).toHaveTextContent(/Ask us a question/);
    // The unsigned agreement is on the page, with its PDF, before the one button that signs it.
    expect(await screen.findByRole('heading', { level: 2, name: 'Fixed-Sum Loan Agreement regulated by the Consumer Credit Act 1974' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Not signed yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the unsigned loan agreement (PDF)' })).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'I agree – sign the agreement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan has been set up' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/personal-loans/complete');
    expect(fake.applyKeys).toHaveLength(1);
    expect(screen.getByText(/You have 14 days to change your mind/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Open the signed loan agreement (PDF)' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/is kept in/)).toHaveTextContent('A copy of your signed agreement and of the pre-contract credit information is kept in My documents.');
    expect(fake.accountsHeld.find((a) => a.id === 'HK-CUR-001')?.balance).toBe(184_215 + 750_000);
  }, 30_000);

  it('£4,004: the bank asks for re-authentication (0004) at signing; the field, nothing sent without a code, then the code under the same key', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/products/personal-loans');
    await toSummary(user, '45000', '4004');
    await agreeAndChooseAccount(user);
    await screen.findByRole('heading', { level: 1, name: 'Good news: we can offer you this loan' }, slow);
    await screen.findByText('Not signed yet.', {}, slow);
    expect(screen.queryByLabelText('Re-authentication Security Code')).toBeNull();
    const sign = screen.getByRole('button', { name: 'I agree – sign the agreement' });
    await user.click(sign);
    const field = await screen.findByLabelText('Re-authentication Security Code', {}, slow);
    await user.click(sign);
    expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
    expect(fake.applyKeys).toHaveLength(1);
    await user.type(field, '123456');
    await user.click(sign);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan has been set up' }, slow)).toBeInTheDocument();
    expect(fake.applyCodes).toEqual([{}, { reauthenticationCode: '123456' }]);
    expect(fake.applyKeys).toHaveLength(2);
    expect(new Set(fake.applyKeys).size).toBe(1);
  }, 30_000);

  it('an income of £15,000 is referred: the referral page says why and what next, and nothing is applied for', async () => {
    const user = userEvent.setup();
    const { fake, router } = await open('/products/personal-loans');
    await toSummary(user, '15000');
    await agreeAndChooseAccount(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'We need to look at your application' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/personal-loans/referred');
    expect(screen.getByRole('heading', { level: 2, name: 'What you can do next' })).toBeInTheDocument();
    // The one promise of when, which the bank's inbox message keeps; the search was at submission.
    expect(screen.getByText(/send you a secure message in your inbox within 2 working days/)).toBeInTheDocument();
    expect(screen.getByText(/We did a hard search of your credit file when you submitted your application/)).toBeInTheDocument();
    expect(fake.applyKeys).toHaveLength(0);
  }, 30_000);

  it('declined on what the credit file found: the page says what it found, not the income rule', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/products/personal-loans');
    // The bank's answer after its hard search found a recent missed payment (demo.senior's file in the demo bank).
    fake.decision = async () => ({ decision: 'declined', creditFile: 'missed-payment' });
    await toSummary(user, '45000');
    await agreeAndChooseAccount(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot offer you this loan' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Your credit file shows a missed payment to another lender in the last 12 months. We do not offer a loan while a missed payment that recent is on your file.')).toBeInTheDocument();
    expect(screen.queryByText(/more than we can lend on the income you told us/)).toBeNull();
    // CCA s157: the agency searched, and how to contact it.
    expect(screen.getByText(/We searched your credit file with Experian Ltd/)).toBeInTheDocument();
    expect(fake.applyKeys).toHaveLength(0);
  }, 30_000);
});
