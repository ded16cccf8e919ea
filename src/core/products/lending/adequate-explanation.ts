import { withdrawalContact } from './withdrawal';

export interface ExplanationSection {
  heading: string;
  paragraphs: string[];
}

export interface AdequateExplanation {
  heading: string;
  sections: ExplanationSection[];
}

/**
 * The adequate explanation a lender gives before the agreement (CCA s55A(1), CONC 4.2.5R): what the
 * customer will pay, what a missed payment leads to (charges, the credit file, a default, court), the
 * features that may make the credit unsuitable, the effect of withdrawing, and how to ask us a question
 * so the customer can decide whether it meets their needs. One text in core for the loan and the card;
 * the figures are in the pre-contract information beside it.
 */
export function adequateExplanation(product: 'loan' | 'credit card'): AdequateExplanation {
  const loan = product === 'loan';
  const pay: ExplanationSection = loan
    ? {
        heading: 'What you will pay',
        paragraphs: [
          'You repay the same amount each month for the whole term, by Direct Debit. The rate is fixed, so your repayments do not change.',
          'The pre-contract credit information we gave you shows your monthly repayment, the total you will pay and the total charge for credit.',
        ],
      }
    : {
        heading: 'What you will pay',
        paragraphs: [
          'You repay at least the minimum each month, by Direct Debit. The minimum is mostly interest: paying only the minimum means it takes much longer and costs much more to clear your balance.',
          'The purchase rate is variable: it can go up or down, and we will tell you before it changes. Interest is charged on what you spend unless you pay the whole balance each month.',
        ],
      };
  const missed: ExplanationSection = {
    heading: 'If you miss a payment',
    paragraphs: [
      loan
        ? 'We do not charge a fee for a late or missed payment, but interest goes on being charged on what is overdue, so the loan costs more.'
        : 'We do not charge a fee for a late or missed payment or for going over your limit, but interest goes on being charged, so the card costs more; we may stop the card.',
      'We tell the credit reference agencies about missed payments. This stays on your credit file for 6 years and may make it harder or dearer to borrow.',
      'If you keep missing payments we may send you a default notice and ask for the whole balance at once, and we may take you to court to recover what you owe.',
      'If you are worried about paying, tell us as soon as you can: we will help, and free debt advice is available from MoneyHelper (0800 138 7777).',
    ],
  };
  const unsuitable: ExplanationSection = loan
    ? {
        heading: 'When this loan may not suit you',
        paragraphs: [
          'If you use this loan to consolidate other borrowing over a longer term than you have left on it, you may pay more in total even if the monthly repayment is lower: consolidating over a longer term can cost more in total.',
          'If you may want to borrow again before the end of the term, or your income may fall, think about whether you can keep up the repayments for the whole term.',
          'If you repay early you pay interest only to the day you repay, and there is no charge.',
        ],
      }
    : {
        heading: 'When this credit card may not suit you',
        paragraphs: [
          'A credit card is for short-term and everyday borrowing. It is not suited to long-term borrowing: a loan is usually cheaper for a large amount repaid over years.',
          'Using the card for cash or gambling costs more and can be a sign of money worries.',
          'If you transfer a balance, the 0% rate lasts only for the promotional period, and a fee is charged on each transfer.',
        ],
      };
  const withdraw: ExplanationSection = {
    heading: 'Changing your mind',
    paragraphs: [
      `You have 14 days after the agreement is made to withdraw without giving a reason. You then repay ${loan ? 'the loan' : 'what you have spent'} with interest within 30 days; there is no other charge.`,
    ],
  };
  const ask: ExplanationSection = {
    heading: 'Ask us a question',
    paragraphs: [
      `If anything here or in the agreement is not clear, or you are not sure this ${product} meets your needs, ask us before you sign: call ${withdrawalContact.phone}, send us a message from Messages, or write to ${withdrawalContact.address}. You do not have to sign today.`,
    ],
  };
  return { heading: `Before you sign: what this ${product} means for you`, sections: [pay, missed, unsuitable, withdraw, ask] };
}
