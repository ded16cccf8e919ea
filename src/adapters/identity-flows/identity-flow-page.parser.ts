import type { IdentityError, IdentityStep } from '../../core/identity/identity-step';
import { classifyFlowPage } from '../../core/identity-flows/flow-page-rules';
import { parseLegacyPage } from '../legacy-page/legacy-page.parser';
import { parseInertHtml } from '../legacy-page/inert-html';

/**
 * A page of an identity flow: parsed as every identity page is (the log-on's parser, so the step
 * model and the log-on rules are the same), then read by the flow rules with the page's screen marker
 * (`data-screen` of `#idv-step`) and its text. Lives with the flows, not in the log-on page's bundle:
 * the log-on parser is left as it is, and a flow page is parsed a second time only for these two facts.
 */
export function parseIdentityFlowPage(html: string): IdentityStep {
  const step = parseLegacyPage(html);
  const doc = parseInertHtml(html);
  const root = doc.querySelector('#idv-step');
  const screen = root?.getAttribute('data-screen')?.trim() || null;
  const autosubmit = root?.getAttribute('data-autosubmit')?.trim().toLowerCase() === 'true';
  const text = (doc.body?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const errors: IdentityError[] = [...doc.querySelectorAll('[data-error-code]')].map((el) => {
    const error: IdentityError = { code: el.getAttribute('data-error-code') ?? '', message: (el.textContent ?? '').replace(/\s+/g, ' ').trim() };
    const field = el.getAttribute('data-error-field');
    if (field) error.field = field;
    return error;
  });
  return classifyFlowPage({ step, screen, text, errors, autosubmit });
}
