import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pasteTrimmed } from './paste-trimmed';

/** A controlled field as the app's forms have them: React's state holds what the field shows. */
function Field({ maxLength, initial = '' }: { maxLength?: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="f">Sort code</label>
      <input id="f" value={value} maxLength={maxLength} onChange={(e) => setValue(e.target.value)} onPaste={pasteTrimmed} />
      <output>{value}</output>
    </>
  );
}

describe('a value pasted with spaces around it', () => {
  it("goes in whole without them: ' 40-12-76 ' into a field of 8 is the sort code, not '40-12-7'", async () => {
    const user = userEvent.setup();
    render(<Field maxLength={8} />);
    await user.click(screen.getByLabelText('Sort code'));
    await user.paste(' 40-12-76 ');
    expect(screen.getByLabelText<HTMLInputElement>('Sort code').value).toBe('40-12-76');
    // React's state has it too, as from typing.
    expect(screen.getByRole('status').textContent).toBe('40-12-76');
  });

  it('keeps the spaces inside the value, and a tab or a new line copied with it goes', async () => {
    const user = userEvent.setup();
    render(<Field maxLength={19} />);
    await user.click(screen.getByLabelText('Sort code'));
    await user.paste('\t4929 0000 0000 0006\n');
    expect(screen.getByLabelText<HTMLInputElement>('Sort code').value).toBe('4929 0000 0000 0006');
  });

  it('goes where the cursor is, over a selection, and still within the limit', async () => {
    const user = userEvent.setup();
    render(<Field maxLength={8} initial="40-99-76" />);
    const field = screen.getByLabelText<HTMLInputElement>('Sort code');
    await user.click(field);
    field.setSelectionRange(3, 5);
    await user.paste(' 12 ');
    expect(field.value).toBe('40-12-76');
    expect(field.selectionStart).toBe(5);
    field.setSelectionRange(8, 8);
    await user.paste(' 99 ');
    expect(field.value, 'a full field takes nothing more').toBe('40-12-76');
  });

  it('leaves a paste with no spaces around it to the browser', async () => {
    const user = userEvent.setup();
    render(<Field />);
    await user.click(screen.getByLabelText('Sort code'));
    await user.paste('40-12-76');
    expect(screen.getByLabelText<HTMLInputElement>('Sort code').value).toBe('40-12-76');
  });
});
