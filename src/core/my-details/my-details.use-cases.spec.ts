import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from './customer-profile';
import { ownNamesOf } from './customer-profile';
import { LoadProfile } from './my-details.use-cases';
import { customerNames } from '../session/customer-names';
import { maskPersonalData } from '../shared/mask-personal-data';
import type { AuthState } from '../session/auth-state';

const profile: CustomerProfile = { title: 'Mr', firstName: 'Łukasz', lastName: 'Wójcik', addresses: [], phones: [], email: 'lukasz.wojcik@example.com' };

/** A session that keeps what it is told, as the app's does. */
function sessionKeeping(): { state: Partial<AuthState>; update(patch: Partial<AuthState>): void } {
  const session = { state: {} as Partial<AuthState>, update: (patch: Partial<AuthState>) => Object.assign(session.state, patch) };
  return session;
}

describe('the customer’s real names reach the error reports’ mask', () => {
  it('gives the whole name and each part, never the title', () => {
    expect(ownNamesOf(profile)).toEqual(['Łukasz Wójcik', 'Łukasz', 'Wójcik']);
    expect(ownNamesOf({ firstName: ' Alex ', lastName: '' })).toEqual(['Alex']);
    expect(ownNamesOf({ firstName: '', lastName: '' })).toEqual([]);
  });

  it('a profile read tells the session the names, and a report then masks them', async () => {
    const session = sessionKeeping();
    const result = await new LoadProfile({ profile: () => Promise.resolve(profile) }, session).execute();
    expect(result).toEqual({ ok: true, value: profile });
    const names = customerNames({ cin: 'demo.appkey', ownNames: session.state.ownNames }, null);
    expect(maskPersonalData('Payee check failed for ŁUKASZ WÓJCIK (Wójcik, Łukasz)', names)).toBe('Payee check failed for [name] ([name], [name])');
  });

  it('a failed read tells the session nothing', async () => {
    const session = sessionKeeping();
    const result = await new LoadProfile({ profile: () => Promise.reject(new Error('down')) }, session).execute();
    expect(result.ok).toBe(false);
    expect(session.state.ownNames).toBeUndefined();
  });
});
