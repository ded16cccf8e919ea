import type { ConsentKind } from '../../core/open-banking/consent';

/** The area's routes (docs/rules/customer-screens.md): open-banking, each section, a consent, its revocation, an authorisation. */
export const openBankingPath = '/open-banking';
export const sectionPath = (kind: ConsentKind) => `${openBankingPath}/${kind}`;
export const consentPath = (kind: ConsentKind, id: string) => `${sectionPath(kind)}/${encodeURIComponent(id)}`;
export const revokePath = (kind: ConsentKind, id: string) => `${consentPath(kind, id)}/revoke`;
