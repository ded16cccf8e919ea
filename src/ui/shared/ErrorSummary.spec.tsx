import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';
import { Button } from './Button';
import { setPageTitle } from './document-title';

function Form() {
  const [username, setUsername] = useState('jo');
  const [submitted, setSubmitted] = useState(0);
  const errors = submitted
    ? [
        { fieldId: 'username', message: "We don't recognise the username you've entered, is it right?" },
        { fieldId: 'answer', message: 'Please enter your memorable answer' },
      ]
    : [];
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); setSubmitted((n) => n + 1); }}>
      <ErrorSummary errors={errors} focusKey={submitted} />
      <TextField id="username" label="Username" value={username} onChange={setUsername} error={errors[0]?.message} />
      <TextField id="answer" label="Memorable answer" value="" onChange={() => {}} error={errors[1]?.message} />
      <Button type="submit">Continue</Button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    render(<ErrorSummary errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('appears titled "There is a problem", takes focus and prefixes the page title', async () => {
    setPageTitle('Log on');
    const user = userEvent.setup();
    render(<Form />);
    expect(document.title).toBe('Log on - Online Banking');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(document.title).toBe('Error: Log on - Online Banking');
  });

  it('has one link per error that focuses its field, and never clears the field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      "We don't recognise the username you've entered, is it right?",
      'Please enter your memorable answer',
    ]);
    await user.click(screen.getByRole('link', { name: 'Please enter your memorable answer' }));
    expect(screen.getByLabelText('Memorable answer')).toHaveFocus();
    await user.click(links[0]!);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveValue('jo');
  });

  it('takes focus again on every failed submit', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('link', { name: 'Please enter your memorable answer' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('removes the Error: prefix when it goes away', () => {
    setPageTitle('Log on');
    const { rerender } = render(<ErrorSummary errors={[{ fieldId: 'x', message: 'Wrong' }]} />);
    expect(document.title).toBe('Error: Log on - Online Banking');
    rerender(<ErrorSummary errors={[]} />);
    expect(document.title).toBe('Log on - Online Banking');
  });
});
