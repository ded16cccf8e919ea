import type { Consent, ConsentKind } from './consent';
import { consentKinds } from './consent';
import { statusOf } from './consent-status';

/**
 * The access dashboard (Customer Experience Guidelines): per kind, the active consents, then the
 * expired and the revoked apart. Search is by provider name (and 'on behalf of'), ignoring case and
 * surrounding spaces; sort by name (A to Z) or by date granted (newest first). Ties keep a stable
 * order by the other key, then by id, so the list never jumps between renders.
 */
export type ConsentSort = 'name' | 'granted';

export interface DashboardSection {
  kind: ConsentKind;
  active: Consent[];
  expired: Consent[];
  revoked: Consent[];
}

export function matchesSearch(consent: Consent, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return consent.provider.name.toLowerCase().includes(q) || (consent.provider.onBehalfOf ?? '').toLowerCase().includes(q);
}

const byName = (a: Consent, b: Consent) => a.provider.name.localeCompare(b.provider.name, 'en-GB', { sensitivity: 'base' });
const byGrantedNewest = (a: Consent, b: Consent) => (a.grantedOn < b.grantedOn ? 1 : a.grantedOn > b.grantedOn ? -1 : 0);
const byId = (a: Consent, b: Consent) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function sortConsents(consents: readonly Consent[], sort: ConsentSort): Consent[] {
  const [first, second] = sort === 'name' ? [byName, byGrantedNewest] : [byGrantedNewest, byName];
  return [...consents].sort((a, b) => first(a, b) || second(a, b) || byId(a, b));
}

export function dashboardSections(
  consents: readonly Consent[],
  today: string,
  options: { query: string; sort: ConsentSort; kinds?: readonly ConsentKind[] },
): DashboardSection[] {
  const shown = sortConsents(
    consents.filter((c) => matchesSearch(c, options.query)),
    options.sort,
  );
  return (options.kinds ?? consentKinds).map((kind) => {
    const ofKind = shown.filter((c) => c.kind === kind);
    return {
      kind,
      active: ofKind.filter((c) => statusOf(c, today) === 'active'),
      expired: ofKind.filter((c) => statusOf(c, today) === 'expired'),
      revoked: ofKind.filter((c) => statusOf(c, today) === 'revoked'),
    };
  });
}
