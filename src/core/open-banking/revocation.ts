import type { Consent } from './consent';

/**
 * What stopping a consent means, said plainly before the customer confirms (Customer Experience
 * Guidelines: the dashboard warns what stops and suggests telling the provider; no obstruction, so
 * the warning is one page and the confirmation the next). Our own words: the spec is silent.
 */
export function revocationConsequences(consent: Consent): string[] {
  const name = consent.provider.name;
  const what =
    consent.kind === 'information-sharing'
      ? `${name} will no longer be able to see information about your accounts. Information they have already collected is not deleted by us: ask ${name} what they do with it.`
      : consent.kind === 'funds-availability'
        ? `${name} will no longer be able to check whether your ${consent.account.name} has enough money for a payment.`
        : `${name} will no longer be able to take payments from your account under this agreement. Payments already made are not affected.`;
  return [
    what,
    `This may stop a service ${name} gives you. You may want to tell ${name} that you have stopped their access.`,
    'You cannot restart this access here: to share again you would give new consent through the provider.',
  ];
}

export const revocationTitle = (consent: Consent): string => `Stop ${consent.provider.name}'s access`;
export const revokedTitle = (consent: Consent): string => `${consent.provider.name}'s access has stopped`;
