import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { buildContainerWithAreas } from '../../../composition/container';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent } from '../testing/accounts-fixture';

afterEach(() => vi.restoreAllMocks());

describe('Share dealing pass-through', () => {
  it("posts the account's own token to the configured host, never in the address", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const container = await buildContainerWithAreas({ kind: 'fake' });
    await logOnWithContent(container);
    const { router } = renderAccountsRoute(container, '/summary/3/sharedealing');
    await screen.findByRole('heading', { level: 1, name: 'Share dealing' });
    const button = screen.getByRole('button', { name: 'Continue to share dealing' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/demo-sharedealing/sso');
    expect(form?.querySelector('input[type="hidden"][name="authToken"]')).toHaveValue('fake-sharedealing-token');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).not.toContain('token');
  });

  it('does nothing for an account that is not share dealing', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const container = await buildContainerWithAreas({ kind: 'fake' });
    await logOnWithContent(container);
    renderAccountsRoute(container, '/summary/0/sharedealing');
    expect(await screen.findByText('Share dealing is not available for this account.')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
