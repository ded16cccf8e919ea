import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { SavingsPort } from '../../../core/products/savings/savings.port';
import type { FakeSavings } from '../../../adapters/fakes/fake-savings.adapter';
import { openLoggedOn } from '../../../composition/testing/open-logged-on';
import { FakeClock } from '../../../adapters/fakes/fake-clock.adapter';

async function open(path: string, before: (fake: FakeSavings) => void = () => undefined) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  before(container.get(SavingsPort) as FakeSavings);
  const { router } = await openLoggedOn(container, path);
  return { fake: container.get(SavingsPort) as FakeSavings, router, clock: container.get(FakeClock) };
}

/** On the review: Apply gets 0004, the field appears, a press without a code sends nothing, the code goes through. */
async function applyThroughReauthentication(user: ReturnType<typeof userEvent.setup>, apply: string, done: string) {
  expect(screen.queryByLabelText('Re-authentication Security Code')).toBeNull();
  await user.click(await screen.findByRole('button', { name: apply }));
  const field = await screen.findByLabelText('Re-authentication Security Code');
  await user.click(screen.getByRole('button', { name: apply }));
  expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
  await user.type(field, '123456');
  await user.click(screen.getByRole('button', { name: apply }));
  expect(await screen.findByRole('heading', { level: 1, name: done })).toBeInTheDocument();
}

describe('savings pages', () => {
  it('the Regular Saver: index → details (errors, nothing lost) → declaration → review → completed, one send for a double press', async () => {
    const user = userEvent.setup();
    const { fake, router } = await open('/products/regular-saver');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const amount = await screen.findByLabelText('How much do you want to save each month?');
    await user.type(amount, '150.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Enter the monthly amount in whole pounds, for example 150' })).toHaveAttribute('href', '#monthly-amount');
    expect(screen.getAllByRole('link', { name: 'This field requires a selection' })).toHaveLength(4);
    await user.clear(amount);
    await user.type(amount, '150');
    await user.selectOptions(screen.getByLabelText('Which day of the month should we take it?'), '15');
    await user.selectOptions(screen.getByLabelText('Which account should it come from?'), 'AK-CUR-001');
    await user.selectOptions(screen.getByLabelText('Nationality'), 'GB');
    await user.selectOptions(screen.getByLabelText('Country of tax residence'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Declaration' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'You must confirm the declaration to apply' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('I agree to the declaration'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers before applying' })).toBeInTheDocument();
    expect(screen.getByText('£150.00')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Apply for this Regular Saver' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Regular Saver is open' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/regular-saver/completed');
    expect(fake.keys).toHaveLength(1);
    expect(screen.getByText('71230001')).toBeInTheDocument();
  }, 60_000);

  it('a customer who holds a Regular Saver is told so, with a way to it, and cannot apply', async () => {
    await open('/products/regular-saver', (fake) => {
      fake.heldRegularSaver = { id: 'HK-SAV-007', name: 'Regular Saver' };
    });
    expect(await screen.findByRole('heading', { name: 'You already have a Regular Saver' })).toBeInTheDocument();
    expect(screen.getByText('You already have a Regular Saver. You can hold one Regular Saver at a time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Regular Saver/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
  }, 20_000);

  it('a deep link into the Cash ISA review goes back to the splash; the allowance is the tax year rule', async () => {
    const user = userEvent.setup();
    const { router } = await open('/products/cash-isa/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash ISA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/cash-isa');
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your ISA allowance' })).toBeInTheDocument();
    expect(screen.getByText('Paid in with us this tax year')).toBeInTheDocument();
  }, 20_000);

  it('the allowance says what is paid in with us, that ISAs elsewhere count too, and never charges another tax year’s count', async () => {
    const user = userEvent.setup();
    await open('/products/cash-isa', (fake) => {
      fake.paidIn = 600_000;
      fake.taxYear = '2019/20';
    });
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('heading', { level: 1, name: 'Your ISA allowance' });
    expect(screen.getByText(/Money you pay into ISAs with other providers this tax year counts towards the same allowance/)).toBeInTheDocument();
    expect(screen.getByText(/£6,000.00 paid in with us, is for the 2019\/20 tax year: it does not count towards/)).toBeInTheDocument();
    const row = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(row('Paid in with us this tax year')).toBe('£0.00');
    expect(row('Left to pay in this tax year')).toBe(row('Cash ISA limit this tax year'));
    expect(screen.queryByText('ISA allowance this tax year')).toBeNull();
  }, 20_000);

  it('the summary box, terms, FSCS information sheet and right to cancel come before Apply, each to read and to download', async () => {
    const user = userEvent.setup();
    await open('/products/cash-isa');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('heading', { level: 1, name: 'Your ISA allowance' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Read before you apply' })).toBeInTheDocument();
    for (const title of ['Summary box', 'Terms and conditions', 'FSCS information sheet', 'Your right to cancel']) {
      expect(screen.getByText(title, { selector: 'summary' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `Download ${title} (PDF)` })).toHaveAttribute('download');
    }
  }, 20_000);

  it('the Regular Saver gives the same documents on its details page, before the declaration that says they were read', async () => {
    const user = userEvent.setup();
    await open('/products/regular-saver');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Regular Saver' });
    expect(await screen.findByRole('link', { name: 'Download Summary box (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Your right to cancel (PDF)' })).toBeInTheDocument();
  }, 20_000);

  it('the apply page has the ISA declaration and authorisation HMRC asks for', async () => {
    const user = userEvent.setup();
    await open('/products/cash-isa');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Apply for a Cash ISA' });
    const declaration = document.getElementById('isa-declaration') as HTMLElement;
    for (const words of ['I am 18 or over.', 'Crown employee serving overseas', 'I will tell Demo Bank plc if I stop being resident', 'overall subscription limit', 'my own cash', 'to make on my behalf any claims to relief from tax', 'to give HM Revenue & Customs all the information']) {
      expect(declaration.textContent).toContain(words);
    }
    expect(screen.getByLabelText('I make the ISA declaration and give the authorisation above')).toBeInTheDocument();
  }, 20_000);

  it('the Cash ISA asks for the FSCS information sheet to be acknowledged before Apply, and the review says it was', async () => {
    const user = userEvent.setup();
    await open('/products/cash-isa');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Apply for a Cash ISA' });
    await user.type(screen.getByLabelText('National Insurance number'), 'QQ123456C');
    await user.type(screen.getByLabelText('First deposit'), '100.00');
    await user.selectOptions(screen.getByLabelText('Which account should it come from?'), 'AK-CUR-001');
    await user.click(screen.getByLabelText('I make the ISA declaration and give the authorisation above'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Tick the box to say you have read the FSCS information sheet');
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for a Cash ISA' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('I have received and read the FSCS information sheet'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers before applying' });
    expect(screen.getByText('Received and read')).toBeInTheDocument();
  }, 20_000);

  it('a Cash ISA with a first deposit of £4,004.00: the bank asks for re-authentication (0004); the field, then the code under the same key', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/products/cash-isa');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Apply for a Cash ISA' });
    await user.type(screen.getByLabelText('National Insurance number'), 'QQ123456C');
    await user.type(screen.getByLabelText('First deposit'), '4004.00');
    await user.selectOptions(screen.getByLabelText('Which account should it come from?'), 'AK-CUR-001');
    await user.click(screen.getByLabelText('I make the ISA declaration and give the authorisation above'));
    await user.click(screen.getByLabelText('I have received and read the FSCS information sheet'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers before applying' });
    await applyThroughReauthentication(user, 'Apply for this Cash ISA', 'Your Cash ISA is open');
    expect(fake.codes).toEqual([{}, { reauthenticationCode: '123456' }]);
    expect(fake.keys).toHaveLength(2);
    expect(new Set(fake.keys).size).toBe(1);
  }, 30_000);

  it('a Regular Saver of £104 a month: the bank asks for re-authentication (0004); the field, then the code under the same key', async () => {
    const user = userEvent.setup();
    const { fake } = await open('/products/regular-saver');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.type(await screen.findByLabelText('How much do you want to save each month?'), '104');
    await user.selectOptions(screen.getByLabelText('Which day of the month should we take it?'), '15');
    await user.selectOptions(screen.getByLabelText('Which account should it come from?'), 'AK-CUR-001');
    await user.selectOptions(screen.getByLabelText('Nationality'), 'GB');
    await user.selectOptions(screen.getByLabelText('Country of tax residence'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByLabelText('I agree to the declaration'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers before applying' });
    await applyThroughReauthentication(user, 'Apply for this Regular Saver', 'Your Regular Saver is open');
    expect(fake.codes).toEqual([{}, { reauthenticationCode: '123456' }]);
    expect(fake.keys).toHaveLength(2);
    expect(new Set(fake.keys).size).toBe(1);
  }, 60_000);

  it('the tax year turns between the declaration and Apply: the bank refuses ISA_TAX_YEAR_CHANGED, nothing is opened, and the page leads back to the declaration, made again for the new year', async () => {
    const user = userEvent.setup();
    const { fake, clock } = await open('/products/cash-isa', (f) => {
      f.taxYear = '2026/27';
      f.bookingTaxYear = '2027/28';
    });
    // 10 pm in London (BST) on Monday 5 April 2027: still 2026/27.
    clock.set(Date.UTC(2027, 3, 5, 21, 0));
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Apply for a Cash ISA' });
    expect(screen.getByText(/Monday 6 April 2026 to Monday 5 April 2027/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('National Insurance number'), 'QQ123456C');
    await user.type(screen.getByLabelText('First deposit'), '100.00');
    await user.selectOptions(screen.getByLabelText('Which account should it come from?'), 'AK-CUR-001');
    await user.click(screen.getByLabelText('I make the ISA declaration and give the authorisation above'));
    await user.click(screen.getByLabelText('I have received and read the FSCS information sheet'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers before applying' });
    // Half past midnight in London: the bank books 2027/28 now.
    clock.set(Date.UTC(2027, 3, 5, 23, 30));
    await user.click(await screen.findByRole('button', { name: 'Apply for this Cash ISA' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'The tax year has changed: make your ISA declaration again' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/You made your ISA declaration for the 2026\/27 tax year/)).toBeInTheDocument();
    expect(screen.getByText('We have not opened your Cash ISA and no money has moved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for this Cash ISA' })).toBeNull();
    expect(fake.paidIn).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Make the ISA declaration again' }));
    await screen.findByRole('heading', { level: 1, name: 'Apply for a Cash ISA' });
    // The declaration is the new year's and must be made again; nothing else typed is lost.
    expect(screen.getByText(/Tuesday 6 April 2027 to Wednesday 5 April 2028/)).toBeInTheDocument();
    expect(screen.getByLabelText('I make the ISA declaration and give the authorisation above')).not.toBeChecked();
    expect(screen.getByLabelText('National Insurance number')).toHaveValue('QQ123456C');
    expect(screen.getByLabelText('First deposit')).toHaveValue('100.00');
    await user.click(screen.getByLabelText('I make the ISA declaration and give the authorisation above'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers before applying' });
    await user.click(await screen.findByRole('button', { name: 'Apply for this Cash ISA' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cash ISA is open' })).toBeInTheDocument();
    expect(fake.paidIn).toBe(10_000);
    // Two confirmations (the old year's and the new year's), each with its own key.
    expect(new Set(fake.keys).size).toBe(2);
  }, 60_000);

  it.each([
    ['a saver of 65 (born 3 September 1961, demo.senior’s date of birth)', '1961-09-03', '£20,000.00', /You were 65 or over on Tuesday 6 April 2027, so you can pay all of your £20,000.00 ISA allowance into cash ISAs this tax year/],
    ['a saver of 42 (born 12 June 1984)', '1984-06-12', '£12,000.00', /From Tuesday 6 April 2027, savers under 65 can pay up to £12,000.00 of the £20,000.00 ISA allowance into cash ISAs/],
  ])('in 2027/28 %s is shown the cash limit the ISA Regulations give them, and why', async (_name, born, limit, words) => {
    const user = userEvent.setup();
    const { clock } = await open('/products/cash-isa', (f) => {
      f.dateOfBirth = born;
      f.taxYear = '2027/28';
    });
    clock.set(Date.UTC(2027, 3, 7, 9, 0));
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await screen.findByRole('heading', { level: 1, name: 'Your ISA allowance' });
    const row = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(row('Cash ISA limit this tax year')).toBe(limit);
    expect(row('Left to pay in this tax year')).toBe(limit);
    expect(screen.getByText(words)).toBeInTheDocument();
  }, 30_000);

  it('the splash promises flexibility only for a flexible ISA', async () => {
    await open('/products/cash-isa', (fake) => {
      fake.cashIsaFlexible = false;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash ISA' })).toBeInTheDocument();
    expect(screen.getByText('Save tax-free: no tax to pay on the interest.')).toBeInTheDocument();
    expect(screen.queryByText(/put it back in the same tax year/)).toBeNull();
  }, 20_000);

  it('the flexible splash says so; the apply page’s message link goes to a page that exists', async () => {
    const user = userEvent.setup();
    await open('/products/cash-isa');
    expect(await screen.findByText(/you can take money out and put it back in the same tax year/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    await screen.findByRole('heading', { level: 1, name: 'Your ISA allowance' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/send-message/anything-else');
  }, 20_000);

  it('products/cash-isa/splash (docs/rules/customer-screens.md) is the Cash ISA splash, not not-found', async () => {
    const { router } = await open('/products/cash-isa/splash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cash ISA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/cash-isa/splash');
  }, 20_000);

  it('a failing call shows its code with Try again, Back and Balances', async () => {
    await open('/products/regular-saver', (fake) => {
      fake.failReadsWith = 'FD001T';
    });
    const buttons = await screen.findAllByRole('button', { name: /Try again|Back|Balances/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Try again', 'Back', 'Balances']);
    expect(document.querySelector('[data-error-code="FD001T"]')).not.toBeNull();
  }, 20_000);
});
