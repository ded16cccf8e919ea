import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorPanel } from './ErrorPanel';
import { ErrorByCodePanel } from './ErrorByCodePanel';
import { ContentLoadErrorPage } from './ContentLoadErrorPage';
import { MissingContentPanel, UpcomingTransactionsDisabledPanel } from './UnavailablePanels';

const message = (code: string) =>
  `Sorry. Something's not right with our system - please try again later or you can send us a message from our help section and quote error code ${code}.`;

function renderPanel(code: string) {
  const router = createMemoryRouter(
    [
      { path: '/previous', element: <h1>Previous page</h1> },
      { path: '/error', element: <ErrorPanel code={code} /> },
      { path: '/summary', element: <h1>Balances page</h1> },
    ],
    { initialEntries: ['/previous', '/error'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
}

describe('ErrorPanel', () => {
  it.each(['FD001T', 'FD999T', 'FD892T'])('%s shows "It\'s us, not you." quoting the code', (code) => {
    renderPanel(code);
    expect(screen.getByRole('heading', { level: 1, name: "It's us, not you." })).toBeInTheDocument();
    expect(screen.getByText(message(code))).toBeInTheDocument();
  });

  it('Back goes back in history', async () => {
    renderPanel('FD001T');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('Balances goes to /summary', async () => {
    renderPanel('FD999T');
    await userEvent.click(screen.getByRole('button', { name: 'Balances' }));
    expect(await screen.findByRole('heading', { name: 'Balances page' })).toBeInTheDocument();
  });
});

describe('ErrorPanel opened first', () => {
  it('Back goes to the start when the app opened on the panel', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>Start page</h1> },
        { path: '/error', element: <ErrorPanel code="FD892T" /> },
      ],
      { initialEntries: ['/error'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Start page' })).toBeInTheDocument();
  });
});

describe('ErrorByCodePanel', () => {
  it('shows the content entry with fd_code replaced', () => {
    render(<ErrorByCodePanel code="FD2G004" entry={{ title: 'You are already logged on', message: 'Quote fd_code when you call.' }} />);
    expect(screen.getByRole('heading', { name: 'You are already logged on' })).toBeInTheDocument();
    expect(screen.getByText('Quote FD2G004 when you call.')).toBeInTheDocument();
  });
  it('falls back to the generic texts', () => {
    render(<ErrorByCodePanel code="FD2G500" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: "It's us, not you." })).toBeInTheDocument();
    expect(screen.getByText(message('FD2G500'))).toBeInTheDocument();
  });
});

describe('ContentLoadErrorPage', () => {
  it('shows the code and offers to try again', () => {
    render(<ContentLoadErrorPage code="FDAEMLISTKEYSMISSING" />);
    expect(screen.getByText(message('FDAEMLISTKEYSMISSING'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('unavailable panels', () => {
  it('FD890T says the content is unavailable', () => {
    render(<MissingContentPanel />);
    expect(screen.getByText(/Sorry this content currently unavailable, please try again later\./)).toHaveTextContent('(FD890T)');
  });
  it('AP004T says the same for disabled upcoming transactions', () => {
    render(<UpcomingTransactionsDisabledPanel />);
    expect(screen.getByText(/Sorry this content currently unavailable, please try again later\./)).toHaveTextContent('(AP004T)');
  });
});
