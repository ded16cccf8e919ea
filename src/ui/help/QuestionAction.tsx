import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { FaqAction } from '../../core/help/faq';
import { resolveAction } from '../../core/help/faq-action';
import { AppConfig } from '../../core/shared/app-config';
import { contentUnavailableMessage } from '../../core/shared/error-codes';
import { useContent } from '../content/use-content';
import { useInjection } from '../di/container-context';
import { Button } from '../shared/Button';
import { Modal } from '../shared/Modal';
import { RichText } from '../shared/RichText';

/** The label after the visible text: the accessible name starts with what is seen (WCAG 2.5.3). */
const More = ({ label }: { label: string }) => (label ? <span className="visually-hidden">{`, ${label}`}</span> : null);

/** A question's call to action, judged by the action rules (core/help/faq-action.ts). */
export function QuestionAction({ action }: { action: FaqAction | null }) {
  const config = useInjection<AppConfig>(AppConfig);
  const resolved = resolveAction(action, config);
  if (!resolved) return null;
  switch (resolved.kind) {
    case 'navigate':
      return (
        <p className="help-action">
          <Link to={resolved.to}>
            {resolved.text}
            <More label={resolved.label} />
          </Link>
        </p>
      );
    case 'link':
      return (
        <p className="help-action">
          <a href={resolved.href} {...(resolved.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {resolved.text}
            <More label={resolved.label} />
            {resolved.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        </p>
      );
    case 'popout':
      return <PopoutAction contentKey={resolved.contentKey} text={resolved.text} label={resolved.label} />;
  }
}

/** The popout: a button that opens a modal with rich text from content by key. */
const PopoutAction = observer(function PopoutAction({ contentKey, text, label }: { contentKey: string; text: string; label: string }) {
  const [open, setOpen] = useState(false);
  const content = useContent();
  const html = open ? content.copy(contentKey) : null;
  return (
    <div className="help-action">
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {text}
        <More label={label} />
      </Button>
      <Modal
        open={open}
        title={text}
        onClose={() => setOpen(false)}
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        {html ? <RichText html={html} /> : <p>{contentUnavailableMessage}</p>}
      </Modal>
    </div>
  );
});
