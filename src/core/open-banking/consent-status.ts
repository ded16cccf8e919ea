import type { Consent } from './consent';

export type ConsentStatus = 'active' | 'expired' | 'revoked';

/**
 * Which consents are active, expired or revoked, kept apart as the guidelines ask. Revoked wins: a
 * consent the customer stopped is 'revoked' even when its end date has passed since. The bank's word
 * 'expired' is believed; an 'active' consent whose end date is before today is expired too (the
 * bank's lists are a snapshot; the dashboard must never show lapsed access as live). A consent
 * ending today is still active today.
 */
export function statusOf(consent: Pick<Consent, 'bankStatus' | 'revokedOn' | 'expiresOn'>, today: string): ConsentStatus {
  if (consent.bankStatus === 'revoked' || consent.revokedOn !== null) return 'revoked';
  if (consent.bankStatus === 'expired') return 'expired';
  if (consent.expiresOn !== null && consent.expiresOn < today) return 'expired';
  return 'active';
}

/** Only an active consent can be revoked. */
export const canRevoke = (consent: Consent, today: string): boolean => statusOf(consent, today) === 'active';
