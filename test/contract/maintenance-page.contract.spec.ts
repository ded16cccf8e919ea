import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { resetDemoBank, sendToBank } from './http-support';
import { takeContractViolations } from './support/answer-checks';

/**
 * MAINT on every confirming kind (docs/answers-and-reauthentication.md): the change is carried out,
 * then a proxy's 200 maintenance page comes back in place of the bank's answer; the same key again
 * gets the bank's own answer, and the change is made once. A field whose value is MAINT asks for it;
 * a change without a body to carry the word is armed through the admin API.
 */
const wiremockUrl = inject('wiremockUrl');
afterAll(() => resetDemoBank(wiremockUrl));
const api = `${wiremockUrl}/gateway/api`;

/** The proxy's page is off the bank's contract by design: what the checker says of it is about that answer alone. */
function expectOnlyTheMaintenancePageOffContract(path: string): void {
  for (const problem of takeContractViolations()) expect(problem).toMatch(new RegExp(`^\\w+ /gateway/api${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 200:`));
}

const arm = () => fetch(`${wiremockUrl}/__admin/ledger/demo.hardkey/maintenance-page`, { method: 'POST' });

interface Kind {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** Arm the next change (no body to carry MAINT). */
  armed?: boolean;
}

const kinds: Kind[] = [
  { name: 'a payment to someone new (reference MAINT)', method: 'POST', path: '/legacy/create-beneficiary-adhoc', body: { fromAccountId: 'HK-CUR-001', amount: 1234, reference: 'MAINT', payee: { name: 'Priya Shah', sortCode: '112233', accountNumber: '44556677', accountType: 'PERSONAL' }, transactionSecurityCode: '123456' } },
  { name: 'a message to the bank (text MAINT)', method: 'POST', path: '/v1/messages', body: { messageType: 'GENERAL_ENQUIRY', messageText: 'MAINT' } },
  { name: 'statement preferences (armed)', method: 'POST', path: '/v1/statement-preferences', body: { preferences: [{ accountId: 'HK-SAV-003', preference: 'ONLINE' }] }, armed: true },
  { name: 'deleting a payee (armed)', method: 'DELETE', path: '/v1/beneficiaries/HK-BEN-1', armed: true },
];

beforeEach(async () => {
  await resetDemoBank(wiremockUrl);
  // This file judges only its own requests' violations; another file's are its own to check.
  takeContractViolations();
});

describe.each(kinds)('MAINT: $name', (kind) => {
  it('is carried out, answered with a 200 maintenance page, and the same key then gets the bank’s answer', async () => {
    const armed = kind.armed ? (await arm()).status : 200;
    expect(armed).toBe(200);
    const first = await sendToBank<unknown>(api, kind.method, kind.path, kind.body, `maint-${kind.path}`);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Down for maintenance');
    expect(first.json).toBeNull();
    expectOnlyTheMaintenancePageOffContract(kind.path);
    const again = await sendToBank<{ header?: { statusCode?: string } }>(api, kind.method, kind.path, kind.body, `maint-${kind.path}`);
    expect(again.status).toBeLessThan(300);
    expect(again.text).not.toContain('Down for maintenance');
  });
});

it('an armed maintenance page is used once', async () => {
  await arm();
  const body = { preferences: [{ accountId: 'HK-SAV-003', preference: 'ONLINE' }] };
  expect((await sendToBank<unknown>(api, 'POST', '/v1/statement-preferences', body, 'once-1')).text).toContain('Down for maintenance');
  expectOnlyTheMaintenancePageOffContract('/v1/statement-preferences');
  expect((await sendToBank<unknown>(api, 'POST', '/v1/statement-preferences', { preferences: [{ accountId: 'HK-SAV-003', preference: 'PAPER_AND_ONLINE' }], reauthenticationCode: '123456' }, 'once-2')).text).not.toContain('Down for maintenance');
});
