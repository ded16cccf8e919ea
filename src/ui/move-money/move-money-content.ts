import { inject, injectable } from 'inversify';
import type { MajorBeneficiary } from '../../core/move-money/move-money';
import { ContentStore } from '../content/content.store';

/**
 * The companies customers can pay (content's 'beneficiaries' file, its `major` list). An entry that
 * lacks a field is left out: a company with half its details is not offered.
 */
@injectable()
export class MoveMoneyContent {
  constructor(@inject(ContentStore) private readonly store: ContentStore) {}

  get majorBeneficiaries(): MajorBeneficiary[] {
    const major = this.store.beneficiaries('major');
    if (!Array.isArray(major)) return [];
    return major.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const e = entry as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
      const id = str(e.id);
      const name = str(e.name);
      const sortCode = str(e.sortCode)?.replace(/\D/g, '') ?? '';
      const accountNumber = str(e.accountNumber)?.replace(/\D/g, '') ?? '';
      const referenceLabel = str(e.referenceLabel) ?? 'Reference';
      const signWith = e.signWith === 'reference' || e.signWith === 'card' ? e.signWith : 'account';
      if (!id || !name || sortCode.length !== 6 || accountNumber.length !== 8) return [];
      return [{ id, name, sortCode, accountNumber, referenceLabel, signWith }];
    });
  }

  company(id: string | undefined): MajorBeneficiary | null {
    return this.majorBeneficiaries.find((c) => c.id === id) ?? null;
  }
}
