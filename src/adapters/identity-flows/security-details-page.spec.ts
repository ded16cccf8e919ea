import { describe, expect, it } from 'vitest';
import { parseIdentityFlowPage } from './identity-flow-page.parser';

/** Security details' pages as the identity service sends them (docs/api/my-details.md). */
function page(attrs: string, body = '', form = '<form action="security-details/update-password" method="post"><input type="hidden" name="userid" value="demo.hardkey"></form>') {
  return `<!DOCTYPE html><html><head><title>Page</title></head><body><main id="idv-step" data-cam-level="40" ${attrs}>${body}${form}</main></body></html>`;
}

describe('legacy page mapping: security details (docs/rules/log-on-states.md, screens of section 2)', () => {
  it.each([
    ['UpdateOptions', 'options'],
    ['UpdateUsername', 'update-username'],
    ['UpdateMemorable', 'update-memorable'],
    ['UpdatePassword', 'update-password'],
    ['UpdateSecQ1', 'update-security-question-1'],
    ['UpdateSecQ2', 'update-security-question-2'],
    ['UpdateMessage', 'update-secure-key-pin'],
    ['UpdateSuccess', 'update-complete'],
  ])('%s (%s) maps to its route and keeps its screen name', (screen, key) => {
    const step = parseIdentityFlowPage(page(`data-screen="${screen}" data-step-tracker="${key}"`));
    expect(step).toMatchObject({ name: screen, route: `/security-details/${key}`, status: 'OK' });
  });

  it('a wrong Re-authentication Security Code is INVALID on the same route, on its field', () => {
    const step = parseIdentityFlowPage(
      page(
        'data-screen="UpdatePassword" data-step-tracker="update-password"',
        `<div role="alert"><p data-error-code="LOG_0008" data-error-field="reauthenticationCode">The security code you've entered is incorrect. Please try again.</p></div>`,
      ),
    );
    expect(step).toMatchObject({ route: '/security-details/update-password', status: 'INVALID', errors: [{ code: 'LOG_0008', field: 'reauthenticationCode' }] });
  });

  it('a step the flow does not have keeps the log-on classification (not a security-details route)', () => {
    expect(parseIdentityFlowPage(page('data-screen="UpdatePassword" data-step-tracker="nowhere"')).route).not.toMatch(/^\/security-details/);
  });

  it('a level-40 page with a form is not taken for a log-on that submits itself', () => {
    expect(parseIdentityFlowPage(page('data-screen="UpdatePassword" data-step-tracker="update-password"')).data.autosubmit).toBeUndefined();
  });
});
