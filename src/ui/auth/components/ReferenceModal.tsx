import { Button } from '../../shared/Button';
import { Modal } from '../../shared/Modal';

/** A transaction code is built from 4 digits of the reference (docs/rules/credentials.md); fewer need help. */
export function referenceNeedsHelp(reference: string): boolean {
  return (reference.match(/\d/g) ?? []).length < 4;
}

export function ReferenceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Your reference has fewer than 4 digits" onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      <p>Your Secure Key needs the last 4 digits of the reference. A reference needs at least 4 digits.</p>
      <p>Please go back and change the reference so that it has at least 4 digits, or use the payee&apos;s account number instead.</p>
    </Modal>
  );
}
