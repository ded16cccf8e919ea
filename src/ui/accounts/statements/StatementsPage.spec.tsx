import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { ObjectUrls } from '../shared/object-urls';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent } from '../testing/accounts-fixture';

class RecordingUrls extends ObjectUrls {
  created: Blob[] = [];
  revoked: string[] = [];
  override create(blob: Blob): string {
    this.created.push(blob);
    return `blob:statement-${this.created.length}`;
  }
  override revoke(url: string): void {
    this.revoked.push(url);
  }
}

async function setUp() {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  const { accounts } = await logOnWithContent(container);
  const urls = new RecordingUrls();
  container.unbind(ObjectUrls);
  container.bind(ObjectUrls).toConstantValue(urls);
  return { container, accounts, urls };
}

afterEach(() => vi.restoreAllMocks());

describe('Statements', () => {
  it('lists the statements and opens one as a PDF drawn in the page, with a download', async () => {
    const user = userEvent.setup();
    const { container, urls } = await setUp();
    const { unmount } = renderAccountsRoute(container, '/summary/0/transactions/statements');
    await screen.findByRole('heading', { level: 1, name: 'Statements' });
    expect(await screen.findByText('1 Oct 2026 to 31 Oct 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Statement October 2026' }));
    await screen.findByRole('heading', { level: 1, name: 'Statement October 2026' });
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('.pdf-view')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Download this statement (PDF)' })).toHaveAttribute('href', 'blob:statement-1');
    expect(urls.created[0]?.type).toBe('application/pdf');
    expect(screen.getByRole('link', { name: 'Download this statement (PDF)' })).toHaveAttribute(
      'download',
      'statement-current-account-4567-2026-10.pdf',
    );
    unmount();
    expect(urls.revoked).toEqual(['blob:statement-1']);
  });

  it('opens a statement by its period too', async () => {
    const { container } = await setUp();
    renderAccountsRoute(container, '/summary/0/transactions/statements/2026-09');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement September 2026' })).toBeInTheDocument();
  });

  it('shows the error panel with the code when the PDF fails', async () => {
    const { container, accounts } = await setUp();
    accounts.failWith('statementPdf', { code: 'FD001T', description: 'down' });
    renderAccountsRoute(container, '/summary/0/transactions/statements/STM-2026-10');
    expect(await screen.findByText(/quote error code FD001T/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Statements' })).toHaveAttribute('href', '/summary/0/transactions/statements');
  });
});
