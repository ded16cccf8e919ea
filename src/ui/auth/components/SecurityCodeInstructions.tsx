import { useState } from 'react';
import { Button } from '../../shared/Button';
import { Heading } from '../../shared/Heading';
import { ReferenceModal, referenceNeedsHelp } from './ReferenceModal';

export type SecurityCodeKind = 'logOn' | 'reauthentication' | 'transaction';

export interface SecurityCodeInstructionsProps {
  kind: SecurityCodeKind;
  /** Hardware Secure Key or the mobile app's Digital Secure Key. */
  device: 'hardware' | 'app';
  /** Transaction codes: the payee's reference, when the code is built from it. */
  reference?: string;
  headingLevel?: number;
}

const headings: Record<SecurityCodeKind, string> = {
  logOn: 'Generate a Security Code',
  reauthentication: 'Generate a Re-authentication Security Code',
  transaction: 'Generate a Transaction Security Code',
};

function steps(kind: SecurityCodeKind, device: 'hardware' | 'app'): string[] {
  const start =
    device === 'hardware'
      ? ['Press and hold the green button to switch on your Secure Key.', 'Enter your Secure Key PIN.']
      : ["Open the mobile banking app and select 'Generate a Security Code'.", 'Enter your Digital Secure Key password.'];
  if (kind === 'logOn') {
    return [
      ...start,
      device === 'hardware' ? 'Press the green button again to show your log-on security code.' : "Select 'Log on Security Code'.",
      'Enter the 6-digit code below.',
    ];
  }
  if (kind === 'reauthentication') {
    return [
      ...start,
      device === 'hardware' ? 'Press the yellow button to show your re-authentication code.' : "Select 'Re-authentication Security Code'.",
      'Enter the 6-digit code below.',
    ];
  }
  return [
    ...start,
    device === 'hardware' ? 'Press the yellow button.' : "Select 'Transaction Security Code'.",
    'Enter the last 4 digits of the payee account number, reference or card number, followed by the amount in pence, without the decimal point. The Secure Key shows at most 8 digits; the extra digits scroll off.',
    'Enter the 6-digit code it shows below.',
  ];
}

/** Step-by-step instructions for a log-on, re-authentication or transaction security code (docs/rules/log-on-screens.md). */
export function SecurityCodeInstructions({ kind, device, reference, headingLevel = 2 }: SecurityCodeInstructionsProps) {
  const [referenceHelpOpen, setReferenceHelpOpen] = useState(false);
  const showReferenceHelp = kind === 'transaction' && reference !== undefined && referenceNeedsHelp(reference);
  return (
    <section className="code-instructions" aria-labelledby={`code-instructions-${kind}`}>
      <Heading level={headingLevel} id={`code-instructions-${kind}`}>
        {headings[kind]}
      </Heading>
      <ol className="code-instructions__steps">
        {steps(kind, device).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {showReferenceHelp ? (
        <>
          <Button variant="link" onClick={() => setReferenceHelpOpen(true)}>
            The reference has fewer than 4 digits
          </Button>
          <ReferenceModal open={referenceHelpOpen} onClose={() => setReferenceHelpOpen(false)} />
        </>
      ) : null}
    </section>
  );
}
