/**
 * What a decline and a referral tell the customer, one text for the loan and the card.
 * CCA s157: a lender that declines on information from a credit reference agency must say which
 * agency, and how to contact it. The demo bank's agency (the same in its documents, LoanDocuments.AGENCY).
 */
export const creditReferenceAgency = {
  name: 'Experian Ltd',
  address: 'PO Box 9000, Nottingham NG80 7WF',
  phone: '0800 013 8888',
  web: 'www.experian.co.uk',
} as const;

/** The one promise of when a referral is answered; the demo bank's inbox message says the same (InboxOps). */
export const referralPromise = 'within 2 working days';

export function declineAgencyText(product: 'loan' | 'credit card'): string {
  const a = creditReferenceAgency;
  return (
    `We searched your credit file with ${a.name} before deciding on your ${product} application. You can ask them, free of charge, ` +
    `for a copy of what they hold about you and to correct anything that is wrong: ${a.name}, ${a.address}, telephone ${a.phone}, ${a.web}.`
  );
}

export function referralText(product: 'loan' | 'credit card'): string {
  return `We will look at your ${product} application and send you a secure message in your inbox ${referralPromise} with our answer.`;
}
