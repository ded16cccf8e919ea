import { describe, expect, it } from 'vitest';
import { ReauthenticationCounter } from '../core/my-details/security-details.use-cases';
import { TransactionSigning } from '../core/signing/transaction-signing';
import { buildContainerWithAreas } from './container';
import { Environments } from './environments.config';

describe('one Re-authentication counter for the session', () => {
  it.each([
    ['the fakes', { kind: 'fake' as const }],
    ['the demo bank', { kind: 'real' as const, config: Environments.local }],
  ])('%s: security details and email count on the counter move money and open banking use', async (_name, profile) => {
    const container = await buildContainerWithAreas(profile);
    const counter = container.get<ReauthenticationCounter>(ReauthenticationCounter);
    const signing = container.get(TransactionSigning);
    counter.recordWrong();
    counter.recordWrong();
    counter.recordWrong();
    expect(signing.reauthentication.locked).toBe(true);
    expect(signing.check('123456', 'reauthentication')).toMatchObject({ ok: false, reason: 'locked' });
  });
});
