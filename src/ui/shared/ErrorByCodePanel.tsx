import type { ReactNode } from 'react';
import { errorTextByCode, type ErrorEntry } from '../../core/shell/error-by-code';
import { Heading } from './Heading';

export interface ErrorByCodePanelProps {
  code: string;
  /** The content entry for this code, if content has one; fd_code in it is replaced by the code. */
  entry?: ErrorEntry | null;
  headingLevel?: number;
  /** Buttons or links under the message. */
  children?: ReactNode;
}

/** Title and message by error code (docs/rules/error-catalogue.md), falling back to the generic texts. */
export function ErrorByCodePanel({ code, entry, headingLevel = 1, children }: ErrorByCodePanelProps) {
  const text = errorTextByCode(code, entry);
  return (
    <div className="panel panel--error" data-error-code={code}>
      <Heading level={headingLevel} className="panel__title">
        {text.title}
      </Heading>
      <p>{text.message}</p>
      {children ? <div className="button-group">{children}</div> : null}
    </div>
  );
}
