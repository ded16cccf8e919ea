import type { MouseEvent, ReactNode } from 'react';
import { Button } from '../shared/Button';

export interface ConfirmButtonProps {
  sending: boolean;
  onConfirm: () => void;
  children?: ReactNode;
  /** A submit button of the review's form (when it has a code field) rather than a plain button. */
  submit?: boolean;
}

/**
 * The confirm button of a review: it cannot be pressed twice. While the request is in flight it is
 * aria-disabled (it keeps focus, unlike `disabled`, so a keyboard or screen-reader user is not lost)
 * and ignores presses; the store behind it joins a second press anyway.
 */
export function ConfirmButton({ sending, onConfirm, children = 'Confirm', submit = false }: ConfirmButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    if (!submit) onConfirm();
  };
  return (
    <Button type={submit ? 'submit' : 'button'} aria-disabled={sending || undefined} onClick={press} className="confirm-button">
      {sending ? 'Sending…' : children}
    </Button>
  );
}
