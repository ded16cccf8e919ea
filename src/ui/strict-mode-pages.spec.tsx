import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildContainerWithAreas } from '../composition/container';
import { Areas } from '../composition/areas';
import { pageRouteTable } from '../composition/page-route-table';
import type { Container } from 'inversify';
import type { IdentityStep } from '../core/identity/identity-step';
import { OpenSecurityPage } from '../core/my-details/security-details.use-cases';
import { openLoggedOn } from '../composition/testing/open-logged-on';

/**
 * Every page whose view model loads, mounted as `npm start` mounts it: under React's StrictMode,
 * whose effects run start → dispose → start on the one instance `useViewModel` keeps. The page must
 * show what it loaded, not stay on its loader (docs/architecture.md "A view model's runs").
 */
async function openStrict(path: string, prepare?: (container: Container) => void): Promise<void> {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  prepare?.(container);
  await openLoggedOn(container, path, { strict: true });
}

const loaders = () => screen.queryAllByRole('status').filter((s) => s.classList.contains('loader')).map((s) => s.textContent);

/**
 * The fake identity service knows only the log-on pages: the security details' options page, as the
 * demo bank's identity service answers it, comes from this stand-in.
 */
function securityOptionsPage(container: Container): void {
  const options = {
    name: 'UpdateOptions',
    route: '/security-details',
    status: 'OK',
    errors: [],
    inputs: [],
    labels: {},
    selects: [],
    links: [{ id: 'update-password', text: 'Change your password', href: '/gateway/idv/security-details/update-password' }],
    form: null,
    data: { title: 'Security details' },
  } as unknown as IdentityStep;
  container.unbind(OpenSecurityPage);
  container.bind(OpenSecurityPage).toConstantValue({ execute: async () => ({ kind: 'page', step: options }) } as unknown as OpenSecurityPage);
}

/**
 * The areas whose pages are the identity service's steps (log-on, activation, the resets, log-off):
 * a deep link to one goes back to its flow's first step, which the fake identity service does not
 * serve. Every other area's pages are walked, read from the route table.
 */
const identityServiceAreas = new Set(['log-on-stages', 'log-off-and-errors', 'activation', 'identity-flows']);

/** Values for the route parameters, from the fakes' demo data; where a value depends on the page, the first pattern it matches. */
const samples: Record<string, string | [RegExp, string][]> = {
  accountIndex: '0',
  statementId: 'STM-2026-10',
  tab: 'received',
  messageId: 'R-001',
  documentId: 'D-001',
  section: 'information-sharing',
  consentId: 'OB-AIS-1',
  authState: 'AIS-DEMO-1',
  mandateType: 'standing-order',
  mandateStatus: 'active',
  mandateIndex: '0',
  beneficiaryIndex: '0',
  paymentIndex: '0',
  transferType: 'own',
  payeeId: '1',
  majorBeneId: 'british-gas',
  formId: 'travel',
  id: 'AIS-DEMO-1',
  categorySlug: [
    [/^\/travel\//, 'before-you-go'],
    [/^\/security\//, 'fraud-and-scams'],
    [/manage-account/, 'travel'],
  ],
  encoded: [
    [/^\/travel\//, encodeURIComponent('Before you go question')],
    [/^\/security\//, encodeURIComponent('Fraud and scams question')],
  ],
};

/** A page's path with its parameters filled in; a parameter with no sample fails the walk, so a new one is given one. */
function filled(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const sample = samples[name];
    const value = typeof sample === 'string' ? sample : sample?.find(([where]) => where.test(pattern))?.[1];
    if (value === undefined) throw new Error(`no sample for :${name} in ${pattern}`);
    return value;
  });
}

/** What the fakes need for a page, where they need something. */
const preparations: Record<string, (container: Container) => void> = { '/security-details': securityOptionsPage };

const pages = (await pageRouteTable(Areas.filter((a) => !identityServiceAreas.has(a.name)))).map(filled);

describe('pages under StrictMode (as npm start runs them)', () => {
  it.each(pages)('%s shows its page, not its loader', async (path) => {
    await openStrict(path, preparations[path]);
    // A page that sends on (a redirect, a deep link into a journey's middle) is judged where it lands.
    const headings = await screen.findAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).not.toContain('Page not found');
    // A part still loading (a PDF drawn after its page) has its moment; none stays.
    await waitFor(() => expect(loaders()).toEqual([]));
  }, 20_000);

  it('walks the pages the route table holds', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['/my-details', '/email-details', '/statement-preferences', '/summary/0/transactions', '/inbox/received/R-001', '/products/personal-loans', '/products/regular-saver']),
    );
  });
});
