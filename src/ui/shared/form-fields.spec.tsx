import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';
import { Checkbox } from './Checkbox';
import { NumberInput } from './NumberInput';
import { Button } from './Button';
import { Heading } from './Heading';
import { useFieldTouched } from './use-field-touched';
import { FormTouchState } from './form-touch-state';
import { useState } from 'react';

describe('TextField', () => {
  it('links label, hint and error; marks the field invalid', () => {
    render(<TextField id="u" label="Username" hint="As you set it up" error="Enter a username" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAccessibleDescription('As you set it up Error: Enter a username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
  it('is valid and undescribed without hint or error', () => {
    render(<TextField id="u" label="Username" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
  it('reports typed values', async () => {
    const onChange = vi.fn();
    render(<TextField id="u" label="Username" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Username'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });
});

describe('Checkbox', () => {
  it('is labelled and toggles', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return <Checkbox id="remember" label="Remember me" checked={checked} onChange={setChecked} />;
    }
    render(<Harness />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
  it('shows its error', () => {
    render(<Checkbox id="t" label="I agree" checked={false} onChange={() => {}} error="You must agree" />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Error: You must agree');
  });
});

describe('NumberInput', () => {
  it('gives up focus on mouse wheel so scrolling cannot change the value', () => {
    render(<NumberInput id="amount" label="Amount" value="10" onChange={() => {}} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('type', 'number');
    input.focus();
    expect(input).toHaveFocus();
    fireEvent.wheel(input, { deltaY: 100 });
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue(10);
  });
});

describe('Button', () => {
  it('defaults to type button and accepts submit', () => {
    render(
      <>
        <Button>Back</Button>
        <Button type="submit">Continue</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
  });
});

describe('Heading', () => {
  it.each([
    [0, 1],
    [2, 2],
    [9, 6],
  ])('level %s renders h%s', (level, expected) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { name: 'Title', level: expected })).toBeInTheDocument();
  });
});

describe('useFieldTouched', () => {
  function Field({ submitted = false }: { submitted?: boolean }) {
    const [value, setValue] = useState('');
    const field = useFieldTouched(submitted);
    return (
      <>
        <TextField id="a" label="Answer" value={value} onChange={setValue} onFocus={field.onFocus} onBlur={field.onBlur} error={field.visibleError(value ? null : 'Please enter your memorable answer')} />
        <Button>Next</Button>
      </>
    );
  }
  it('shows the error only after the field was left, not while it is active', async () => {
    const user = userEvent.setup();
    render(<Field />);
    expect(screen.queryByText('Please enter your memorable answer')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Answer'));
    expect(screen.queryByText('Please enter your memorable answer')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter your memorable answer')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Answer'));
    expect(screen.queryByText('Please enter your memorable answer')).not.toBeInTheDocument();
  });
  it('shows errors after a submit attempt even before touching', () => {
    render(<Field submitted />);
    expect(screen.getByText('Please enter your memorable answer')).toBeInTheDocument();
  });
});

describe('FormTouchState', () => {
  it('applies the touched and active rule per field', () => {
    const form = new FormTouchState<'a' | 'b'>();
    expect(form.visibleError('a', 'err')).toBeNull();
    form.focus('a');
    expect(form.visibleError('a', 'err')).toBeNull();
    form.blur('a');
    expect(form.visibleError('a', 'err')).toBe('err');
    expect(form.visibleError('a', null)).toBeNull();
    expect(form.visibleError('b', 'err')).toBeNull();
    form.attemptSubmit();
    expect(form.visibleError('b', 'err')).toBe('err');
    form.reset();
    expect(form.visibleError('a', 'err')).toBeNull();
  });
});
