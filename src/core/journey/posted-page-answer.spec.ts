import { describe, expect, it } from 'vitest';
import type { IdentityError, IdentityStep, IdentityStepStatus } from '../identity/identity-step';
import { classifyPostedPage, type PostedPageAnswer } from './posted-page-answer';

const ownRoute = '/my-details/security-details/change';
const isOwn = (route: string) => route === ownRoute;
const page = (route: string, status: IdentityStepStatus, errors: IdentityError[] = []): IdentityStep => ({
  name: 'page', route, form: null, inputs: [], selects: [], labels: {}, links: [], errors, status, data: {},
});
const error = (code: string): IdentityError => ({ code, message: 'words' });

describe('what a page of the identity service answered to a change', () => {
  it.each<[string, IdentityStep, PostedPageAnswer]>([
    ['the own page with its field errors: refused, nothing changed', page(ownRoute, 'INVALID', [error('')]), 'own-page-with-errors'],
    ['the own page again without an error: unknown', page(ownRoute, 'OK'), 'unknown'],
    ['the own page, even as a fallback status, with errors: its errors', page(ownRoute, 'FALLBACK', [error('X1')]), 'own-page-with-errors'],
    ['an error page with a code of the bank\'s: refused', page('/authentication/error/SEC_0042', 'ERROR', [error('SEC_0042')]), 'refusal-page'],
    ['the read-only page: refused', page('/authentication/error/ELG006', 'OK'), 'refusal-page'],
    ['a page the parser could not read (FD2G509 status): unknown', page('/authentication/error/SEC_0042', 'FALLBACK', [error('SEC_0042')]), 'unknown'],
    ['a page the parser could not read, even on the read-only route: unknown', page('/authentication/error/ELG006', 'FALLBACK'), 'unknown'],
    ['the fallback page, whatever its status: unknown', page('/authentication/error/FD2G509', 'ERROR', [error('SEC_0042')]), 'unknown'],
    ['the general error page, whatever its status and codes: unknown', page('/authentication/error', 'ERROR', [error('SEC_0042')]), 'unknown'],
    ['an error page whose only code is the fallback\'s: unknown', page('/authentication/error/X', 'ERROR', [error('FD2G509')]), 'unknown'],
    ['an error page without a code: unknown', page('/authentication/error/X', 'ERROR', [error('')]), 'unknown'],
    ['an error page with a blank code beside a bank code: refused', page('/authentication/error/X', 'ERROR', [error(''), error('SEC_0042')]), 'refusal-page'],
    ['a bank code on a page that is not an error page: unknown', page('/somewhere', 'OK', [error('SEC_0042')]), 'unknown'],
  ])('%s', (_, step, answer) => {
    expect(classifyPostedPage(step, isOwn)).toBe(answer);
  });
});
