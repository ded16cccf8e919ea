import { describe, expect, it, vi } from 'vitest';
import { ApplyForCashIsa, ApplyForRegularSaver, CheckIsaDetails, LoadRegularSaverChoices } from './savings.use-cases';

const failure = (code: string, status?: number) => ({ error: { code, description: code, ...(status ? { status } : {}) } });

describe('savings use cases', () => {
  it('ApplyForRegularSaver: accepted with what the bank opened; a refusal keeps its code; no answer is unknown', async () => {
    const opened = { reference: 'RS1', account: { id: 'A', name: 'Regular Saver', sortCode: '401276', number: '71230001' }, standingOrder: { amount: 15_000, paymentDay: 15, firstPaymentDate: '2026-12-15', fromAccountName: 'Current Account' } };
    const port = { applyForRegularSaver: vi.fn().mockResolvedValueOnce(opened).mockRejectedValueOnce(failure('RS_ALREADY_HELD', 422)).mockRejectedValueOnce(failure('FD999T')) };
    const apply = new ApplyForRegularSaver(port);
    const application = { monthlyAmount: 15_000, paymentDay: 15, fromAccountId: 'AK-CUR-001', nationality: 'GB', taxResidence: 'GB' };
    expect(await apply.execute(application, 'k1')).toEqual({ kind: 'accepted', outcome: opened });
    expect(port.applyForRegularSaver).toHaveBeenCalledWith(application, 'k1', {});
    expect(await apply.execute(application, 'k1')).toMatchObject({ kind: 'refused', code: 'RS_ALREADY_HELD' });
    expect(await apply.execute(application, 'k1')).toMatchObject({ kind: 'unknown', reason: 'no-answer' });
  });

  it('ApplyForCashIsa and CheckIsaDetails send the National Insurance number without spaces, in capitals', async () => {
    const port = { applyForCashIsa: vi.fn().mockResolvedValue({}), checkIsaDetails: vi.fn().mockResolvedValue({ kind: 'confirmed' }) };
    await new ApplyForCashIsa(port).execute({ nationalInsuranceNumber: 'qq 12 34 56 c', firstDeposit: 100_000, fromAccountId: 'AK-CUR-001', taxYear: '2026/27' }, 'k2');
    expect(port.applyForCashIsa).toHaveBeenCalledWith({ nationalInsuranceNumber: 'QQ123456C', firstDeposit: 100_000, fromAccountId: 'AK-CUR-001', taxYear: '2026/27' }, 'k2', {});
    expect(await new CheckIsaDetails(port).execute('qq999999 d')).toEqual({ ok: true, value: { kind: 'confirmed' } });
    expect(port.checkIsaDetails).toHaveBeenCalledWith('QQ999999D');
  });

  it('LoadRegularSaverChoices: one failing call fails the page with its code', async () => {
    const port = { sourceAccounts: vi.fn().mockResolvedValue([]), countryCodes: vi.fn().mockRejectedValue(failure('FD001T', 500)), nationalityCodes: vi.fn().mockResolvedValue([]) };
    expect(await new LoadRegularSaverChoices(port).execute()).toMatchObject({ ok: false, error: { code: 'FD001T' } });
  });
});
