import { describe, expect, it } from 'vitest';
import { adequateExplanation } from './adequate-explanation';

const all = (product: 'loan' | 'credit card') =>
  adequateExplanation(product)
    .sections.flatMap((s) => [s.heading, ...s.paragraphs])
    .join(' ');

describe('adequateExplanation (CCA s55A, CONC 4.2.5R), before each agreement', () => {
  it('a loan: what a missed payment leads to (charges, default, court, credit file), what may make it unsuitable, how to ask us', () => {
    const e = adequateExplanation('loan');
    expect(e.heading).toBe('Before you sign: what this loan means for you');
    expect(e.sections.map((s) => s.heading)).toEqual([
      'What you will pay', 'If you miss a payment', 'When this loan may not suit you', 'Changing your mind', 'Ask us a question',
    ]);
    const text = all('loan');
    for (const words of ['charge', 'default notice', 'court', 'credit file', 'consolidat', 'longer term', 'cost more in total', '0345 600 0000', 'send us a message']) {
      expect(text).toContain(words);
    }
     // The loan's decision page does not show the pre-contract information, so the text points to no information 'above'.
    expect(text).not.toMatch(/\babove\b/);
    expect(text).toContain('The pre-contract credit information we gave you shows your monthly repayment');
  });

  it('a card: paying only the minimum, the variable rate, cash, and the same missed-payment and question sections', () => {
    const e = adequateExplanation('credit card');
    expect(e.heading).toBe('Before you sign: what this credit card means for you');
    const text = all('credit card');
    for (const words of ['only the minimum', 'variable', 'default notice', 'court', 'credit file', 'long-term borrowing', '0345 600 0000']) {
      expect(text).toContain(words);
    }
  });

  // Every word is read: a paragraph blanked or dropped from the text the customer reads before signing fails here.
  it('a loan: the whole explanation, word for word', () => {
    expect(adequateExplanation('loan')).toEqual({
      heading: 'Before you sign: what this loan means for you',
      sections: [
        {
          heading: 'What you will pay',
          paragraphs: [
            'You repay the same amount each month for the whole term, by Direct Debit. The rate is fixed, so your repayments do not change.',
            'The pre-contract credit information we gave you shows your monthly repayment, the total you will pay and the total charge for credit.',
          ],
        },
        {
          heading: 'If you miss a payment',
          paragraphs: [
            'We do not charge a fee for a late or missed payment, but interest goes on being charged on what is overdue, so the loan costs more.',
            'We tell the credit reference agencies about missed payments. This stays on your credit file for 6 years and may make it harder or dearer to borrow.',
            'If you keep missing payments we may send you a default notice and ask for the whole balance at once, and we may take you to court to recover what you owe.',
            'If you are worried about paying, tell us as soon as you can: we will help, and free debt advice is available from MoneyHelper (0800 138 7777).',
          ],
        },
        {
          heading: 'When this loan may not suit you',
          paragraphs: [
            'If you use this loan to consolidate other borrowing over a longer term than you have left on it, you may pay more in total even if the monthly repayment is lower: consolidating over a longer term can cost more in total.',
            'If you may want to borrow again before the end of the term, or your income may fall, think about whether you can keep up the repayments for the whole term.',
            'If you repay early you pay interest only to the day you repay, and there is no charge.',
          ],
        },
        {
          heading: 'Changing your mind',
          paragraphs: [
            'You have 14 days after the agreement is made to withdraw without giving a reason. You then repay the loan with interest within 30 days; there is no other charge.',
          ],
        },
        {
          heading: 'Ask us a question',
          paragraphs: [
            'If anything here or in the agreement is not clear, or you are not sure this loan meets your needs, ask us before you sign: call 0345 600 0000, send us a message from Messages, or write to Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA. You do not have to sign today.',
          ],
        },
      ],
    });
  });

  it('a card: the whole explanation, word for word', () => {
    expect(adequateExplanation('credit card')).toEqual({
      heading: 'Before you sign: what this credit card means for you',
      sections: [
        {
          heading: 'What you will pay',
          paragraphs: [
            'You repay at least the minimum each month, by Direct Debit. The minimum is mostly interest: paying only the minimum means it takes much longer and costs much more to clear your balance.',
            'The purchase rate is variable: it can go up or down, and we will tell you before it changes. Interest is charged on what you spend unless you pay the whole balance each month.',
          ],
        },
        {
          heading: 'If you miss a payment',
          paragraphs: [
            'We do not charge a fee for a late or missed payment or for going over your limit, but interest goes on being charged, so the card costs more; we may stop the card.',
            'We tell the credit reference agencies about missed payments. This stays on your credit file for 6 years and may make it harder or dearer to borrow.',
            'If you keep missing payments we may send you a default notice and ask for the whole balance at once, and we may take you to court to recover what you owe.',
            'If you are worried about paying, tell us as soon as you can: we will help, and free debt advice is available from MoneyHelper (0800 138 7777).',
          ],
        },
        {
          heading: 'When this credit card may not suit you',
          paragraphs: [
            'A credit card is for short-term and everyday borrowing. It is not suited to long-term borrowing: a loan is usually cheaper for a large amount repaid over years.',
            'Using the card for cash or gambling costs more and can be a sign of money worries.',
            'If you transfer a balance, the 0% rate lasts only for the promotional period, and a fee is charged on each transfer.',
          ],
        },
        {
          heading: 'Changing your mind',
          paragraphs: [
            'You have 14 days after the agreement is made to withdraw without giving a reason. You then repay what you have spent with interest within 30 days; there is no other charge.',
          ],
        },
        {
          heading: 'Ask us a question',
          paragraphs: [
            'If anything here or in the agreement is not clear, or you are not sure this credit card meets your needs, ask us before you sign: call 0345 600 0000, send us a message from Messages, or write to Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA. You do not have to sign today.',
          ],
        },
      ],
    });
  });
});
