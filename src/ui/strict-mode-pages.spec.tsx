import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainerWithAreas } from '../composition/container';
import { discoverAreaRoutes } from '../composition/area-routes';
import { Areas } from '../composition/areas';
import type { Container } from 'inversify';
import type { IdentityStep } from '../core/identity/identity-step';
import { OpenSecurityPage } from '../core/my-details/security-details.use-cases';
import { SessionStatePort } from '../core/session/auth-state';
import { ContentStore } from './content/content.store';
import { ContainerProvider } from './di/container-context';
import { appRoutes } from './shell/app.routes';

/**
 * Every page whose view model loads, mounted as `npm start` mounts it: under React's StrictMode,
 * whose effects run start → dispose → start on the one instance `useViewModel` keeps. The page must
 * show what it loaded, not stay on its loader (docs/architecture.md "A view model's runs").
 */
async function openStrict(path: string, prepare?: (container: Container) => void): Promise<void> {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  prepare?.(container);
  container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
  await container.get(ContentStore).load();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: discoverAreaRoutes(container, Areas) });
  render(
    <StrictMode>
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>
    </StrictMode>,
  );
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

/** A page, a text only its loaded content shows, and what the fakes need for it. */
const pages: [path: string, content: string | RegExp, prepare?: (container: Container) => void][] = [
  ['/my-details', 'Mr Alex Hardy'],
  ['/email-details', 'alex.hardy@example.com'],
  ['/statement-preferences', 'Bonus Saver'],
  ['/security-details', 'Change your password', securityOptionsPage],
  ['/summary', 'Upcoming transactions'],
  ['/summary/0/transactions', 'TESCO STORES 2041'],
  ['/summary/0/transactions/statements', 'Statement October 2026'],
  ['/summary/0/transactions/statements/STM-2026-10', 'Download this statement (PDF)'],
  ['/inbox/received', /About <b>your<\/b> statement/],
  ['/inbox/received/R-001', 'Your new debit card'],
  ['/my-documents', /You have 1 unread document\./],
  ['/my-documents/D-001', 'Download this document (PDF)'],
  ['/summary/0/manage-money/regular', 'Standing orders'],
  ['/summary/0/manage-money/beneficiaries', 'Jane Smith'],
  ['/summary/0/manage-money/future-payments', 'Mike Patel'],
  ['/open-banking/information-sharing', 'Moneybox'],
  ['/open-banking/information-sharing/authorisation/AIS-DEMO-1', 'Moneybox'],
  ['/products/personal-loans', '6.9% APR'],
  ['/products/regular-saver', 'Apply now'],
];

describe('pages under StrictMode (as npm start runs them)', () => {
  it.each(pages)('%s shows its content, not its loader', async (path, content, prepare) => {
    await openStrict(path, prepare);
    expect((await screen.findAllByText(content, {})).length).toBeGreaterThan(0);
    // A part still loading (a PDF drawn after its page) has its moment; none stays.
    await waitFor(() => expect(loaders()).toEqual([]));
  }, 20_000);
});
