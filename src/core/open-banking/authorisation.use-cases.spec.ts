import { describe, expect, it } from 'vitest';
import { AnswerAuthorisation, FindProviderReturn, LoadAuthorisation } from './authorisation.use-cases';
import type { AuthorisationDecision, AuthorisationRequest, EndedAuthorisation } from './open-banking.port';

describe('LoadAuthorisation', () => {
  it('gives what the provider asks for, and an expired request as a result with its code', async () => {
    const request = { authState: 'AIS-DEMO-1' } as unknown as AuthorisationRequest;
    const asked: string[] = [];
    const load = new LoadAuthorisation({ authorisation: async (authState) => (asked.push(authState), request) });
    expect(await load.execute('AIS-DEMO-1')).toEqual({ ok: true, value: request });
    expect(asked).toEqual(['AIS-DEMO-1']);
    const expired = new LoadAuthorisation({ authorisation: () => Promise.reject({ error: { code: 'OB_AUTH_EXPIRED', description: 'expired' } }) });
    expect(await expired.execute('AIS-DEMO-1')).toEqual({ ok: false, error: { code: 'OB_AUTH_EXPIRED', description: 'expired' } });
  });
});

describe('FindProviderReturn: the way back to the provider of an ended request', () => {
  const ended: EndedAuthorisation = { providerName: 'Moneybox', redirectUris: ['https://tpp.example/cb'], state: 's1' };
  const finding = (answer: () => Promise<EndedAuthorisation | null>) => {
    const asked: string[] = [];
    const use = new FindProviderReturn({ endedAuthorisation: (authState) => (asked.push(authState), answer()) });
    return { use, asked };
  };

  it('an expired request: the provider named, its error redirect says the request has expired', async () => {
    const { use, asked } = finding(async () => ended);
    expect(await use.execute('AIS-1', 'expired')).toEqual({
      providerName: 'Moneybox',
      url: 'https://tpp.example/cb?error=access_denied&error_description=The+authorisation+request+has+expired&state=s1',
    });
    expect(asked).toEqual(['AIS-1']);
  });

  it('a request not found: the error redirect says so', async () => {
    const { use } = finding(async () => ended);
    expect(await use.execute('AIS-1', 'notFound')).toEqual({
      providerName: 'Moneybox',
      url: 'https://tpp.example/cb?error=access_denied&error_description=The+authorisation+request+was+not+found&state=s1',
    });
  });

  it('no way back: no provider known, no usable registered address, or the call fails', async () => {
    expect(await finding(async () => null).use.execute('AIS-1', 'expired')).toBeNull();
    expect(await finding(async () => ({ ...ended, redirectUris: ['http://tpp.example/cb'] })).use.execute('AIS-1', 'expired')).toBeNull();
    expect(await finding(() => Promise.reject(new Error('no answer'))).use.execute('AIS-1', 'notFound')).toBeNull();
  });
});

describe('AnswerAuthorisation: what the re-authentication counter is told', () => {
  const approve: AuthorisationDecision = { decision: 'approve', accountIds: ['A'], reauthenticationCode: '123456' };
  const vouched = { redirectUris: ['https://tpp.example/cb'], state: 'S' };

  function answering(result: () => Promise<{ redirectUri: unknown }>) {
    const recorded: [string, string | undefined][] = [];
    const use = new AnswerAuthorisation({ answerAuthorisation: result }, { record: (answer, code) => (recorded.push([answer, code]), { kind: 'signed' }) });
    return { use, recorded };
  }

  it('an accepted approval counts as an accepted Re-authentication Security Code', async () => {
    const { use, recorded } = answering(async () => ({ redirectUri: 'https://tpp.example/cb?state=S' }));
    await use.execute('S', approve, 'k', vouched);
    expect(recorded).toEqual([['accepted', 'reauthentication']]);
  });

  it('a wrong code (OLR_0043) counts against the Re-authentication Security Code', async () => {
    const { use, recorded } = answering(() => Promise.reject({ error: { code: 'OLR_0043', description: 'wrong' } }));
    await use.execute('S', approve, 'k', vouched);
    expect(recorded).toEqual([['wrong-code', 'reauthentication']]);
  });

  it('a refusal for another reason, a lost answer and an accepted decline count nothing', async () => {
    const refused = answering(() => Promise.reject({ error: { code: 'OB_0001', description: 'Consent no longer valid' } }));
    expect(await refused.use.execute('S', approve, 'k', vouched)).toEqual({ kind: 'refused', code: 'OB_0001', message: 'Consent no longer valid' });
    const lost = answering(() => Promise.reject({ error: { code: 'FD999T', description: 'no answer' } }));
    await lost.use.execute('S', approve, 'k', vouched);
    const declined = answering(async () => ({ redirectUri: 'https://tpp.example/cb?state=S' }));
    expect(await declined.use.execute('S', { decision: 'decline' }, 'k', vouched)).toEqual({
      kind: 'accepted',
      outcome: { decision: 'decline', redirect: { ok: true, url: 'https://tpp.example/cb?state=S' } },
    });
    expect([...refused.recorded, ...lost.recorded, ...declined.recorded]).toEqual([]);
  });

  it('a 409 naming OLR_0043 is no refusal (the answer is still being made): the code is not counted wrong', async () => {
    const { use, recorded } = answering(() => Promise.reject({ error: { code: 'OLR_0043', description: 'in progress', status: 409 } }));
    expect(await use.execute('S', approve, 'k', vouched)).toEqual({ kind: 'unknown', reason: 'in-progress', code: 'OLR_0043' });
    expect(recorded).toEqual([]);
  });
});
