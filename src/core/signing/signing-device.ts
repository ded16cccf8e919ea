import type { TokenType } from '../session/auth-state';
import { isHardwareToken } from '../session/token-type';

/**
 * Who makes the code: a hardware Secure Key or the mobile app's Digital Secure Key. The token type
 * comes from the move-money token-type call (docs/rules/calls.md); the wording follows it.
 */
export type SigningDevice = 'hardware' | 'app';

export function signingDevice(tokenType: TokenType): SigningDevice {
  return isHardwareToken(tokenType) ? 'hardware' : 'app';
}

export type SigningCodeKind = 'transaction' | 'reauthentication';

export interface SigningWording {
  deviceName: string;
  heading: string;
  steps: string[];
  /** Only the hardware key has a display that runs out of room. */
  displayNote: string | null;
  codeLabel: string;
  codeHint: string;
}

const deviceNames: Record<SigningDevice, string> = { hardware: 'Secure Key', app: 'Digital Secure Key in the mobile app' };

function start(device: SigningDevice): string[] {
  return device === 'hardware'
    ? ['Press and hold the green button to switch on your Secure Key.', 'Enter your Secure Key PIN.']
    : ["Open the mobile banking app and select 'Generate a Security Code'.", 'Enter your Digital Secure Key password.'];
}

/** The step-by-step instructions (docs/rules/log-on-screens.md, 'Generate a Transaction Security Code'). */
export function signingWording(device: SigningDevice, kind: SigningCodeKind): SigningWording {
  if (kind === 'reauthentication') {
    return {
      deviceName: deviceNames[device],
      heading: 'Generate a Re-authentication Security Code',
      steps: [
        ...start(device),
        device === 'hardware' ? 'Press the yellow button to show your re-authentication code.' : "Select 'Re-authentication Security Code'.",
        'Enter the 6-digit code below.',
      ],
      displayNote: null,
      codeLabel: 'Re-authentication Security Code',
      codeHint: device === 'hardware' ? 'The 6 digits your Secure Key shows' : 'The 6 digits the app shows',
    };
  }
  return {
    deviceName: deviceNames[device],
    heading: 'Generate a Transaction Security Code',
    steps: [
      ...start(device),
      device === 'hardware' ? 'Press the yellow button.' : "Select 'Transaction Security Code'.",
      device === 'hardware'
        ? 'Key in the digits shown below: the last 4 digits of the payee account number, reference or card number, followed by the amount in pence, without the decimal point. Then press the green button.'
        : 'Enter the digits shown below: the last 4 digits of the payee account number, reference or card number, followed by the amount in pence, without the decimal point.',
      device === 'hardware' ? 'Enter the 6-digit code your Secure Key shows below.' : 'Enter the 6-digit code the app shows below.',
    ],
    displayNote:
      device === 'hardware'
        ? 'Your Secure Key shows at most 8 digits. As you key in more, the first digits scroll off the left of the display: keep going and key in every digit.'
        : null,
    codeLabel: 'Transaction Security Code',
    codeHint: device === 'hardware' ? 'The 6 digits your Secure Key shows' : 'The 6 digits the app shows',
  };
}

export const ReferenceTooShortTexts = {
  title: 'Your reference has fewer than 4 digits',
  body: [
    'Your Secure Key needs the last 4 digits of the reference. A reference needs at least 4 digits.',
    "Please go back and change the reference so that it has at least 4 digits, or use the payee's account number instead.",
  ],
  open: 'Why does my reference need 4 digits?',
} as const;
