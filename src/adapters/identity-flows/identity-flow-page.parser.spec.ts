import { describe, expect, it } from 'vitest';
import { afterFlowSubmit, flowLogOnCode } from '../../core/identity-flows/flow-page-rules';
import { IdentityFlows, trackerOf } from '../../core/identity-flows/identity-flows';
import { parseIdentityFlowPage } from './identity-flow-page.parser';

/** A fixture page of the identity service, as the demo bank writes them. */
function page(attrs: string, body = '', form = '<form action="x" method="post"><input type="hidden" name="userid" value="demo.hardkey"></form>'): string {
  return `<!DOCTYPE html><html><head><title>Page</title></head><body><main id="idv-step" ${attrs}>${body}${form}</main></body></html>`;
}
const error = (code: string, text: string, field = '') =>
  `<div role="alert"><p data-error-code="${code}"${field ? ` data-error-field="${field}"` : ''}>${text}</p></div>`;

describe('legacy page mapping for the identity flows (docs/rules/log-on-states.md)', () => {
  it('a page naming its flow and step maps to that step route', () => {
    const step = parseIdentityFlowPage(page('data-screen="OnlineReset" data-step-tracker="security-question-1"', '<label for="a">Q</label><input id="a" name="securityAnswer1" type="password" required>'));
    expect(step).toMatchObject({ name: 'OnlineReset', route: '/onlinereset/security-question-1', status: 'OK' });
  });

  it('the online reset runs question 1, question 2, options, code, memorable answer, password, reset, complete', () => {
    const keys = ['security-question-1', 'security-question-2', 'options', 'security-code', 'memorable', 'password', 'reset', 'complete'];
    const routes = keys.map((k) => parseIdentityFlowPage(page(`data-screen="OnlineReset" data-step-tracker="${k}"`)).route);
    expect(routes).toEqual(keys.map((k) => `/onlinereset/${k}`));
  });

  it('the online reset ends at level 30', () => {
    const step = parseIdentityFlowPage(page('data-screen="OnlineReset" data-step-tracker="complete" data-cam-level="10"', '<h1>Done</h1>', ''));
    expect(step.route).toBe('/onlinereset/complete');
    expect(step.data.camLevel).toBe(30);
    expect(step.data.maxCamLevel).toBe(30);
  });

  it('a step with errors is INVALID on its own route', () => {
    const step = parseIdentityFlowPage(
      page('data-screen="OnlineReset" data-step-tracker="security-question-1"', error('SEC_0001', "The answer you've entered is incorrect. Please try again.", 'securityAnswer1')),
    );
    expect(step).toMatchObject({ route: '/onlinereset/security-question-1', status: 'INVALID' });
    expect(step.errors[0]).toMatchObject({ code: 'SEC_0001', field: 'securityAnswer1' });
  });

  it.each([
    ['suspended', 'FD2G006', 'Your Online Banking has been suspended.'],
    ['too many tries', 'FD2G008', "You've answered incorrectly too many times."],
    ['already registered', 'FD2G009', 'You are already registered for Online Banking.'],
  ])('%s leads to its error page', (_, code, text) => {
    const step = parseIdentityFlowPage(page('data-screen="OnlineReset" data-step-tracker="security-question-1"', error(code, text)));
    expect(step).toMatchObject({ route: `/authentication/error/${code}`, status: 'ERROR' });
    expect(step.errors[0]?.code).toBe(code);
  });

  it.each([
    ['suspended', 'Sorry, your access has been suspended', 'FD2G006'],
    ['already registered', 'These details are already registered', 'FD2G009'],
  ])('%s is recognised by its words too', (_, text, code) => {
    expect(parseIdentityFlowPage(page('data-screen="Registration" data-step-tracker="your-details"', `<p>${text}</p>`)).route).toBe(
      `/authentication/error/${code}`,
    );
  });

  it('a lock keeps its log-off page whatever flow it came in', () => {
    const step = parseIdentityFlowPage(page('data-screen="OnlineReset" data-step-tracker="security-question-2"', error('0009', 'locked')));
    expect(step.route).toBe('/logoff/locked');
  });

  it('registration ends complete', () => {
    expect(parseIdentityFlowPage(page('data-screen="Registration" data-step-tracker="complete"', '<h1>Done</h1>', '')).route).toBe('/registration/complete');
  });

  it('registration failure goes to an error page quoting the reference', () => {
    const step = parseIdentityFlowPage(page('data-screen="Registration" data-step-tracker="your-details" data-ref-id="REG-4471"', error('REG_0001', 'We cannot register you.')));
    expect(step).toMatchObject({ route: '/registration/error', status: 'REDIRECT' });
    expect(step.errors[0]?.message).toContain('quote reference REG-4471');
  });

  it('a field error on a registration page stays on the page', () => {
    const step = parseIdentityFlowPage(
      page('data-screen="Registration" data-step-tracker="username" data-ref-id="REG-1"', error('REG_0002', 'That username is taken', 'newUsername')),
    );
    expect(step).toMatchObject({ route: '/registration/username', status: 'INVALID' });
  });

  it('the Secure Key activation entry failure reads: ten-digit serial number, six-digit code, call us', () => {
    const step = parseIdentityFlowPage(page('data-screen="Activation" data-step-tracker="sk-activate"', error('ACT_0001', 'Activation failed')));
    expect(step).toMatchObject({ route: '/activation/sk-activate', status: 'INVALID' });
    expect(step.errors[0]?.message).toMatch(/ten-digit serial number.*six-digit security code.*call us on \{phone\}/);
  });

  it('the PIN reset failure text says to call', () => {
    const step = parseIdentityFlowPage(page('data-screen="ResetPin" data-step-tracker="lock-pin"', error('PIN_0001', 'Failed')));
    expect(step).toMatchObject({ route: '/reset-pin/lock-pin', status: 'INVALID' });
    expect(step.errors[0]?.message).toMatch(/call us on \{phone\}/);
  });

  it('a step with autosubmit keeps the flag for the page to submit it', () => {
    const step = parseIdentityFlowPage(page('data-screen="OnlineReset" data-step-tracker="reset" data-autosubmit="true"'));
    expect(step.data.autosubmit).toBe(true);
    expect(step.route).toBe('/onlinereset/reset');
  });

  it('a level-30 flow step with a form is not the log-on success that submits itself', () => {
    const step = parseIdentityFlowPage(page('data-screen="Activation" data-step-tracker="sk-intro" data-cam-level="30"'));
    expect(step).toMatchObject({ route: '/activation/sk-intro', status: 'OK' });
    expect(step.data.autosubmit).toBeUndefined();
  });

  it('the offline reset form loaded is log-on code 105', () => {
    const step = parseIdentityFlowPage(page('data-screen="OfflineReset" data-step-tracker="index"'));
    expect(step.route).toBe('/offlinereset');
    expect(flowLogOnCode(step)).toBe('105');
    expect(flowLogOnCode(parseIdentityFlowPage(page('data-screen="OnlineReset" data-step-tracker="index"')))).toBeNull();
  });

  it("on the offline reset security step 'Sorry we cannot action your request' counts as complete", () => {
    const sorry = parseIdentityFlowPage('<html><body><h1>Sorry we cannot action your request</h1></body></html>');
    expect(sorry.route).toBe('/authentication/error');
    const answer = afterFlowSubmit(IdentityFlows.offlineReset, 'security', sorry);
    expect(answer).toMatchObject({ route: '/offlinereset/complete', status: 'OK' });
    const later = afterFlowSubmit(IdentityFlows.offlineReset, 'security', parseIdentityFlowPage('<html><body><p>Please try again later</p></body></html>'));
    expect(later.route).toBe('/offlinereset/complete');
  });

  it("elsewhere 'Sorry we cannot action your request' is the general error", () => {
    const sorry = parseIdentityFlowPage('<html><body><h1>Sorry we cannot action your request</h1></body></html>');
    expect(afterFlowSubmit(IdentityFlows.offlineReset, 'memorable', sorry).route).toBe('/authentication/error');
    expect(afterFlowSubmit(IdentityFlows.onlineReset, 'security', sorry).route).toBe('/authentication/error');
  });

  it('a page of no flow keeps the log-on classification (token selection, log-on complete)', () => {
    const choose = parseIdentityFlowPage('<html><body><main id="idv-step"><form action="activation/choose" method="post"><select name="tokenChoice"><option value="hard">Secure Key</option></select></form></main></body></html>');
    expect(choose.route).toBe('/activation/choose');
    expect(parseIdentityFlowPage('<html><body><p>Logon Activity Completed</p></body></html>').route).toBe('/summary');
  });

  it('an unknown step of a known flow keeps the log-on classification (fallback)', () => {
    expect(parseIdentityFlowPage(page('data-screen="OnlineReset" data-step-tracker="nowhere"', '', '')).route).toBe('/authentication/error/FD2G509');
  });
});

describe('step trackers (docs/rules/log-on-screens.md, step labels)', () => {
  it('each step shows its flow tracker with the spec labels', () => {
    expect(trackerOf(IdentityFlows.registration, 'username')).toEqual({
      labels: ['Your Details', 'Create your username', 'Set up your security', 'Additional security questions', 'Registration complete'],
      current: 1,
    });
    expect(trackerOf(IdentityFlows.offlineReset, 'index')?.current).toBe(0);
    expect(trackerOf(IdentityFlows.resetPin, 'lock-pin')).toEqual({ labels: ['Enter Lock PIN', 'Reset PIN'], current: 0 });
    expect(trackerOf(IdentityFlows.activation, 'replace-sk-code')?.labels).toEqual(['Introduction', 'Replacement Code', 'Activate Secure Key', 'Complete']);
    expect(trackerOf(IdentityFlows.activation, 'choose')?.labels).toEqual(['Select Secure Key', 'Confirmation', 'Complete']);
    expect(trackerOf(IdentityFlows.onlineReset, 'password')?.labels[5]).toBe('Password');
    expect(trackerOf(IdentityFlows.onlineReset, 'index')).toBeNull();
  });
});
