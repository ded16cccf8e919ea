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
});
