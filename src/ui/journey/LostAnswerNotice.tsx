import { useEffect, useId, useRef, type ReactNode } from 'react';
import { mayHaveWords } from '../../core/journey/unknown-outcome-words';
import { Button } from '../shared/Button';

export interface LostAnswerNoticeProps {
  /** What was being done, lower case: 'payment', 'change to your standing order'. */
  subject: string;
  /** What the bank lists now (the feature looks it up), so the customer can see whether it went through. */
  children?: ReactNode;
  retrying: boolean;
  onRetry: () => void;
  /** What it may have done, after 'may have': 'gone through' (a payment), 'been received' (an application). */
  mayHave?: string;
}

/**
 * A lost answer (network error or time-out on a state-changing call) is an unknown outcome, never a
 * failure: the bank may have acted. Say so, show what the bank lists now, and offer a retry that
 * sends the same Idempotency-Key, so the bank cannot act twice.
 *
 * It takes focus when it appears: the button just pressed is often gone (a form hidden, a page
 * replaced), and a live region inserted whole is not reliably read. Its heading names it and the
 * first paragraph, what may have happened, describes it.
 */
export function LostAnswerNotice({ subject, children, retrying, onRetry, mayHave = 'gone through' }: LostAnswerNoticeProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} className="lost-answer" role="status" aria-labelledby={titleId} aria-describedby={descriptionId} tabIndex={-1}>
      <h2 id={titleId}>We did not get an answer from the bank</h2>
      <p id={descriptionId}>
        {mayHaveWords({ subject, mayHave })} Please check what the bank lists below before you try again.
      </p>
      {children}
      <p>If it is not listed, you can try again. Trying again will not make your {subject} twice.</p>
      <Button onClick={onRetry} aria-disabled={retrying || undefined}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </section>
  );
}
