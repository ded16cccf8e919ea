import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../composition/container';
import { activationRoutes } from './activation.routes';
import { SessionStatePort } from '../../core/session/auth-state';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { FakeIdentityService } from '../../adapters/fakes/fake-identity.adapter';
import { renderAuthRoute } from '../auth/testing/auth-route-kit';

const required = 'This field requires a selection';

async function open(options: { path?: string; withStep?: boolean } = {}) {
  const { path = '/activation/choose', withStep = true } = options;
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const identity = container.get(FakeIdentityService);
  if (withStep) container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.tokenSelection('demo.forceselect'));
  container.get<SessionStatePort>(SessionStatePort).update({ cin: 'demo.forceselect', level: 30, maxLevel: 30 });
  const kit = renderAuthRoute(container, path, activationRoutes);
  // The first page of the area loads lazily; under a busy machine that can take more than a second.
  await screen.findByRole('button', { name: 'Continue' });
  return { container, identity, kit, user: userEvent.setup() };
}

describe('activation, select Secure Key', () => {
  it("shows the page's heading and its two choices as a labelled radio group, nothing chosen", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your Secure Key' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Which Secure Key will you use?' });
    const app = within(group).getByRole('radio', { name: 'The mobile app (Digital Secure Key)' });
    const device = within(group).getByRole('radio', { name: 'A Secure Key device' });
    expect(app).not.toBeChecked();
    expect(device).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Back to Log On' })).toBeInTheDocument();
  });

  it('renders the same page at /activation', async () => {
    await open({ path: '/activation' });
    expect(screen.getByRole('group', { name: 'Which Secure Key will you use?' })).toBeInTheDocument();
  });

  it('asks for a choice with a GOV.UK error summary, posting nothing', async () => {
    const { identity, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const link = within(summary).getByRole('link', { name: required });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(document.title.startsWith('Error: ')).toBe(true);
    expect(screen.getByRole('group', { name: 'Which Secure Key will you use?' })).toHaveAccessibleDescription(`Error: ${required}`);
    screen.getByRole('button', { name: 'Continue' }).focus();
    await user.click(link);
    expect(screen.getByRole('radio', { name: 'The mobile app (Digital Secure Key)' })).toHaveFocus();
    expect(identity.calls.filter((c) => c.method === 'submit')).toHaveLength(0);
  });

  it('posts the chosen key and continues to the Secure Key page for that key', async () => {
    const { identity, kit, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'A Secure Key device' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/securetoken'));
    await screen.findByLabelText('Security code');
    expect(identity.calls.at(-1)).toMatchObject({ method: 'submit', target: 'Activation', values: { tokenChoice: 'hard' } });
    expect(screen.getByRole('button', { name: 'Forgotten your Secure Key PIN?' })).toBeInTheDocument();
  });

  it('logs on through the Secure Key page to Balances', async () => {
    const { kit, user } = await open();
    await user.click(screen.getByRole('radio', { name: 'The mobile app (Digital Secure Key)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Security code');
    await user.type(screen.getByLabelText('Memorable answer'), 'Paddington');
    await user.type(screen.getByLabelText('Security code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(kit.path()).toBe('/summary'));
  });

  it('fetches the page from the identity service when the log-on left none (a reload)', async () => {
    const { container, identity } = await open({ withStep: false });
    expect(identity.calls.map((c) => c.method)).toContain('forceTokenSelection');
    expect(screen.getByRole('radio', { name: 'A Secure Key device' })).toBeInTheDocument();
    expect(container.get<SessionStatePort>(SessionStatePort).state.forceTokenSelect).toBe(true);
  });

  it("'Back to Log On' logs off and returns to log on", async () => {
    const { kit, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Back to Log On' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));
  });
});
