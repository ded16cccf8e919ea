import { ReferenceTooShortTexts } from '../../core/signing/signing-device';
import { Button } from '../shared/Button';
import { Modal } from '../shared/Modal';

/** A reference under 4 digits cannot make a Transaction Security Code: what to do instead (docs/rules/field-validation.md). */
export function ReferenceTooShortModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={ReferenceTooShortTexts.title} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {ReferenceTooShortTexts.body.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </Modal>
  );
}
