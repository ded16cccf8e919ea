import { describe, expect, it } from 'vitest';
import { LoadSigningDevice } from './load-signing-device.use-case';
import { signingDevice, signingWording } from './signing-device';

describe('signing wording', () => {
  it('follows the token type', () => {
    expect(signingDevice('hard_selected')).toBe('hardware');
    expect(signingDevice('hard_legacy')).toBe('hardware');
    expect(signingDevice('soft_selected')).toBe('app');
    expect(signingDevice('soft')).toBe('app');
  });

  it('tells a Secure Key customer about the 8-digit display, and an app customer about the app', () => {
    const hard = signingWording('hardware', 'transaction');
    expect(hard.steps[0]).toBe('Press and hold the green button to switch on your Secure Key.');
    expect(hard.displayNote).toContain('at most 8 digits');
    const app = signingWording('app', 'transaction');
    expect(app.steps[0]).toContain('mobile banking app');
    expect(app.steps.join(' ')).not.toContain('Secure Key PIN');
    expect(app.displayNote).toBeNull();
  });

  it('has its own heading for re-authentication', () => {
    expect(signingWording('hardware', 'reauthentication').heading).toBe('Generate a Re-authentication Security Code');
  });

  // Every word of the four instructions (docs/rules/log-on-screens.md), so a changed or swapped line fails.
  const hardStart = ['Press and hold the green button to switch on your Secure Key.', 'Enter your Secure Key PIN.'];
  const appStart = ["Open the mobile banking app and select 'Generate a Security Code'.", 'Enter your Digital Secure Key password.'];
  it.each([
    [
      'hardware',
      'transaction',
      {
        deviceName: 'Secure Key',
        heading: 'Generate a Transaction Security Code',
        steps: [
          ...hardStart,
          'Press the yellow button.',
          'Key in the digits shown below: the last 4 digits of the payee account number, reference or card number, followed by the amount in pence, without the decimal point. Then press the green button.',
          'Enter the 6-digit code your Secure Key shows below.',
        ],
        displayNote: 'Your Secure Key shows at most 8 digits. As you key in more, the first digits scroll off the left of the display: keep going and key in every digit.',
        codeLabel: 'Transaction Security Code',
        codeHint: 'The 6 digits your Secure Key shows',
      },
    ],
    [
      'app',
      'transaction',
      {
        deviceName: 'Digital Secure Key in the mobile app',
        heading: 'Generate a Transaction Security Code',
        steps: [
          ...appStart,
          "Select 'Transaction Security Code'.",
          'Enter the digits shown below: the last 4 digits of the payee account number, reference or card number, followed by the amount in pence, without the decimal point.',
          'Enter the 6-digit code the app shows below.',
        ],
        displayNote: null,
        codeLabel: 'Transaction Security Code',
        codeHint: 'The 6 digits the app shows',
      },
    ],
    [
      'hardware',
      'reauthentication',
      {
        deviceName: 'Secure Key',
        heading: 'Generate a Re-authentication Security Code',
        steps: [...hardStart, 'Press the yellow button to show your re-authentication code.', 'Enter the 6-digit code below.'],
        displayNote: null,
        codeLabel: 'Re-authentication Security Code',
        codeHint: 'The 6 digits your Secure Key shows',
      },
    ],
    [
      'app',
      'reauthentication',
      {
        deviceName: 'Digital Secure Key in the mobile app',
        heading: 'Generate a Re-authentication Security Code',
        steps: [...appStart, "Select 'Re-authentication Security Code'.", 'Enter the 6-digit code below.'],
        displayNote: null,
        codeLabel: 'Re-authentication Security Code',
        codeHint: 'The 6 digits the app shows',
      },
    ],
  ] as const)('words the %s %s code in full', (device, kind, wording) => {
    expect(signingWording(device, kind)).toStrictEqual(wording);
  });
});

describe('LoadSigningDevice', () => {
  it("is the device of the bank's token type, and null when the bank did not say", async () => {
    expect(await new LoadSigningDevice({ tokenType: async () => 'hard_selected' }).execute()).toBe('hardware');
    expect(await new LoadSigningDevice({ tokenType: async () => 'soft' }).execute()).toBe('app');
    expect(await new LoadSigningDevice({ tokenType: () => Promise.reject(new Error('FD999T')) }).execute()).toBeNull();
  });
});
