/**
 * Who lends, and where a customer can write to us: the one place the app keeps the bank's postal
 * address. A credit advert that gives a rate or a cost must give it (CONC 3.5.3R(1)(b)), and the right
 * to withdraw names it (CCA s66A). Demo values: the demo bank prints the same address in its documents
 * (wiremock/extension LoanDocuments.java); a real bank puts its own here.
 */
export const lender = {
  name: 'Demo Bank plc',
  phone: '0345 600 0000',
  postalAddress: 'Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA',
} as const;
