import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainer } from '../../composition/container';
import { DocumentsPort } from '../../core/documents/documents.port';
import type { FakeDocuments } from '../../adapters/fakes/fake-documents.adapter';
import { openLoggedOn } from '../../composition/testing/open-logged-on';

async function open(path: string) {
  const container = buildContainer({ kind: 'fake' });
  await openLoggedOn(container, path);
  return { container };
}

describe('my documents', () => {
  it('lists newest first with the unread ones marked, the count and the earliest date, and filters by year', async () => {
    const user = userEvent.setup();
    const { container } = await open('/my-documents');
    await screen.findByRole('heading', { level: 1, name: 'My documents' });
    expect(await screen.findByText(/You have 1 unread document\. Documents from 10 Jun 2025 are shown\./)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'New (unread)Statement October 2026',
      'Annual summary 2025',
      'Letter: changes to your account',
    ]);
    await user.selectOptions(screen.getByLabelText('Show documents from'), '2025');
    expect(within(screen.getByRole('list', { name: 'Documents' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 documents shown');
    expect(container.get<FakeDocuments>(DocumentsPort).fromDates).toHaveLength(1);
  });

  it('opens a document with a download link, and the unread count falls on the way back', async () => {
    const user = userEvent.setup();
    await open('/my-documents/D-001');
    await screen.findByRole('heading', { level: 1, name: 'Statement October 2026' });
    expect(screen.getByRole('link', { name: 'Download this document (PDF)' })).toHaveAttribute('download', 'statement-october-2026-2026-11-02.pdf');
    await user.click(screen.getByRole('link', { name: 'Back to My documents' }));
    expect(await screen.findByText(/You have 0 unread documents\./)).toBeInTheDocument();
  });
});
