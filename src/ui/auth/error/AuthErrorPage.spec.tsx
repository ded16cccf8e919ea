import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { HandleHttpAnswer } from '../../../core/http/handle-http-answer.use-case';
import { PreferencesStore } from '../../../core/shared/preferences.port';
import { RequestLogOff } from '../../../core/session/request-log-off.use-case';
import { FakeSessionApi } from '../../../adapters/fakes/fake-session.adapter';
import { FakeIdentityService } from '../../../adapters/fakes/fake-identity.adapter';
import { renderAuthRoute } from '../testing/auth-route-kit';

async function open(path: string, setup?: (c: Awaited<ReturnType<typeof buildContainerWithAreas>>) => void) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  setup?.(container);
  return { container, kit: renderAuthRoute(container, path), user: userEvent.setup() };
}

describe('authentication error pages', () => {
  it.each([
    ['FD2G004', "You're already logged on"],
    ['FD2G005', "We can't log you on at the moment"],
    ['FD2G006', 'Your Online Banking has been suspended'],
    ['FD2G008', "You've reached the maximum number of tries"],
    ['FD2G009', 'You need to register again'],
    ['FD2G502', 'Sorry we cannot action your request'],
    ['FD2G509', 'Please log on another way'],
  ])('/authentication/error/%s shows its page', async (code, title) => {
    await open(`/authentication/error/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Log On' })).toBeInTheDocument();
  });

  it('FD2G509 Continue to log on leaves for the log-on URL the bank gave with a 401', async () => {
    const { kit, user } = await open('/authentication/error/FD2G509', (c) =>
      c.get(HandleHttpAnswer).execute({ method: 'GET', url: '/gateway/api/accounts', answer: { status: 401, loginUrlHeader: '/gateway/idv/logon' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Continue to log on' }));
    expect(kit.left).toEqual(['/gateway/idv/logon']);
  });

  it('FD2G509 Continue to log on still finds the stored log-on URL after a reload', async () => {
    const { kit, user } = await open('/authentication/error/FD2G509', (c) => c.get<PreferencesStore>(PreferencesStore).setLoginUrl('/gateway/idv/logon'));
    await user.click(await screen.findByRole('button', { name: 'Continue to log on' }));
    expect(kit.left).toEqual(['/gateway/idv/logon']);
  });

  it('/authentication/error shows the general panel quoting FD2G002', async () => {
    await open('/authentication/error');
    expect(await screen.findByRole('heading', { level: 1, name: "It's us, not you." })).toBeInTheDocument();
    expect(screen.getByText(/quote error code FD2G002\./)).toBeInTheDocument();
  });

  it('shows the read-only panel and Proceed chooses a Secure Key', async () => {
    const { container, kit, user } = await open('/authentication/error/ELG006', (c) =>
      c.get<IdentityStepStore>(IdentityStepStore).set(c.get(FakeIdentityService).pages.readOnly('demo.readonly')),
    );
    await screen.findByText("You don't have access to full Digital Banking. Select Proceed to choose a Secure Key");
    expect(screen.getByText(/order a pocket-sized Secure Key/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(kit.path()).toBe('/activation/choose'));
    expect(container.get(FakeIdentityService).calls.some((c) => c.method === 'follow' && c.target.endsWith('force-token-selection'))).toBe(true);
  });

  it('shows AUTH_CANCELLED', async () => {
    await open('/authentication/error/AUTH_CANCELLED');
    expect(await screen.findByRole('heading', { level: 1, name: "On this occasion it's you actually.." })).toBeInTheDocument();
    expect(screen.getByText('To access this function, you need to enter your Log on Security code.')).toBeInTheDocument();
  });

  it('shows AUTH_ERROR with Back Home', async () => {
    const { kit, user } = await open('/authentication/error/AUTH_ERROR');
    expect(await screen.findByRole('heading', { level: 1, name: 'You currently do not have access to this function' })).toBeInTheDocument();
    expect(screen.getByText(/please call us on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back Home' }));
    await waitFor(() => expect(kit.path()).toBe('/'));
  });

  it('Back to Log On logs off and returns to log on', async () => {
    const { kit, user } = await open('/authentication/error/FD2G004');
    await user.click(await screen.findByRole('button', { name: 'Back to Log On' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));
  });
});

describe('log-off and helper pages', () => {
  it.each([
    ['/logoff', "You've logged off"],
    ['/logoff/locked', 'Your Online Banking is locked'],
    ['/logoff/inactivity', "You've been logged off"],
    ['/authentication/logoff/timed-out', 'Your session has timed out'],
    ['/authentication/logoff', "You've logged off"],
  ])('%s says %s and offers to log on again', async (path, title) => {
    const { kit, user } = await open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log on again' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));
  });

  it('/logoff/locked after a forced log-off (RequestLogOff) tells the bank and wipes the log-on step, whatever the level', async () => {
    const { container } = await open('/logoff/locked', (c) => {
      c.get<IdentityStepStore>(IdentityStepStore).set(c.get(FakeIdentityService).pages.readOnly('demo.locked'));
      c.get<RequestLogOff>(RequestLogOff).execute({ reason: 'locked' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Online Banking is locked' })).toBeInTheDocument();
    await waitFor(() => expect(container.get(FakeSessionApi).count('logOff')).toBe(1));
    expect(container.get<IdentityStepStore>(IdentityStepStore).current).toBeNull();
  });

  it('/authentication/new-session offers to log on', async () => {
    const { kit, user } = await open('/authentication/new-session');
    await user.click(await screen.findByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));
  });

  it('/authentication/forward goes to Balances without a kept destination', async () => {
    const { kit } = await open('/authentication/forward');
    await waitFor(() => expect(kit.path()).toBe('/summary'));
  });
});
