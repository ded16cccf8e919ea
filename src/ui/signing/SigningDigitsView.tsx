import type { SigningDigits } from '../../core/signing/signing-digits';
import type { SigningDevice } from '../../core/signing/signing-device';

const identifierNames = { account: 'account number', reference: 'reference', card: 'card number' } as const;

/** The digits to key in, as a screen reader reads them: the code field is described by it. */
export const signingDigitsSpokenId = 'signing-digits-spoken';

export interface SigningDigitsViewProps {
  digits: SigningDigits;
  device: SigningDevice;
  identifierKind: keyof typeof identifierNames;
}

/**
 * Exactly what to key in, in two labelled parts, and for the hardware key what its 8-digit display
 * shows at the end: the digits that scrolled off are drawn faded to the left of the display, so the
 * customer sees why the screen does not show everything they typed.
 */
export function SigningDigitsView({ digits, device, identifierKind }: SigningDigitsViewProps) {
  const identifierCaption = `${digits.identifierDigits.length === 4 ? 'last 4 digits' : 'digits'} of the ${identifierNames[identifierKind]}`;
  return (
    <div className="signing-digits">
      {/* Read one digit at a time ('9 9 1 1'), never as a number in the millions: the drawn label
          and digits are hidden from screen readers, which read this paragraph instead. */}
      <p className="visually-hidden" id={signingDigitsSpokenId}>
        Key in these digits: {spaced(digits.identifierDigits)}, {identifierCaption}; then {spaced(digits.amountDigits)}, amount in pence.
      </p>
      <p className="signing-digits__label" aria-hidden="true">
        Key in these digits
      </p>
      <p className="signing-digits__entry" aria-hidden="true" data-testid="signing-entry">
        <span className="signing-digits__part">
          <span className="signing-digits__value">{digits.identifierDigits}</span>
          <span className="signing-digits__caption">{identifierCaption}</span>
        </span>{' '}
        <span className="signing-digits__part">
          <span className="signing-digits__value">{digits.amountDigits}</span>
          <span className="signing-digits__caption">amount in pence</span>
        </span>
      </p>
      {device === 'hardware' ? (
        <div className="signing-display">
          <p className="signing-display__label">Your Secure Key&apos;s display at the end</p>
          <p className="signing-display__screen" aria-hidden="true">
            {digits.scrolledOff ? <span className="signing-display__gone">{digits.scrolledOff}</span> : null}
            <span className="signing-display__shown">{digits.display}</span>
          </p>
          <p className="signing-display__text" data-testid="signing-display-text">
            {digits.scrolledOff
              ? `It shows ${spaced(digits.display)}. The display holds 8 digits, so the first ${digits.scrolledOff.length} you key in (${spaced(digits.scrolledOff)}) scroll off the left. Key in all ${digits.entry.length} digits.`
              : `It shows all ${digits.entry.length} digits: ${spaced(digits.display)}.`}
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** Digits read one by one by a screen reader ('9 9 1 1'), not as a number in the millions. */
function spaced(digits: string): string {
  return digits.split('').join(' ');
}
