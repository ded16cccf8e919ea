import { describe, expect, it, vi } from 'vitest';
import { ApplyForCashIsa, ApplyForRegularSaver, CheckIsaDetails, LoadCashIsaOffer, LoadIsaStanding, LoadProductDocuments, LoadRegularSaverChoices, LoadRegularSaverOffer } from './savings.use-cases';

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

  it('LoadRegularSaverOffer: what the bank says of this customer, or the failure with its code', async () => {
    const eligible = { kind: 'eligible', product: { name: 'Regular Saver' } };
    const port = { regularSaverEligibility: vi.fn().mockResolvedValueOnce(eligible).mockRejectedValueOnce(failure('FD001T', 500)) };
    const load = new LoadRegularSaverOffer(port);
    expect(await load.execute()).toEqual({ ok: true, value: eligible });
    expect(await load.execute()).toMatchObject({ ok: false, error: { code: 'FD001T', status: 500 } });
  });

  it('LoadRegularSaverChoices: the Regular Saver\'s own accounts to pay from, the countries and the nationalities', async () => {
    const accounts = [{ id: 'AK-CUR-001' }];
    const countries = [{ code: 'GB', name: 'United Kingdom' }];
    const nationalities = [{ code: 'GB', name: 'British' }];
    const port = { sourceAccounts: vi.fn().mockResolvedValue(accounts), countryCodes: vi.fn().mockResolvedValue(countries), nationalityCodes: vi.fn().mockResolvedValue(nationalities) };
    expect(await new LoadRegularSaverChoices(port).execute()).toEqual({ ok: true, value: { accounts, countries, nationalities } });
    expect(port.sourceAccounts).toHaveBeenCalledWith('regular-saver');
  });

  it('LoadRegularSaverChoices: one failing call fails the page with its code', async () => {
    const port = { sourceAccounts: vi.fn().mockResolvedValue([]), countryCodes: vi.fn().mockRejectedValue(failure('FD001T', 500)), nationalityCodes: vi.fn().mockResolvedValue([]) };
    expect(await new LoadRegularSaverChoices(port).execute()).toMatchObject({ ok: false, error: { code: 'FD001T' } });
  });

  it('LoadCashIsaOffer: the product, this tax year\'s standing, the applicant and the Cash ISA\'s own accounts to pay from', async () => {
    const product = { name: 'Cash ISA' };
    const standing = { paidInThisTaxYear: 600_000, taxYear: '2026/27', ukResident: true };
    const applicant = { dateOfBirth: '1980-05-01' };
    const accounts = [{ id: 'AK-CUR-001' }];
    const port = {
      cashIsaProduct: vi.fn().mockResolvedValue(product),
      cashIsaEligibility: vi.fn().mockResolvedValue(standing),
      applicantDetails: vi.fn().mockResolvedValue(applicant),
      sourceAccounts: vi.fn().mockResolvedValue(accounts),
    };
    expect(await new LoadCashIsaOffer(port).execute()).toEqual({ ok: true, value: { product, standing, applicant, accounts } });
    expect(port.sourceAccounts).toHaveBeenCalledWith('cash-isa');
    port.applicantDetails.mockRejectedValueOnce(failure('FD001T', 500));
    expect(await new LoadCashIsaOffer(port).execute()).toMatchObject({ ok: false, error: { code: 'FD001T' } });
  });

  it('LoadIsaStanding: what the bank lists as paid in this tax year now, or the failure', async () => {
    const standing = { paidInThisTaxYear: 700_000, taxYear: '2026/27', ukResident: true };
    const port = { cashIsaEligibility: vi.fn().mockResolvedValueOnce(standing).mockRejectedValueOnce(failure('FD999T')) };
    const load = new LoadIsaStanding(port);
    expect(await load.execute()).toEqual({ ok: true, value: standing });
    expect(await load.execute()).toMatchObject({ ok: false, error: { code: 'FD999T' } });
  });

  it('LoadProductDocuments: the documents of the product asked for, or the failure', async () => {
    const documents = [{ title: 'Summary box', href: '/documents/cash-isa/summary-box.pdf' }];
    const port = { productDocuments: vi.fn().mockResolvedValueOnce(documents).mockRejectedValueOnce(failure('FD001T', 503)) };
    const load = new LoadProductDocuments(port);
    expect(await load.execute('cash-isa')).toEqual({ ok: true, value: documents });
    expect(port.productDocuments).toHaveBeenCalledWith('cash-isa');
    expect(await load.execute('regular-saver')).toMatchObject({ ok: false, error: { code: 'FD001T', status: 503 } });
  });
});
