import type { FormHTMLAttributes, ReactNode } from 'react';

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** What Enter or the submit button does; its promise is the page's own business (its view state shows it). */
  onSend: () => unknown;
  children: ReactNode;
};

/**
 * A form the app validates itself (the GOV.UK error-summary pattern, never the browser's bubbles):
 * submitting calls `onSend` and never loads a page.
 */
export function SubmitForm({ onSend, children, ...rest }: Props) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(e) => {
        e.preventDefault();
        void onSend();
      }}
    >
      {children}
    </form>
  );
}
