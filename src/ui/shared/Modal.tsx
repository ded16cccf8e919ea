import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTrackModalOpen } from './use-track-modal-open';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called on Escape (when dismissible) and by the optional close button. */
  onClose?: () => void;
  /** False for modals the customer must answer (e.g. session timeout): Escape does nothing. */
  dismissible?: boolean;
  /** Label for the 'popup' tracking event; defaults to the title. */
  trackingLabel?: string;
  children?: ReactNode;
  /** Buttons shown at the foot of the dialog. */
  actions?: ReactNode;
  /**
   * An alert dialog (role alertdialog): it interrupts to say something urgent that needs an answer,
   * such as the session about to end. Its body is its description, so a screen reader reads the
   * message, not only the title, when the dialog takes focus.
   */
  alert?: boolean;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Accessible modal dialog: focus moves into it, Tab stays inside, Escape closes when allowed, the
 * rest of the page is inert, and focus returns to whatever opened it.
 */
export function Modal(props: ModalProps) {
  useTrackModalOpen(props.open, props.trackingLabel ?? props.title);
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({ title, onClose, dismissible = true, children, actions, alert = false }: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.dataset.modalHost = '';
    return element;
  });
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Mount the portal host and make everything else inert while the dialog is open.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    const madeInert: HTMLElement[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child !== host && child instanceof HTMLElement && !child.inert) {
        child.inert = true;
        madeInert.push(child);
      }
    }
    document.body.classList.add('modal-open');
    dialogRef.current?.focus();
    return () => {
      for (const el of madeInert) el.inert = false;
      host.remove();
      // The page scrolls again only when no other modal is still open.
      if (!document.body.querySelector(':scope > [data-modal-host]')) document.body.classList.remove('modal-open');
      if (opener?.isConnected) opener.focus();
    };
  }, [host]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      // With modals stacked, only the top one answers the keyboard.
      const hosts = document.body.querySelectorAll(':scope > [data-modal-host]');
      if (hosts[hosts.length - 1] !== host) return;
      if (event.key === 'Escape' && dismissible && onCloseRef.current) {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
      if (focusable.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismissible, host]);

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={alert ? bodyId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div id={bodyId} className="modal__body">
          {children}
        </div>
        {actions ? <div className="modal__actions">{actions}</div> : null}
      </div>
    </div>,
    host,
  );
}
