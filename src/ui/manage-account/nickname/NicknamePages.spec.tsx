import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainer } from '../../../composition/container';
import { openLoggedOn } from '../../../composition/testing/open-logged-on';
import { AccountNicknamesPort } from '../../../core/account-nickname/account-nickname.port';
import type { FakeAccountNicknames } from '../../../adapters/fakes/fake-account-nicknames.adapter';

async function openNickname() {
  const opened = await openLoggedOn(buildContainer({ kind: 'fake' }), '/summary/0/manage-account/nickname');
  await screen.findByRole('heading', { level: 1, name: 'Give this account a nickname' });
  return { ...opened, fake: opened.container.get<FakeAccountNicknames>(AccountNicknamesPort) };
}

describe('an account nickname, with the fakes', () => {
  it.each([
    ['markup', '<script>', 'Remove < >'],
    ['an emoji', 'Holiday 🏖', 'Remove 🏖'],
  ])('refuses %s with a message in the error summary that names what to remove, keeping what was typed', async (_, typed, named) => {
    const user = userEvent.setup();
    const { fake } = await openNickname();
    const field = screen.getByLabelText('Nickname');
    await user.type(field, typed.replace(/[{[]/g, '$&$&'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: new RegExp(`only include letters, numbers, spaces, hyphens and apostrophes\\. ${named}`, 'u') });
    expect(link).toHaveAttribute('href', '#account-nickname');
    expect(field).toHaveValue(typed);
    expect(fake.tries).toEqual([]);
  });

  it('sends the trimmed nickname, asks for the code after 0004, sends it under the same key, and Balances shows the nickname', async () => {
    const user = userEvent.setup();
    const { fake } = await openNickname();
    await user.type(screen.getByLabelText('Nickname'), '  Bills pot  ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check the nickname' });
    await user.click(screen.getByRole('button', { name: 'Confirm nickname' }));
    const code = await screen.findByLabelText('Re-authentication Security Code');
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm nickname' }));
    await screen.findByRole('heading', { level: 1, name: "Your account's nickname has been changed" });
    expect(fake.tries.map((t) => [t.change.nickname, t.codes.reauthenticationCode])).toEqual([
      ['Bills pot', undefined],
      ['Bills pot', '246810'],
    ]);
    expect(new Set(fake.tries.map((t) => t.key)).size).toBe(1);

    await user.click(screen.getByRole('link', { name: 'See it on Balances' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Bills pot' }, { timeout: 30_000 });
    expect(within(heading.closest('li') as HTMLElement).getByText('Current Account')).toBeInTheDocument();
  });
});
