import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../composition/container';
import { IdentityFlowService } from '../../core/identity-flows/identity-flow-service.port';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { SessionStatePort } from '../../core/session/auth-state';
import type { IdentityStep } from '../../core/identity/identity-step';
import { parseIdentityFlowPage } from '../../adapters/identity-flows/identity-flow-page.parser';
import { renderAuthRoute } from '../auth/testing/auth-route-kit';
import { identityFlowsRoutes } from './identity-flows.routes';

/**
 * A customer who leaves an identity flow's page while its answer is out: the answer
 * never moves them (core/shared/while-here.ts); after 'Back to Log On' (a log-off) nothing of it is
 * applied.
 */

function flowPage(screenName: string, step: string, body: string, attrs = ''): IdentityStep {
  return parseIdentityFlowPage(
    `<html><body><main id="idv-step" data-screen="${screenName}" data-step-tracker="${step}" data-title="${step} title" ${attrs}>${body}</main></body></html>`,
  );
}
const form = (fields: string) => `<form action="x" method="post"><input type="hidden" name="userid" value="demo.hardkey">${fields}</form>`;
const passwordFields = form(
  '<label for="p">New password</label><input id="p" name="newPassword" type="password" required>' +
    '<label for="c">Confirm your new password</label><input id="c" name="confirmPassword" type="password" required>',
);

/** The identity service with one submit held until `release`, answering `answer`. */
class HeldFlowService {
  asked = false;
  private release: () => void = () => undefined;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
  constructor(private readonly answer: IdentityStep) {}
  follow(): Promise<IdentityStep> {
    return Promise.reject(new Error('no link expected'));
  }
  async submit(): Promise<IdentityStep> {
    this.asked = true;
    await this.gate;
    return this.answer;
  }
  answerNow(): void {
    this.release();
  }
}

async function openPasswordStep(answer: IdentityStep) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const service = new HeldFlowService(answer);
  container.unbind(IdentityFlowService);
  container.bind(IdentityFlowService).toConstantValue(service);
  container.get<IdentityStepStore>(IdentityStepStore).set(flowPage('OnlineReset', 'password', passwordFields));
  container.get<SessionStatePort>(SessionStatePort).update({ level: 10, cin: 'demo.hardkey' });
  const kit = renderAuthRoute(container, '/onlinereset/password', identityFlowsRoutes);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password', {}), 'Thames2050x');
  await user.type(screen.getByLabelText('Confirm your new password'), 'Thames2050x');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(service.asked).toBe(true));
  return { container, service, kit, user, session: container.get<SessionStatePort>(SessionStatePort) };
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('leaving an identity flow page while its answer is out', () => {
  it("'Back to Log On' (a log-off): the late 'complete' neither moves the customer nor raises the wiped session to CAM30", async () => {
    const { service, kit, user, session } = await openPasswordStep(flowPage('OnlineReset', 'complete', '', 'data-cam-level="30"'));
    await user.click(screen.getByRole('button', { name: 'Back to Log On' }));
    await waitFor(() => expect(kit.path()).toBe('/authentication/username'));

    service.answerNow();
    await settle();
    expect(kit.path()).toBe('/authentication/username');
    expect(session.state.level).toBe(0);
  });

  it("another address: an invalid answer for another step's page does not follow them (the view model's own move)", async () => {
    const wrongEarlier = flowPage(
      'OnlineReset',
      'security-question-1',
      `<p data-error-code="SEC_0001" data-error-field="securityAnswer1">The answer you've entered is incorrect.</p>${form('<label for="a">First school</label><input id="a" name="securityAnswer1" type="password" required>')}`,
    );
    const { service, kit } = await openPasswordStep(wrongEarlier);
    await kit.router.navigate('/summary');

    service.answerNow();
    await settle();
    expect(kit.path()).toBe('/summary');
  });
});
