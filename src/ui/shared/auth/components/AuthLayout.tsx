import { useEffect, useState, type ReactNode } from 'react';
import { AuthLayoutTexts } from '../../../../core/auth-forms/log-on-messages';
import { Button } from '../../Button';
import { Heading } from '../../Heading';
import { Modal } from '../../Modal';
import { setPageTitle } from '../../document-title';
import '../auth.css';

export interface AuthLayoutProps {
  title: string;
  /** Logs off and returns to log on; the button is left out where there is nothing to leave. */
  onBackToLogOn?: () => void;
  children: ReactNode;
}

/**
 * The full-page layout of every authentication page (docs/rules/log-on-screens.md): a title, 'Back to Log On'
 * and the Financial Services Compensation Scheme information modal.
 */
export function AuthLayout({ title, onBackToLogOn, children }: AuthLayoutProps) {
  const [fscsOpen, setFscsOpen] = useState(false);

  useEffect(() => {
    setPageTitle(title);
  }, [title]);

  return (
    <div className="auth-layout">
      <div className="auth-layout__bar">
        {onBackToLogOn ? (
          <Button variant="secondary" onClick={onBackToLogOn}>
            {AuthLayoutTexts.backToLogOn}
          </Button>
        ) : null}
      </div>
      <Heading level={1} className="auth-layout__title">
        {title}
      </Heading>
      <div className="auth-layout__content">{children}</div>
      <footer className="auth-layout__footer">
        <Button variant="link" onClick={() => setFscsOpen(true)}>
          {AuthLayoutTexts.fscsButton}
        </Button>
      </footer>
      <Modal
        open={fscsOpen}
        title={AuthLayoutTexts.fscsHeading}
        onClose={() => setFscsOpen(false)}
        actions={<Button onClick={() => setFscsOpen(false)}>{AuthLayoutTexts.close}</Button>}
      >
        <p>{AuthLayoutTexts.fscsBody}</p>
      </Modal>
    </div>
  );
}
