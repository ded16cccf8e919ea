import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { IdentityFlowService } from '../../../core/identity-flows/identity-flow-service.port';
import { IdentityStepStore } from '../../../core/session/identity-step-store';
import type { IdentityStep } from '../../../core/identity/identity-step';
import { parseIdentityFlowPage } from '../../../adapters/identity-flows/identity-flow-page.parser';
import { parseLegacyPage } from '../../../adapters/legacy-page/legacy-page.parser';
import { renderAuthRoute } from '../../auth/testing/auth-route-kit';
import { identityFlowsRoutes } from '../../identity-flows/identity-flows.routes';
import { activationRoutes } from '../../activation/activation.routes';

/** A flow page as the identity service writes it (docs/api/identity.md, 'Identity flows'). */
function flowPage(screenName: string, step: string, body: string, attrs = ''): IdentityStep {
  return parseIdentityFlowPage(
    `<html><body><main id="idv-step" data-screen="${screenName}" data-step-tracker="${step}" data-title="${step} title" ${attrs}>${body}</main></body></html>`,
  );
}
const form = (fields: string, action = 'x') => `<form action="${action}" method="post"><input type="hidden" name="userid" value="demo.hardkey">${fields}</form>`;
const passwordFields = form(
  '<label for="p">New password</label><input id="p" name="newPassword" type="password" required>' +
    '<label for="c">Confirm your new password</label><input id="c" name="confirmPassword" type="password" required>',
);

/** The identity service, scripted: each follow or submit answers with the next page. */
class ScriptedFlowService {
  readonly calls: { method: 'follow' | 'submit'; href?: string; values?: Record<string, string> }[] = [];
  constructor(private readonly answers: IdentityStep[]) {}
  follow(href: string): Promise<IdentityStep> {
    this.calls.push({ method: 'follow', href });
    return Promise.resolve(this.next());
  }
  submit(_step: IdentityStep, values: Record<string, string>): Promise<IdentityStep> {
    this.calls.push({ method: 'submit', values });
    return Promise.resolve(this.next());
  }
  private next(): IdentityStep {
    const page = this.answers.shift();
    if (!page) throw new Error('no page scripted');
    return page;
  }
}

async function open(path: string, answers: IdentityStep[], stored?: IdentityStep) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const service = new ScriptedFlowService(answers);
  container.unbind(IdentityFlowService);
  container.bind(IdentityFlowService).toConstantValue(service);
  if (stored) container.get<IdentityStepStore>(IdentityStepStore).set(stored);
  const kit = renderAuthRoute(container, path, identityFlowsRoutes);
  return { service, kit, user: userEvent.setup() };
}

const passwordPage = parseLegacyPage(
  '<html><body><main id="idv-step" data-cam-level="10"><form action="logon/password" method="post"><input name="keyrcc_password_first"></form><a id="cam30forgotpasswordlink" href="reset/password">Forgotten your password?</a></main></body></html>',
);

describe('an identity flow page', () => {
  it("opens the flow through the log-on page's own link and shows the step with its tracker", async () => {
    const { service } = await open('/onlinereset', [flowPage('OnlineReset', 'index', form(''), 'data-message="We will ask your questions."')], passwordPage);
    await screen.findByRole('heading', { level: 1, name: 'index title' });
    expect(service.calls[0]).toEqual({ method: 'follow', href: 'reset/password' });
    expect(screen.getByText('We will ask your questions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('opens at the flow address when no log-on page gave a link', async () => {
    const { service } = await open('/registration', [flowPage('Registration', 'index', form(''))]);
    await screen.findByRole('heading', { level: 1, name: 'index title' });
    expect(service.calls[0]).toEqual({ method: 'follow', href: 'registration' });
  });

  it('marks the current step on the tracker with the spec labels', async () => {
    await open('/onlinereset/password', [], flowPage('OnlineReset', 'password', passwordFields));
    const tracker = await screen.findByRole('navigation', { name: 'Progress' });
    expect(within(tracker).getAllByRole('listitem')).toHaveLength(9);
    expect(within(tracker).getByText('Password').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('checks new credentials with the set-up rules: the error summary focused, nothing sent', async () => {
    const { service, user } = await open('/onlinereset/password', [], flowPage('OnlineReset', 'password', passwordFields));
    const password = await screen.findByLabelText('New password', {});
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'abcde123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const message = "Your password can't contain 5 sequential characters e.g. 12345, abcde or qwerty. Please try again.";
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'This field requires a value' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(password).toHaveValue('abcde123');
    expect(document.title.startsWith('Error: ')).toBe(true);
    expect(service.calls).toHaveLength(0);
  });

  it('pasting is allowed and a valid form is sent', async () => {
    const { service, kit, user } = await open(
      '/onlinereset/password',
      [flowPage('OnlineReset', 'complete', '', 'data-cam-level="30"')],
      flowPage('OnlineReset', 'password', passwordFields),
    );
    await user.click(await screen.findByLabelText('New password'));
    await user.paste('Thames2050x');
    await user.type(screen.getByLabelText('Confirm your new password'), 'thames2050X');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(kit.path()).toBe('/onlinereset/complete'));
    expect(service.calls[0]).toEqual({ method: 'submit', values: { newPassword: 'Thames2050x', confirmPassword: 'thames2050X' } });
  });

  it("keeps what was typed on the service's error, shows it on the field and focuses the service's error panel", async () => {
    const question = form('<label for="a">What was the name of your first school?</label><input id="a" name="securityAnswer1" type="password" required>');
    const wrong = flowPage(
      'OnlineReset',
      'security-question-1',
      `<p data-error-code="SEC_0001" data-error-field="securityAnswer1">The answer you've entered is incorrect. Please try again.</p>${question}`,
    );
    const { user } = await open('/onlinereset/security-question-1', [wrong], flowPage('OnlineReset', 'security-question-1', question));
    const answer = await screen.findByLabelText('What was the name of your first school?');
    await user.type(answer, 'Clapham');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'One or more errors must be corrected' });
    expect(answer).toHaveValue('Clapham');
    expect(answer).toHaveAccessibleDescription("Error: The answer you've entered is incorrect. Please try again.");
    await waitFor(() => expect(heading.closest('[role="alert"]')).toHaveFocus());
  });

  it("follows a link the page gives (another way on) and shows where it leads", async () => {
    const intro = flowPage('Activation', 'sk-intro', `${form('')}<a id="replace_sk_nav" href="activation/replace">Lost your Secure Key? Replace it</a>`);
    const container = await buildContainerWithAreas({ kind: 'fake' });
    const service = new ScriptedFlowService([flowPage('Activation', 'replace-sk-intro', form(''))]);
    container.unbind(IdentityFlowService);
    container.bind(IdentityFlowService).toConstantValue(service);
    container.get<IdentityStepStore>(IdentityStepStore).set(intro);
    const kit = renderAuthRoute(container, '/activation/sk-intro', activationRoutes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lost your Secure Key? Replace it' }));
    await waitFor(() => expect(kit.path()).toBe('/activation/replace-sk-intro'));
    expect(service.calls[0]).toEqual({ method: 'follow', href: 'activation/replace' });
  });

  it('a step with autosubmit submits itself', async () => {
    const reset = flowPage('OnlineReset', 'reset', '<form action="onlinereset/reset" method="get"></form>', 'data-autosubmit="true"');
    const { service, kit } = await open('/onlinereset/reset', [flowPage('OnlineReset', 'complete', '', 'data-cam-level="30"')], reset);
    await waitFor(() => expect(kit.path()).toBe('/onlinereset/complete'));
    expect(service.calls).toEqual([{ method: 'submit', values: {} }]);
  });

  it('a deep link into the middle of a flow goes back to its start', async () => {
    const { kit } = await open('/registration/security', [flowPage('Registration', 'index', form(''))]);
    await waitFor(() => expect(kit.path()).toBe('/registration'));
    await screen.findByRole('heading', { level: 1, name: 'index title' });
  });

  it('registration shows the account fields or the card field by the radio chosen, and sends only those', async () => {
    const details = flowPage(
      'Registration',
      'your-details',
      form(
        '<label for="detailsType-legend">How would you like to identify yourself?</label>' +
          '<label><input type="radio" name="detailsType" value="account" required> Sort code and account number</label>' +
          '<label><input type="radio" name="detailsType" value="card" required> Credit card number</label>' +
          '<label for="s">Sort code</label><input id="s" name="sortCode"><label for="n">Account number</label><input id="n" name="accountNumber">' +
          '<label for="k">Credit card number</label><input id="k" name="cardNumber">' +
          '<label for="t">Telephone password</label><input id="t" name="telephonePassword" type="password" required>',
      ),
    );
    const { service, user } = await open('/registration/your-details', [flowPage('Registration', 'username', form(''))], details);
    const group = await screen.findByRole('group', { name: 'How would you like to identify yourself?' });
    expect(screen.queryByRole('textbox', { name: 'Sort code' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Sort code and account number' }));
    await user.type(screen.getByRole('textbox', { name: 'Sort code' }), '40-12-76');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '4123');
    await user.type(screen.getByLabelText('Telephone password'), 'Thames');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('link', { name: 'Sorry, the account number you have entered is not valid' });
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '0099');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(service.calls).toHaveLength(1));
    expect(service.calls[0]?.values).toEqual({ detailsType: 'account', sortCode: '401276', accountNumber: '41230099', telephonePassword: 'Thames' });
  });
});
