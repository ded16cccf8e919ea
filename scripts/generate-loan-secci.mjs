// Writes the demo bank's pre-contract credit information (SECCI) for the personal loan
// (docs/api/lending.md): a small real PDF, so the app's pdf.js viewer shows real text.
// Run: node scripts/generate-loan-secci.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimalPdf } from './minimal-pdf.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'wiremock/__files/personal-loans/secci.pdf');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  minimalPdf([
    'Pre-contract credit information',
    '(Standard European Consumer Credit Information)',
    '',
    '1. Creditor: UK Direct Bank plc',
    '2. Type of credit: fixed-sum personal loan',
    'Total amount of credit: GBP 1,000 to GBP 25,000',
    'Duration: 12 to 60 months, repaid monthly',
    '3. Borrowing rate: fixed for the whole term',
    '12.9% APR for GBP 1,000 to GBP 7,499',
    '6.9% APR for GBP 7,500 to GBP 25,000',
    'Representative example: GBP 10,000 over 48 months',
    'at 6.9% APR, GBP 238.03 a month,',
    'total amount payable GBP 11,425.44.',
    'Missing payments may make it harder to get credit.',
    '4. Right of withdrawal: you may withdraw from the',
    'agreement within 14 days without giving a reason.',
    'You repay the credit and the interest to that day.',
    'Early repayment: you may repay early at any time.',
    '5. Your summary page shows your own amount, term,',
    'monthly repayment and total amount payable.',
  ]),
  'latin1',
);
console.log(`wrote ${out}`);
