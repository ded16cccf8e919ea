import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../composition/container';
import { SessionStatePort } from '../../core/session/auth-state';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { IdentityRoutes, type IdentityStep } from '../../core/identity/identity-step';
import { FakeIdentityService } from '../../adapters/fakes/fake-identity.adapter';
import { renderAuthRoute } from './testing/auth-route-kit';
import { activationRoutes } from '../activation/activation.routes';

/**
 * A customer who leaves a log-on step while its answer is out: the answer never moves
 * them (core/shared/while-here.ts). After a log-off ('Back') nothing of it is applied; after a help
 * link or another address the session takes it, the address does not.
 */

/** Holds the identity service's next submit until `release`, then answers as the demo bank would (or with `answer`). */
function holdSubmit(identity: FakeIdentityService, answer?: IdentityStep) {
  const real = identity.submit.bind(identity);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  identity.submit = async (step, values) => {
    asked = true;
    await gate;
    return answer ?? real(step, values);
  };
  return { release: () => release(), asked: () => asked };
}

async function openPassword() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const identity = container.get(FakeIdentityService);
  // The demo bank's own flow to this page, so it knows demo.hardkey when the password arrives.
  await identity.submit(identity.pages.username(), { userid: 'demo.hardkey' });
  container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.password('demo.hardkey', ['2nd', '5th', 'last']));
  container.get<SessionStatePort>(SessionStatePort).update({ cin: 'demo.hardkey', level: 10 });
  const kit = renderAuthRoute(container, IdentityRoutes.password);
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByLabelText('2nd', { exact: true })).toBeEnabled());
  await user.type(screen.getByLabelText('2nd', { exact: true }), 'e');
  await user.type(screen.getByLabelText('5th', { exact: true }), 'u');
  await user.type(screen.getByLabelText('last', { exact: true }), '4');
  await user.type(screen.getByLabelText('Memorable answer'), 'Paddington');
  return { container, identity, kit, user, session: container.get<SessionStatePort>(SessionStatePort), steps: container.get<IdentityStepStore>(IdentityStepStore) };
}

/** Lets every answer that was released land (the fake bank answers in microtasks; the router re-renders). */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('leaving a log-on step while its answer is out', () => {
  it("'Back' (a log-off) while the password is checked: the late CAM30 neither moves the customer nor revives the session", async () => {
    const { identity, kit, user, session, steps } = await openPassword();
    const held = holdSubmit(identity);
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(held.asked()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(kit.path()).toBe(IdentityRoutes.username));
    await waitFor(() => expect(steps.current?.route).toBe(IdentityRoutes.username));

    held.release();
    await settle();
    expect(kit.path()).toBe(IdentityRoutes.username);
    expect(session.state.level).toBe(0);
    expect(session.state.cin).toBeNull();
    // The new log-on's step stays the one its page answers: not the old log-on's security code step.
    expect(steps.current?.route).toBe(IdentityRoutes.username);
  });

  it('a help link while the password is checked: the session reaches CAM30, the address stays on the help page', async () => {
    const { identity, kit, user, session, steps } = await openPassword();
    const held = holdSubmit(identity);
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(held.asked()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Forgotten your password?' }));
    await waitFor(() => expect(kit.path()).toBe('/onlinereset'));

    held.release();
    await waitFor(() => expect(session.state.level).toBe(30));
    await settle();
    expect(kit.path()).toBe('/onlinereset');
    expect(steps.current?.route).not.toBe(IdentityRoutes.password);
  });

  it("an invalid answer for another step's page, after a help link: the view model's own move is kept back too", async () => {
    const { identity, kit, user } = await openPassword();
    const invalidToken = identity.pages.secureToken('demo.hardkey', 'hard', [{ code: 'LOG_0001', message: 'Your memorable answer is wrong' }]);
    const held = holdSubmit(identity, invalidToken);
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(held.asked()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Forgotten your answer?' }));
    await waitFor(() => expect(kit.path()).toBe('/onlinereset'));

    held.release();
    await settle();
    expect(kit.path()).toBe('/onlinereset');
  });

  it('a log-on that completes after the customer left: the session is loaded at CAM40, the address is theirs', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const identity = container.get(FakeIdentityService);
    await identity.submit(identity.pages.username(), { userid: 'demo.hardkey' });
    container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.secureToken('demo.hardkey', 'hard'));
    const session = container.get<SessionStatePort>(SessionStatePort);
    session.update({ cin: 'demo.hardkey', level: 30, maxLevel: 30, tokenType: 'hard' });
    const kit = renderAuthRoute(container, IdentityRoutes.secureToken);
    const user = userEvent.setup();
    await screen.findByLabelText('Security code');
    await user.type(screen.getByLabelText('Memorable answer'), 'Paddington');
    await user.type(screen.getByLabelText('Security code'), '123456');
    const held = holdSubmit(identity);
    await user.click(screen.getByRole('button', { name: 'Log on' }));
    await waitFor(() => expect(held.asked()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Forgotten your Secure Key PIN?' }));
    await waitFor(() => expect(kit.path()).toBe('/reset-pin'));

    held.release();
    await waitFor(() => expect(session.state.loaded).toBe(true));
    await settle();
    expect(kit.path()).toBe('/reset-pin');
    expect(session.state.level).toBe(40);
  });

  it('Continue on the username page, then another address: the password page does not follow them', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const identity = container.get(FakeIdentityService);
    const kit = renderAuthRoute(container, IdentityRoutes.username);
    const user = userEvent.setup();
    await waitFor(() => expect(container.get<IdentityStepStore>(IdentityStepStore).current?.route).toBe(IdentityRoutes.username));
    await user.type(screen.getByLabelText('Username'), 'demo.hardkey');
    const held = holdSubmit(identity);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(held.asked()).toBe(true));
    // A typed address or a link outside the log-on (the guard stops only the browser's Back).
    await kit.router.navigate('/registration');

    held.release();
    await waitFor(() => expect(container.get<SessionStatePort>(SessionStatePort).state.level).toBe(10));
    await settle();
    expect(kit.path()).toBe('/registration');
  });

  it("Continue on the username page, then another address: an invalid answer for another step's page does not follow them (the view model's own move)", async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const identity = container.get(FakeIdentityService);
    const kit = renderAuthRoute(container, IdentityRoutes.username);
    const user = userEvent.setup();
    await waitFor(() => expect(container.get<IdentityStepStore>(IdentityStepStore).current?.route).toBe(IdentityRoutes.username));
    await user.type(screen.getByLabelText('Username'), 'demo.hardkey');
    const invalidPassword = identity.pages.password('demo.hardkey', ['1st', '2nd', '3rd'], [{ code: 'LOG_0001', message: 'Try again' }]);
    const held = holdSubmit(identity, invalidPassword);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(held.asked()).toBe(true));
    await kit.router.navigate('/registration');

    held.release();
    await settle();
    expect(kit.path()).toBe('/registration');
  });

  it("Continue on the token choice, then another address: an invalid answer for another step's page does not follow them", async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const identity = container.get(FakeIdentityService);
    container.get<IdentityStepStore>(IdentityStepStore).set(identity.pages.tokenSelection('demo.forceselect'));
    container.get<SessionStatePort>(SessionStatePort).update({ cin: 'demo.forceselect', level: 30, maxLevel: 30 });
    const kit = renderAuthRoute(container, IdentityRoutes.tokenSelection, activationRoutes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'A Secure Key device' }));
    const invalidToken = identity.pages.secureToken('demo.forceselect', 'hard', [{ code: 'LOG_0001', message: 'Try again' }]);
    const held = holdSubmit(identity, invalidToken);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(held.asked()).toBe(true));
    await kit.router.navigate('/summary');

    held.release();
    await settle();
    expect(kit.path()).toBe('/summary');
  });
});
