import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainerWithAreas } from '../../../composition/container';
import { discoverAreaRoutes } from '../../../composition/area-routes';
import { Areas } from '../../../composition/areas';
import { CreditCardsPort } from '../../../core/products/cards/credit-cards.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import type { FakeCreditCards } from '../../../adapters/fakes/fake-credit-cards.adapter';
import { ContentStore } from '../../content/content.store';
import { ContainerProvider } from '../../di/container-context';
import { appRoutes } from '../../shell/app.routes';

async function open() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const fake = container.get<CreditCardsPort>(CreditCardsPort) as FakeCreditCards;
  container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
  await container.get(ContentStore).load();
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/products/credit-cards'], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return fake;
}

type User = ReturnType<typeof userEvent.setup>;
/** Each step is a lazy page: on a loaded machine its chunk can take longer than the default second. */
const slow = { timeout: 15_000 };

/** Everyday card, £4,040 (accepted like any other limit), employed at £30,000, £800 rent; opt out, minimum; on to the agreement. */
async function toAgreement(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Start your application' }, slow));
  await user.click(await screen.findByRole('radio', { name: 'Everyday Credit Card' }, slow));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/Credit limit for your Everyday Credit Card/, {}, slow), '4040');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByLabelText('Employed', { exact: true }, slow));
  await user.type(screen.getByLabelText('What is your yearly income before tax?'), '30000');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(/rent or mortgage/, {}, slow), '800');
  await user.type(screen.getByLabelText(/loans and other credit/), '0');
  await user.type(screen.getByLabelText(/depend on you/), '0');
  await user.click(screen.getByLabelText('No, I pay my living costs alone'));
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  await screen.findByRole('heading', { level: 1, name: 'Your offer' }, slow);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByLabelText(/No, do not raise my limit/, {}, slow));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByLabelText('The minimum repayment', {}, slow));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('region', { name: 'Your credit card agreement' }, slow);
}

describe('credit card agreement: signing held for re-authentication (0004)', () => {
  it('£4,040: the field after 0004, nothing sent without a code, the kit\'s words for a wrong code, then the code under the same key signs once', async () => {
    const user = userEvent.setup();
    const fake = await open();
    await toAgreement(user);
    expect(screen.queryByLabelText('Re-authentication Security Code')).toBeNull();
    const sign = () => screen.getByRole('button', { name: 'I agree – sign the agreement' });

    await user.click(sign());
    const field = await screen.findByLabelText('Re-authentication Security Code', {}, slow);
    expect(fake.signingCodes).toHaveLength(1);
    const key = fake.signingCodes[0]!.key;
    // Held, not refused: no refusal panel, and nothing signed under the key.
    expect(document.querySelector('[data-error-code]')).toBeNull();
    expect(fake.keys).not.toContain(key);

    // A press without a code sends nothing: the error summary links to the field.
    await user.click(sign());
    expect(await screen.findByRole('link', { name: 'Please enter your Re-authentication Security Code.' })).toHaveAttribute('href', '#reauthentication-code');
    expect(fake.signingCodes).toHaveLength(1);

    // A wrong code: the bank's words under the field and in the summary, the field emptied; still nothing signed.
    await user.type(field, '000000');
    await user.click(sign());
    const summary = await screen.findByRole('alert');
    expect(await within(summary).findByRole('link', { name: /incorrect Re-authentication Security Code/ }, slow)).toHaveAttribute('href', '#reauthentication-code');
    expect(screen.getByLabelText('Re-authentication Security Code')).toHaveValue('');
    expect(document.querySelector('[data-error-code]')).toBeNull();
    expect(fake.keys).not.toContain(key);

    await user.type(screen.getByLabelText('Re-authentication Security Code'), '123456');
    await user.click(sign());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your credit card agreement is signed' }, slow)).toBeInTheDocument();
    expect(fake.signingCodes).toEqual([
      { key, codes: {} },
      { key, codes: { reauthenticationCode: '000000' } },
      { key, codes: { reauthenticationCode: '123456' } },
    ]);
    expect(fake.keys.filter((k) => k === key)).toHaveLength(1);
  }, 60_000);
});
