import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { buildContainerWithAreas } from '../../../composition/container';
import { SessionStatePort } from '../../../core/session/auth-state';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import { FakeIdentityService } from '../../../adapters/fakes/fake-identity.adapter';
import { renderAuthRoute } from '../testing/auth-route-kit';

describe('pages the customer passes through', () => {
  it('an autosubmit step submits itself: the level-40 redirect moves on to the security code', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const identity = container.get(FakeIdentityService);
    container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.cam40Redirect('demo.hardkey', 'hard'));
    container.get<SessionStatePort>(SessionStatePort).update({ level: 30, maxLevel: 30 });
    const kit = renderAuthRoute(container, '/idv/cam40redirect');
    await waitFor(() => expect(kit.path()).toBe('/authentication/securetoken'));
    expect(identity.calls.filter((c) => c.method === 'submit')).toHaveLength(1);
  });

  it('without an autosubmit step the redirect starts log-on again', async () => {
    const kit = renderAuthRoute(await buildContainerWithAreas({ kind: 'fake' }), '/idv/cam40redirect');
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));
  });

  it('forward goes to the kept destination once', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const session = container.get<SessionStatePort>(SessionStatePort);
    session.update({ level: 40, postAuthDestination: '/inbox' });
    const kit = renderAuthRoute(container, '/authentication/forward');
    await waitFor(() => expect(kit.path()).toBe('/inbox'));
    expect(session.state.postAuthDestination).toBeNull();
  });
});
