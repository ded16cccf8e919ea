import { describe, expect, it } from 'vitest';
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
});
