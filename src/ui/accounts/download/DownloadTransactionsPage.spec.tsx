import { fillDate } from '../../shared/date-input.spec-support';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../../composition/container';
import { FileSaver, type DownloadFile } from '../../../core/accounts/file-saver.port';
import { renderAccountsRoute } from '../testing/render-accounts-route';
import { logOnWithContent, setToggle } from '../testing/accounts-fixture';

async function openDownload(toggleOn = true) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  await logOnWithContent(container);
  if (!toggleOn) setToggle(container, 'downloadTransactions', false);
  const saver = container.get<FileSaver & { saved: DownloadFile[] }>(FileSaver);
  renderAccountsRoute(container, '/summary/0/transactions/download');
  await screen.findByRole('heading', { level: 1, name: 'Download transactions' });
  return { saver };
}

describe('Download transactions', () => {
  it('starts on the last month and saves a CSV named for the account and the range', async () => {
    const user = userEvent.setup();
    const { saver } = await openDownload();
    const from = screen.getByRole('group', { name: 'From' });
    expect([within(from).getByLabelText('Day'), within(from).getByLabelText('Month'), within(from).getByLabelText('Year')].map((f) => (f as HTMLInputElement).value)).toEqual(['22', '10', '2026']);
    expect(within(screen.getByRole('group', { name: 'To' })).getByLabelText('Month')).toHaveValue('11');
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Your file current-account-4567-2026-10-22-to-2026-11-22.csv has been downloaded.')).toBeInTheDocument();
    expect(saver.saved).toHaveLength(1);
    expect(saver.saved[0]?.content).toContain('TESCO STORES 2041');
    expect(saver.saved[0]?.content).not.toContain('THAMES WATER');
  });

  it('saves OFX and QIF too', async () => {
    const user = userEvent.setup();
    const { saver } = await openDownload();
    await user.click(screen.getByRole('radio', { name: 'OFX' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await screen.findByText(/\.ofx has been downloaded\./);
    await user.click(screen.getByRole('radio', { name: 'QIF' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await screen.findByText(/\.qif has been downloaded\./);
    expect(saver.saved.map((f) => f.content?.slice(0, 12))).toEqual(['OFXHEADER:10', '!Type:Bank\r\n']);
  });

  it('asks for a format and checks the range, every error in the summary', async () => {
    const user = userEvent.setup();
    const { saver } = await openDownload();
    fillDate('From', '2026-11-20');
    fillDate('To', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Start date must be before end date.',
      'End date must be after start date.',
      'This field requires a selection',
    ]);
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'This field requires a selection' }));
    expect(screen.getByRole('radio', { name: 'CSV' })).toHaveFocus();
    expect(saver.saved).toHaveLength(0);

    fillDate('From', '2024-11-01');
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Please select a shorter date range.' })).toBeInTheDocument();
  });

  it('is not offered when its toggle is off', async () => {
    await openDownload(false);
    expect(screen.getByText('This service is not available at the moment. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download transactions' })).not.toBeInTheDocument();
  });
});
