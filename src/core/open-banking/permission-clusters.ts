/**
 * The Open Banking data clusters (Customer Experience Guidelines, 'Data Cluster Language'): a
 * customer sees the data shared as a few clusters in plain words, each expanding to its
 * permissions. The order is the guidelines'. A permission the app does not know is never hidden: it
 * is listed under 'Other information' by its code, so the customer still sees everything shared.
 */
export interface PermissionLine {
  code: string;
  description: string;
}

export interface Cluster {
  id: string;
  title: string;
  permissions: PermissionLine[];
}

interface ClusterDefinition {
  id: string;
  title: string;
  permissions: Record<string, string>;
}

export const clusterDefinitions: readonly ClusterDefinition[] = [
  {
    id: 'account-details',
    title: 'Your account details',
    permissions: {
      ReadAccountsBasic: 'Any other name by which you refer to this account, and the currency of the account',
      ReadAccountsDetail: 'Your account name, number and sort code',
      ReadBalances: 'Your account balance',
      ReadPAN: 'Your card number',
    },
  },
  {
    id: 'regular-payments',
    title: 'Your regular payments',
    permissions: {
      ReadBeneficiariesBasic: 'Payees you have set up',
      ReadBeneficiariesDetail: 'Details of payees you have set up',
      ReadStandingOrdersBasic: 'Your standing orders',
      ReadStandingOrdersDetail: 'Details of your standing orders',
      ReadDirectDebits: 'Your Direct Debits',
      ReadScheduledPaymentsBasic: 'Recurring and future dated payments',
      ReadScheduledPaymentsDetail: 'Details of recurring and future dated payments',
    },
  },
  {
    id: 'account-transactions',
    title: 'Your account transactions',
    permissions: {
      ReadTransactionsBasic: 'Your incoming and outgoing transactions',
      ReadTransactionsDetail: 'Details of your incoming and outgoing transactions',
      ReadTransactionsCredits: 'Your incoming transactions',
      ReadTransactionsDebits: 'Your outgoing transactions',
    },
  },
  {
    id: 'statements',
    title: 'Your statements',
    permissions: {
      ReadStatementsBasic: 'Information contained in your statement',
      ReadStatementsDetail: 'Details of information contained in your statement',
    },
  },
  {
    id: 'features-and-benefits',
    title: 'Your account features and benefits',
    permissions: {
      ReadProducts: 'Product details: fees, charges, interest, benefits and rewards',
      ReadOffers: 'Offers available on your account',
    },
  },
  {
    id: 'contact-and-party',
    title: 'Contact and party details',
    permissions: {
      ReadParty: 'The full legal name of the account holder, and the address, telephone numbers and email addresses the bank holds',
      ReadPartyPSU: 'The full legal name and contact details of the person logged in',
    },
  },
];

export const otherClusterTitle = 'Other information';

/**
 * The clusters a set of permission codes makes, in the guidelines' order, each with its permissions
 * in the guidelines' order. Duplicates count once; empty clusters are left out; unknown codes go to
 * 'Other information'. (ReadAccountsBasic/ReadAccountsDetail-style 'Basic' and 'Detail' pairs are
 * both listed: the customer sees exactly what was granted.)
 */
export function clustersOf(permissions: readonly string[]): Cluster[] {
  const granted = new Set(permissions.map((p) => p.trim()).filter((p) => p !== ''));
  const known = new Set<string>();
  const clusters: Cluster[] = [];
  for (const definition of clusterDefinitions) {
    const lines = Object.entries(definition.permissions)
      .filter(([code]) => granted.has(code))
      .map(([code, description]) => ({ code, description }));
    for (const line of lines) known.add(line.code);
    if (lines.length > 0) clusters.push({ id: definition.id, title: definition.title, permissions: lines });
  }
  const other = [...granted].filter((code) => !known.has(code)).sort();
  if (other.length > 0) {
    clusters.push({ id: 'other', title: otherClusterTitle, permissions: other.map((code) => ({ code, description: code })) });
  }
  return clusters;
}
